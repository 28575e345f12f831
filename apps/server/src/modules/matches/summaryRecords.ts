import { sql } from 'drizzle-orm';
import { TREND_WINDOW, trend, winRate, type MatchLike, type MatchRecord } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import type { SeasonRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findCurrentSeason, findSeason, SEASON_NOT_FOUND, toSeason } from '../seasons/index.ts';

/**
 * What the TCG and VGC dashboard summaries share (tcg-matches/summary.ts, vgc-matches/summary.ts): the season asked
 * for, the shape of the records row each game's query returns, and the all-time and season records built from it.
 * The queries stay with each game: TCG counts a season's matches, VGC sums its kept per-day rows (migration 0016).
 */

/** The list's newest-first order, as {tcg,vgc}_matches_user_date_idx store it. */
export const NEWEST = sql.raw('m.date desc nulls last, m.created_at desc nulls last, m.id desc nulls last');
/** Enough history for both trend windows (latest 10 and the 10 before) and the recent form (latest 10). */
export const HISTORY = TREND_WINDOW * 2;
export const WON = sql.raw('m.wins > m.losses');
/** A match ended level (issue 29: time called, an ID, a recorded tie), as core `groupResult` reads a tie. */
export const TIED = sql.raw('m.wins = m.losses and m.wins > 0');

/** A stand-in for a match that was won or lost: all that trend and recentForm read of it. */
const WON_MATCH: MatchLike = { games: [{ result: 'win' }] };
const LOST_MATCH: MatchLike = { games: [{ result: 'loss' }] };
export const history = (latest: boolean[]) => latest.map((won) => (won ? WON_MATCH : LOST_MATCH));

/**
 * A record of `matches` with `won` won and, when known, `tied` tied (the rest lost); the rate is won / matches.
 * `ties` is present only when there are some, as core `record` answers it.
 */
export function recordOf(won: number, matches: number, tied?: number): MatchRecord {
  const ties = tied ?? 0;
  const shown = { wins: won, losses: matches - won - ties, matches };
  return { ...shown, ...(ties > 0 ? { ties } : {}), winRate: winRate(won, matches) };
}

/** One row: the all-time counts and latest results, and with a season its counts and latest results. */
export interface RecordsRow extends Record<string, unknown> {
  matches: number;
  won: number;
  tied: number;
  latest: boolean[];
  season_matches: number | null;
  season_won: number | null;
  season_tied: number | null;
  season_latest: boolean[] | null;
}

/** The season a summary is for: the current one without `seasonId`; a seasonId that names no season is a 404. */
export async function summarySeason(db: Db, seasonId: string | undefined): Promise<SeasonRow | undefined> {
  const season = seasonId === undefined ? await findCurrentSeason(db) : await findSeason(db, seasonId);
  if (seasonId !== undefined && !season) throw notFound(SEASON_NOT_FOUND);
  return season;
}

/** The summary's `allTime` and `season` records (core match summary schemas). */
export function summaryRecords(totals: RecordsRow, season: SeasonRow | undefined) {
  return {
    allTime: { ...recordOf(totals.won, totals.matches, totals.tied), trend: trend(history(totals.latest)) },
    season: season
      ? {
          ...recordOf(totals.season_won ?? 0, totals.season_matches ?? 0, totals.season_tied ?? 0),
          trend: trend(history(totals.season_latest ?? [])),
          season: toSeason(season),
        }
      : null,
  };
}
