import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, ANALYTICS_RANGE_INVALID } from '../../src/schemas/analyticsQuery.ts';
import { analyticsWindow, filterAnalyticsMatches } from '../../src/analytics/matchFilters.ts';

const win = [{ result: 'win' as const }];

describe('analyticsQuerySchema', () => {
  it('reads blank fields as unset and applies defaults', () => {
    expect(analyticsQuerySchema.parse({ from: '', to: ' ', bestOf: '', convention: '', granularity: '' })).toEqual({
      convention: 'loss',
      granularity: 'week',
    });
  });
  it('reads query-string numbers and keeps valid filters', () => {
    const q = analyticsQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31', bestOf: '3', convention: 'third' });
    expect(q).toMatchObject({ from: '2026-01-01', to: '2026-01-31', bestOf: 3, convention: 'third' });
  });
  it('refuses a range that ends before it starts, at `to`', () => {
    const r = analyticsQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['to'], message: ANALYTICS_RANGE_INVALID });
  });
  it('refuses bad dates, best-of, conventions and ids', () => {
    for (const bad of [
      { from: '2026-02-30' },
      { bestOf: '2' },
      { convention: 'half' },
      { deckId: 'x' },
      { seasonId: 'x' },
    ]) {
      expect(analyticsQuerySchema.safeParse(bad).success).toBe(false);
    }
    expect(analyticsQuerySchema.parse({ deckId: 'local_abc' }).deckId).toBe('local_abc');
  });
});

describe('analyticsWindow', () => {
  it('is the range without a season', () => {
    expect(analyticsWindow({ from: '2026-01-01' })).toEqual({ from: '2026-01-01', to: undefined, empty: false });
  });
  it('intersects the range with the season', () => {
    const season = { startDate: '2026-01-10', endDate: '2026-03-31' };
    expect(analyticsWindow({ from: '2026-01-01', to: '2026-02-01' }, season)).toEqual({
      from: '2026-01-10',
      to: '2026-02-01',
      empty: false,
    });
    expect(analyticsWindow({}, season)).toEqual({ from: '2026-01-10', to: '2026-03-31', empty: false });
  });
  it('is empty when they do not overlap or the season has an invalid day', () => {
    expect(analyticsWindow({ from: '2026-05-01' }, { startDate: '2026-01-01', endDate: '2026-03-31' }).empty).toBe(
      true,
    );
    expect(analyticsWindow({}, { startDate: 'nope', endDate: '2026-03-31' }).empty).toBe(true);
  });
});

describe('filterAnalyticsMatches', () => {
  const matches = [
    { id: 'a', date: '2026-01-05', format: 'Bo1', deckId: 'd1', games: win },
    { id: 'b', date: '2026-01-20', format: 'Bo3', deckId: 'd2', games: win },
    { id: 'c', date: null, createdAt: '2026-02-02T23:00:00.000Z', format: 'Bo1', deckId: 'd1', games: win },
    { id: 'd', date: null, format: 'Bo1', deckId: 'd1', games: win },
  ];
  const ids = (ms: { id: string }[]) => ms.map((m) => m.id);
  it('keeps everything with no filters, including matches without a day', () => {
    expect(ids(filterAnalyticsMatches(matches, {}))).toEqual(['a', 'b', 'c', 'd']);
  });
  it('filters by window (inclusive, createdAt fallback, dayless out), best-of and deck', () => {
    expect(ids(filterAnalyticsMatches(matches, {}, { from: '2026-01-20', to: '2026-02-02', empty: false }))).toEqual([
      'b',
      'c',
    ]);
    expect(ids(filterAnalyticsMatches(matches, { bestOf: 3 }))).toEqual(['b']);
    expect(ids(filterAnalyticsMatches(matches, { deckId: 'd1' }))).toEqual(['a', 'c', 'd']);
    expect(filterAnalyticsMatches(matches, {}, { empty: true })).toEqual([]);
  });
  it('filters VGC by regulation text ignoring case and by team, using the stored best-of', () => {
    const vgc = [
      { id: 'x', date: '2026-01-01', format: 'Reg G', bestOf: 3, teamId: 't1', games: win },
      { id: 'y', date: '2026-01-01', format: ' reg g ', bestOf: 1, teamId: 't2', games: win },
      { id: 'z', date: '2026-01-01', format: 'Reg H', bestOf: 1, teamId: 't1', games: win },
    ];
    expect(ids(filterAnalyticsMatches(vgc, { format: 'REG G' }, undefined, 'vgc'))).toEqual(['x', 'y']);
    expect(ids(filterAnalyticsMatches(vgc, { teamId: 't1', bestOf: 1 }, undefined, 'vgc'))).toEqual(['z']);
    expect(ids(filterAnalyticsMatches(vgc, { format: 'reg g' }, undefined, 'tcg'))).toEqual(['x', 'y', 'z']);
  });
});
