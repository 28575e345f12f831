/**
 * The categories of TCG matches (issue 6: "new matches are categorised automatically"), shared by the match writes
 * and the category admin.
 *
 * Decisions:
 * - Every match write stores `player_category_id` = core `categorizeDeck(deckName, linkedDeck?.cards)` and
 *   `opponent_category_id` = `categorizeDeckName(opponentDeck)`, with the categories and assignments cached in memory.
 *   The cache carries the `deck_category_state.version` it was read at; every write reads the version (one key lookup)
 *   and reloads when another process or request changed the rules.
 * - Writes hold a shared transaction advisory lock, re-categorisation the exclusive one: a write never stores a
 *   category computed from rules that a concurrent re-categorisation is replacing. Writers take it first, before any
 *   row lock, so the two never wait on each other in opposite orders.
 * - Re-categorisation (a category created, changed or deleted; names assigned) computes, for every distinct deck name
 *   (`deck_names`) and every deck with cards that has matches, the category under the old and the new rules, and
 *   UPDATEs only the matches of names and decks whose category changed, in set-based statements using the
 *   lower(btrim()) indexes. The aggregates follow through the tcg_matches update trigger (migration 0008).
 * - A deck's card list counts as it is at the write (or at the next re-categorisation that moves its category): editing
 *   a deck's cards does not move its older matches by itself.
 */
