/**
 * The match-groups module: match groups (collections of matches, shared with friends).
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { matchGroupRoutes } from './routes.ts';
export { createMatchGroupService, type MatchGroupService } from './service.ts';
export { groupsSharedWithViewer } from './summaries.ts';
