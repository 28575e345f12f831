/**
 * The creates of TCG matches: one from the API (and the sync), many from the imports (PTCGL, Limitless, the account
 * data file).
 *
 * Decisions:
 * - Exactly-once sync (issue 16): a create with a `clientId` the caller already used answers that match (`created:
 *   false`, the route's 200) and creates nothing — looked up first, outside any transaction (a retried sync is one
 *   statement a match), so a retry is answered even if its deck has gone since; the insert is `on conflict (user_id,
 *   client_id) do nothing` for concurrent retries, and a row not inserted is answered by the one that was.
 * - A `local_…` deckId names a deck by its clientId: the caller's deck made with it is used like a server id; while
 *   there is none (sync uploads matches before decks) the match keeps the deck name as sent, deck_id null and the
 *   local id in deck_client_id, and decks/service.ts links it when that deck is created. Only an unknown server id
 *   is 404.
 * - Speed (issue 16, sync of 1,000 items): every TCG match write transaction holds the match write order lock from
 *   `lockForMatchWrite` to its commit (deck-categories/rules.ts; the global count row until migration 0027), and the
 *   per-user count rows the triggers update, so a player's creates run one at a time there. What happens in that window is kept to three round trips: the lock, one statement reading
 *   what the write depends on (the owner's community setting, the rules' version, the named decks under a key-share
 *   lock), and the insert; the commit follows. Reads happen after the lock on purpose: a setting, deck edit or rule
 *   change committed while this write waited is seen (each of those writers takes the count row or the category lock
 *   first).
 * - Speed (issue 18, mixed traffic): one match from the API skips the transaction when it can — one INSERT checked
 *   under the same locks inside PostgreSQL (`createInOneStatement`), so the count row is never held across a round
 *   trip to the app; it takes the order lock shared, so creates run alongside each other (issue 31, migration 0027).
 * - Many matches (an import) share that one lock and read, and go in multi-row INSERTs of INSERT_CHUNK rows (matches/insertOnce.ts). Ids are made
 *   here so each answer is paired with its input by id, never by the order RETURNING happens to give.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isLocalId, type CardNameLike, type TcgMatch, type TcgMatchInput } from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { hasErrorCode } from '../../db/errors.ts';
import { isUuid } from '../../db/ids.ts';
import { inMatchWriteSlot, matchWriteTransaction } from '../../db/matchWriteSlots.ts';
import { tcgMatches } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { clientIdLookup, earlierAnswers, insertPending, type CreateAnswer as AnswerOf } from '../matches/index.ts';
import { DECK_NOT_FOUND } from '../decks/index.ts';
import {
  categoriesOfMatch,
  CATEGORY_LOCK_KEY,
  type CategoryCache,
  type CategorySnapshot,
  lockForMatchWrite,
} from '../deck-categories/index.ts';
import { columnsOf, toTcgMatch } from './rows.ts';

/** The SQLSTATE `tcg_match_write_checked` raises when what a create read has moved (migration 0020). */
const CONTEXT_MOVED = 'TLW01';

export interface InsertOptions {
  /** The i-th match's opponent category as an importer knew it (Limitless, issue 15), used while it exists. */
  opponentCategoryIds?: readonly (string | undefined)[];
}

export type CreateAnswer = AnswerOf<TcgMatch>;

interface NamedDeck {
  id: string;
  clientId: string | null;
  name: string;
  cards: CardNameLike[];
  /** The deck row's `xmin`: any edit of the deck moves it (the one-statement create checks it). */
  version: string;
}

interface WriteContext {
  community: boolean;
  version: number;
  decks: NamedDeck[];
}

