/**
 * How a round ended, as both match forms (TCG and VGC) hold it and send it (issue 29): played games, a result-only
 * match's recorded result (issue 15), time called, or a special result (ID, bye, no-show) without games.
 *
 * Definitions:
 * - A Bo3 shows its third game once the first two are decided and not a 2-0: after 1-1, and after a tied game (only
 *   possible with time called), since the match is still open.
 * - With time called, a Bo3's trailing games without a result were not played and are not sent, keeping at least
 *   the first: the match ends at time with the games played (core `matchOutcome` then decides it by games won).
 * - A special result sends no games and no time called; a no-show sends who did not show as its recorded result
 *   (win: the opponent did not show), an ID and a bye none (the server records them as a tie and a win).
 *
 * Decisions:
 * - Choosing Tie for a game turns "Time called" on: a game is a tie only when time ran out (`withTieTimeCalled`).
 * - A draft keeps the games only; time called and a special result are chosen again on resuming.
 */
import type { RecordedResult, SpecialResult } from '@trainerlog/core';

export type GameResultValue = 'win' | 'loss' | 'tie' | null;

export interface RoundResultForm {
  /** A result-only match's recorded result; null for a match logged with its games or with a special result. */
  recordedResult: RecordedResult | null;
  timeCalled: boolean;
  specialResult: SpecialResult | null;
  /** A no-show's result: 'win' when the opponent did not show. */
  noShowResult: 'win' | 'loss';
}

export const PLAYED_ROUND = {
  recordedResult: null,
  timeCalled: false,
  specialResult: null,
  noShowResult: 'win',
} as const satisfies RoundResultForm;

/** Games shown: one for a Bo1; for a Bo3 two, and the third once it can be played (see header). */
export function shownGameCount(bestOfThree: boolean, games: readonly { result: GameResultValue }[]): number {
  if (!bestOfThree) return 1;
  const [first, second] = games;
  return first?.result && second?.result && (first.result !== second.result || first.result === 'tie') ? 3 : 2;
}

/** The shown games that were played: with time called, a Bo3 without its trailing unplayed games (see header). */
export function playedGameList<G extends { result: GameResultValue }>(
  bestOfThree: boolean,
  games: readonly G[],
  timeCalled: boolean,
): G[] {
  const shown = games.slice(0, shownGameCount(bestOfThree, games));
  if (!timeCalled || !bestOfThree) return shown;
  let count = shown.length;
  while (count > 1 && shown[count - 1]!.result === null) count--;
  return shown.slice(0, count);
}

/** Whether the form sends games: not for a result-only match nor for a special result. */
export function sendsGames(form: RoundResultForm): boolean {
  return !form.recordedResult && !form.specialResult;
}

/** The request body's round fields (see header). */
export function roundResultBody(form: RoundResultForm) {
  return {
    recordedResult: form.specialResult
      ? form.specialResult === 'no-show'
        ? form.noShowResult
        : null
      : form.recordedResult,
    timeCalled: form.specialResult ? false : form.timeCalled,
    specialResult: form.specialResult,
  };
}

/** A stored match's round fields in the form: a special result shows by its own control, with a no-show's result. */
export function roundResultForm(stored: {
  recordedResult?: RecordedResult | null;
  timeCalled?: boolean;
  specialResult?: SpecialResult | null;
}): RoundResultForm {
  const specialResult = stored.specialResult ?? null;
  return {
    recordedResult: specialResult ? null : (stored.recordedResult ?? null),
    timeCalled: stored.timeCalled ?? false,
    specialResult,
    noShowResult: specialResult === 'no-show' && stored.recordedResult === 'loss' ? 'loss' : 'win',
  };
}

/** A game's result change, with time called turned on when the game is a tie (see header). */
export function withTieTimeCalled(timeCalled: boolean, result: GameResultValue | undefined): boolean {
  return timeCalled || result === 'tie';
}
