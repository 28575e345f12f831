/**
 * The sync module: the guest sync's batch upload (many creates in one request, each answered on its own).
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { syncRoutes } from './routes.ts';
export { createSyncService } from './service.ts';
