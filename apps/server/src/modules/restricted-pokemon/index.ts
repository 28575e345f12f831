/**
 * The restricted-pokemon module: the restricted Pokémon list of VGC formats.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { restrictedPokemonRoutes } from './routes.ts';
export { createRestrictedPokemonService } from './service.ts';
