/**
 * The result of a TCG match from its games (spec part 1 §4 "Match result", part 2 §4 "Match result").
 *
 * Three readings, each where the spec uses it:
 * - `listResult` — match lists, cards, records and win rates: won when game wins exceed game losses, otherwise lost
 *   (so 1-1 and a match with no games read as lost, as the spec says).
 * - `groupResult` — group statistics: win, loss or tie (equal); null for a match with no games, which is not counted.
 * - `csvResult` — CSV export: 'Win' when wins reach ceil(bestOf / 2), 'Loss' when losses reach it, else 'In Progress'.
 *
 * Decisions:
 * - Only games whose result is exactly 'win' or 'loss' are counted; anything else in stored data is ignored.
 * - Best-of: a stored positive integer `bestOf` wins; otherwise the format ('Bo3' in any letter case → 3, anything
 *   else → 1, the default format being Bo1).
 * - `matchScore` is the stored `matchScore` when it is non-blank text, otherwise `wins-losses` from the games.
 * - `matchOutcome` (win/loss/tie, 0-0 being a tie) is the `result` the API derives for convenience.
 */

export type GameResult = 'win' | 'loss';
export type MatchOutcome = 'win' | 'loss' | 'tie';
export type CsvMatchResult = 'Win' | 'Loss' | 'In Progress';

export interface GameLike {
  result?: string | null;
}

export interface MatchLike {
  games?: readonly GameLike[] | null;
  format?: string | null;
  bestOf?: number | null;
  matchScore?: string | null;
}

export interface GameTally {
  wins: number;
  losses: number;
}

export function gameTally(games: readonly GameLike[] | null | undefined): GameTally {
  let wins = 0;
  let losses = 0;
  for (const game of games ?? []) {
    if (game?.result === 'win') wins++;
    else if (game?.result === 'loss') losses++;
  }
  return { wins, losses };
}

/** 1 for Bo1 (the default), 3 for Bo3. */
export function bestOfOf(format: string | null | undefined): 1 | 3 {
  return typeof format === 'string' && format.trim().toLowerCase() === 'bo3' ? 3 : 1;
}

/** The match's best-of: its stored `bestOf` when a positive integer, otherwise from its format. */
export function matchBestOf(match: MatchLike): number {
  const stored = match.bestOf;
  return typeof stored === 'number' && Number.isInteger(stored) && stored > 0 ? stored : bestOfOf(match.format);
}

/** Match lists: won when game wins exceed losses, otherwise lost. */
export function listResult(match: MatchLike): GameResult {
  const { wins, losses } = gameTally(match.games);
  return wins > losses ? 'win' : 'loss';
}

/** More wins: win; more losses: loss; equal (including no games): tie. */
export function matchOutcome(match: MatchLike): MatchOutcome {
  const { wins, losses } = gameTally(match.games);
  return wins > losses ? 'win' : losses > wins ? 'loss' : 'tie';
}

/** Group statistics: like `matchOutcome`, but null (not counted) for a match with no counted games. */
export function groupResult(match: MatchLike): MatchOutcome | null {
  const { wins, losses } = gameTally(match.games);
  return wins + losses === 0 ? null : matchOutcome(match);
}

/** CSV export: decided once one side has ceil(bestOf / 2) game wins. */
export function csvResult(match: MatchLike): CsvMatchResult {
  const needed = Math.ceil(matchBestOf(match) / 2);
  const { wins, losses } = gameTally(match.games);
  if (wins >= needed) return 'Win';
  if (losses >= needed) return 'Loss';
  return 'In Progress';
}

/** The score shown on cards: the stored matchScore, or `wins-losses` from the games. */
export function matchScore(match: MatchLike): string {
  if (typeof match.matchScore === 'string' && match.matchScore.trim() !== '') return match.matchScore.trim();
  const { wins, losses } = gameTally(match.games);
  return `${wins}-${losses}`;
}
