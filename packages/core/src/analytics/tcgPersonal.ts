/**
 * A player's personal TCG analytics in one answer (issue 6, /analytics/tcg/matches and /analytics/tcg/decks):
 * GET /api/tcgmatches/stats and /api/deck-analytics/:id answer it for members, and the browser computes it over a
 * guest's local matches, so both see identical numbers for the same matches.
 *
 * Definitions:
 * - The query (schemas/analyticsQuery.ts) is applied first: the window is the date range narrowed by the season
 *   (`analyticsWindow`), then `filterAnalyticsMatches` keeps the matches in it with the best-of and deck filters.
 *   Every part below is computed over those matches only, under the query's tie convention.
 * - The matches are first put newest first — by match day, then createdAt, then `_id` — so the answer does not
 *   depend on the order the caller loaded them in (the server reads rows unordered, the browser in its list order):
 *   names shown in a spelling of their group (an opponent deck typed 'Lugia VSTAR' and 'lugia vstar') are the newest
 *   match's, as in the dashboard's matchups.
 * - `totalMatches` counts the input (before filters) and `filteredMatches` the matches kept, so a screen can tell
 *   "no TCG matches yet" from "no matches match these filters".
 * - `overview`: overall and per-season records (`recordOverview`; every season in `seasons`, newest first).
 *   `overTime`: the record by week or month (`recordOverTime`, the query's granularity). `matchups`: one row per
 *   opponent archetype (`matchupTable`, the whole list; screens page it 10 at a time). `splits`: game-level splits
 *   (`tcgGameSplits`). `prizeRace`: prize-race facts where recorded (`tcgPrizeRace`). `decks`: one row per deck
 *   played (`tcgDeckBreakdown`, names and sprites from `decks`).
 *
 * Decisions:
 * - A `seasonId` that is not among `seasons` keeps no match (an empty window), rather than silently ignoring the
 *   filter; the server answers 404 for an unknown season before getting here.
 * - The season records of `overview` are not narrowed by the season filter (a season outside it shows an empty
 *   record), so the cards keep one meaning whatever the filters.
 * - Speed (issue 18): the figures are computed in one pass (tcgPersonalPass.ts) over facts worked out once per match
 *   object and kept (tcgMatchFacts.ts), so callers must not change a match object once they have passed it here (a
 *   changed match is a new object — the server's kept rows and the browser's fresh reads both work that way).
 */
import { calendarDateOf, createdTimeOf } from '../rules/dates.ts';
import { matchDayOf } from '../rules/seasons.ts';
import type { AnalyticsGranularity } from '../schemas/analyticsQuery.ts';
import { DEFAULT_TIE_CONVENTION } from './winRate.ts';
import type { TieConvention, WinLossTie } from './winRate.ts';
import { analyticsWindow, filterAnalyticsMatches } from './matchFilters.ts';
import { countedRecord, nextPeriod, periodStart } from './recordOverTime.ts';
import type { PeriodRecord, SeasonRef } from './recordOverTime.ts';
import { tcgPersonalOnePass } from './tcgPersonalPass.ts';
import type { TcgAnalyticsMatch, TcgPersonalAnalytics, TcgPersonalOptions } from './tcgPersonalTypes.ts';

/** The matches newest first: day, then createdAt, then `_id`, all descending; undated last (see header). */
export function newestFirst<M extends TcgAnalyticsMatch>(matches: readonly M[]): M[] {
  return matches
    .map((match) => ({
      match,
      day: matchDayOf(match) ?? '',
      created: createdTimeOf(match.createdAt),
      id: match._id ?? '',
    }))
    .sort((a, b) =>
      a.day !== b.day
        ? a.day < b.day
          ? 1
          : -1
        : a.created !== b.created
          ? b.created > a.created
            ? 1
            : -1
          : a.id !== b.id
            ? a.id < b.id
              ? 1
              : -1
            : 0,
    )
    .map((entry) => entry.match);
}

/** The matches a query keeps (see header: window, then filters). */
export function tcgAnalyticsMatches<M extends TcgAnalyticsMatch>(
  matches: readonly M[],
  query: TcgPersonalOptions['query'],
  seasons: readonly SeasonRef[] = [],
): M[] {
  let window;
  if (query.seasonId !== undefined) {
    const season = seasons.find((s) => s._id === query.seasonId);
    window = season ? analyticsWindow(query, season) : { empty: true };
  } else {
    window = analyticsWindow(query);
  }
  return filterAnalyticsMatches(matches, { bestOf: query.bestOf, deckId: query.deckId }, window, 'tcg');
}

/** Every personal TCG figure for the query (see header). */
export function tcgPersonalAnalytics(
  matches: readonly TcgAnalyticsMatch[],
  { query, seasons = [], decks = [] }: TcgPersonalOptions,
): TcgPersonalAnalytics {
  // One pass over each match's facts, kept per match object (tcgPersonalPass.ts, tcgMatchFacts.ts): the same
  // figures as the parts over `newestFirst(tcgAnalyticsMatches(...))` (issue 18 "Speed"; tests compare them).
  return tcgPersonalOnePass(matches, { query, seasons, decks });
}

/** The matches of one day, by result (each match counted once by `groupResult`). */
export interface DayTally {
  /** YYYY-MM-DD; a tally without a valid day is left out, as recordOverTime leaves out matches without one. */
  day: string | null;
  wins: number;
  losses: number;
  ties: number;
}

/**
 * `recordOverTime` over matches given as per-day counts (what the database groups for GET /api/stats/trends, so
 * thousands of matches arrive as a few hundred rows): the same buckets, empty ones included, and the same running
 * record as `recordOverTime` over the matches themselves (tested on the same data).
 */
export function recordOverTimeOfDays(
  days: readonly DayTally[],
  granularity: AnalyticsGranularity = 'week',
  convention: TieConvention = DEFAULT_TIE_CONVENTION,
): PeriodRecord[] {
  const buckets = new Map<string, WinLossTie & { ties: number }>();
  for (const tally of days) {
    const day = calendarDateOf(tally.day);
    const [wins, losses, ties] = [tally.wins, tally.losses, tally.ties].map((n) =>
      Number.isFinite(n) && n > 0 ? n : 0,
    ) as [number, number, number];
    if (!day || wins + losses + ties === 0) continue;
    const start = periodStart(day, granularity);
    const bucket = buckets.get(start) ?? { wins: 0, losses: 0, ties: 0 };
    bucket.wins += wins;
    bucket.losses += losses;
    bucket.ties += ties;
    buckets.set(start, bucket);
  }
  if (buckets.size === 0) return [];
  const starts = [...buckets.keys()].sort();
  const last = starts[starts.length - 1]!;
  const running = { wins: 0, losses: 0, ties: 0 };
  const points: PeriodRecord[] = [];
  for (let period = starts[0]!; period <= last; period = nextPeriod(period, granularity)) {
    const tally = buckets.get(period) ?? { wins: 0, losses: 0, ties: 0 };
    running.wins += tally.wins;
    running.losses += tally.losses;
    running.ties += tally.ties;
    points.push({ period, ...countedRecord(tally, convention), cumulative: countedRecord(running, convention) });
  }
  return points;
}
