/**
 * The players module: what one player may know of another: the player card and whether two are friends (shared by friends, match groups and notifications).
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { areFriends } from './friendship.ts';
export { playerCardColumns, toPlayerCard } from './playerCard.ts';
