/**
 * The admin module: the admin area (hub counts, user search, roles, audit log, admin matches).
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { excerpt, writeAudit } from './audit.ts';
export { adminRoutes } from './routes.ts';
export { createAdminService } from './service.ts';
export { createOperationsReport, type OperationsReport } from './operations.ts';
