/**
 * The limitless-import module: importing tournament records from Limitless.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { createLimitlessClient } from './client.ts';
export { limitlessImportRoutes } from './routes.ts';
export { createLimitlessImportService } from './service.ts';
