/**
 * A member's TCG matches: the owner's list with its paging, filters and sorts; create, update and delete.
 *
 * Decisions:
 * - The deck name a match stores is the name the deck had when it was played: a deckId brings the deck's current
 *   name on create (and on an edit that changes the deck); later renames of the deck leave it alone.
 * - Creates (one from the API, many from the imports) are in insert.ts: exactly-once sync by clientId, `local_…`
 *   deck ids, and what keeps a create short while it holds the TCG write lock.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  categorizeDeckName,
  deckNameKey,
  isLocalId,
  type OpponentDeckMerge,
  type OpponentDeckMergeResult,
  type TcgMatch,
  type TcgMatchInput,
  type TcgMatchListQuery,
  type TcgMatchPage,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { matchWriteTransaction } from '../../db/matchWriteSlots.ts';
import { decks, tcgMatches, tcgMatchUserCounts, type TcgMatchRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { containsPattern } from '../../db/containsPattern.ts';
import { dateOrders, MATCH_NOT_FOUND, pageOf, withGroupBadges } from '../matches/index.ts';
import { datedWithin, findSeason, SEASON_NOT_FOUND } from '../seasons/index.ts';
import { DECK_NOT_FOUND } from '../decks/index.ts';
import { categoriesOfMatch, createCategoryCache, lockForMatchWrite } from '../deck-categories/index.ts';
import { createTcgMatchInserter, type CreateAnswer, type InsertOptions } from './insert.ts';
import { columnsOf, toTcgMatch } from './rows.ts';
import { createTcgSummary } from './summary.ts';
import { createTcgAnalytics } from './analytics.ts';

export { toTcgMatch } from './rows.ts';

export type TcgMatchService = ReturnType<typeof createTcgMatchService>;

const { newest, oldest } = dateOrders(tcgMatches);

/**
 * The list orders of core `sortTcgMatches`, each written exactly as an index stores it (direction and nulls), so a
 * page is read from the index with a stable tiebreak (date, created_at, id): newest/oldest walk
 * tcg_matches_user_date_idx forwards or backwards; A-Z and Z-A walk tcg_matches_user_deck_name_{asc,desc}_idx.
 * A-Z compares deck names ignoring letter case (lower()); unlike the browser's collator it does not fold accents.
 */
function orderOf(sort: TcgMatchListQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return oldest;
    case 'a-z':
      return [sql`lower(${tcgMatches.deckName}) asc`, sql`${tcgMatches.deckName} asc`, ...newest];
    case 'z-a':
      return [
        sql`lower(${tcgMatches.deckName}) desc nulls last`,
        sql`${tcgMatches.deckName} desc nulls last`,
        ...newest,
      ];
    default:
      return newest;
  }
}

const countAll = sql<number>`count(*)::int`;

