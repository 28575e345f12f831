/**
 * The showdown-import module: importing VGC matches from Showdown replays.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { createShowdownReplayClient } from './client.ts';
export { showdownImportRoutes } from './routes.ts';
export { createShowdownImportService } from './service.ts';
export { createRecentReplaysService } from './recent.ts';
