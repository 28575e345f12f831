import { describe, expect, it } from 'vitest';
import { nextPeriod, periodStart, recordOverTime, recordOverview } from '../../src/analytics/recordOverTime.ts';

const W = { result: 'win' as const };
const L = { result: 'loss' as const };
const m = (date: string | null, ...games: { result: 'win' | 'loss' }[]) => ({ date, games });

describe('periodStart / nextPeriod', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(periodStart('2026-11-16', 'week')).toBe('2026-11-16'); // a Monday
    expect(periodStart('2026-01-01', 'week')).toBe('2025-12-29'); // across the year
    expect(periodStart('2026-11-22', 'month')).toBe('2026-11-01');
    expect(nextPeriod('2025-12-29', 'week')).toBe('2026-01-05');
    expect(nextPeriod('2026-12-01', 'month')).toBe('2027-01-01');
    expect(nextPeriod('2026-02-01', 'month')).toBe('2026-03-01');
  });
});

describe('recordOverview', () => {
  const seasons = [
    { _id: 's1', name: 'Early', startDate: '2026-01-01', endDate: '2026-01-31' },
    { _id: 's2', name: 'Late', startDate: '2026-02-01', endDate: '2026-02-28' },
    { _id: 's3', name: 'Empty', startDate: '2025-01-01', endDate: '2025-01-31' },
  ];
  const matches = [
    m('2026-01-05', W), // win in s1
    m('2026-01-20', L, W, W), // Bo3 2-1 win in s1
    m('2026-02-03', W, L), // 1-1 tie in s2
    m('2026-02-10', L), // loss in s2
    m(null, W), // no day: overall only
    m('2026-02-11'), // no games: not counted
  ];
  it('counts each match once by its group result, under each tie convention', () => {
    const loss = recordOverview(matches, seasons, 'loss');
    // W=3 (two in s1 + dayless), L=1, T=1 → 3/5 under 'loss'
    expect(loss.overall).toMatchObject({ wins: 3, losses: 1, ties: 1, matches: 5, rate: 0.6, matchesWithoutGames: 1 });
    expect(recordOverview(matches, seasons, 'third').overall.rate).toBeCloseTo((3 + 1 / 3) / 5, 12);
    expect(recordOverview(matches, seasons, 'exclude').overall.rate).toBe(0.75);
  });
  it('lists seasons newest first with their own records', () => {
    const { seasons: rows } = recordOverview(matches, seasons, 'loss');
    expect(rows.map((r) => [r.season.name, r.wins, r.losses, r.ties, r.rate])).toEqual([
      ['Late', 0, 1, 1, 0],
      ['Early', 2, 0, 0, 1],
      ['Empty', 0, 0, 0, null],
    ]);
    expect(rows[1]!.small).toBe(true);
  });
  it('is empty without matches', () => {
    const r = recordOverview([], [], 'loss');
    expect(r.overall).toMatchObject({ matches: 0, rate: null, interval: null, small: true, matchesWithoutGames: 0 });
    expect(r.seasons).toEqual([]);
  });
});

describe('recordOverTime', () => {
  it('buckets by week including empty weeks, with the running record', () => {
    const points = recordOverTime([m('2026-01-05', W), m('2026-01-06', L), m('2026-01-21', W, L), m(null, W)], 'week');
    expect(points.map((p) => [p.period, p.wins, p.losses, p.ties, p.rate])).toEqual([
      ['2026-01-05', 1, 1, 0, 0.5],
      ['2026-01-12', 0, 0, 0, null],
      ['2026-01-19', 0, 0, 1, 0],
    ]);
    expect(points.map((p) => [p.cumulative.wins, p.cumulative.losses, p.cumulative.ties])).toEqual([
      [1, 1, 0],
      [1, 1, 0],
      [1, 1, 1],
    ]);
    expect(points[2]!.cumulative.rate).toBeCloseTo(1 / 3, 12);
  });
  it('buckets by month and applies the convention', () => {
    const points = recordOverTime([m('2026-01-31', W), m('2026-03-01', W, L)], 'month', 'exclude');
    expect(points.map((p) => [p.period, p.matches, p.rate])).toEqual([
      ['2026-01-01', 1, 1],
      ['2026-02-01', 0, null],
      ['2026-03-01', 1, null],
    ]);
    expect(points[2]!.cumulative.rate).toBe(1);
  });
  it('is empty without dated, counted matches', () => {
    expect(recordOverTime([m(null, W), m('2026-01-01')], 'week')).toEqual([]);
  });
});
