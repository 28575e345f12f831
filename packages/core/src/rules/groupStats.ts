import type { MatchGroupStats } from '../schemas/matchGroups.ts';
import { groupResult, type MatchLike, type MatchOutcome } from './matchResult.ts';

/**
 * Group statistics (spec part 2 §4 "Match result"): a TCG match counts by its games (more wins: win, more losses:
 * loss, equal: tie; no games: not counted), or by its recorded result when it records its result only (`groupResult`);
 * a VGC match by its result (which the server derives the same way). The win rate is wins over every counted match
 * of both games, a whole percent, 0 with none. The server computes the same in SQL from stored tallies.
 */
export function groupWinRate(wins: number, matches: number): number {
  return matches > 0 ? Math.round((wins / matches) * 100) : 0;
}

export function statsOfOutcomes(outcomes: Iterable<MatchOutcome | null | undefined>): MatchGroupStats {
  let wins = 0;
  let losses = 0;
  let ties = 0;
  for (const outcome of outcomes) {
    if (outcome === 'win') wins++;
    else if (outcome === 'loss') losses++;
    else if (outcome === 'tie') ties++;
  }
  const matches = wins + losses + ties;
  return { matches, wins, losses, ties, winRate: groupWinRate(wins, matches) };
}

export function groupStats(
  tcgMatches: readonly MatchLike[],
  vgcMatches: readonly { result?: string | null }[],
): MatchGroupStats {
  const vgc = vgcMatches.map(({ result }) =>
    result === 'win' || result === 'loss' || result === 'tie' ? result : null,
  );
  return statsOfOutcomes([...tcgMatches.map(groupResult), ...vgc]);
}
