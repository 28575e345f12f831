import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spriteSlugListSchema } from '@trainerlog/core';
import { errorResponses, notFound } from '../../http/errors.ts';
import type { SpriteService } from './service.ts';

const tags = ['sprites'];
export const SPRITE_NOT_FOUND = 'Sprite not found';
/** Sprites change only with a pokesprite-images upgrade. */
const SPRITE_CACHE = 'public, max-age=604800';
const LIST_CACHE = 'public, max-age=86400';
const png = z.unknown().describe('A PNG image (image/png)');

/** Public: guests' decks show sprites too. Unknown species (Generation 9) get a 404; the web app falls back. */
export const spriteRoutes: FastifyPluginAsyncZod<{ sprites: SpriteService }> = async (app, { sprites }) => {
  for (const url of ['/', '/index.json']) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Every sprite slug the server has, sorted (for the deck sprite picker)',
        security: [],
        response: { 200: spriteSlugListSchema },
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
      params: z.object({ name: z.string().max(200) }),
      response: { 200: png, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const found = await sprites.byCardName(request.params.name);
      if (!found) throw notFound(SPRITE_NOT_FOUND);
      return reply.type('image/png').header('cache-control', SPRITE_CACHE).send(found.png);
    },
  });

  app.get('/:slug', {
    schema: {
      tags,
      summary: 'A box sprite (PNG) by pokesprite slug, e.g. charizard or zoroark-hisui',
      security: [],
      params: z.object({ slug: z.string().max(100) }),
      response: { 200: png, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const png = await sprites.bySlug(request.params.slug);
      if (!png) throw notFound(SPRITE_NOT_FOUND);
      return reply.type('image/png').header('cache-control', SPRITE_CACHE).send(png);
    },
  });
};
