/**
 * The community module: the community (global) analytics.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { communityRoutes } from './routes.ts';
export { createCommunityService } from './service.ts';
