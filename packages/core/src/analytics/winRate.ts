/**
 * The win rate, defined once: the dashboard's percentage and records, the analytics rate under a tie convention, its
 * 95% interval and the small-sample flag (spec part 1 §2 "Performance Analysis", §9 "Win rate display: one decimal";
 * issue 6: "a tie-convention control (ties as losses, as ⅓ win, or excluded) applied everywhere consistently",
 * "W-L-T, win rate, and a 95% Wilson interval; rates from fewer than 10 matches shown greyed with their count").
 *
 * Records and the dashboard's win rate (`winRate`, `record`, `compareWinRates`):
 * - A win rate is a percentage with one decimal, rounded half away from zero (6.25 → 6.3, 66.666… → 66.7), computed
 *   in integers so that halves are exact (no 0.1 + 0.2 surprises). With no matches it is 0.
 * - A record counts each match once by the list reading (`listResult`): won when game wins exceed losses (a
 *   result-only match by its recorded result: `matchTally`), a tie when they are equal and not both 0 (issue 29: a
 *   match ended at time level, an ID, a recorded tie — `groupResult`), otherwise lost: wins + losses + ties equals matches. The
 *   dashboard's win rate stays wins / matches (ties not won, the 'loss' convention below).
 * - Comparisons between win rates (trend, best and worst matchup) use the exact fractions, never the rounded figure.
 *
 * The analytics rate under a tie convention (`rateWithTies`, `ratedRecord`), for a record of W wins, L losses and
 * T ties:
 * - 'loss'    — ties count as losses: rate = W / (W + L + T).
 * - 'third'   — a tie is worth ⅓ of a win (the 3-1-0 points convention of Play! Pokémon standings):
 *               rate = (W + T/3) / (W + L + T).
 * - 'exclude' — ties are left out: rate = W / (W + L).
 * `effectiveWins` and `effectiveTrials` are the numerator and denominator above; every rate, interval and small-sample
 * flag in `analytics/` is computed from them, so one control changes all figures the same way.
 * - The default is 'loss', the reading the match lists and records already use (`listResult`: a 1-1 is not a win).
 * - The rate is a fraction 0..1 (not the one-decimal percentage above): analytics compare and chart it, and the UI
 *   rounds it for display. With no effective trials (nothing played, or only ties under 'exclude') the rate is
 *   null — "no rate", never 0 %.
 * - Small sample: fewer than `SMALL_SAMPLE` (10) effective trials, i.e. the matches (or games) the rate is actually
 *   made of; under 'exclude' the ties do not count towards the 10. A record with no trials is small too.
 * - Negative or non-finite counts are read as 0 (stored data is trusted to be counts; this keeps a bad row from
 *   producing NaN on screen).
 *
 * The interval (`wilsonInterval`): the Wilson score interval for `successes` out of `trials` at normal quantile `z`
 * (default 1.96, 95%):
 *   centre = (p + z²/2n) / (1 + z²/n),  half = z / (1 + z²/n) · √(p(1 − p)/n + z²/4n²),  p = successes / n,
 * returned as fractions `{ low, high }` in 0..1 (the UI turns them into percentages).
 * - Wilson rather than the textbook p ± z·√(p(1−p)/n): it never leaves 0..1 and is not a zero-width interval at
 *   0/n or n/n, which matters because most personal matchups have few matches.
 * - `successes` may be fractional (ties counted as ⅓ of a win under 'third'); the formula holds for any
 *   real 0 ≤ successes ≤ trials.
 * - No trials (n = 0), or input that is not a finite count (negative, NaN, successes > trials, z ≤ 0) → null: there
 *   is no interval to show, and the caller shows the empty state instead of a fake 0–100 %.
 * - At 0 successes the low end is exactly 0, at n successes the high end is exactly 1 (floating point would give
 *   ±1e-17), and both ends are clamped to 0..1.
 */
import { groupResult, listResult } from '../rules/matchResult.ts';
import type { MatchLike } from '../rules/matchResult.ts';

// Records and the dashboard's win rate.

export interface MatchRecord {
  wins: number;
  losses: number;
  /** Issue 29: matches that ended level (`groupResult` tie); present only when there are some (absent = 0). */
  ties?: number;
  matches: number;
  /** Percent, one decimal. */
  winRate: number;
}

/** `wins / matches` as a percentage with one decimal, half away from zero; 0 with no matches. */
export function winRate(wins: number, matches: number): number {
  if (!Number.isFinite(wins) || !Number.isFinite(matches) || matches <= 0) return 0;
  const tenths = (2000 * Math.abs(wins) + matches) / (2 * matches);
  return (Math.sign(wins) * Math.floor(tenths)) / 10;
}

/** Wins, losses, matches and win rate of these matches. */
export function record(matches: readonly MatchLike[]): MatchRecord {
  let wins = 0;
  let ties = 0;
  for (const match of matches) {
    if (listResult(match) === 'win') wins++;
    else if (groupResult(match) === 'tie') ties++;
  }
  const shown = { wins, losses: matches.length - wins - ties, matches: matches.length };
  return { ...shown, ...(ties > 0 ? { ties } : {}), winRate: winRate(wins, matches.length) };
}

/** Negative when `a` has the lower win rate, positive when the higher, 0 when equal (exact fractions). */
export function compareWinRates(a: { wins: number; matches: number }, b: { wins: number; matches: number }): number {
  const rateA = a.matches > 0 ? a.wins : 0;
  const rateB = b.matches > 0 ? b.wins : 0;
  return rateA * Math.max(b.matches, 1) - rateB * Math.max(a.matches, 1);
}

// The analytics rate under a tie convention.

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

// The 95% interval.

/** z for a two-sided 95% interval (the 97.5th percentile of the standard normal). */
export const Z_95 = 1.959963984540054;

export interface Interval {
  /** Lower bound, fraction 0..1. */
  low: number;
  /** Upper bound, fraction 0..1. */
  high: number;
}

/** 95% (by default) Wilson score interval of successes / trials, or null without trials (see header). */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): Interval | null {
  if (!Number.isFinite(successes) || !Number.isFinite(trials) || !Number.isFinite(z)) return null;
  if (trials <= 0 || successes < 0 || successes > trials || z <= 0) return null;
  const n = trials;
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const low = successes === 0 ? 0 : Math.min(1, Math.max(0, centre - half));
  const high = successes === trials ? 1 : Math.min(1, Math.max(0, centre + half));
  return { low, high };
}

// The analytics record: counts, rate, interval and small flag together.

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
