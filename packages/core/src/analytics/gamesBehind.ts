/**
 * The list of games behind one number (issue 30: every rate "links to the games behind it"), shared by the TCG Cards
 * view (tcgCardImpact.ts) and the VGC Bring & lead view (vgcBringLeadGames.ts): newest first — the match's date, then
 * its id, then game 1, 2, 3 — and at most `GAMES_BEHIND_LISTED` listed, `total` counting them all.
 */

/** How many games a list shows; `total` counts the rest. */
export const GAMES_BEHIND_LISTED = 100;

/** A game as a list names it: its match and its 0-based place there. */
export interface GameInMatch {
  matchId: string;
  game: number;
}

/** Sorts `games` newest first (see header), in place; `dateOf` the match's date as stored (ISO, sorts as text). */
export function newestGamesFirst<G extends GameInMatch>(games: G[], dateOf: (game: G) => string): G[] {
  return games.sort(
    (a, b) => dateOf(b).localeCompare(dateOf(a)) || a.matchId.localeCompare(b.matchId) || a.game - b.game,
  );
}

/** The answer of a list: its total and the first `GAMES_BEHIND_LISTED` games (newest first), each as `view` shows it. */
export function listedGamesBehind<G, R>(
  newestFirst: readonly G[],
  view: (game: G) => R,
): { total: number; games: R[] } {
  return { total: newestFirst.length, games: newestFirst.slice(0, GAMES_BEHIND_LISTED).map(view) };
}
