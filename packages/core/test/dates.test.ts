import { describe, expect, it } from 'vitest';
import { calendarDateOf, formatMatchDate, inSeason, localCalendarDate } from '../src/index.ts';
import { UNKNOWN_DATE, addDaysUtc, isCalendarDate } from '../src/rules/dates.ts';
import { matchDayOf } from '../src/rules/seasons.ts';

describe('formatMatchDate', () => {
  it.each([
    ['2024-01-05', 'Jan 5, 2024'],
    ['2024-09-30', 'Sep 30, 2024'],
    ['2024-12-31', 'Dec 31, 2024'],
    ['2024-02-29', 'Feb 29, 2024'],
    ['2000-02-29', 'Feb 29, 2000'],
    ['2024-01-05T23:30:00-08:00', 'Jan 5, 2024'],
    ['2024-01-05T00:00:00.000Z', 'Jan 5, 2024'],
    ['  2024-07-04 ', 'Jul 4, 2024'],
  ])('%s → %s', (value, expected) => {
    expect(formatMatchDate(value)).toBe(expected);
  });

  it('keeps the calendar day in a time zone west of UTC (no UTC-midnight shift)', () => {
    // new Date('2024-01-05') is 2024-01-04 in America/*; the day as written must win.
    expect(formatMatchDate('2024-01-05')).toBe('Jan 5, 2024');
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['   '],
    ['2024-02-30'],
    ['2023-02-29'],
    ['1900-02-29'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-1-5'],
    ['Jan 5, 2024'],
    ['20240105'],
    ['2024-01-051'],
    [new Date(Number.NaN)],
    [Number.NaN],
    [{}],
    [true],
  ])('%s shows Unknown date', (value) => {
    expect(formatMatchDate(value)).toBe(UNKNOWN_DATE);
    expect(UNKNOWN_DATE).toBe('Unknown date');
  });

  it('reads a Date and epoch milliseconds on the UTC calendar', () => {
    expect(formatMatchDate(new Date(Date.UTC(2024, 0, 5, 23, 59)))).toBe('Jan 5, 2024');
    expect(formatMatchDate(Date.UTC(2023, 10, 22))).toBe('Nov 22, 2023');
  });
});

describe('calendar days', () => {
  it('calendarDateOf takes the day as written', () => {
    expect(calendarDateOf('2025-03-01T02:00:00+09:00')).toBe('2025-03-01');
    expect(calendarDateOf('2025-03-01 10:00')).toBe('2025-03-01');
    expect(calendarDateOf('2025-03-01x')).toBeNull();
  });
  it('isCalendarDate accepts only a bare real day', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29T00:00:00Z')).toBe(false);
    expect(isCalendarDate(' 2024-02-29')).toBe(false);
  });
  it('addDaysUtc crosses month and year ends', () => {
    expect(addDaysUtc(new Date('2024-12-31T23:00:00Z'), 1)).toBe('2025-01-01');
    expect(addDaysUtc(new Date('2024-02-28T12:00:00Z'), 1)).toBe('2024-02-29');
    expect(addDaysUtc(new Date('2024-03-01T00:00:00Z'), -1)).toBe('2024-02-29');
  });
  it('localCalendarDate uses the local calendar', () => {
    expect(localCalendarDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(localCalendarDate(new Date(2026, 0, 3, 0, 1))).toBe('2026-01-03');
  });
});

describe('seasons', () => {
  const season = { startDate: '2024-09-01', endDate: '2025-08-31' };

  it('matchDayOf prefers the date, then the createdAt day', () => {
    expect(matchDayOf({ date: '2024-10-02', createdAt: '2024-12-01T10:00:00Z' })).toBe('2024-10-02');
    expect(matchDayOf({ date: 'garbage', createdAt: '2024-12-01T10:00:00Z' })).toBe('2024-12-01');
    expect(matchDayOf({ date: null, createdAt: null })).toBeNull();
  });

  it.each([
    ['2024-08-31', false],
    ['2024-09-01', true],
    ['2025-01-15', true],
    ['2025-08-31', true],
    ['2025-09-01', false],
  ])('a match on %s is in the 2024-09-01..2025-08-31 season: %s', (date, expected) => {
    expect(inSeason({ date }, season)).toBe(expected);
  });

  it('counts the whole end day, whatever the stored time of the end', () => {
    const stored = { startDate: '2024-09-01T00:00:00.000Z', endDate: '2025-08-31T00:00:00.000Z' };
    expect(inSeason({ date: '2025-08-31' }, stored)).toBe(true);
    expect(inSeason({ createdAt: '2025-08-31T23:59:59.999Z' }, stored)).toBe(true);
    expect(inSeason({ createdAt: '2025-09-01T00:00:00.000Z' }, stored)).toBe(false);
  });

  it('open sides, invalid bounds and undated matches', () => {
    expect(inSeason({ date: '1999-01-01' }, { startDate: null, endDate: '2025-08-31' })).toBe(true);
    expect(inSeason({ date: '2099-01-01' }, { startDate: '2024-09-01', endDate: null })).toBe(true);
    expect(inSeason({ date: '2099-01-01' }, { startDate: '2024-09-01' })).toBe(true);
    expect(inSeason({ date: '2025-01-01' }, { startDate: 'soon', endDate: '2025-08-31' })).toBe(false);
    expect(inSeason({ date: null }, season)).toBe(false);
    expect(inSeason({}, {})).toBe(false);
  });
});
