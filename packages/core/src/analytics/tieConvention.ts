/**
 * Ties in analytics rates (issue 6: "a tie-convention control (ties as losses, as ⅓ win, or excluded) applied
 * everywhere consistently"; "rates from fewer than 10 matches shown greyed with their count").
 *
 * Definitions, for a record of W wins, L losses and T ties:
 * - 'loss'    — ties count as losses: rate = W / (W + L + T).
 * - 'third'   — a tie is worth ⅓ of a win (the 3-1-0 points convention of Play! Pokémon standings):
 *               rate = (W + T/3) / (W + L + T).
 * - 'exclude' — ties are left out: rate = W / (W + L).
 * `effectiveWins` and `effectiveTrials` are the numerator and denominator above; every rate, interval and small-sample
 * flag in `analytics/` is computed from them, so one control changes all figures the same way.
 *
 * Decisions:
 * - The default is 'loss', the reading the match lists and records already use (`listResult`: a 1-1 is not a win).
 * - The rate is a fraction 0..1 (not the one-decimal percentage of `stats/winRate.ts`): analytics compare and chart
 *   it, and the UI rounds it for display. With no effective trials (nothing played, or only ties under 'exclude') the
 *   rate is null — "no rate", never 0 %.
 * - Small sample: fewer than `SMALL_SAMPLE` (10) effective trials, i.e. the matches (or games) the rate is actually
 *   made of; under 'exclude' the ties do not count towards the 10. A record with no trials is small too.
 * - Negative or non-finite counts are read as 0 (stored data is trusted to be counts; this keeps a bad row from
 *   producing NaN on screen).
 */
import { wilsonInterval } from './intervals.ts';
import type { Interval } from './intervals.ts';

export const TIE_CONVENTIONS = ['loss', 'third', 'exclude'] as const;
export type TieConvention = (typeof TIE_CONVENTIONS)[number];
export const DEFAULT_TIE_CONVENTION: TieConvention = 'loss';

/** Rates from fewer than this many matches (or games) are shown greyed with their count. */
export const SMALL_SAMPLE = 10;

export interface WinLossTie {
  wins: number;
  losses: number;
  ties?: number;
}

export interface TieAdjustedRate {
  /** Fraction 0..1, or null without effective trials. */
  rate: number | null;
  effectiveWins: number;
  effectiveTrials: number;
}

/** A record with its rate, 95% Wilson interval and small-sample flag under one tie convention. */
export interface RatedRecord extends TieAdjustedRate {
  wins: number;
  losses: number;
  ties: number;
  interval: Interval | null;
  small: boolean;
}

export function isTieConvention(value: unknown): value is TieConvention {
  return typeof value === 'string' && (TIE_CONVENTIONS as readonly string[]).includes(value);
}

/** True when a rate made of `n` matches (or games) is too small to trust (see header). */
export function isSmallSample(n: number): boolean {
  return !(n >= SMALL_SAMPLE);
}

const count = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** Rate, effective wins and effective trials of a W-L-T record under a tie convention (see header). */
export function rateWithTies(record: WinLossTie, convention: TieConvention = DEFAULT_TIE_CONVENTION): TieAdjustedRate {
  const wins = count(record.wins);
  const losses = count(record.losses);
  const ties = count(record.ties);
  const effectiveWins = convention === 'third' ? wins + ties / 3 : wins;
  const effectiveTrials = convention === 'exclude' ? wins + losses : wins + losses + ties;
  return { rate: effectiveTrials > 0 ? effectiveWins / effectiveTrials : null, effectiveWins, effectiveTrials };
}

/** `rateWithTies` plus the counts, the Wilson interval on the effective counts, and the small-sample flag. */
export function ratedRecord(record: WinLossTie, convention: TieConvention = DEFAULT_TIE_CONVENTION): RatedRecord {
  const adjusted = rateWithTies(record, convention);
  return {
    wins: count(record.wins),
    losses: count(record.losses),
    ties: count(record.ties),
    ...adjusted,
    interval: wilsonInterval(adjusted.effectiveWins, adjusted.effectiveTrials),
    small: isSmallSample(adjusted.effectiveTrials),
  };
}
