import { describe, expect, it } from 'vitest';
import { DEFAULT_TIE_CONVENTION, isTieConvention, rateWithTies, record, winRate } from '../../src/index.ts';
import {
  SMALL_SAMPLE,
  TIE_CONVENTIONS,
  Z_95,
  compareWinRates,
  isSmallSample,
  ratedRecord,
  wilsonInterval,
} from '../../src/analytics/winRate.ts';

const W = { games: [{ result: 'win' }] };
const L = { games: [{ result: 'loss' }] };

describe('winRate (percent, one decimal, half away from zero)', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [0, 7, 0],
    [5, 5, 100],
    [1, 2, 50],
    [1, 3, 33.3], // 33.33…
    [2, 3, 66.7], // 66.66…
    [1, 6, 16.7], // 16.66…
    [1, 7, 14.3], // 14.285…
    [7, 9, 77.8], // 77.77…
    [1, 8, 12.5],
    [1, 16, 6.3], // 6.25 → up
    [1, 80, 1.3], // 1.25 → up
    [3, 80, 3.8], // 3.75 → up
    [41, 80, 51.3], // 51.25; 41 / 80 * 100 is 51.2499… in floating point
    [1, 160, 0.6], // 0.625 → 0.6 (the second decimal is dropped, not a half)
    [1, 2000, 0.1], // 0.05 → up
    [1, 2001, 0], // 0.04997…
  ])('%i of %i → %s', (wins, matches, expected) => {
    expect(winRate(wins, matches)).toBe(expected);
  });
  it('is 0 for nonsense totals', () => {
    expect(winRate(1, -3)).toBe(0);
    expect(winRate(Number.NaN, 3)).toBe(0);
    expect(winRate(1, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('record', () => {
  it('counts each match by the list reading', () => {
    const matches = [
      W,
      L,
      { games: [{ result: 'win' }, { result: 'loss' }] }, // 1-1: a tie (issue 29: only time called saves one)
      { games: [] }, // no games: lost
      { format: 'Bo3', games: [{ result: 'win' }, { result: 'loss' }, { result: 'win' }] },
      { timeCalled: true, games: [{ result: 'tie' }] }, // a tied game at time: a tie
      { specialResult: 'id' }, // an ID: a tie
      { specialResult: 'bye' }, // a bye: a win
    ];
    expect(record(matches)).toEqual({ wins: 3, losses: 2, ties: 3, matches: 8, winRate: 37.5 });
    expect(record([])).toEqual({ wins: 0, losses: 0, matches: 0, winRate: 0 });
  });
});

describe('compareWinRates', () => {
  it('compares exact fractions', () => {
    expect(compareWinRates({ wins: 2, matches: 3 }, { wins: 6666, matches: 10_000 })).toBeGreaterThan(0);
    expect(compareWinRates({ wins: 1, matches: 2 }, { wins: 2, matches: 4 })).toBe(0);
    expect(compareWinRates({ wins: 0, matches: 0 }, { wins: 1, matches: 2 })).toBeLessThan(0);
  });
});

// Expected values worked out from the Wilson formula outside this code (z = 1.959964, 5 decimals) and spot-checked
// against published tables (5/10 → 23.7%–76.3%, 0/10 → 0–27.8%, 7/20 → 18.1%–56.7%).
describe('wilsonInterval', () => {
  it.each([
    // successes, trials, low, high
    [0, 10, 0, 0.27753],
    [5, 10, 0.23659, 0.76341],
    [10, 10, 0.72247, 1],
    [1, 1, 0.20655, 1],
    [0, 1, 0, 0.79345],
    [7, 20, 0.18119, 0.56715],
    [1, 3, 0.06149, 0.79234],
    [500, 1000, 0.46907, 0.53093],
    [6000, 10000, 0.59036, 0.60956],
  ])('%s of %s → %s..%s', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials);
    expect(interval).not.toBeNull();
    expect(interval!.low).toBeCloseTo(low, 4);
    expect(interval!.high).toBeCloseTo(high, 4);
  });

  it('gives exact 0 and 1 at the ends and stays within 0..1', () => {
    expect(wilsonInterval(0, 10)!.low).toBe(0);
    expect(wilsonInterval(10, 10)!.high).toBe(1);
    for (let n = 1; n <= 40; n++) {
      for (let k = 0; k <= n; k++) {
        const { low, high } = wilsonInterval(k, n)!;
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(k / n);
        expect(high).toBeGreaterThanOrEqual(k / n);
      }
    }
  });

  it('is symmetric: k of n mirrors n − k of n', () => {
    const a = wilsonInterval(3, 11)!;
    const b = wilsonInterval(8, 11)!;
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(a.high).toBeCloseTo(1 - b.low, 12);
  });

  it('accepts fractional successes (a tie as ⅓ of a win)', () => {
    // 2⅓ of 4: p = 0.58333 → 0.19504..0.88998.
    const { low, high } = wilsonInterval(7 / 3, 4)!;
    expect(low).toBeCloseTo(0.19504, 4);
    expect(high).toBeCloseTo(0.88998, 4);
  });

  it('narrows as n grows and widens with a larger z', () => {
    const small = wilsonInterval(5, 10)!;
    const large = wilsonInterval(50, 100)!;
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    const wide = wilsonInterval(5, 10, 2.575829)!; // 99%
    expect(wide.high - wide.low).toBeGreaterThan(small.high - small.low);
    expect(wilsonInterval(5, 10, Z_95)).toEqual(small);
  });

  it('is null without trials or with impossible input', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(-1, 5)).toBeNull();
    expect(wilsonInterval(6, 5)).toBeNull();
    expect(wilsonInterval(Number.NaN, 5)).toBeNull();
    expect(wilsonInterval(1, Number.POSITIVE_INFINITY)).toBeNull();
    expect(wilsonInterval(1, 2, 0)).toBeNull();
  });
});

