/**
 * Applying the analytics filters (schemas/analyticsQuery.ts) to a player's matches, the same way on the server and in
 * the browser.
 *
 * Definitions:
 * - A match's day is `matchDayOf` (its date, else its createdAt's day, rules/seasons.ts); a match without a day is
 *   kept only when no date window applies.
 * - The window is the intersection of the date range and the season's days (`analyticsWindow`); `empty` when they do
 *   not overlap (every match is filtered out). A season with an invalid day contains nothing, as `inSeason` reads it.
 * - Best-of is `matchBestOf` (the stored bestOf, else the TCG format text). The VGC `format` filter compares trimmed
 *   text ignoring case; the deck/team filter compares ids exactly.
 */
import { calendarDateOf } from '../rules/dates.ts';
import { matchBestOf } from '../rules/matchResult.ts';
import type { MatchLike } from '../rules/matchResult.ts';
import { matchDayOf } from '../rules/seasons.ts';
import type { DatedLike, SeasonLike } from '../rules/seasons.ts';
import type { AnalyticsQuery } from '../schemas/analyticsQuery.ts';

export interface AnalyticsWindow {
  from?: string;
  to?: string;
  /** True when the range and the season do not overlap: nothing is in the window. */
  empty: boolean;
}

/** The days a query covers: its date range narrowed by the season, when one is given (see header). */
export function analyticsWindow(
  query: Pick<AnalyticsQuery, 'from' | 'to'>,
  season?: SeasonLike | null,
): AnalyticsWindow {
  let from = query.from;
  let to = query.to;
  if (season) {
    const bound = (v: string | Date | null | undefined) =>
      v === null || v === undefined || v === '' ? undefined : calendarDateOf(v);
    const start = bound(season.startDate);
    const end = bound(season.endDate);
    if (start === null || end === null) return { from, to, empty: true };
    if (start !== undefined && (from === undefined || start > from)) from = start;
    if (end !== undefined && (to === undefined || end < to)) to = end;
  }
  return { from, to, empty: from !== undefined && to !== undefined && from > to };
}

export interface FilterableMatch extends MatchLike, DatedLike {
  format?: string | null;
  deckId?: string | null;
  teamId?: string | null;
}

/**
 * The test of `filterAnalyticsMatches` for one match given its day (`matchDayOf`, read only when `needsDay`), for
 * callers that work the day out anyway; null when the window is empty (nothing passes).
 */
export function analyticsMatchTest(
  query: Pick<AnalyticsQuery, 'bestOf' | 'format' | 'deckId' | 'teamId'>,
  window: AnalyticsWindow = { empty: false },
  game: 'tcg' | 'vgc' = 'tcg',
): { needsDay: boolean; passes: (match: FilterableMatch, day: string | null) => boolean } | null {
  if (window.empty) return null;
  const format = game === 'vgc' && query.format ? query.format.trim().toLowerCase() : undefined;
  const needsDay = window.from !== undefined || window.to !== undefined;
  return {
    needsDay,
    passes: (m, day) => {
      if (needsDay) {
        if (!day) return false;
        if (window.from !== undefined && day < window.from) return false;
        if (window.to !== undefined && day > window.to) return false;
      }
      if (query.bestOf !== undefined && matchBestOf(m) !== query.bestOf) return false;
      if (format !== undefined && (m.format ?? '').trim().toLowerCase() !== format) return false;
      if (game === 'tcg' && query.deckId !== undefined && m.deckId !== query.deckId) return false;
      if (game === 'vgc' && query.teamId !== undefined && m.teamId !== query.teamId) return false;
      return true;
    },
  };
}

/** The matches that pass every filter of the query within the window (see header). Order is kept. */
export function filterAnalyticsMatches<M extends FilterableMatch>(
  matches: readonly M[],
  query: Pick<AnalyticsQuery, 'bestOf' | 'format' | 'deckId' | 'teamId'>,
  window: AnalyticsWindow = { empty: false },
  game: 'tcg' | 'vgc' = 'tcg',
): M[] {
  const test = analyticsMatchTest(query, window, game);
  if (!test) return [];
  return matches.filter((m) => test.passes(m, test.needsDay ? matchDayOf(m) : null));
}
