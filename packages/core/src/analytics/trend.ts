/**
 * Trend, recent form and matchups (spec part 1 §2 "Active Deck Performance", §4 "Trend", §9 "Trend window",
 * "Recent-form window").
 *
 * Decisions:
 * - Input is newest first (the order the lists use); each match counts by the list reading (won when game wins exceed
 *   losses).
 * - `trend` compares the win rate of the latest 10 matches with that of the 10 before. It is 'stable' when the two
 *   differ by less than 5 percentage points (exact fractions; a difference of exactly 5 is a trend), 'up' or 'down'
 *   otherwise. With two full windows of 10, win rates move in steps of 10, so 'stable' means the same number of wins.
 * - Too little history is 'stable' (the spec offers no "not enough data"): fewer than 10 matches in all (no full
 *   recent window), or fewer than 5 before the latest 10 (15 matches in all). Between 15 and 19 matches the earlier
 *   window is what there is (5 to 9 matches) — enough that a single match cannot decide the arrow, and a new player
 *   sees a trend before their twentieth match.
 * - `recentForm` is the record of the latest `window` matches (default 10), or of all when there are fewer.
 * - Matchups group by opponent deck name trimmed, ignoring letter case; the name shown is the spelling of the first
 *   match in the input (the newest, for newest-first input). A blank name groups under 'Unknown'. Matchups are listed
 *   by more matches, then name A-Z. The grouping and the name order are the analytics matchup table's
 *   (`opponentDeckKey`, `compareDeckNames` in `matchupTable.ts`), so both lists group and order decks alike.
 * - Best and worst matchup: only matchups with at least `MATCHUP_MIN_MATCHES` (3) matches are eligible, the minimum
 *   the deck analytics use (issue 28: the dashboard named a best and worst matchup from one match while analytics
 *   waited for 3). Best = highest win rate, worst = lowest; ties go to more matches, then name A-Z. The worst is never
 *   the best: with one eligible matchup it is the best and there is no worst; with none, both are null.
 */
import { listResult } from '../rules/matchResult.ts';
import type { MatchLike } from '../rules/matchResult.ts';
import { compareDeckNames, MATCHUP_MIN_MATCHES, opponentDeckKey } from './matchupTable.ts';
import { compareWinRates, record, winRate } from './winRate.ts';
import type { MatchRecord } from './winRate.ts';

export type Trend = 'up' | 'down' | 'stable';

export const TREND_WINDOW = 10;
export const TREND_MIN_PREVIOUS = 5;
export const TREND_STABLE_POINTS = 5;
export const RECENT_FORM_WINDOW = 10;

function winsOf(matches: readonly MatchLike[]): number {
  return matches.reduce((n, m) => n + (listResult(m) === 'win' ? 1 : 0), 0);
}

/** Latest 10 against the 10 before (see header for 'stable' and short histories). */
export function trend(matchesNewestFirst: readonly MatchLike[]): Trend {
  const recent = matchesNewestFirst.slice(0, TREND_WINDOW);
  const previous = matchesNewestFirst.slice(TREND_WINDOW, TREND_WINDOW * 2);
  if (recent.length < TREND_WINDOW || previous.length < TREND_MIN_PREVIOUS) return 'stable';
  // Δ (percentage points) = 100 · (rw/rn − pw/pn); compared with the threshold in integers.
  const difference = 100 * (winsOf(recent) * previous.length - winsOf(previous) * recent.length);
  const threshold = TREND_STABLE_POINTS * recent.length * previous.length;
  if (Math.abs(difference) < threshold) return 'stable';
  return difference > 0 ? 'up' : 'down';
}

/** The record of these newest-first matches with their trend, as the dashboards' all-time and season cards show. */
export function recordWithTrend(matchesNewestFirst: readonly MatchLike[]): MatchRecord & { trend: Trend } {
  return { ...record(matchesNewestFirst), trend: trend(matchesNewestFirst) };
}

/** Record of the latest `window` matches. */
export function recentForm(matchesNewestFirst: readonly MatchLike[], window = RECENT_FORM_WINDOW): MatchRecord {
  return record(matchesNewestFirst.slice(0, Math.max(0, window)));
}

export interface MatchupStat extends MatchRecord {
  opponentDeck: string;
}

const byName = (a: MatchupStat, b: MatchupStat) => compareDeckNames(a.opponentDeck, b.opponentDeck);

/** One entry per opponent deck, most played first. */
export function matchupStats<M extends MatchLike>(
  matches: readonly M[],
  opponentDeckOf: (match: M) => string | null | undefined = (m) => (m as { opponentDeck?: string }).opponentDeck,
): MatchupStat[] {
  const groups = new Map<string, { name: string; wins: number; matches: number }>();
  for (const match of matches) {
    const { name, key } = opponentDeckKey(opponentDeckOf(match));
    const group = groups.get(key) ?? { name, wins: 0, matches: 0 };
    group.matches++;
    if (listResult(match) === 'win') group.wins++;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => ({
      opponentDeck: g.name,
      wins: g.wins,
      losses: g.matches - g.wins,
      matches: g.matches,
      winRate: winRate(g.wins, g.matches),
    }))
    .sort((a, b) => b.matches - a.matches || byName(a, b));
}

/** The best and worst matchups by win rate (see header for eligibility and ties). */
export function bestAndWorstMatchup<M extends MatchLike>(
  matches: readonly M[],
  opponentDeckOf?: (match: M) => string | null | undefined,
): { best: MatchupStat | null; worst: MatchupStat | null } {
  return bestAndWorstOf(matchupStats(matches, opponentDeckOf));
}

/**
 * The same pick from matchups already grouped (one entry per opponent deck, any order), e.g. grouped by the database.
 */
export function bestAndWorstOf(all: readonly MatchupStat[]): { best: MatchupStat | null; worst: MatchupStat | null } {
  const eligible = all.filter((m) => m.matches >= MATCHUP_MIN_MATCHES);
  const tieBreak = (a: MatchupStat, b: MatchupStat) => b.matches - a.matches || byName(a, b);
  const best = [...eligible].sort((a, b) => compareWinRates(b, a) || tieBreak(a, b))[0] ?? null;
  const worst = eligible.filter((m) => m !== best).sort((a, b) => compareWinRates(a, b) || tieBreak(a, b))[0] ?? null;
  return { best, worst };
}
