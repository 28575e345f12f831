/**
 * The data-transfer module: the account export and import.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { dataTransferRoutes } from './routes.ts';
export { createDataTransferService } from './service.ts';
