/**
 * The friends module: friends and friend requests.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { friendRoutes } from './routes.ts';
export { createFriendService } from './service.ts';