/** Every query is scoped by the owner: another user's match is indistinguishable from one that does not exist. */
export function createTcgMatchService(db: Db) {
  const ownedBy = (userId: string, matchId: string) => and(eq(tcgMatches.id, matchId), eq(tcgMatches.userId, userId));

  /**
   * The deck a match names (a server id, or a `local_…` clientId; see header): its id, name and card list (which
   * categorises the match when its name does not), locked against deletion until the transaction ends. An unknown
   * server id is 404; an unknown local id is the pending `deckClientId`.
   */
  async function deckOf(tx: Queryable, userId: string, deckId: string | null) {
    if (!deckId) return { deckId: null, deckClientId: null, deck: null };
    const local = isLocalId(deckId);
    if (!local && !isUuid(deckId)) throw notFound(DECK_NOT_FOUND);
    const [deck] = await tx
      .select({ id: decks.id, name: decks.name, cards: decks.cards })
      .from(decks)
      .where(and(local ? eq(decks.clientId, deckId) : eq(decks.id, deckId), eq(decks.userId, userId)))
      .for('key share')
      .limit(1);
    if (deck) return { deckId: deck.id, deckClientId: null, deck };
    if (!local) throw notFound(DECK_NOT_FOUND);
    return { deckId: null, deckClientId: deckId, deck: null };
  }

  const categoryCache = createCategoryCache();
  const inserter = createTcgMatchInserter(db, categoryCache);

  /**
   * The list filters: search (case-insensitive, wildcards literal: opponent deck or notes, or — for the Match Group
   * dialog's picker — opponent deck or your deck) and season.
   */
  async function filtersOf(
    userId: string,
    query: Pick<TcgMatchListQuery, 'search' | 'seasonId'> & Partial<Pick<TcgMatchListQuery, 'searchIn'>>,
  ) {
    const conditions = [eq(tcgMatches.userId, userId)];
    if (query.search) {
      const pattern = containsPattern(query.search);
      const other = query.searchIn === 'picker' ? tcgMatches.deckName : tcgMatches.notes;
      conditions.push(or(ilike(tcgMatches.opponentDeck, pattern), ilike(other, pattern))!);
    }
    if (query.seasonId !== undefined) {
      const season = await findSeason(db, query.seasonId);
      if (!season) throw notFound(SEASON_NOT_FOUND);
      conditions.push(datedWithin(season)!);
    }
    return and(...conditions);
  }

  /**
   * How many matches the list has. Unfiltered, the user's counts row (kept by triggers, migration 0004) answers in
   * one key lookup; a search or season filter is counted exactly over the matching rows.
   */
  async function countOf(userId: string, query: TcgMatchListQuery, where: SQL | undefined): Promise<number> {
    if (!query.search && query.seasonId === undefined) {
      const [row] = await db
        .select({ matches: tcgMatchUserCounts.matches })
        .from(tcgMatchUserCounts)
        .where(eq(tcgMatchUserCounts.userId, userId));
      return row?.matches ?? 0;
    }
    const [row] = await db.select({ count: countAll }).from(tcgMatches).where(where);
    return row?.count ?? 0;
  }

  /** The matches of insertOnce, for the imports (which send no clientId, or skip what the caller already has). */
  async function insertMatches(
    tx: Queryable,
    userId: string,
    inputs: readonly TcgMatchInput[],
    options: InsertOptions = {},
  ): Promise<TcgMatch[]> {
    return (await inserter.insertOnce(tx, userId, inputs, options)).map((answer) => answer.match);
  }

  async function removeWithin(tx: Queryable, userId: string, matchId: string): Promise<TcgMatchRow | null> {
    if (!isUuid(matchId)) return null;
    // In the lock order of every TCG match write (see lockForMatchWrite): deleting fires the same triggers.
    await lockForMatchWrite(tx);
    const [row] = await tx.delete(tcgMatches).where(ownedBy(userId, matchId)).returning();
    return row ?? null;
  }

  return {
    async list(userId: string, query: TcgMatchListQuery): Promise<TcgMatchPage> {
      const where = await filtersOf(userId, query);
      const [totalCount, rows] = await Promise.all([
        countOf(userId, query, where),
        db
          .select()
          .from(tcgMatches)
          .where(where)
          .orderBy(...orderOf(query.sort))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      ]);
      return pageOf(query, totalCount, await withGroupBadges(db, 'tcg', rows.map(toTcgMatch)));
    },

    /** Every match meeting the list's filters, in the list's order (the export of "the shown matches"). */
    async listAll(userId: string, query: Pick<TcgMatchListQuery, 'search' | 'seasonId' | 'sort'>) {
      const where = await filtersOf(userId, query);
      const rows = await db
        .select()
        .from(tcgMatches)
        .where(where)
        .orderBy(...orderOf(query.sort));
      return rows.map(toTcgMatch);
    },

    async get(userId: string, matchId: string): Promise<TcgMatch> {
      if (!isUuid(matchId)) throw notFound(MATCH_NOT_FOUND);
      const [row] = await db.select().from(tcgMatches).where(ownedBy(userId, matchId)).limit(1);
      if (!row) throw notFound(MATCH_NOT_FOUND);
      const [shown] = await withGroupBadges(db, 'tcg', [toTcgMatch(row)]);
      return shown!;
    },

    /**
     * With a deckId, the deck must be the caller's (or a pending local one, see header); its current name is kept as
     * the name the match was played under. `created` is false when the caller already had a match with this clientId.
     */
    async create(userId: string, input: TcgMatchInput): Promise<CreateAnswer> {
      return inserter.create(userId, input);
    },

    /**
     * Several matches in the caller's transaction, all or none (the PTCGL and Limitless imports, issues 12 and 15),
     * optionally with the opponent categories an importer knew (see insertMatches).
     */
    createWithin: insertMatches,

    /**
     * A full replacement (PUT). The deck name stays what it was when the match was logged while the deck is the same;
     * a different deck of the caller's brings its current name.
     */
    async update(userId: string, matchId: string, input: TcgMatchInput): Promise<TcgMatch> {
      if (!isUuid(matchId)) throw notFound(MATCH_NOT_FOUND);
      return matchWriteTransaction(db, 'tcg', async (tx) => {
        await lockForMatchWrite(tx);
        const [stored] = await tx
          .select({ deckId: tcgMatches.deckId, deckName: tcgMatches.deckName })
          .from(tcgMatches)
          .where(ownedBy(userId, matchId))
          .for('update')
          .limit(1);
        if (!stored) throw notFound(MATCH_NOT_FOUND);
        let deckName = input.deckName;
        let cards: { name: string }[] | null = null;
        const { deckId, deckClientId, deck } = await deckOf(tx, userId, input.deckId);
        if (deck) {
          deckName = deck.id === stored.deckId ? stored.deckName : deck.name;
          cards = deck.cards;
        }
        const categories = categoriesOfMatch(await categoryCache.current(tx), deckName, cards, input.opponentDeck);
        const [row] = await tx
          .update(tcgMatches)
          .set({ ...columnsOf(input, deckId, deckName), deckClientId, ...categories, updatedAt: sql`now()` })
          .where(ownedBy(userId, matchId))
          .returning();
        const [shown] = await withGroupBadges(tx, 'tcg', [toTcgMatch(row!)]);
        return shown!;
      });
    },

    async remove(userId: string, matchId: string): Promise<void> {
      if (!isUuid(matchId)) throw notFound(MATCH_NOT_FOUND);
      const deleted = await matchWriteTransaction(db, 'tcg', (tx) => removeWithin(tx, userId, matchId));
      if (!deleted) throw notFound(MATCH_NOT_FOUND);
    },

    /** The delete in the caller's transaction (an admin's removal, issue 17): the deleted row, or null if none. */
    removeWithin,

    /**
     * Issue 29: the caller's matches whose opponent deck is one of `from` (trimmed, ignoring case) take the name
     * `into` and its category, in one statement under the shared category lock like any match write. Only the caller's
     * rows are touched (`user_id`); the triggers keep deck names, counts and community figures exact.
     */
    async mergeOpponentDecks(userId: string, input: OpponentDeckMerge): Promise<OpponentDeckMergeResult> {
      const keys = [...new Set(input.from.map(deckNameKey))];
      return matchWriteTransaction(db, 'tcg', async (tx) => {
        await lockForMatchWrite(tx);
        const snapshot = await categoryCache.current(tx);
        const categoryId = categorizeDeckName(input.into, snapshot.categories, snapshot.assignments).categoryId;
        const updated = await tx.execute(sql`
          update tcg_matches set opponent_deck = ${input.into}, opponent_category_id = ${categoryId},
            updated_at = now()
          where user_id = ${userId} and lower(btrim(opponent_deck)) = any(${sql.param(keys)}::text[])
            and opponent_deck <> ${input.into}`);
        return { updated: updated.rowCount ?? 0 };
      });
    },

    /** The dashboard's summary (see summary.ts). */
    summary: createTcgSummary(db),

    /** Personal analytics with their cache (see analytics.ts). */
    analytics: createTcgAnalytics(db),
  };
}
