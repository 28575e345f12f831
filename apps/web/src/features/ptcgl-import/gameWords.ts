/**
 * A read game log in words for its preview card (issue 12): the coin flip, turn order, mulligans, prize race and how
 * the game ended, always from your side ("you" for the player chosen as you, the screen name for the other).
 *
 * Decisions:
 * - Names come from the reading (what the log says); the figures that the saved match keeps (result, went first,
 *   mulligans) come from the game's fields, so the card shows exactly what will be stored.
 * - What the log does not tell is said ("Not in the log"), never guessed.
 */
import type { PtcglGamePreview } from '@trainerlog/core';

export { resultWords } from '../../ui/importReview/arrangement.ts';

export const NOT_IN_LOG = 'Not in the log';

type Game = Pick<PtcglGamePreview, 'me' | 'opponent' | 'reading' | 'fields'>;

/** "you" for you, else the screen name (or "the opponent" when the log never names them). */
export function who(game: Game, name: string | null, capital = false): string {
  if (name !== null && name === game.me) return capital ? 'You' : 'you';
  return name ?? (capital ? 'The opponent' : 'the opponent');
}

/** "Misty called heads — you won the flip". */
export function coinFlipWords(game: Game): string {
  const { caller, call, winner } = game.reading.coinFlip;
  const called = caller && call ? `${who(game, caller, true)} called ${call}` : null;
  const won = winner ? `${who(game, winner, !called)} won the flip` : null;
  if (called && won) return `${called} — ${won}`;
  return called ?? won ?? NOT_IN_LOG;
}

export function turnOrderWords(game: Game): string {
  if (game.fields.wentFirst === null) return NOT_IN_LOG;
  return game.fields.wentFirst ? 'You went first' : 'You went second';
}

export function mulliganWords(game: Game): string {
  const theirs = game.opponent ? `${game.opponent} ${game.fields.opponentMulligans}` : null;
  return [`You ${game.fields.playerMulligans}`, theirs].filter(Boolean).join(' · ');
}

/** "You 6 – 3 Misty". */
export function prizeRaceWords(game: Game): string {
  const { prizesTaken } = game.reading;
  const mine = game.me ? (prizesTaken[game.me] ?? 0) : 0;
  const theirs = game.opponent ? (prizesTaken[game.opponent] ?? 0) : 0;
  return `You ${mine} – ${theirs} ${game.opponent ?? 'Opponent'}`;
}

export function firstPrizeWords(game: Game): string | null {
  const first = game.reading.firstPrizeTakenBy;
  return first ? `First prize: ${who(game, first)}` : null;
}

/** How the game ended, in words: "won on prizes", "opponent conceded", "deck out"… */
export function endingWords(game: Game): string {
  const { endReason, concededBy, deckedOut, winner } = game.reading;
  const mine = (name: string | null) => name !== null && name === game.me;
  switch (endReason) {
    case 'prizes':
      return mine(winner) ? 'You won on prizes' : `${who(game, winner, true)} won on prizes`;
    case 'concede':
      return mine(concededBy) ? 'You conceded' : 'Opponent conceded';
    case 'deck_out':
      return deckedOut === null
        ? 'Deck out'
        : mine(deckedOut)
          ? 'Deck out: you could not draw'
          : 'Deck out: opponent could not draw';
    case 'no_pokemon':
      return mine(winner) ? 'No Pokémon left: opponent' : 'No Pokémon left: you';
    case 'timeout':
      return 'Timeout';
    default:
      return 'The log ends before the game does';
  }
}
