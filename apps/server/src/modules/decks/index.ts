/**
 * The decks module: TCG decks.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { deckRoutes } from './routes.ts';
export { createDeckService, DECK_NOT_FOUND, type DeckService, toDeck } from './service.ts';
