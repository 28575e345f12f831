import { describe, expect, it, beforeEach } from 'vitest';
import {
  analyticsSearchOf,
  parseAnalyticsQuery,
  rememberedTieConvention,
} from '../../../src/features/analytics/shared/useAnalyticsQuery.ts';
import {
  formatCount,
  formatInterval,
  formatRate,
  formatRecord,
} from '../../../src/features/analytics/shared/format.ts';
import { periodLabel } from '../../../src/features/analytics/shared/RecordOverTimeChart.tsx';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';

describe('analytics query in the URL', () => {
  beforeEach(() => localStorage.clear());
  it('reads set filters and drops invalid ones, keeping the rest', () => {
    const q = parseAnalyticsQuery(
      new URLSearchParams('from=2026-01-01&to=nope&bestOf=3&deckId=zzz&convention=third'),
      'loss',
    );
    expect(q).toEqual({ from: '2026-01-01', bestOf: 3, convention: 'third', granularity: 'week' });
  });
  it('drops a range that ends before it starts at its end', () => {
    const q = parseAnalyticsQuery(new URLSearchParams('from=2026-02-01&to=2026-01-01'), 'loss');
    expect(q.from).toBe('2026-02-01');
    expect(q.to).toBeUndefined();
  });
  it('falls back to the remembered convention', () => {
    expect(rememberedTieConvention()).toBe('loss');
    localStorage.setItem(STORAGE_KEYS.tieConvention, 'exclude');
    expect(rememberedTieConvention()).toBe('exclude');
    expect(parseAnalyticsQuery(new URLSearchParams(''), rememberedTieConvention()).convention).toBe('exclude');
  });
  it('writes the canonical query string (weeks are the default and left out)', () => {
    expect(analyticsSearchOf({ convention: 'loss', granularity: 'week', seasonId: undefined, bestOf: 1 })).toBe(
      'bestOf=1&convention=loss',
    );
    expect(analyticsSearchOf({ convention: 'third', granularity: 'month', teamId: 'local_a' })).toBe(
      'teamId=local_a&convention=third&granularity=month',
    );
  });
});

describe('analytics formatting', () => {
  it('formats rates, records, intervals, counts and periods', () => {
    expect(formatRate(0.625)).toBe('62.5%');
    expect(formatRate(null)).toBe('—');
    expect(formatRecord(12, 5)).toBe('12-5');
    expect(formatRecord(12, 5, 1)).toBe('12-5-1');
    expect(formatInterval({ low: 0.4012, high: 0.68 })).toBe('40.1–68.0%');
    expect(formatInterval(null)).toBe('—');
    expect(formatCount(1)).toBe('1 match');
    expect(formatCount(1200, 'games')).toBe('1,200 games');
    expect(periodLabel('2026-01-05', 'week')).toBe('5 Jan 26');
    expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
  });
});
