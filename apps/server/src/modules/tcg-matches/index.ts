/**
 * The tcg-matches module: TCG matches, their summary and personal analytics.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { deckAnalyticsRoutes } from './analytics.ts';
export { tcgMatchRoutes } from './routes.ts';
export { createTcgMatchService, type TcgMatchService, toTcgMatch } from './service.ts';
