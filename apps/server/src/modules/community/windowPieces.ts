/**
 * How a date window of the community figures splits into the roll-up rows of migration 0017 (schema/community.ts),
 * so it reads a few thousand rows at 1,000,000 matches whatever its length. Pure date arithmetic on YYYY-MM-DD days
 * (UTC, like core's `periodStart`); windows.ts runs the reads.
 *
 * Periods: a month; a month-week (the run of days an ISO week, Monday to Sunday, shares with one calendar month,
 * keyed by its first day: it nests in its month and in its week); a day.
 *
 * - The pair rows (`pairTerms`) are sums, so they may be taken with signs: whole months of a year are a year-to-date
 *   row less an earlier one; a partial month is either its own days directly, or the whole month less the days
 *   outside the window; within a month, a partial month-week is either its days, or the month-week less its other
 *   days. Each choice is the one reading fewer rows (estimated per period), and the window is first narrowed to the
 *   days that have rows at all (`DataRange`; no community table has a row outside them), so a window ending today
 *   counts today's month as whole. Every choice gives exactly the day-by-day sums (integers): a window of any length
 *   reads two year-to-date rows per year it crosses and at most a few month-weeks and days at each end, which the
 *   tests check day by day (community-window-pieces.test.ts).
 * - The trend (`windowPieces`) needs its rows per week or month, so it takes periods without signs: the whole
 *   month-weeks of the window and its remaining edge days (at most 6 each side).
 */

/** The first and last day with community rows (the min and max of community_tcg_daily.day). */
export interface DataRange {
  first: string;
  last: string;
}

const DAY_MS = 86_400_000;
const msOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(msOf(day) + n * DAY_MS);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
const previousMonth = (day: string) => monthStart(addDays(monthStart(day), -1));
export const monthEnd = (day: string) => addDays(nextMonth(day), -1);
/** Days since 1 January of `day`'s year (0 for 1 January). */
export const dayOfYear = (day: string) => (msOf(day) - msOf(`${day.slice(0, 4)}-01-01`)) / DAY_MS;
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
/** Monday 0 … Sunday 6. */
const weekday = (day: string) => (new Date(msOf(day)).getUTCDay() + 6) % 7;

/** The first day of `day`'s month-week (as `community_month_week` in migration 0017). */
export function monthWeekOf(day: string): string {
  return later(addDays(day, -weekday(day)), monthStart(day));
}

/** The last day of the month-week starting on `start`: its Sunday or its month's last day. */
export function monthWeekEnd(start: string): string {
  return earlier(addDays(start, 6 - weekday(start)), monthEnd(start));
}

/** Periods without signs covering a window's days once each (the trend's reads). */
export interface WindowPieces {
  /** The whole months (first days, inclusive; an undefined bound is open), or null when there are none. */
  months: { from?: string; to?: string } | null;
  /** First days of the whole month-weeks outside those months. */
  monthWeeks: string[];
  /** The remaining days. */
  days: string[];
}

/** Adds the days `from`…`to` (at most ~2 months): whole month-weeks as such, the others as days. */
function addEdge(pieces: WindowPieces, from: string, to: string) {
  for (let start = monthWeekOf(from); start <= to; start = addDays(monthWeekEnd(start), 1)) {
    const end = monthWeekEnd(start);
    if (start >= from && end <= to) pieces.monthWeeks.push(start);
    else for (let day = later(start, from); day <= earlier(end, to); day = addDays(day, 1)) pieces.days.push(day);
  }
}

/** The window `from`…`to` (inclusive, either open) as whole months, whole month-weeks and days. */
export function windowPieces(from: string | undefined, to: string | undefined): WindowPieces {
  const pieces: WindowPieces = { months: null, monthWeeks: [], days: [] };
  if (from !== undefined && to !== undefined && from > to) return pieces;
  const firstMonth = from === undefined ? undefined : from.endsWith('-01') ? from : nextMonth(from);
  const lastMonth = to === undefined ? undefined : to === monthEnd(to) ? monthStart(to) : previousMonth(to);
  if (firstMonth !== undefined && lastMonth !== undefined && firstMonth > lastMonth) {
    addEdge(pieces, from!, to!);
    return pieces;
  }
  pieces.months = { from: firstMonth, to: lastMonth };
  if (from !== undefined && from < firstMonth!) addEdge(pieces, from, addDays(firstMonth!, -1));
  if (to !== undefined && to > monthEnd(lastMonth!)) addEdge(pieces, nextMonth(lastMonth!), to);
  return pieces;
}

/** Rows added or taken away: year-to-date rows by month (first days), month-weeks by first day, days. */
export interface Terms {
  yearToDate: string[];
  monthWeeks: string[];
  days: string[];
}

