/**
 * The ptcgl-import module: importing TCG matches from Pokémon TCG Live logs.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { ptcglImportRoutes } from './routes.ts';
export { createPtcglImportService } from './service.ts';
