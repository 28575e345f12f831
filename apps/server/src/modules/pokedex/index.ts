/**
 * The pokedex module: the Pokédex (species, formes, learnsets).
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { pokedexRoutes } from './routes.ts';
export { createPokedexService, type PokedexService } from './service.ts';
