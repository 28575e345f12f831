/**
 * Match dates (spec part 1 §2 "Date like 'Jan 5, 2024'", §5 "A date that is missing or invalid shows 'Unknown date'";
 * part 2 §2 group rows "month abbreviation, day, year").
 *
 * Decisions:
 * - A match date is a calendar day, stored as `YYYY-MM-DD`. It is never turned into a `Date` at UTC midnight (which a
 *   browser west of Greenwich would show as the day before); it is read and written as text.
 * - A string that starts with a valid `YYYY-MM-DD` (a bare date, or an ISO timestamp such as a `createdAt`) has that
 *   calendar day, as written — no time-zone shift. The result is the same on the server and in every browser.
 * - A `Date` (or epoch milliseconds) has its UTC calendar day: pure functions do not read the machine's time zone.
 * - Anything else — missing, empty, `2024-02-30`, `Jan 5, 2024`, an invalid `Date` — has no calendar day, and
 *   `formatMatchDate` shows 'Unknown date'.
 * - Month names are fixed English abbreviations (`Sep`, not `Sept`), not `Intl`, so the text never depends on the
 *   runtime's locale data.
 */

export const UNKNOWN_DATE = 'Unknown date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LEADING_ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|T| )/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar day written `YYYY-MM-DD` (and nothing else). */
export function isCalendarDate(value: string): boolean {
  return value.length === 10 && calendarDateOf(value) === value;
}

/** The calendar day (`YYYY-MM-DD`) of a stored date or timestamp, or null when it has none (see header). */
export function calendarDateOf(value: unknown): string | null {
  if (value instanceof Date || typeof value === 'number') {
    const time = value instanceof Date ? value.getTime() : value;
    if (!Number.isFinite(time)) return null;
    const date = new Date(time);
    return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return null;
  const m = LEADING_ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** 'Jan 5, 2024' for `2024-01-05` (or a timestamp on that day); 'Unknown date' when missing or invalid. */
export function formatMatchDate(value: unknown): string {
  const day = calendarDateOf(value);
  if (!day) return UNKNOWN_DATE;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}

/** `YYYY-MM-DD` of `date` in UTC, plus `days`. */
export function addDaysUtc(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` of `date` on the local calendar of the machine running it (for "today" in the browser). */
export function localCalendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A `createdAt` as epoch milliseconds, for ordering matches created the same day; missing or invalid reads as the
 * earliest (-Infinity), so such a match sorts as the oldest.
 */
export function createdTimeOf(value: string | Date | null | undefined): number {
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : -Infinity;
}
