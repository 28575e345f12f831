/**
 * A read replay in words for its preview card (issue 13): how the battle ended, the first knock-out and the Tera of
 * each side, always from your side ("you" for the player taken as you, "the opponent" for the other).
 *
 * Decisions:
 * - The figures the saved match keeps (result, first knock-out, Tera species) come from the game's fields, so the card
 *   shows exactly what will be stored; the rest (how it ended, the Tera type) from the reading.
 * - What the replay does not tell is said ("Not in the replay"), never guessed.
 */
import type { ShowdownGamePreview } from '@trainerlog/core';

export const NOT_IN_REPLAY = 'Not in the replay';

type Game = Pick<ShowdownGamePreview, 'me' | 'reading' | 'fields'>;

const isMe = (game: Game, name: string | null) =>
  name !== null && game.me !== null && name.trim().toLowerCase() === game.reading.players[game.me].trim().toLowerCase();

/** "Opponent forfeited", "Won by knock-outs", "You lost on time"… */
export function endingWords(game: Game): string {
  const { endReason, forfeitedBy, winner, turns } = game.reading;
  const onTurn = turns > 0 ? ` on turn ${turns}` : '';
  switch (endReason) {
    case 'knockout':
      return isMe(game, winner) ? 'You won by knock-outs' : 'You lost by knock-outs';
    case 'forfeit':
      return isMe(game, forfeitedBy) ? `You forfeited${onTurn}` : `Opponent forfeited${onTurn}`;
    case 'inactivity':
      return isMe(game, winner) ? 'Opponent ran out of time' : 'You ran out of time';
    case 'tie':
      return 'Tie';
    case 'other':
      return winner ? `${isMe(game, winner) ? 'You' : winner} won` : 'Ended without a winner';
    default:
      return 'The replay ends before the battle does';
  }
}

/** "You knocked out Calyrex-Shadow first", from the stored side and the reading's species. */
export function firstKnockoutWords(game: Game): string {
  const faint = game.reading.firstFaint;
  if (game.fields.firstKnockout === null || faint === null) return NOT_IN_REPLAY;
  return game.fields.firstKnockout === 'player'
    ? `You knocked out ${faint.species}`
    : `Opponent knocked out ${faint.species}`;
}

/** The Mega forme a side's Pokémon became, from the reading ('' when it did not Mega Evolve or the log did not say). */
export function megaForme(game: Game, whose: 'player' | 'opponent'): string {
  if (game.me === null) return '';
  const side = whose === 'player' ? game.me : game.me === 'p1' ? 'p2' : 'p1';
  return game.reading.mega?.[side]?.forme ?? '';
}

/** The Tera type of a side, from the reading ('' when it did not terastallize). */
export function teraType(game: Game, whose: 'player' | 'opponent'): string {
  if (game.me === null) return '';
  const side = whose === 'player' ? game.me : game.me === 'p1' ? 'p2' : 'p1';
  return game.reading.tera[side]?.type ?? '';
}