export interface PairTerms {
  plus: Terms;
  minus: Terms;
}

/**
 * Rows a period reads at 1,000,000 matches over two years with 26 categories (~676 pairs): only the ratios matter,
 * to choose the cheaper of two equal splits.
 */
const ROWS: Record<keyof Terms, number> = { yearToDate: 676, monthWeeks: 590, days: 375 };

class TermsBuilder {
  readonly terms: PairTerms = {
    plus: { yearToDate: [], monthWeeks: [], days: [] },
    minus: { yearToDate: [], monthWeeks: [], days: [] },
  };
  rows = 0;
  constructor(private readonly range: DataRange) {}

  add(kind: keyof Terms, key: string, sign: 1 | -1) {
    (sign === 1 ? this.terms.plus : this.terms.minus)[kind].push(key);
    this.rows += ROWS[kind];
  }

  /** The days `from`…`to` of `sign`; within each month-week, its days or the month-week less its other days. */
  days(from: string, to: string, sign: 1 | -1) {
    for (let start = monthWeekOf(from); start <= to; start = addDays(monthWeekEnd(start), 1)) {
      const lo = later(later(start, from), this.range.first);
      const hi = earlier(earlier(monthWeekEnd(start), to), this.range.last);
      if (lo > hi) continue;
      const inside = (msOf(hi) - msOf(lo)) / DAY_MS + 1;
      const withData = { from: later(start, this.range.first), to: earlier(monthWeekEnd(start), this.range.last) };
      const outside = (msOf(withData.to) - msOf(withData.from)) / DAY_MS + 1 - inside;
      if (ROWS.monthWeeks + outside * ROWS.days < inside * ROWS.days) {
        this.add('monthWeeks', start, sign);
        for (let day = withData.from; day < lo; day = addDays(day, 1)) this.add('days', day, sign === 1 ? -1 : 1);
        for (let day = addDays(hi, 1); day <= withData.to; day = addDays(day, 1)) {
          this.add('days', day, sign === 1 ? -1 : 1);
        }
      } else {
        for (let day = lo; day <= hi; day = addDays(day, 1)) this.add('days', day, sign);
      }
    }
  }

  /** The whole months `from`…`to` (first days) of `sign`: per year, a year-to-date row less an earlier one. */
  months(from: string, to: string, sign: 1 | -1) {
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      const first = year === Number(from.slice(0, 4)) ? from : `${year}-01-01`;
      const last = year === Number(to.slice(0, 4)) ? to : `${year}-12-01`;
      this.add('yearToDate', last, sign);
      // Nothing before the first day with rows: that row would read 0.
      if (!first.endsWith('-01-01') && addDays(first, -1) >= this.range.first) {
        this.add('yearToDate', previousMonth(first), sign === 1 ? -1 : 1);
      }
    }
  }
}

/**
 * The signed rows whose sum is the window's pair rows (see header), or null when no day of the window has rows.
 * Bounds left open are the data's.
 */
export function pairTerms(from: string | undefined, to: string | undefined, range: DataRange): PairTerms | null {
  const f = later(from ?? range.first, range.first);
  const t = earlier(to ?? range.last, range.last);
  if (f > t) return null;
  const fromMonth = monthStart(f);
  const toMonth = monthStart(t);
  const candidates: TermsBuilder[] = [];
  if (fromMonth === toMonth) {
    const direct = new TermsBuilder(range);
    direct.days(f, t, 1);
    const lessOutside = new TermsBuilder(range);
    lessOutside.months(fromMonth, fromMonth, 1);
    if (f > fromMonth) lessOutside.days(fromMonth, addDays(f, -1), -1);
    if (t < monthEnd(t)) lessOutside.days(addDays(t, 1), monthEnd(t), -1);
    candidates.push(direct, lessOutside);
  } else {
    for (const headWhole of [false, true]) {
      for (const tailWhole of [false, true]) {
        const terms = new TermsBuilder(range);
        // A partial first month: its days in the window, or the whole month less its days before the window.
        if (headWhole && f > fromMonth) terms.days(fromMonth, addDays(f, -1), -1);
        if (!headWhole) terms.days(f, monthEnd(f), 1);
        if (tailWhole && t < monthEnd(t)) terms.days(addDays(t, 1), monthEnd(t), -1);
        if (!tailWhole) terms.days(toMonth, t, 1);
        const firstWhole = headWhole ? fromMonth : nextMonth(fromMonth);
        const lastWhole = tailWhole ? toMonth : previousMonth(toMonth);
        if (firstWhole <= lastWhole) terms.months(firstWhole, lastWhole, 1);
        candidates.push(terms);
      }
    }
  }
  return candidates.reduce((best, c) => (c.rows < best.rows ? c : best)).terms;
}
