/**
 * Overall and per-season records, and the record over time (issue 6: "Overall and per-season record and win rate;
 * trend over time (chart by week/month)"). Shared by TCG and VGC personal analytics.
 *
 * Definitions:
 * - Each match counts once by `analyticsResult` (win/loss/tie by game wins against game losses, or a result-only match's
 *   recorded result); matches with neither counted games nor a recorded result are left out and reported as
 *   `matchesWithoutGames` (as `matchupTable` does). Rates follow the tie convention (`ratedRecord`).
 * - A match's day is `matchDayOf` (date, else createdAt's day). Matches without a day count in the overall record but
 *   in no season and no period.
 * - Periods: 'week' buckets start on Monday (ISO weeks), 'month' buckets on the 1st; `period` is the bucket's first
 *   day as YYYY-MM-DD. Every bucket from the first match's to the last match's is listed, empty ones too (rate null),
 *   so a chart's spacing is true to time. `cumulative` is the record of every match up to and including the bucket.
 * - Seasons are listed newest start first, each with its record (a season with no matches has rate null); a match
 *   is in a season as `inSeason` reads it, so it may be in two overlapping seasons.
 */
import { analyticsResult } from '../rules/matchResult.ts';
import type { MatchLike, MatchOutcome } from '../rules/matchResult.ts';
import { calendarDateOf } from '../rules/dates.ts';
import { matchDayOf } from '../rules/seasons.ts';
import type { DatedLike, SeasonLike } from '../rules/seasons.ts';
import type { AnalyticsGranularity } from '../schemas/analyticsQuery.ts';
import { DEFAULT_TIE_CONVENTION, ratedRecord } from './winRate.ts';
import type { RatedRecord, TieConvention, WinLossTie } from './winRate.ts';

export type RecordableMatch = MatchLike & DatedLike;

/** A season as the records list it: its id, name and first and last day. */
export interface SeasonRef {
  _id: string;
  name: string;
  startDate: string;
  endDate: string;
}

export interface CountedRecord extends RatedRecord {
  /** Wins + losses + ties. */
  matches: number;
}

export interface RecordOverview {
  overall: CountedRecord & { matchesWithoutGames: number };
  seasons: Array<CountedRecord & { season: SeasonRef }>;
}

export interface PeriodRecord extends CountedRecord {
  /** First day of the bucket, YYYY-MM-DD. */
  period: string;
  cumulative: CountedRecord;
}

interface Tally {
  wins: number;
  losses: number;
  ties: number;
}

const emptyTally = (): Tally => ({ wins: 0, losses: 0, ties: 0 });

function add(tally: Tally, result: 'win' | 'loss' | 'tie') {
  if (result === 'win') tally.wins++;
  else if (result === 'loss') tally.losses++;
  else tally.ties++;
}

/** A W-L-T record with its rate, interval, small flag and match count under a tie convention. */
export function countedRecord(record: WinLossTie, convention: TieConvention = DEFAULT_TIE_CONVENTION): CountedRecord {
  const rated = ratedRecord(record, convention);
  return { ...rated, matches: rated.wins + rated.losses + rated.ties };
}

/** How the records read an item: its `analyticsResult` and its day (`matchDayOf`); callers may have both worked out. */
export interface RecordReading<T> {
  resultOf: (item: T) => MatchOutcome | null;
  dayOf: (item: T) => string | null;
}

const MATCH_READING: RecordReading<RecordableMatch> = { resultOf: analyticsResult, dayOf: matchDayOf };

/** The overall record and one record per season (see header). */
export function recordOverview<S extends SeasonRef>(
  matches: readonly RecordableMatch[],
  seasons: readonly S[] = [],
  convention: TieConvention = DEFAULT_TIE_CONVENTION,
): RecordOverview {
  return recordOverviewOf(matches, MATCH_READING, seasons, convention);
}

/** `recordOverview` of items read through `reading`. */
export function recordOverviewOf<T, S extends SeasonRef>(
  matches: readonly T[],
  reading: RecordReading<T>,
  seasons: readonly S[] = [],
  convention: TieConvention = DEFAULT_TIE_CONVENTION,
): RecordOverview {
  const records = new DayRecords();
  for (const match of matches) records.add(reading.dayOf(match), reading.resultOf(match));
  return records.overview(seasons, convention);
}

/**
 * The records of `recordOverview` and `recordOverTime` fed one match at a time by its day and result. Matches share
 * days (issue 18: 10,000 matches fall on a few hundred), so each day is tallied once, and its seasons and period are
 * worked out once per day rather than per match; the counts are the same.
 */
export class DayRecords {
  private readonly days = new Map<string, Tally>();
  private readonly overall = emptyTally();
  private matchesWithoutGames = 0;

  /** A match by its day (`matchDayOf`) and `analyticsResult`. */
  add(day: string | null, result: MatchOutcome | null) {
    if (result === null) {
      this.matchesWithoutGames++;
      return;
    }
    add(this.overall, result);
    if (!day) return;
    let tally = this.days.get(day);
    if (!tally) this.days.set(day, (tally = emptyTally()));
    add(tally, result);
  }

