/**
 * The auth module: accounts and sessions (register, login, profile, password reset, ownership checks).
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { createOwnershipChecks } from './ownership.ts';
export { authRoutes } from './routes.ts';
export { createAuthService } from './service.ts';
export { createSessionStore } from './sessions.ts';
export { toPublicUser } from './user-view.ts';
