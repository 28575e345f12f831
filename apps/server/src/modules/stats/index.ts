/**
 * The stats module: match counts (all members' and the caller's) and the caller's records, overall and by week or month.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { statsRoutes } from './routes.ts';
export { createStatsService } from './service.ts';
