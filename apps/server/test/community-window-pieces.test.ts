// How a community window splits into roll-up rows (modules/community/windowPieces.ts): the periods without signs (the
// trend's) cover each day of the window once; the signed terms (the pair sums') count each day with rows exactly once
// inside the window and not at all outside it, reading few rows.
import { describe, expect, it } from 'vitest';
import { monthWeekOf, pairTerms, windowPieces, type PairTerms } from '../src/modules/community/windowPieces.ts';
import { seededRandom } from './support/random.ts';

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
const lastOfMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`, -1);
};

const random = seededRandom;

describe('community window pieces', () => {
  it('split a window into whole months, whole month-weeks and edge days, each day once', async () => {
    const next = random(7);
    const cases: [string | undefined, string | undefined][] = [
      ['2024-01-01', '2024-12-31'],
      ['2024-02-29', '2024-02-29'],
      ['2024-04-29', '2024-05-05'],
      ['2024-05-06', '2024-05-04'],
    ];
    for (let i = 0; i < 400; i++) {
      const a = addDays('2023-01-01', Math.floor(next() * 1100));
      const b = addDays(a, Math.floor(next() * (next() < 0.5 ? 70 : 500)));
      cases.push([a, b]);
    }
    for (const [from, to] of cases) {
      const pieces = windowPieces(from, to);
      const covered: string[] = [];
      if (pieces.months) {
        for (let m = pieces.months.from!; m <= pieces.months.to!; m = addDays(lastOfMonth(m), 1)) {
          for (let d = m; d <= lastOfMonth(m); d = addDays(d, 1)) covered.push(d);
        }
      }
      for (const start of pieces.monthWeeks) {
        expect(monthWeekOf(start)).toBe(start);
        for (let d = start; d <= to! && monthWeekOf(d) === start; d = addDays(d, 1)) covered.push(d);
      }
      covered.push(...pieces.days);
      const expected: string[] = [];
      for (let d = from!; d <= to!; d = addDays(d, 1)) expected.push(d);
      expect([...covered].sort(), `${from}…${to}`).toEqual(expected);
      // Few pieces: at most 6 edge days and 5 month-weeks on each side.
      expect(pieces.days.length).toBeLessThanOrEqual(12);
      expect(pieces.monthWeeks.length).toBeLessThanOrEqual(10);
    }
    // Open ends: months without that bound, an edge only on the closed side.
    expect(windowPieces(undefined, '2024-03-10')).toEqual({
      months: { from: undefined, to: '2024-02-01' },
      monthWeeks: ['2024-03-01', '2024-03-04'],
      days: [],
    });
    expect(windowPieces('2024-03-31', undefined)).toEqual({
      months: { from: '2024-04-01', to: undefined },
      monthWeeks: [],
      days: ['2024-03-31'],
    });
  });

  it('take the pair sums as signed periods equal to the window day by day, reading few rows', async () => {
    /** Each day's coefficient in the terms (year-to-date rows from 1 January, month-weeks, days). */
    const coefficients = (terms: PairTerms) => {
      const weight = new Map<string, number>();
      const add = (from: string, to: string, sign: number) => {
        for (let d = from; d <= to; d = addDays(d, 1)) weight.set(d, (weight.get(d) ?? 0) + sign);
      };
      for (const [sign, list] of [
        [1, terms.plus],
        [-1, terms.minus],
      ] as const) {
        for (const month of list.yearToDate) add(`${month.slice(0, 4)}-01-01`, lastOfMonth(month), sign);
        for (const start of list.monthWeeks) {
          expect(monthWeekOf(start)).toBe(start);
          let end = start;
          while (monthWeekOf(addDays(end, 1)) === start) end = addDays(end, 1);
          add(start, end, sign);
        }
        for (const day of list.days) add(day, day, sign);
      }
      return weight;
    };
    const next = random(11);
    const rowsOf = (terms: PairTerms) =>
      [terms.plus, terms.minus].reduce(
        (n, l) => n + 676 * l.yearToDate.length + 590 * l.monthWeeks.length + 375 * l.days.length,
        0,
      );
    for (let i = 0; i < 600; i++) {
      const first = addDays('2022-06-01', Math.floor(next() * 400));
      const last = addDays(first, Math.floor(next() * 900));
      const range = { first, last };
      const from = next() < 0.1 ? undefined : addDays(first, Math.floor(next() * 1000) - 50);
      const to = next() < 0.1 ? undefined : addDays(from ?? first, Math.floor(next() * (next() < 0.5 ? 60 : 800)));
      const terms = pairTerms(from, to, range);
      const lo = from !== undefined && from > first ? from : first;
      const hi = to !== undefined && to < last ? to : last;
      if (lo > hi) {
        expect(terms, `${from}…${to} in ${first}…${last}`).toBeNull();
        continue;
      }
      const weight = coefficients(terms!);
      // Days with rows count once inside the window and not at all outside it; days without rows do not matter.
      for (let d = first; d <= last; d = addDays(d, 1)) {
        expect(weight.get(d) ?? 0, `${d} of ${from}…${to} in ${first}…${last}`).toBe(d >= lo && d <= hi ? 1 : 0);
      }
      // Two year-to-date rows a year crossed, at most ~3 month-weeks and 3 days a side (the cheaper side of each).
      const years = Number(hi.slice(0, 4)) - Number(lo.slice(0, 4)) + 1;
      expect(rowsOf(terms!), `${from}…${to}`).toBeLessThanOrEqual(676 * 2 * years + 2 * (3 * 590 + 3 * 375));
    }
    // A season ending on the last day with rows: its last month is whole; its first days are their month-week less
    // the day before.
    expect(pairTerms('2026-07-28', '2026-11-25', { first: '2024-11-26', last: '2026-11-25' })).toEqual({
      plus: { yearToDate: ['2026-11-01'], monthWeeks: ['2026-07-27'], days: [] },
      minus: { yearToDate: ['2026-07-01'], monthWeeks: [], days: ['2026-07-27'] },
    });
  });
});
