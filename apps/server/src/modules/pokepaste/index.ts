/**
 * The pokepaste module: reading teams from pokepast.es.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { createPokepasteClient } from './client.ts';
export { pokepasteRoutes } from './routes.ts';
