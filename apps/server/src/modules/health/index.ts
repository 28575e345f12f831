/**
 * The health module: the health check.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { healthRoutes } from './routes.ts';
export { createHealthService } from './service.ts';
