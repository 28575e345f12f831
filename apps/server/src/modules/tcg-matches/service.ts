/**
 * A member's TCG matches: the owner's list with its paging, filters and sorts; create, update and delete.
 *
 * Decisions:
 * - The deck name a match stores is the name the deck had when it was played: a deckId brings the deck's current
 *   name on create (and on an edit that changes the deck); later renames of the deck leave it alone.
 * - Exactly-once sync (issue 16): a create with a `clientId` the caller already used answers that match (`created:
 *   false`, the route's 200) and creates nothing — looked up first, so a retry is answered even if its deck has gone
 *   since, and inserted `on conflict (user_id, client_id) do nothing` for concurrent retries.
 * - A `local_…` deckId names a deck by its clientId: the caller's deck made with it is used like a server id; while
 *   there is none (sync uploads matches before decks) the match keeps the deck name as sent, deck_id null and the
 *   local id in deck_client_id, and decks/service.ts links it when that deck is created. Only an unknown server id
 *   is 404.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  bestOfOf,
  isLocalId,
  matchOutcome,
  matchScore,
  matchTally,
  type TcgGame,
  type TcgMatch,
  type TcgMatchInput,
  type TcgMatchListQuery,
  type TcgMatchPage,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { decks, tcgMatches, tcgMatchUserCounts, users, type TcgMatchRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { containsPattern } from '../admin/service.ts';
import { withGroupBadges } from '../match-groups/badges.ts';
import { datedWithin, findSeason, SEASON_NOT_FOUND } from '../seasons/service.ts';
import { DECK_NOT_FOUND } from '../decks/service.ts';
import { categoriesOfMatch, createCategoryCache, lockForMatchWrite } from '../deck-categories/rules.ts';
import { createTcgSummary } from './summary.ts';
import { createTcgAnalytics } from './analytics.ts';

export const MATCH_NOT_FOUND = 'Match not found';
export const MATCH_DELETED = 'Match deleted';

export type TcgMatchService = ReturnType<typeof createTcgMatchService>;

/** A stored game, copied field by field so the answer holds exactly the schema's fields. */
function toGame(game: TcgGame): TcgGame {
  const copy: TcgGame = {
    result: game.result,
    wentFirst: game.wentFirst,
    coinFlipWin: game.coinFlipWin,
    coinFlipChoice: game.coinFlipChoice,
    playerMulligans: game.playerMulligans,
    opponentMulligans: game.opponentMulligans,
    conceded: game.conceded,
    notes: game.notes,
  };
  if (game.advancedDetails) {
    copy.advancedDetails = {
      firstPrizeTakenBy: game.advancedDetails.firstPrizeTakenBy,
      prizeOrder: game.advancedDetails.prizeOrder,
      prizeContents: game.advancedDetails.prizeContents,
    };
  }
  return copy;
}

/**
 * The match as the API shows it (core tcgMatchSchema); `user` is the owner's id. `group` is null here; answers fill it
 * with the match's group badge (match-groups/badges.ts).
 */
export function toTcgMatch(row: TcgMatchRow): TcgMatch {
  const games = row.games.map(toGame);
  return {
    _id: row.id,
    user: row.userId,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    importSource: row.importSource,
    recordedResult: row.recordedResult,
    ptcglLogText: row.ptcglLogText,
    group: null,
    deckId: row.deckId,
    deckName: row.deckName,
    opponentDeck: row.opponentDeck,
    opponentDeckVariant: row.opponentDeckVariant,
    format: row.format,
    date: row.date,
    notes: row.notes,
    games,
    bestOf: bestOfOf(row.format),
    result: row.result,
    score: matchScore({ games, recordedResult: row.recordedResult }),
  };
}

/**
 * The stored columns of a validated match; the tallies are derived here so they never disagree with the games. A
 * match written through the API is the player's own: creating or editing one leaves no import marker and no imported
 * log text (spec part 2 §2, edit match: editing removes both).
 * A result-only match (issue 15) stores its recorded result, and its tally (core `matchTally`: win 1-0, loss 0-1,
 * tie 1-1) in wins/losses, so every aggregate over wins, losses and result — records, trend, groups, the counts the
 * triggers keep — reads the recorded result without knowing about it.
 */
function columnsOf(input: TcgMatchInput, deckId: string | null, deckName: string) {
  const { wins, losses } = matchTally(input);
  return {
    importSource: input.importSource,
    recordedResult: input.recordedResult,
    ptcglLogText: input.importSource ? input.ptcglLogText : null,
    deckId,
    deckName,
    opponentDeck: input.opponentDeck,
    opponentDeckVariant: input.opponentDeckVariant,
    format: input.format,
    date: input.date,
    notes: input.notes,
    games: input.games,
    wins,
    losses,
    result: matchOutcome(input),
  };
}