export function createTcgMatchInserter(db: Db, categoryCache: CategoryCache) {
  /** The caller's matches created with these clientIds, with their group badges (they may be in a group by now). */
  const byClientIds = clientIdLookup(
    'tcg',
    (q, userId, clientIds) =>
      q
        .select()
        .from(tcgMatches)
        .where(and(eq(tcgMatches.userId, userId), inArray(tcgMatches.clientId, clientIds))),
    toTcgMatch,
  );

  /**
   * After the lock, in one statement: the owner's community setting (a new match counts in the community figures
   * unless they opted out; read under a share lock, so a concurrent change of the setting waits or is seen), the
   * rules' version, and the decks the matches name (by server id or clientId), locked against deletion until commit.
   * Unlocked (`locked` false) for the one-statement create, which checks what it read under the locks (see there).
   */
  async function contextOf(
    tx: Queryable,
    userId: string,
    deckIds: readonly string[],
    locked = true,
  ): Promise<WriteContext> {
    const ids = deckIds.filter((id) => !isLocalId(id));
    const locals = deckIds.filter((id) => isLocalId(id));
    const decksSql =
      deckIds.length === 0
        ? sql`'[]'::json`
        : sql`(select coalesce(json_agg(json_build_object('id', d.id, 'clientId', d.client_id, 'name', d.name,
            'cards', d.cards, 'version', d.xmin::text)), '[]'::json)
          from (select id, client_id, name, cards, xmin from decks
            where user_id = ${userId} and (id = any(${sql.param(ids)}::uuid[]) or client_id = any(${sql.param(locals)}::text[]))
            ${locked ? sql`for key share` : sql``}) d)`;
    const { rows } = await tx.execute<{ opt_out: boolean | null; version: string | number | null; decks: NamedDeck[] }>(
      sql`select (select community_opt_out from users where id = ${userId} ${locked ? sql`for share` : sql``}) as opt_out,
        (select version from deck_category_state) as version, ${decksSql} as decks`,
    );
    const row = rows[0]!;
    return { community: !row.opt_out, version: Number(row.version ?? 0), decks: row.decks };
  }

  /**
   * The deck a match names (see header): its id, name and card list (which categorises the match when its name does
   * not). An unknown server id is 404; an unknown local id is the pending `deckClientId`.
   */
  function deckOf(decks: readonly NamedDeck[], deckId: string | null) {
    if (!deckId) return { deckId: null, deckClientId: null, deck: null };
    const local = isLocalId(deckId);
    const deck = decks.find((d) => (local ? d.clientId === deckId : d.id === deckId));
    if (deck) return { deckId: deck.id, deckClientId: null, deck };
    if (!local) throw notFound(DECK_NOT_FOUND);
    return { deckId: null, deckClientId: deckId, deck: null };
  }

  /** The row of one match: its deck as the context found it, its categories under the snapshot's rules. */
  function valueOf(
    userId: string,
    input: TcgMatchInput,
    context: WriteContext,
    snapshot: CategorySnapshot,
    opponentCategoryId: string | undefined,
  ) {
    const { deckId, deckClientId, deck } = deckOf(context.decks, input.deckId);
    const deckName = deck ? deck.name : input.deckName;
    const categories = categoriesOfMatch(snapshot, deckName, deck?.cards, input.opponentDeck);
    if (opponentCategoryId && snapshot.categories.some((category) => category._id === opponentCategoryId)) {
      categories.opponentCategoryId = opponentCategoryId;
    }
    return {
      id: randomUUID(),
      userId,
      clientId: input.clientId ?? null,
      deckClientId,
      ...columnsOf(input, deckId, deckName),
      ...categories,
      community: context.community,
    };
  }

  /**
   * One match from the API without a transaction (issue 18: a create held the global TCG count row for four round
   * trips to the app, so under load every other create queued behind the app's event loop). What the write depends
   * on is read without locks, the row is built, and one INSERT — its user_id the value of migration 0020's
   * `tcg_match_write_checked`, which takes the write locks and checks that nothing read has moved — commits on its
   * own. Undefined when this path does not apply or the check failed (then the transaction writes): a local deck id,
   * a deck not found (the transaction answers 404), rules not kept in memory at that version, a concurrent change, a
   * concurrent create with the same clientId.
   */
  async function createInOneStatement(userId: string, input: TcgMatchInput): Promise<CreateAnswer | undefined> {
    if (input.deckId && !isUuid(input.deckId)) return undefined;
    const context = await contextOf(db, userId, input.deckId ? [input.deckId] : [], false);
    const snapshot = categoryCache.kept(context.version);
    const deck = input.deckId ? context.decks.find((d) => d.id === input.deckId) : undefined;
    if (!snapshot || (input.deckId && !deck)) return undefined;
    const value = valueOf(userId, input, context, snapshot, undefined);
    const checked = sql`tcg_match_write_checked(${CATEGORY_LOCK_KEY}::bigint, ${userId}::uuid, ${context.community},
      ${context.version}::bigint, ${deck?.id ?? null}::uuid, ${deck?.version ?? null}::text)`;
    try {
      const [row] = await inMatchWriteSlot(db, 'tcg', () =>
        db
          .insert(tcgMatches)
          .values({ ...value, userId: checked })
          .onConflictDoNothing({
            target: [tcgMatches.userId, tcgMatches.clientId],
            where: sql`${tcgMatches.clientId} is not null`,
          })
          .returning(),
      );
      return row ? { match: toTcgMatch(row), created: true } : undefined;
    } catch (error) {
      if (hasErrorCode(error, CONTEXT_MOVED)) return undefined;
      throw error;
    }
  }

  /**
   * Inserts validated matches of the caller in an open transaction, or answers the caller's match with the same
   * clientId (`created[i]` false; see header). `lookedUp` says the caller already looked the clientIds up.
   */
  async function insertOnce(
    tx: Queryable,
    userId: string,
    inputs: readonly TcgMatchInput[],
    options: InsertOptions & { lookedUp?: boolean } = {},
  ): Promise<CreateAnswer[]> {
    const clientIds = inputs.flatMap((input) => (input.clientId ? [input.clientId] : []));
    // A repeat send (a sync run again) is answered before the write lock: only matches still to insert queue for it.
    const sentBefore = options.lookedUp ? new Map<string, TcgMatch>() : await byClientIds(tx, userId, clientIds);
    const pending = inputs.flatMap((input, index) =>
      input.clientId && sentBefore.has(input.clientId) ? [] : [{ input, index }],
    );
    const answers = earlierAnswers(inputs, sentBefore);
    if (pending.length === 0) return answers as CreateAnswer[];
    for (const { input } of pending) {
      if (input.deckId && !isLocalId(input.deckId) && !isUuid(input.deckId)) throw notFound(DECK_NOT_FOUND);
    }

    await lockForMatchWrite(tx);
    const deckIds = [...new Set(pending.flatMap(({ input }) => (input.deckId ? [input.deckId] : [])))];
    const context = await contextOf(tx, userId, deckIds);
    // The shared category lock keeps the rules' version as read until commit (a recategorisation takes it
    // exclusively), so one snapshot serves every match of an import.
    const snapshot = await categoryCache.at(tx, context.version);
    const values = pending.map(({ input, index }) =>
      valueOf(userId, input, context, snapshot, options.opponentCategoryIds?.[index]),
    );
    return insertPending(pending, values, answers, {
      insert: (chunk) =>
        tx
          .insert(tcgMatches)
          .values(chunk)
          .onConflictDoNothing({
            target: [tcgMatches.userId, tcgMatches.clientId],
            where: sql`${tcgMatches.clientId} is not null`,
          })
          .returning(),
      toMatch: toTcgMatch,
      byClientIds: (lost) => byClientIds(tx, userId, lost),
    });
  }

  return {
    insertOnce,

    /** One match from the API (see header): a clientId seen before is answered without a transaction. */
    async create(userId: string, input: TcgMatchInput): Promise<CreateAnswer> {
      if (input.clientId) {
        const earlier = (await byClientIds(db, userId, [input.clientId])).get(input.clientId);
        if (earlier) return { match: earlier, created: false };
      }
      const fast = await createInOneStatement(userId, input);
      if (fast) return fast;
      const [answer] = await matchWriteTransaction(db, 'tcg', (tx) =>
        insertOnce(tx, userId, [input], { lookedUp: true }),
      );
      return answer!;
    },
  };
}
