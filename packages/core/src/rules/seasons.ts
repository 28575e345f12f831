/**
 * Seasons (spec part 1 §3 "Season", §2 record card "current season"; part 2 §3, §4 "Seasons").
 *
 * Decisions:
 * - A match is in a season when its calendar day lies between the season's start and end days, both inclusive (the
 *   end day counts to its last moment). Days are compared as written (`rules/dates.ts`), so a season ending
 *   2025-08-31 keeps a match of 31 August in every time zone.
 * - A match's day is its `date`; a match without a valid one falls back to the day of its `createdAt`; with neither it
 *   is in no season.
 * - A season without a start (or end) day is open on that side; a season whose start or end is present but invalid
 *   contains nothing.
 */
import { calendarDateOf } from './dates.ts';

export interface SeasonLike {
  startDate?: string | Date | null;
  endDate?: string | Date | null;
}

export interface DatedLike {
  date?: string | null;
  createdAt?: string | Date | null;
}

/** The calendar day of a match: its date, else its createdAt's day; null when neither is valid. */
export function matchDayOf(match: DatedLike): string | null {
  return calendarDateOf(match.date) ?? calendarDateOf(match.createdAt);
}

export function inSeason(match: DatedLike, season: SeasonLike): boolean {
  const day = matchDayOf(match);
  if (!day) return false;
  const bound = (value: string | Date | null | undefined) =>
    value === null || value === undefined || value === '' ? undefined : calendarDateOf(value);
  const start = bound(season.startDate);
  const end = bound(season.endDate);
  if (start === null || end === null) return false;
  return (start === undefined || day >= start) && (end === undefined || day <= end);
}
