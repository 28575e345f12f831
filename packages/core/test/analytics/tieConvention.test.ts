import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIE_CONVENTION,
  SMALL_SAMPLE,
  TIE_CONVENTIONS,
  isSmallSample,
  isTieConvention,
  rateWithTies,
  ratedRecord,
  wilsonInterval,
} from '../../src/index.ts';

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
