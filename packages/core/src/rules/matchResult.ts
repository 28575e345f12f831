/**
 * The result of a TCG or VGC match from its games (spec part 1 §4 "Match result", part 2 §4 "Match result"), or from
 * its recorded result when its games are not known (issue 15: `recordedResult`).
 *
 * Every reading starts from `matchTally`: the games' tally (`gameTally`), or — for a result-only match — the tally of
 * its recorded result: win 1-0, loss 0-1, tie 1-1. The server stores that tally in its `wins`/`losses` columns, so
 * every SQL aggregate reads a recorded result exactly as these functions do.
 * - `listResult` — match lists, cards, records and win rates: won when wins exceed losses, otherwise lost (so 1-1, a
 *   recorded tie and a match with no games read as lost, as the spec says).
 * - `matchOutcome` — win, loss or tie (0-0 being a tie); the `result` the API derives for convenience.
 * - `groupResult` — group statistics and analytics records: win, loss or tie; null for a match with nothing counted
 *   (no games and no recorded result), which is not counted.
 * - `csvResult` — CSV export: 'Win' when wins reach ceil(bestOf / 2), 'Loss' when losses reach it, else 'In
 *   Progress'. A recorded win is 'Win' and a recorded loss 'Loss' whatever the best-of (a Bo3 round won is won,
 *   though its tally is 1-0); a recorded tie is 'In Progress', as a 1-1 Bo3 is.
 * - `matchScore` — the score shown on cards: the stored `matchScore` when it is non-blank text, otherwise
 *   `wins-losses` from the games; a result-only match shows `RESULT_ONLY_SCORE` ('Result only'), never its tally —
 *   its game scores are unknown, and '1-0' for a Bo3 round won 2-1 would be a made-up score.
 *
 * Issue 29 (results as tournaments record them): a game may be a 'tie' (time called), counted for neither side; a
 * match whose games are only ties has the tie tally 1-1. `specialResult` 'id' reads as a recorded tie and 'bye' as a
 * recorded win; 'no-show' reads its recorded win or loss. `analyticsResult` leaves IDs and byes out of personal
 * analytics; `matchScore` shows 'ID', 'Bye' or 'No-show'; `csvResult` writes 'Tie' and the special results.
 * Equal game wins now read as a tie in records too (`analytics/winRate.ts` `record`): the input rules no longer let
 * a 1-1 Bo3 be saved without time called, so a level tally is a tie the player recorded.
 *
 * Decisions:
 * - Only games whose result is exactly 'win' or 'loss' are counted; anything else in stored data is ignored.
 * - A recorded result counts only when it is exactly 'win', 'loss' or 'tie'; anything else reads as none, and the
 *   games decide. A valid recorded result wins over games (input never has both: RECORDED_RESULT_NO_GAMES).
 * - Best-of: a stored positive integer `bestOf` wins; otherwise the format ('Bo3' in any letter case → 3, anything
 *   else → 1, the default format being Bo1).
 * - Game-level statistics (turn order, mulligans, leads, brought, Tera, prize race) read `games` only, so a
 *   result-only match — which has none — adds nothing to them; it counts in match-level records only.
 */

export type GameResult = 'win' | 'loss' | 'tie';
export type MatchOutcome = 'win' | 'loss' | 'tie';
export type CsvMatchResult = 'Win' | 'Loss' | 'Tie' | 'ID' | 'Bye' | 'No-show (Win)' | 'No-show (Loss)' | 'In Progress';

/** What `matchScore` shows for a match that records its result only (see header). */
export const RESULT_ONLY_SCORE = 'Result only';
/** How cards, details and scores name a special result (issue 29). */
export const SPECIAL_RESULT_LABELS = { id: 'ID', bye: 'Bye', 'no-show': 'No-show' } as const;

export interface GameLike {
  result?: string | null;
}

