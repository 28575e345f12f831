/**
 * Confidence intervals for win rates (issue 6: "matchup table … with W-L-T, win rate, and a 95% Wilson interval").
 *
 * Definition: the Wilson score interval for `successes` out of `trials` at normal quantile `z` (default 1.96, 95%):
 *   centre = (p + z²/2n) / (1 + z²/n),  half = z / (1 + z²/n) · √(p(1 − p)/n + z²/4n²),  p = successes / n,
 * returned as fractions `{ low, high }` in 0..1 (the UI turns them into percentages).
 *
 * Decisions:
 * - Wilson rather than the textbook p ± z·√(p(1−p)/n): it never leaves 0..1 and is not a zero-width interval at
 *   0/n or n/n, which matters because most personal matchups have few matches.
 * - `successes` may be fractional (ties counted as ⅓ of a win, see `tieConvention.ts`); the formula holds for any
 *   real 0 ≤ successes ≤ trials.
 * - No trials (n = 0), or input that is not a finite count (negative, NaN, successes > trials, z ≤ 0) → null: there
 *   is no interval to show, and the caller shows the empty state instead of a fake 0–100 %.
 * - At 0 successes the low end is exactly 0, at n successes the high end is exactly 1 (floating point would give
 *   ±1e-17), and both ends are clamped to 0..1.
 */

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
