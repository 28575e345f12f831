import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, POKEMON_NOT_FOUND } from '@trainerlog/core';
import { notFound } from '../../http/errors.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import type { PokedexService } from './service.ts';

const tags = ['pokemon data'];
/** The data changes only with a package upgrade, which also changes the ETag. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * Public (guests build teams too), read-only and offline. Species live at /api/pokemon and /api/pokemon/:nameOrId,
 * the spec's resource names; the other lists sit beside them under /api/pokemon-data/ so that none of their names
 * can be taken for a species by the :nameOrId route. Registered with the prefix /api.
 *
 * Every answer is a pure function of the URL and the data version, so one weak ETag (the version) serves them all,
 * and a browser that sends it back gets an empty 304.
 */
export const pokedexRoutes: FastifyPluginAsyncZod<{ pokedex: PokedexService }> = async (app, { pokedex }) => {
  const etag = `W/"${pokedex.version}"`;

  /** Sets the cache headers; true when the caller already holds this answer (and a 304 has been sent). */
  function answeredFromCache(request: FastifyRequest, reply: FastifyReply): boolean {
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    const sent = request.headers['if-none-match'];
    if (!sent || !sent.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) return false;
    void reply.code(304).send();
    return true;
  }

  app.get('/pokemon', {
    schema: {
      tags,
      summary: 'Species and formes: all in National Dex order, or those matching `search`, best first (default 10)',
      security: [],
      ...endpointSchema(apiEndpoints.pokemon.list),
    },
    handler: async (request, reply) => {
      if (answeredFromCache(request, reply)) return reply;
      return pokedex.list(request.query.search, request.query.limit);
    },
  });

  app.get('/pokemon/:nameOrId', {
    schema: {
      tags,
      summary: 'One species or forme by Showdown id, name or National Dex number, with abilities and learnable moves',
      security: [],
      ...endpointSchema(apiEndpoints.pokemon.get),
    },
    handler: async (request, reply) => {
      const found = await pokedex.get(request.params.nameOrId);
      if (!found) throw notFound(POKEMON_NOT_FOUND);
      if (answeredFromCache(request, reply)) return reply;
      return found;
    },
  });

  const lists = [
    ['abilities', 'Every ability, by name', apiEndpoints.pokemon.abilities, () => pokedex.abilities()],
    ['items', 'Every held item, by name (Poké Balls left out)', apiEndpoints.pokemon.items, () => pokedex.items()],
    ['types', 'The 18 types, by name', apiEndpoints.pokemon.types, () => pokedex.types()],
    [
      'natures',
      'The 25 natures with the stats they raise and lower, by name',
      apiEndpoints.pokemon.natures,
      () => pokedex.natures(),
    ],
  ] as const;
  for (const [name, summary, entry, read] of lists) {
    app.get(`/pokemon-data/${name}`, {
      schema: { tags, summary, security: [], ...endpointSchema(entry) },
      handler: async (request, reply) => {
        if (answeredFromCache(request, reply)) return reply;
        return read();
      },
    });
  }
};
