/**
 * Personal VGC analytics for members (issue 6): GET /api/vgcmatches/stats answers core `vgcPersonalAnalytics` over
 * the caller's matches, with the caller's teams (for move sets and Tera types) and every season — the function the
 * browser runs for guests, so a guest who signs up sees the same numbers.
 *
 * Decisions:
 * - Only the columns the figures read are loaded: id, team id, player team, format, best-of, date, created_at and the
 *   games (never the match notes); the teams' id, name and Pokémon. Every filter is applied by the core function,
 *   not in SQL, so the server cannot drift from the browser's reading of a filter (a team's matches by id or key,
 *   format ignoring case, the season window).
 * - A `seasonId` that names no season is 404 "Season not found", as the match list answers.
 * - Cache: answers are kept per (user, query) by the shared personal-analytics cache
 *   (caching/answerCache.ts), valid while the fingerprint of the user's matches, teams and the seasons is
 *   unchanged (see `fingerprintOf`); after a write through the API the player's last answers are computed again in
 *   the background (`refresh`).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  vgcBringLeadAdviceWithin,
  vgcBringLeadGamesWithin,
  vgcPersonalAnalytics,
  type BringLeadAdviceQuery,
  type BringLeadGamesAnswer,
  type BringLeadGamesApiQuery,
  type VgcBringLeadAdvice,
  type AnalyticsQuery,
  type VgcAnalyticsMatchLike,
  type VgcPersonalAnalytics,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { seasons, teams, vgcMatches } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { SEASON_NOT_FOUND } from '../seasons/index.ts';
import { type AnswerCache, createAnswerCache, createKeptRows, playerStampSql } from '../../caching/index.ts';

export type VgcAnalyticsService = ReturnType<typeof createVgcAnalyticsService>;

/** The cache key of a query: every field, in a fixed order. */
function queryKey(query: AnalyticsQuery): string {
  return JSON.stringify([
    query.from ?? '',
    query.to ?? '',
    query.seasonId ?? '',
    query.bestOf ?? '',
    (query.format ?? '').trim().toLowerCase(),
    query.teamId ?? '',
    query.convention,
    query.granularity,
  ]);
}

