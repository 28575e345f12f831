/**
 * A member's VGC matches: the owner's list with its paging, filters and sorts; create, update and delete.
 *
 * Decisions:
 * - Creates and the team a match is logged with are in insert.ts: restricted limits (issue 5), exactly-once sync by
 *   clientId and `local_…` team ids (issue 16), the imports' multi-row inserts. An edit checks the team the same way.
 */
import { and, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { VgcMatch, VgcMatchInput, VgcMatchListQuery, VgcMatchPage } from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { inMatchWriteSlot, matchWriteTransaction } from '../../db/matchWriteSlots.ts';
import { vgcMatches, vgcMatchUserCounts, type VgcMatchRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { containsPattern } from '../../db/containsPattern.ts';
import { dateOrders, MATCH_NOT_FOUND, pageOf, withGroupBadges } from '../matches/index.ts';
import { findSeason, SEASON_NOT_FOUND } from '../seasons/index.ts';
import type { SpeciesLookup } from '../teams/index.ts';
import { createVgcAnalyticsService } from './analytics.ts';
import { createVgcMatchInserter, resolveTeam, savedTeamsOf, type CreateAnswer } from './insert.ts';
import { restrictedLimitChecker } from './restrictedLimit.ts';
import { columnsOf, toVgcMatch } from './rows.ts';
import { canonicalMatchSpecies } from './species.ts';
import { createVgcSummary } from './summary.ts';

export { toVgcMatch } from './rows.ts';

export type VgcMatchService = ReturnType<typeof createVgcMatchService>;

const { newest, oldest } = dateOrders(vgcMatches);

/**
 * The list orders of core `sortVgcMatches`, each written exactly as an index stores it, with a stable tiebreak:
 * newest/oldest walk vgc_matches_user_date_idx forwards or backwards; A-Z and Z-A walk
 * vgc_matches_user_opponent_{asc,desc}_idx. Opponent names compare ignoring letter case (lower()), no name last; unlike
 * the browser's collator, accents are not folded (as TCG's deck names).
 */
function orderOf(sort: VgcMatchListQuery['sort']): SQL[] {
  const name = sql`nullif(lower(${vgcMatches.opponentName}), '')`;
  switch (sort) {
    case 'oldest':
      return oldest;
    case 'a-z':
      return [sql`${name} asc nulls last`, sql`${vgcMatches.opponentName} asc`, ...newest];
    case 'z-a':
      return [sql`${name} desc nulls last`, sql`${vgcMatches.opponentName} desc nulls last`, ...newest];
    default:
      return newest;
  }
}

const countAll = sql<number>`count(*)::int`;

type ListFilters = Pick<VgcMatchListQuery, 'search' | 'seasonId' | 'teamKey' | 'teamId'> &
  Partial<Pick<VgcMatchListQuery, 'searchIn'>>;

const isFiltered = (query: ListFilters) =>
  query.search !== '' || query.seasonId !== undefined || query.teamKey !== '' || query.teamId !== undefined;

/** Every query is scoped by the owner: another user's match is indistinguishable from one that does not exist. */
export function createVgcMatchService(db: Db, species: SpeciesLookup) {
  const ownedBy = (userId: string, matchId: string) => and(eq(vgcMatches.id, matchId), eq(vgcMatches.userId, userId));

  const inserter = createVgcMatchInserter(db, species);

  /** The list filters: search, season, and the team filter (key, or key or id; see core vgcMatchApi). */
  async function filtersOf(userId: string, query: ListFilters) {
    const conditions = [eq(vgcMatches.userId, userId)];
    if (query.search) {
      const pattern = containsPattern(query.search);
      conditions.push(
        query.searchIn === 'picker'
          ? // The Match Group dialog's picker: your team, the opponent's team or the opponent's name.
            or(
              ilike(vgcMatches.opponentName, pattern),
              sql`array_to_string(${vgcMatches.playerTeam}, ' ') ilike ${pattern}`,
              sql`array_to_string(${vgcMatches.opponentTeam}, ' ') ilike ${pattern}`,
            )!
          : or(
              ilike(vgcMatches.opponentName, pattern),
              ilike(vgcMatches.notes, pattern),
              ilike(vgcMatches.format, pattern),
            )!,
      );
    }
    if (query.seasonId !== undefined) {
      const season = await findSeason(db, query.seasonId);
      if (!season) throw notFound(SEASON_NOT_FOUND);
      conditions.push(and(gte(vgcMatches.date, season.startDate), lte(vgcMatches.date, season.endDate))!);
    }
    if (query.teamKey || query.teamId !== undefined) {
      const team: SQL[] = [];
      if (query.teamKey) team.push(eq(vgcMatches.playerTeamKey, query.teamKey));
      if (query.teamId !== undefined && isUuid(query.teamId)) team.push(eq(vgcMatches.teamId, query.teamId));
      conditions.push(team.length > 0 ? or(...team)! : sql`false`);
    }
    return and(...conditions);
  }

  /**
   * How many matches the list has. Unfiltered, the user's counts row (kept by triggers, migration 0006) answers in
   * one key lookup; a filtered list is counted exactly over the matching rows.
   */
  async function countOf(userId: string, query: ListFilters, where: SQL | undefined): Promise<number> {
    if (!isFiltered(query)) {
      const [row] = await db
        .select({ matches: vgcMatchUserCounts.matches })
        .from(vgcMatchUserCounts)
        .where(eq(vgcMatchUserCounts.userId, userId));
      return row?.matches ?? 0;
    }
    const [row] = await db.select({ count: countAll }).from(vgcMatches).where(where);
    return row?.count ?? 0;
  }

  async function removeWithin(q: Queryable, userId: string, matchId: string): Promise<VgcMatchRow | null> {
    if (!isUuid(matchId)) return null;
    const [row] = await q.delete(vgcMatches).where(ownedBy(userId, matchId)).returning();
    return row ?? null;
  }

  return {
    async list(userId: string, query: VgcMatchListQuery): Promise<VgcMatchPage> {
      const where = await filtersOf(userId, query);
      const [totalCount, rows] = await Promise.all([
        countOf(userId, query, where),
        db
          .select()
          .from(vgcMatches)
          .where(where)
          .orderBy(...orderOf(query.sort))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      ]);
      return pageOf(query, totalCount, await withGroupBadges(db, 'vgc', rows.map(toVgcMatch)));
    },

    /** Every match meeting the list's filters, in the list's order (the export of "the shown matches"). */
    async listAll(userId: string, query: ListFilters & Pick<VgcMatchListQuery, 'sort'>) {
      const where = await filtersOf(userId, query);
      const rows = await db
        .select()
        .from(vgcMatches)
        .where(where)
        .orderBy(...orderOf(query.sort));
      return rows.map(toVgcMatch);
    },

    async get(userId: string, matchId: string): Promise<VgcMatch> {
      if (!isUuid(matchId)) throw notFound(MATCH_NOT_FOUND);
      const [row] = await db.select().from(vgcMatches).where(ownedBy(userId, matchId)).limit(1);
      if (!row) throw notFound(MATCH_NOT_FOUND);
      const [shown] = await withGroupBadges(db, 'vgc', [toVgcMatch(row)]);
      return shown!;
    },

    /** One match from the API (insert.ts); `created` is false when the caller already had it (by clientId). */
    async create(userId: string, input: VgcMatchInput): Promise<CreateAnswer> {
      return inserter.create(userId, input);
    },

    /** Several matches in the caller's transaction, all or none (the imports; see insert.ts). */
    createWithin: inserter.createWithin,

    /** A full replacement (PUT): fields left out take their defaults, as on create. */
    async update(userId: string, matchId: string, input: VgcMatchInput): Promise<VgcMatch> {
      if (!isUuid(matchId)) throw notFound(MATCH_NOT_FOUND);
      const checked = await canonicalMatchSpecies(species, input);
      return matchWriteTransaction(db, 'vgc', async (tx) => {
        const [stored] = await tx
          .select({ id: vgcMatches.id })
          .from(vgcMatches)
          .where(ownedBy(userId, matchId))
          .for('update')
          .limit(1);
        if (!stored) throw notFound(MATCH_NOT_FOUND);
        const saved = await savedTeamsOf(tx, userId, input.teamId ? [input.teamId] : []);
        const team = await resolveTeam(saved, restrictedLimitChecker(tx), input, checked);
        const [row] = await tx
          .update(vgcMatches)
          .set({
            ...columnsOf(input, team.teamId, team.species),
            teamClientId: team.teamClientId,
            updatedAt: sql`now()`,
          })
          .where(ownedBy(userId, matchId))
          .returning();
        const [shown] = await withGroupBadges(tx, 'vgc', [toVgcMatch(row!)]);
        return shown!;
      });
    },

    async remove(userId: string, matchId: string): Promise<void> {
      if (!(await inMatchWriteSlot(db, 'vgc', () => removeWithin(db, userId, matchId))))
        throw notFound(MATCH_NOT_FOUND);
    },

    /** The delete in the caller's transaction (an admin's removal, issue 17): the deleted row, or null if none. */
    removeWithin,

    ...createVgcSummary(db),
    ...createVgcAnalyticsService(db),
  };
}
