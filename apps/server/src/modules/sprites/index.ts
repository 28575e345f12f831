/**
 * The sprites module: Pokémon sprites, served from the package or a remote source.
 * What app.ts, other modules, the CLI and bench may use; every other file of this folder is internal to it.
 */
export { createRemoteSprites, SPRITE_BREAKER_SETTINGS } from './remote.ts';
export { spriteRoutes } from './routes.ts';
export { createSpriteService } from './service.ts';
