/**
 * Who went first in a TCG game, from its coin flip (issue 28: "the TCG form derives 'You went' from the coin flip and
 * choice, still editable").
 *
 * The game records `coinFlipChoice` as the choice of whoever won the flip (the PTCGL import reads it so, and the form
 * asks it so): won the flip and chose first → you went first; won and chose second → second; lost the flip → the
 * opponent chose, so their "first" means you went second and their "second" means you went first. With the flip or
 * the choice not recorded, nothing follows and the player says it.
 */

export interface CoinFlipFacts {
  coinFlipWin?: boolean | null;
  coinFlipChoice?: 'first' | 'second' | null;
}

/** `wentFirst` as the flip and the winner's choice decide it, or null when either is not recorded. */
export function wentFirstFromCoinFlip({ coinFlipWin, coinFlipChoice }: CoinFlipFacts): boolean | null {
  if (typeof coinFlipWin !== 'boolean' || (coinFlipChoice !== 'first' && coinFlipChoice !== 'second')) return null;
  const winnerGoesFirst = coinFlipChoice === 'first';
  return coinFlipWin ? winnerGoesFirst : !winnerGoesFirst;
}

/**
 * The game's turn order after its flip or choice changed. A turn order the player set themselves is kept; otherwise
 * (`setByPlayer` false) it follows the flip, and is cleared when the flip no longer decides it.
 */
export function turnOrderAfterCoinFlip(
  current: { wentFirst: boolean | null; setByPlayer: boolean },
  next: CoinFlipFacts,
): boolean | null {
  return current.setByPlayer ? current.wentFirst : wentFirstFromCoinFlip(next);
}

/**
 * Whether a stored game's turn order was the player's own word: recorded and not what its flip decides (a stored
 * game carries no other trace of who set it).
 */
export function turnOrderSetByPlayer(game: CoinFlipFacts & { wentFirst?: boolean | null }): boolean {
  return typeof game.wentFirst === 'boolean' && game.wentFirst !== wentFirstFromCoinFlip(game);
}