  /** `recordOverview` of the matches added (see header). */
  overview<S extends SeasonRef>(
    seasons: readonly S[] = [],
    convention: TieConvention = DEFAULT_TIE_CONVENTION,
  ): RecordOverview {
    const perSeason = seasons.map(() => emptyTally());
    // `inSeason` read once per season, not once per match and season (issue 18: the bounds' parsing was a tenth of
    // the composite's time at 10,000 matches); a season it reads as containing nothing is left out.
    const bounds = seasons.map((season) => seasonDays(season));
    if (seasons.length > 0) {
      for (const [day, tally] of this.days) {
        for (let i = 0; i < bounds.length; i++) {
          const b = bounds[i]!;
          if (b && (b.start === undefined || day >= b.start) && (b.end === undefined || day <= b.end)) {
            const season = perSeason[i]!;
            season.wins += tally.wins;
            season.losses += tally.losses;
            season.ties += tally.ties;
          }
        }
      }
    }
    const order = seasons
      .map((season, i) => ({ season, i }))
      .sort((a, b) => (a.season.startDate < b.season.startDate ? 1 : a.season.startDate > b.season.startDate ? -1 : 0));
    return {
      overall: { ...countedRecord(this.overall, convention), matchesWithoutGames: this.matchesWithoutGames },
      seasons: order.map(({ season, i }) => ({
        season: { _id: season._id, name: season.name, startDate: season.startDate, endDate: season.endDate },
        ...countedRecord(perSeason[i]!, convention),
      })),
    };
  }

  /** `recordOverTime` of the matches added (see header). */
  overTime(
    granularity: AnalyticsGranularity = 'week',
    convention: TieConvention = DEFAULT_TIE_CONVENTION,
  ): PeriodRecord[] {
    const buckets = new Map<string, Tally>();
    for (const [day, dayTally] of this.days) {
      const start = granularity === 'week' ? weekStartOf(day) : periodStart(day, granularity);
      let tally = buckets.get(start);
      if (!tally) buckets.set(start, (tally = emptyTally()));
      tally.wins += dayTally.wins;
      tally.losses += dayTally.losses;
      tally.ties += dayTally.ties;
    }
    if (buckets.size === 0) return [];
    const periods = [...buckets.keys()].sort();
    const last = periods[periods.length - 1]!;
    const running = emptyTally();
    const points: PeriodRecord[] = [];
    for (let period = periods[0]!; period <= last; period = nextPeriod(period, granularity)) {
      const tally = buckets.get(period) ?? emptyTally();
      running.wins += tally.wins;
      running.losses += tally.losses;
      running.ties += tally.ties;
      points.push({ period, ...countedRecord(tally, convention), cumulative: countedRecord(running, convention) });
    }
    return points;
  }
}

/** A season's first and last day as `inSeason` reads them (undefined: open), or null when it contains no day. */
function seasonDays(season: SeasonLike): { start?: string; end?: string } | null {
  const bound = (value: string | Date | null | undefined) =>
    value === null || value === undefined || value === '' ? undefined : calendarDateOf(value);
  const start = bound(season.startDate);
  const end = bound(season.endDate);
  return start === null || end === null ? null : { start, end };
}

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

// Each day's week start, kept across computations (issue 18: parsing and printing dates for every day of a player's
// history was a tenth of the VGC composite); a player's days number a few hundred a year, and the cache is emptied
// past `WEEK_STARTS_KEPT` so unusual input cannot grow it without bound.
const WEEK_STARTS_KEPT = 50_000;
const weekStarts = new Map<string, string>();

/** `periodStart(day, 'week')`, kept per day. */
function weekStartOf(day: string): string {
  let start = weekStarts.get(day);
  if (start === undefined) {
    if (weekStarts.size >= WEEK_STARTS_KEPT) weekStarts.clear();
    weekStarts.set(day, (start = periodStart(day, 'week')));
  }
  return start;
}

/** The first day of the week (Monday) or month containing `day` (YYYY-MM-DD). */
export function periodStart(day: string, granularity: AnalyticsGranularity): string {
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const ms = dayMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return toDay(ms - weekday * DAY_MS);
}

/** The first day of the bucket after the one starting at `start`. */
export function nextPeriod(start: string, granularity: AnalyticsGranularity): string {
  if (granularity === 'week') return toDay(dayMs(start) + 7 * DAY_MS);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The record in each week or month from the first match to the last, with the running record (see header). */
export function recordOverTime(
  matches: readonly RecordableMatch[],
  granularity: AnalyticsGranularity = 'week',
  convention: TieConvention = DEFAULT_TIE_CONVENTION,
): PeriodRecord[] {
  return recordOverTimeOf(matches, MATCH_READING, granularity, convention);
}

/** `recordOverTime` of items read through `reading`. */
export function recordOverTimeOf<T>(
  matches: readonly T[],
  reading: RecordReading<T>,
  granularity: AnalyticsGranularity = 'week',
  convention: TieConvention = DEFAULT_TIE_CONVENTION,
): PeriodRecord[] {
  const records = new DayRecords();
  for (const match of matches) records.add(reading.dayOf(match), reading.resultOf(match));
  return records.overTime(granularity, convention);
}