const newest = [
  sql`${tcgMatches.date} desc nulls last`,
  sql`${tcgMatches.createdAt} desc nulls last`,
  sql`${tcgMatches.id} desc nulls last`,
];
const oldest = [
  sql`${tcgMatches.date} asc nulls first`,
  sql`${tcgMatches.createdAt} asc nulls first`,
  sql`${tcgMatches.id} asc nulls first`,
];

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

  /** The caller's match created with this clientId, if any, with its group badge (it may be in a group by now). */
  async function byClientId(tx: Queryable, userId: string, clientId: string): Promise<TcgMatch | null> {
    const [row] = await tx
      .select()
      .from(tcgMatches)
      .where(and(eq(tcgMatches.userId, userId), eq(tcgMatches.clientId, clientId)))
      .limit(1);
    return row ? (await withGroupBadges(tx, 'tcg', [toTcgMatch(row)]))[0]! : null;
  }

  // Community analytics (issue 6): both decks' categories are stored on every write (deck-categories/rules.ts), and a
  // new match counts in the community figures unless its owner opted out (read under a share lock, so a concurrent
  // change of the setting waits for this insert or is seen by it).
  const categoryCache = createCategoryCache();
  async function communityOf(tx: Queryable, userId: string): Promise<boolean> {
    const [row] = await tx
      .select({ optOut: users.communityOptOut })
      .from(users)
      .where(eq(users.id, userId))
      .for('share')
      .limit(1);
    return !row?.optOut;
  }

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

  /**
   * Inserts validated matches of the caller in an open transaction (see `create`), or answers the caller's match
   * with the same clientId (`created[i]` false; see header). `opponentCategoryIds[i]`, when set, is the i-th match's
   * opponent category as an importer knew it (the Limitless archetype's icons, issue 15), used instead of the
   * category of the opponent's deck name while that category exists.
   */
  async function insertOnce(
    tx: Queryable,
    userId: string,
    inputs: readonly TcgMatchInput[],
    options: { opponentCategoryIds?: readonly (string | undefined)[] } = {},
  ): Promise<{ match: TcgMatch; created: boolean }[]> {
    // A repeat send (a sync run again) is answered before the write lock, which serialises every TCG match write:
    // only matches still to insert queue for it. A create racing this lookup is caught by the insert's conflict.
    const sentBefore: (TcgMatch | null)[] = [];
    for (const input of inputs) sentBefore.push(input.clientId ? await byClientId(tx, userId, input.clientId) : null);
    if (sentBefore.every((match) => match !== null)) {
      return sentBefore.map((match) => ({ match: match!, created: false }));
    }
    await lockForMatchWrite(tx);
    const community = await communityOf(tx, userId);
    // Read once, on the first insert: the shared lock taken above keeps the rules' version as it is until commit (a
    // recategorisation takes the lock exclusively), so one read serves every match of an import (8,000 reads fewer).
    let snapshot: Awaited<ReturnType<typeof categoryCache.current>> | undefined;
    const answers: { match: TcgMatch; created: boolean }[] = [];
    for (const [index, input] of inputs.entries()) {
      const clientId = input.clientId ?? null;
      const earlier = sentBefore[index];
      if (earlier) {
        answers.push({ match: earlier, created: false });
        continue;
      }
      const { deckId, deckClientId, deck } = await deckOf(tx, userId, input.deckId);
      const deckName = deck ? deck.name : input.deckName;
      snapshot ??= await categoryCache.current(tx);
      const categories = categoriesOfMatch(snapshot, deckName, deck?.cards, input.opponentDeck);
      const opponentCategoryId = options.opponentCategoryIds?.[index];
      if (opponentCategoryId && snapshot.categories.some((category) => category._id === opponentCategoryId)) {
        categories.opponentCategoryId = opponentCategoryId;
      }
      const [row] = await tx
        .insert(tcgMatches)
        .values({ userId, clientId, deckClientId, ...columnsOf(input, deckId, deckName), ...categories, community })
        .onConflictDoNothing({
          target: [tcgMatches.userId, tcgMatches.clientId],
          where: sql`${tcgMatches.clientId} is not null`,
        })
        .returning();
      // Nothing inserted: a concurrent create with this clientId committed first (the insert waited for it).
      if (!row) answers.push({ match: (await byClientId(tx, userId, clientId!))!, created: false });
      else answers.push({ match: toTcgMatch(row), created: true });
    }
    return answers;
  }

  /** The matches of insertOnce, for the imports (which send no clientId, or skip what the caller already has). */
  async function insertMatches(
    tx: Queryable,
    userId: string,
    inputs: readonly TcgMatchInput[],
    options: { opponentCategoryIds?: readonly (string | undefined)[] } = {},
  ): Promise<TcgMatch[]> {
    return (await insertOnce(tx, userId, inputs, options)).map((answer) => answer.match);
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
      return {
        matches: await withGroupBadges(db, 'tcg', rows.map(toTcgMatch)),
        page: query.page,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
      };
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
    async create(userId: string, input: TcgMatchInput): Promise<{ match: TcgMatch; created: boolean }> {
      return db.transaction((tx) => insertOnce(tx, userId, [input]).then((answers) => answers[0]!));
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
      return db.transaction(async (tx) => {
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
      // In the lock order of every TCG match write (see lockForMatchWrite): deleting fires the same triggers.
      const deleted = await db.transaction(async (tx) => {
        await lockForMatchWrite(tx);
        return tx.delete(tcgMatches).where(ownedBy(userId, matchId)).returning({ id: tcgMatches.id });
      });
      if (deleted.length === 0) throw notFound(MATCH_NOT_FOUND);
    },

    /** The dashboard's summary (see summary.ts). */
    summary: createTcgSummary(db),

    /** Personal analytics with their cache (see analytics.ts). */
    analytics: createTcgAnalytics(db),
  };
}