describe('rateWithTies', () => {
  // 6 wins, 3 losses, 3 ties (12 matches).
  const record = { wins: 6, losses: 3, ties: 3 };

  it('counts ties as losses: 6 / 12', () => {
    expect(rateWithTies(record, 'loss')).toEqual({ rate: 0.5, effectiveWins: 6, effectiveTrials: 12 });
  });

  it('counts a tie as a third of a win: (6 + 1) / 12', () => {
    expect(rateWithTies(record, 'third')).toEqual({ rate: 7 / 12, effectiveWins: 7, effectiveTrials: 12 });
  });

  it('leaves ties out: 6 / 9', () => {
    expect(rateWithTies(record, 'exclude')).toEqual({ rate: 6 / 9, effectiveWins: 6, effectiveTrials: 9 });
  });

  it('defaults to ties as losses', () => {
    expect(DEFAULT_TIE_CONVENTION).toBe('loss');
    expect(rateWithTies(record)).toEqual(rateWithTies(record, 'loss'));
  });

  it('agrees across conventions when there are no ties (ties optional)', () => {
    for (const convention of TIE_CONVENTIONS) {
      expect(rateWithTies({ wins: 3, losses: 1 }, convention)).toEqual({
        rate: 0.75,
        effectiveWins: 3,
        effectiveTrials: 4,
      });
    }
  });

  it('has no rate without trials, including only ties when they are excluded', () => {
    for (const convention of TIE_CONVENTIONS) {
      expect(rateWithTies({ wins: 0, losses: 0, ties: 0 }, convention).rate).toBeNull();
    }
    expect(rateWithTies({ wins: 0, losses: 0, ties: 2 }, 'exclude')).toEqual({
      rate: null,
      effectiveWins: 0,
      effectiveTrials: 0,
    });
    expect(rateWithTies({ wins: 0, losses: 0, ties: 2 }, 'loss').rate).toBe(0);
    expect(rateWithTies({ wins: 0, losses: 0, ties: 3 }, 'third').rate).toBeCloseTo(1 / 3, 12);
  });

  it('reads negative or non-finite counts as 0', () => {
    expect(rateWithTies({ wins: -2, losses: Number.NaN, ties: 1 }, 'loss')).toEqual({
      rate: 0,
      effectiveWins: 0,
      effectiveTrials: 1,
    });
  });
});

describe('small samples', () => {
  it('is small below 10', () => {
    expect(SMALL_SAMPLE).toBe(10);
    expect(isSmallSample(0)).toBe(true);
    expect(isSmallSample(9)).toBe(true);
    expect(isSmallSample(10)).toBe(false);
    expect(isSmallSample(250)).toBe(false);
    expect(isSmallSample(Number.NaN)).toBe(true);
  });
});

describe('ratedRecord', () => {
  it('adds counts, the interval on effective counts and the small flag', () => {
    const rated = ratedRecord({ wins: 6, losses: 3, ties: 3 }, 'third');
    expect(rated).toEqual({
      wins: 6,
      losses: 3,
      ties: 3,
      rate: 7 / 12,
      effectiveWins: 7,
      effectiveTrials: 12,
      interval: wilsonInterval(7, 12),
      small: false,
    });
  });

  it('is small when excluding ties leaves fewer than 10', () => {
    expect(ratedRecord({ wins: 6, losses: 3, ties: 3 }, 'exclude').small).toBe(true);
    expect(ratedRecord({ wins: 6, losses: 3, ties: 3 }, 'loss').small).toBe(false);
  });

  it('is empty but well-formed with no data', () => {
    expect(ratedRecord({ wins: 0, losses: 0 })).toEqual({
      wins: 0,
      losses: 0,
      ties: 0,
      rate: null,
      effectiveWins: 0,
      effectiveTrials: 0,
      interval: null,
      small: true,
    });
  });
});

describe('isTieConvention', () => {
  it('accepts only the three conventions', () => {
    expect(TIE_CONVENTIONS).toEqual(['loss', 'third', 'exclude']);
    expect(isTieConvention('third')).toBe(true);
    expect(isTieConvention('win')).toBe(false);
    expect(isTieConvention(undefined)).toBe(false);
  });
});