export interface MatchLike {
  games?: readonly GameLike[] | null;
  format?: string | null;
  bestOf?: number | null;
  matchScore?: string | null;
  /** The match's result when its games are not known ('win' | 'loss' | 'tie'), else null or absent. */
  recordedResult?: string | null;
  /** Issue 29: 'id' (a tie), 'bye' (a win) or 'no-show' (its recordedResult), recorded without games. */
  specialResult?: string | null;
  /** Issue 29: time was called; the match is decided by games won (tie games count for neither side). */
  timeCalled?: boolean | null;
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

/**
 * The match's valid recorded result, or null when it has none (a match with games). A special result stands for
 * its own: an ID is a tie, a bye a win (whatever was recorded), a no-show its recorded win or loss.
 */
export function recordedResultOf(match: Pick<MatchLike, 'recordedResult' | 'specialResult'>): MatchOutcome | null {
  if (match.specialResult === 'id') return 'tie';
  if (match.specialResult === 'bye') return 'win';
  const recorded = match.recordedResult;
  return recorded === 'win' || recorded === 'loss' || recorded === 'tie' ? recorded : null;
}

/** The special result of a match ('id' | 'bye' | 'no-show'), or null. */
export function specialResultOf(match: Pick<MatchLike, 'specialResult'>): 'id' | 'bye' | 'no-show' | null {
  const special = match.specialResult;
  return special === 'id' || special === 'bye' || special === 'no-show' ? special : null;
}

/** True for a match that records its result only (its games are not known). */
export function isResultOnly(match: Pick<MatchLike, 'recordedResult' | 'specialResult'>): boolean {
  return recordedResultOf(match) !== null;
}

const RECORDED_TALLY: Record<MatchOutcome, GameTally> = {
  win: { wins: 1, losses: 0 },
  loss: { wins: 0, losses: 1 },
  tie: { wins: 1, losses: 1 },
};

/** The games' tally, or the recorded result's (win 1-0, loss 0-1, tie 1-1); every reading below starts here. */
export function matchTally(match: MatchLike): GameTally {
  const recorded = recordedResultOf(match);
  if (recorded) return { ...RECORDED_TALLY[recorded] };
  const tally = gameTally(match.games);
  // Only tied games (a Bo1 or a first game level at time): a tie, counted as a recorded tie is (1-1), never as nothing.
  const tiedOnly = tally.wins + tally.losses === 0 && (match.games ?? []).some((game) => game?.result === 'tie');
  return tiedOnly ? { ...RECORDED_TALLY.tie } : tally;
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

/** Match lists: won when wins exceed losses, otherwise lost. */
export function listResult(match: MatchLike): 'win' | 'loss' {
  const { wins, losses } = matchTally(match);
  return wins > losses ? 'win' : 'loss';
}

/** More wins: win; more losses: loss; equal (including nothing counted): tie. */
export function matchOutcome(match: MatchLike): MatchOutcome {
  const { wins, losses } = matchTally(match);
  return wins > losses ? 'win' : losses > wins ? 'loss' : 'tie';
}

/** Group statistics: like `matchOutcome`, but null (not counted) for a match with nothing counted. */
export function groupResult(match: MatchLike): MatchOutcome | null {
  const { wins, losses } = matchTally(match);
  return wins + losses === 0 ? null : matchOutcome(match);
}

/**
 * Personal analytics (issue 29): `groupResult`, but an ID or a bye is not counted (null) — players leave rounds they
 * did not play out of their win rates, while their tournament record (groups, dashboards) counts them.
 */
export function analyticsResult(match: MatchLike): MatchOutcome | null {
  const special = specialResultOf(match);
  return special === 'id' || special === 'bye' ? null : groupResult(match);
}

/**
 * CSV export: decided once one side has ceil(bestOf / 2) game wins; a recorded win or loss is decided. Issue 29: a
 * match ended at time reads by games won ('Tie' when equal), a recorded tie is 'Tie', and a special result writes
 * its name: 'ID', 'Bye', 'No-show (Win)' / 'No-show (Loss)'.
 */
export function csvResult(match: MatchLike): CsvMatchResult {
  const special = specialResultOf(match);
  if (special === 'id') return 'ID';
  if (special === 'bye') return 'Bye';
  const recorded = recordedResultOf(match);
  if (special === 'no-show') return recorded === 'loss' ? 'No-show (Loss)' : 'No-show (Win)';
  if (recorded) return recorded === 'win' ? 'Win' : recorded === 'loss' ? 'Loss' : 'Tie';
  if (match.timeCalled === true) {
    const outcome = matchOutcome(match);
    return outcome === 'win' ? 'Win' : outcome === 'loss' ? 'Loss' : 'Tie';
  }
  const needed = Math.ceil(matchBestOf(match) / 2);
  const { wins, losses } = gameTally(match.games);
  if (wins >= needed) return 'Win';
  if (losses >= needed) return 'Loss';
  return 'In Progress';
}

/** The score shown on cards: 'Result only' for a result-only match, the stored matchScore, or `wins-losses`. */
export function matchScore(match: MatchLike): string {
  const special = specialResultOf(match);
  if (special) return SPECIAL_RESULT_LABELS[special];
  if (isResultOnly(match)) return RESULT_ONLY_SCORE;
  if (typeof match.matchScore === 'string' && match.matchScore.trim() !== '') return match.matchScore.trim();
  const { wins, losses } = gameTally(match.games);
  return `${wins}-${losses}`;
}