import { sql } from 'drizzle-orm';
import {
  categorizeDeck,
  categorizeDeckName,
  type CardNameLike,
  type CategoryRules,
  type DeckCategory,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { deckCategories, deckCategoryState, deckNameAssignments } from '../../db/schema/index.ts';

/** "TLCATEGR" in ASCII: the advisory lock between match writes (shared) and re-categorisation (exclusive). */
export const CATEGORY_LOCK_KEY = 0x544c4341_54454752n.toString();

/**
 * "TLMWRITE" in ASCII: the advisory lock that orders TCG match writes (migration 0027, issue 31). A transaction
 * writing matches takes it exclusively (`lockForMatchWrite`); the API's one-statement create takes it shared inside
 * `tcg_match_write_checked`, where the number is written out — keep the two equal.
 */
export const MATCH_WRITE_ORDER_KEY = 0x544c4d57_52495445n.toString();

export interface CategorySnapshot {
  version: number;
  categories: DeckCategory[];
  assignments: Map<string, string>;
}

type CategoryRow = typeof deckCategories.$inferSelect;

export function toDeckCategory(row: CategoryRow): DeckCategory {
  return {
    _id: row.id,
    name: row.name,
    sprites: row.sprites,
    keywords: row.keywords,
    coreCards: row.coreCards,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Every TCG match write takes, in this order: the shared category lock, then the match write order lock
 * (MATCH_WRITE_ORDER_KEY; until migration 0027 the global TCG count row, which it replaces). The triggers of one
 * statement lock the community day rows first and the count row last (they fire in name order), so a transaction
 * writing several matches (an import, a sync) held rows of one statement while its next statement waited for day rows
 * that another writer held while waiting for the first: a deadlock (found by the Limitless bench, 19 of 24 concurrent
 * imports). Taking the order lock first makes every such writer queue on it before touching any day row. A
 * transaction takes it exclusively, as it held the count row: transactions run one at a time, as before. The API's
 * one-statement create takes it shared (0027 `tcg_match_write_checked`): creates run alongside each other — one
 * statement locks its rows table by table in trigger order and each table's rows in key order, so two creates
 * cannot deadlock — and the global count is kept in slots (`match_count_slots`), so they no longer queue on one row.
 */
export async function lockForMatchWrite(tx: Queryable): Promise<void> {
  // One round trip (issue 16: a write holds the order lock from here to its commit, so every trip counts): two
  // statements in one simple query run one after the other, each with its own snapshot, in the order above.
  await tx.execute(sql.raw(MATCH_WRITE_LOCKS));
}

const MATCH_WRITE_LOCKS =
  `select pg_advisory_xact_lock_shared(${CATEGORY_LOCK_KEY}::bigint); ` +
  `select pg_advisory_xact_lock(${MATCH_WRITE_ORDER_KEY}::bigint)`;

export async function lockForRecategorisation(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_LOCK_KEY}::bigint)`);
}

/** Categories sorted by name (ignoring case, then exactly) and the assignments, as stored now. */
export async function loadCategorySnapshot(q: Queryable): Promise<CategorySnapshot> {
  const [state] = await q.select({ version: deckCategoryState.version }).from(deckCategoryState);
  const rows = await q
    .select()
    .from(deckCategories)
    .orderBy(sql`lower(${deckCategories.name})`, deckCategories.name);
  const assigned = await q.select().from(deckNameAssignments);
  return {
    version: state?.version ?? 0,
    categories: rows.map(toDeckCategory),
    assignments: new Map(assigned.map((a) => [a.key, a.categoryId])),
  };
}

export interface MatchCategories {
  playerCategoryId: string | null;
  opponentCategoryId: string | null;
}

/** The categories of one match under a snapshot (see header). */
export function categoriesOfMatch(
  snapshot: CategorySnapshot,
  deckName: string,
  cards: readonly CardNameLike[] | null | undefined,
  opponentDeck: string,
): MatchCategories {
  return {
    playerCategoryId: categorizeDeck(deckName, cards, snapshot.categories, snapshot.assignments).categoryId,
    opponentCategoryId: categorizeDeckName(opponentDeck, snapshot.categories, snapshot.assignments).categoryId,
  };
}

/** The rules cache of one process (see header). */
export function createCategoryCache() {
  let cached: CategorySnapshot | undefined;
  /** The rules at a version the caller read under the shared lock (one statement fewer for a create). */
  async function at(tx: Queryable, version: number): Promise<CategorySnapshot> {
    if (!cached || cached.version !== version) cached = await loadCategorySnapshot(tx);
    return cached;
  }
  return {
    /** The current rules, inside a write transaction that already holds the shared lock. */
    async current(tx: Queryable): Promise<CategorySnapshot> {
      const [state] = await tx.select({ version: deckCategoryState.version }).from(deckCategoryState);
      return at(tx, state?.version ?? 0);
    },
    at,
    /**
     * The rules at this version if they are kept already, else undefined: for a caller reading without the lock, which
     * must not load (a load racing a recategorisation could keep a mix of two versions under one).
     */
    kept(version: number): CategorySnapshot | undefined {
      return cached?.version === version ? cached : undefined;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type CategoryCache = ReturnType<typeof createCategoryCache>;

const rulesOf = (s: CategorySnapshot): readonly CategoryRules[] => s.categories;

/**
 * Moves every match whose category differs between two snapshots (see header); bumps the version. Runs inside the
 * caller's transaction, which holds the exclusive lock. Returns the number of match sides updated.
 */
export async function recategorise(tx: Queryable, before: CategorySnapshot, after: CategorySnapshot): Promise<number> {
  const names = await tx.execute<{ key: string }>(sql`select key from deck_names where matches > 0`);
  const changedKeys: string[] = [];
  const changedCats: (string | null)[] = [];
  const namedKeys: string[] = [];
  const namedCats: string[] = [];
  for (const { key } of names.rows) {
    const old = categorizeDeckName(key, rulesOf(before), before.assignments).categoryId;
    const now = categorizeDeckName(key, rulesOf(after), after.assignments).categoryId;
    if (old !== now) {
      changedKeys.push(key);
      changedCats.push(now);
    }
    if (now !== null) {
      namedKeys.push(key);
      namedCats.push(now);
    }
  }
  // Decks with cards that have matches: their category by cards alone, before and after.
  const decksWithCards = await tx.execute<{ id: string; cards: CardNameLike[] }>(sql`
    select d.id, d.cards from decks d
    where json_array_length(d.cards) > 0
      and exists (select 1 from tcg_matches m where m.user_id = d.user_id and m.deck_id = d.id)`);
  const changedDecks: string[] = [];
  const deckIds: string[] = [];
  const deckCats: string[] = [];
  for (const deck of decksWithCards.rows) {
    const old = categorizeDeck('', deck.cards, rulesOf(before), before.assignments).categoryId;
    const now = categorizeDeck('', deck.cards, rulesOf(after), after.assignments).categoryId;
    if (old !== now) changedDecks.push(deck.id);
    if (now !== null) {
      deckIds.push(deck.id);
      deckCats.push(now);
    }
  }
  let updated = 0;
  if (changedKeys.length > 0) {
    const opponent = await tx.execute(sql`
      update tcg_matches t set opponent_category_id = n.cat
      from unnest(${sql.param(changedKeys)}::text[], ${sql.param(changedCats)}::uuid[]) as n(key, cat)
      where lower(btrim(t.opponent_deck)) = n.key and t.opponent_category_id is distinct from n.cat`);
    updated += opponent.rowCount ?? 0;
  }
  if (changedKeys.length > 0 || changedDecks.length > 0) {
    const player = await tx.execute(sql`
      update tcg_matches t set player_category_id = x.cat
      from (
        select c.id, coalesce(n.cat, dc.cat) as cat
        from (
          select m.id, m.deck_name, m.deck_id from tcg_matches m where lower(btrim(m.deck_name)) = any(${sql.param(changedKeys)}::text[])
          union
          select m.id, m.deck_name, m.deck_id from decks d
          join tcg_matches m on m.user_id = d.user_id and m.deck_id = d.id
          where d.id = any(${sql.param(changedDecks)}::uuid[])
        ) c
        left join unnest(${sql.param(namedKeys)}::text[], ${sql.param(namedCats)}::uuid[]) as n(key, cat) on n.key = lower(btrim(c.deck_name))
        left join unnest(${sql.param(deckIds)}::uuid[], ${sql.param(deckCats)}::uuid[]) as dc(id, cat) on dc.id = c.deck_id
      ) x
      where t.id = x.id and t.player_category_id is distinct from x.cat`);
    updated += player.rowCount ?? 0;
  }
  await tx.update(deckCategoryState).set({ version: sql`${deckCategoryState.version} + 1` });
  return updated;
}

/**
 * After a deck's card list (or name) changes: the player category of the matches played with it, again — each match
 * by the name it was played under first, then the deck's cards as they are now, as a new match would be categorised.
 * Runs inside the caller's transaction; takes the shared lock like a match write. Returns the matches updated.
 */
export async function recategoriseDeckMatches(
  tx: Queryable,
  userId: string,
  deckId: string,
  cards: readonly CardNameLike[],
): Promise<number> {
  await lockForMatchWrite(tx);
  const names = await tx.execute<{ name: string }>(
    sql`select distinct deck_name as name from tcg_matches where user_id = ${userId} and deck_id = ${deckId}`,
  );
  if (names.rows.length === 0) return 0;
  const snapshot = await loadCategorySnapshot(tx);
  const played = names.rows.map((r) => r.name);
  const cats = played.map((name) => categorizeDeck(name, cards, snapshot.categories, snapshot.assignments).categoryId);
  const updated = await tx.execute(sql`
    update tcg_matches t set player_category_id = n.cat
    from unnest(${sql.param(played)}::text[], ${sql.param(cats)}::uuid[]) as n(name, cat)
    where t.user_id = ${userId} and t.deck_id = ${deckId} and t.deck_name = n.name
      and t.player_category_id is distinct from n.cat`);
  return updated.rowCount ?? 0;
}

export interface RuleChange<T> {
  result: T;
  /** The rules after the change (read back from the database when absent). */
  after?: CategorySnapshot;
  /** Runs after the matches moved (a category is deleted only once no match points at it). */
  finish?: () => Promise<void>;
}

/** Runs a change of the rules with the exclusive lock and re-categorises the matches it moves. */
export async function withRecategorisation<T>(
  db: Db,
  cache: CategoryCache,
  change: (tx: Queryable, before: CategorySnapshot) => Promise<RuleChange<T>>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await lockForRecategorisation(tx);
      const before = await loadCategorySnapshot(tx);
      const { result, after, finish } = await change(tx, before);
      await recategorise(tx, before, after ?? (await loadCategorySnapshot(tx)));
      if (finish) await finish();
      return result;
    });
  } finally {
    cache.invalidate();
  }
}
