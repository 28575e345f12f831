/**
 * Win rates and records (spec part 1 §2 "Performance Analysis", §9 "Win rate display: one decimal").
 *
 * Decisions:
 * - A win rate is a percentage with one decimal, rounded half away from zero (6.25 → 6.3, 66.666… → 66.7), computed
 *   in integers so that halves are exact (no 0.1 + 0.2 surprises). With no matches it is 0.
 * - A record counts each match once by the list reading (`listResult`): won when game wins exceed losses (a
 *   result-only match by its recorded result: `matchTally`), otherwise
 *   lost — so wins + losses always equals matches.
 * - Comparisons between win rates (trend, best and worst matchup) use the exact fractions, never the rounded figure.
 */
import { listResult } from '../rules/matchResult.ts';
import type { MatchLike } from '../rules/matchResult.ts';

export interface MatchRecord {
  wins: number;
  losses: number;
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
  for (const match of matches) if (listResult(match) === 'win') wins++;
  return { wins, losses: matches.length - wins, matches: matches.length, winRate: winRate(wins, matches.length) };
}

/** Negative when `a` has the lower win rate, positive when the higher, 0 when equal (exact fractions). */
export function compareWinRates(a: { wins: number; matches: number }, b: { wins: number; matches: number }): number {
  const rateA = a.matches > 0 ? a.wins : 0;
  const rateB = b.matches > 0 ? b.wins : 0;
  return rateA * Math.max(b.matches, 1) - rateB * Math.max(a.matches, 1);
}
