/**
 * The vgc-matches module: VGC matches, their summary and personal analytics.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { vgcMatchRoutes } from './routes.ts';
export { createVgcMatchService, toVgcMatch, type VgcMatchService } from './service.ts';
