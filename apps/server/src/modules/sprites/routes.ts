import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import { notFound } from '../../http/errors.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import type { SpriteService } from './service.ts';

const tags = ['sprites'];
export const SPRITE_NOT_FOUND = 'Sprite not found';
/** A sprite changes only with a pokesprite-images upgrade (or never, once fetched from the repository). */
export const SPRITE_CACHE = 'public, max-age=604800';
/** A placeholder stands in for a sprite we may have in a minute (the repository was unreachable): kept briefly. */
export const PLACEHOLDER_CACHE = 'public, max-age=300';
/** `x-sprite: found` or `placeholder`; the service worker keeps only found ones (apps/web/vite.config.ts). */
export const SPRITE_KIND_HEADER = 'x-sprite';
const LIST_CACHE = 'public, max-age=86400';

/**
 * Public: guests' decks show sprites too. Every species and forme is served from here (pokesprite's, else kept
 * from the public repository); when no image can be had the answer is still an image — the side's placeholder,
 * briefly cached — so a page full of sprites never fills the console with 404s.
 */
export const spriteRoutes: FastifyPluginAsyncZod<{ sprites: SpriteService }> = async (app, { sprites }) => {
  const lists = [
    ['/', apiEndpoints.sprites.slugs],
    ['/index.json', apiEndpoints.sprites.slugIndex],
  ] as const;
  for (const [url, entry] of lists) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Every sprite slug the server can draw, sorted (for the deck sprite picker)',
        security: [],
        ...endpointSchema(entry),
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', LIST_CACHE);
        return sprites.slugs();
      },
    });
  }

  app.get('/by-name/:name', {
    schema: {
      tags,
      summary: 'The box sprite (PNG) for a TCG card name, e.g. "Hisuian Zoroark VSTAR"',
      security: [],
      ...endpointSchema(apiEndpoints.sprites.byName),
    },
    handler: async (request, reply) => {
      const found = await sprites.byCardName(request.params.name);
      if (!found) throw notFound(SPRITE_NOT_FOUND);
      return reply
        .type('image/png')
        .header('cache-control', SPRITE_CACHE)
        .header(SPRITE_KIND_HEADER, 'found')
        .send(found.png);
    },
  });

  app.get('/:slug', {
    schema: {
      tags,
      summary: 'A box sprite (PNG) by slug, e.g. charizard, zoroark-hisui or iron-hands',
      description:
        'Any species or forme: pokesprite-images, else the species, else the public sprite repository ' +
        '(SPRITE_SOURCE_URL, fetched once and kept). When none can be had, the placeholder of `side` ' +
        '(Pikachu for the player, Mewtwo for the opponent) with `x-sprite: placeholder` and a short cache.',
      security: [],
      ...endpointSchema(apiEndpoints.sprites.bySlug),
    },
    handler: async (request, reply) => {
      const image = await sprites.bySlug(request.params.slug, request.query.side);
      if (!image) throw notFound(SPRITE_NOT_FOUND);
      return reply
        .type('image/png')
        .header('cache-control', image.found ? SPRITE_CACHE : PLACEHOLDER_CACHE)
        .header(SPRITE_KIND_HEADER, image.found ? 'found' : 'placeholder')
        .send(image.png);
    },
  });
};
