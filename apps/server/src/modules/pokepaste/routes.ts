import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import { HttpError } from '../../http/errors.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { rateLimited } from '../../http/rate-limit.ts';
import type { PokepasteClient } from './client.ts';

/**
 * Public, because guests import teams too; limited per client IP (POKEPASTE_RATE_LIMIT a minute), because each
 * call makes the server ask a third party.
 */
export const pokepasteRoutes: FastifyPluginAsyncZod<{ pokepaste: PokepasteClient; perMinute: number }> = async (
  app,
  { pokepaste, perMinute },
) => {
  app.get('/', {
    ...rateLimited(perMinute),
    schema: {
      tags: ['teams'],
      summary: 'Read a team from a pokepast.es link (or paste id) for the team import',
      description:
        'Answers the paste as pokepast.es gives it (`title`, `author`, `notes`, `paste`, line ends `\\n`). ' +
        '400 for something that is not a pokepast.es paste link, 404 "Paste not found", 502 when pokepast.es fails ' +
        'or answers something else, 504 when it does not answer in time.',
      security: [],
      ...endpointSchema(apiEndpoints.pokepaste.get),
    },
    handler: async (request) => {
      const reference = pokepaste.reference(request.query.url);
      if (reference.error !== undefined) {
        throw new HttpError(400, reference.error, { errors: [{ path: 'url', message: reference.error }] });
      }
      return pokepaste.fetchPaste(reference.id);
    },
  });
};