export function createVgcAnalyticsService(db: Db, answers: AnswerCache = createAnswerCache()) {
  /**
   * A value that changes whenever the user's matches or teams (or the seasons) change: the player's match stamp (one
   * index lookup, caching/playerStamp.ts), and for the user's teams and the seasons (a handful of rows) the
   * row count and the sum of the rows' `xmin` (the id of the transaction that wrote each row version): any insert,
   * update or delete by any writer moves it; nothing else does, except VACUUM FREEZE marking old rows frozen, which
   * only causes one recomputation.
   */
  async function fingerprintOf(userId: string): Promise<string> {
    const { rows } = await db.execute<{ fingerprint: string }>(
      sql`select concat_ws(':',
         ${playerStampSql('vgc', userId)},
         (select concat_ws('/', count(*), sum(xmin::text::bigint)) from teams where user_id = ${userId}),
         (select concat_ws('/', count(*), sum(xmin::text::bigint)) from seasons)) as fingerprint`,
    );
    return rows[0]!.fingerprint;
  }

  const matchColumns = {
    _id: vgcMatches.id,
    teamId: vgcMatches.teamId,
    playerTeam: vgcMatches.playerTeam,
    // Issue 30: the opponent trends and the bring/lead advisor read the opponent's team preview.
    opponentTeam: vgcMatches.opponentTeam,
    // The advisor names the matches behind its figures.
    opponentName: vgcMatches.opponentName,
    format: vgcMatches.format,
    bestOf: vgcMatches.bestOf,
    date: vgcMatches.date,
    createdAt: sql<string>`to_char(${vgcMatches.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    games: vgcMatches.games,
    recordedResult: vgcMatches.recordedResult,
    // Issue 29: IDs and byes are left out of win rates by default; a match ended at time counts by games won.
    specialResult: vgcMatches.specialResult,
    timeCalled: vgcMatches.timeCalled,
  };
  type MatchRow = VgcAnalyticsMatchLike;
  // The player's rows in memory, brought up to date by reading only ids and versions (caching/keptRows.ts).
  const kept = createKeptRows<MatchRow>();

  /** The player's rows: no query while `stamp` (their match stamp, read before) has not moved (keptRows.ts). */
  async function matchRowsOf(userId: string, stamp: string): Promise<MatchRow[]> {
    const scope = eq(vgcMatches.userId, userId);
    const version = sql<string>`${vgcMatches}.xmin::text`;
    const loaded = await kept.rows(
      userId,
      async () => ({ rows: await db.select({ id: vgcMatches.id, version }).from(vgcMatches).where(scope) }),
      async (ids) =>
        (
          await db
            .select({ ...matchColumns, version })
            .from(vgcMatches)
            .where(and(scope, inArray(vgcMatches.id, ids)))
        ).map(({ version: v, ...row }) => ({ id: row._id, version: v, row })),
      stamp,
    );
    return loaded.rows;
  }

  /** The player's rows, teams and the seasons, as every answer here reads them; 404 for a season that is not one. */
  async function inputsOf(userId: string, query: Pick<AnalyticsQuery, 'seasonId'>, stamp?: string) {
    const [matchRows, teamRows, seasonRows] = await Promise.all([
      matchRowsOf(userId, stamp ?? (await fingerprintOf(userId))),
      db
        .select({ _id: teams.id, name: teams.name, pokemon: teams.pokemon })
        .from(teams)
        .where(eq(teams.userId, userId))
        .orderBy(asc(teams.createdAt), asc(teams.id)),
      // In the seasons list's order (GET /api/seasons), which is what the browser passes: seasons starting the same
      // day are then listed alike.
      db
        .select({ _id: seasons.id, name: seasons.name, startDate: seasons.startDate, endDate: seasons.endDate })
        .from(seasons)
        .orderBy(desc(seasons.startDate), asc(seasons.name), asc(seasons.id)),
    ]);
    if (query.seasonId !== undefined && !seasonRows.some((s) => s._id === query.seasonId)) {
      throw notFound(SEASON_NOT_FOUND);
    }
    return { matchRows, teamRows, seasonRows };
  }

  async function computeStats(userId: string, query: AnalyticsQuery, stamp?: string): Promise<VgcPersonalAnalytics> {
    const { matchRows, teamRows, seasonRows } = await inputsOf(userId, query, stamp);
    return vgcPersonalAnalytics(matchRows, {
      query,
      seasons: seasonRows,
      teams: teamRows,
    });
  }

  return {
    /** The caller's analytics under the query as JSON text (cached, see header). */
    statsJson(userId: string, query: AnalyticsQuery): Promise<string> {
      return answers.answer({
        scope: `vgc:${userId}`,
        key: queryKey(query),
        fingerprint: () => fingerprintOf(userId),
        compute: (stamp) => computeStats(userId, query, stamp),
      });
    },

    /** After a write to the player's matches or teams: their last answers again, in the background. */
    refreshAnalytics(userId: string) {
      answers.refresh([`vgc:${userId}`]);
    },

    /**
     * Issue 30: the bring/lead advisor over the caller's matches under the analytics filters. Not cached: it reads the
     * kept rows (no query while they are unchanged) and one pass over them is a few milliseconds at 10,000 games.
     */
    async bringLeadAdvice(userId: string, query: BringLeadAdviceQuery): Promise<VgcBringLeadAdvice> {
      const { opponent, ...filters } = query;
      const { matchRows, teamRows, seasonRows } = await inputsOf(userId, filters);
      return vgcBringLeadAdviceWithin(matchRows, opponent, { query: filters, seasons: seasonRows, teams: teamRows });
    },

    /**
     * Issue 30: the games behind one number of the "Bring & lead" view, over the caller's matches only, under the same
     * filters as the figures (not cached, as the advisor).
     */
    async bringLeadGames(userId: string, query: BringLeadGamesApiQuery): Promise<BringLeadGamesAnswer> {
      const { kind, pokemon, ...filters } = query;
      const { matchRows, teamRows, seasonRows } = await inputsOf(userId, filters);
      return vgcBringLeadGamesWithin(
        matchRows,
        { kind, pokemon },
        { query: filters, seasons: seasonRows, teams: teamRows },
      );
    },

    /** For tests: wait for background refreshes. */
    analyticsSettled: () => answers.settled(),

    /** Without the cache (tests and the bench compare both). */
    computeStats,
  };
}
