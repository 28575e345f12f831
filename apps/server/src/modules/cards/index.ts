/**
 * The cards module: the TCG card catalogue (search, the remote source, the background import).
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { type PokemonTcgCard, upsertCards, upsertSets } from './catalogue.ts';
export { CatalogueImportError, importCatalogue } from './import.ts';
export { createCatalogueRefresher } from './refresher.ts';
export { createRemoteCards } from './remote.ts';
export { cardRoutes } from './routes.ts';
export { createCardService } from './service.ts';
