/**
 * The seasons module: seasons (date ranges matches are filed under).
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { seasonRoutes } from './routes.ts';
export {
  createSeasonService,
  datedWithin,
  findCurrentSeason,
  findSeason,
  SEASON_NOT_FOUND,
  toSeason,
} from './service.ts';
