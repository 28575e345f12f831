import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restrictedPokemonInputSchema, restrictedPokemonListSchema } from '@trainerlog/core';
import type { AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import type { RestrictedPokemonService } from './service.ts';

const tags = ['restricted pokémon'];
const nameParams = z.object({ name: z.string() });

/** Reading is public (guests see crowns on their matches too); changing the list is for admins and owners. */
export const restrictedPokemonRoutes: FastifyPluginAsyncZod<{
  restricted: RestrictedPokemonService;
  guards: AuthGuards;
}> = async (app, { restricted, guards }) => {
  app.get('/', {
    schema: {
      tags,
      summary: 'The restricted Pokémon, alphabetical',
      security: [],
      response: { 200: restrictedPokemonListSchema },
    },
    handler: async () => restricted.list(),
  });

  app.post('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Restrict a Pokémon (admins and owners); answers the whole list',
      description: 'The name is stored in the Pokédex spelling; names the Pokédex does not know are refused.',
      body: restrictedPokemonInputSchema,
      response: { 201: restrictedPokemonListSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await restricted.add(request.body.name)),
  });

  app.delete('/:name', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Lift the restriction on a Pokémon (admins and owners); answers the whole list',
      params: nameParams,
      response: { 200: restrictedPokemonListSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => restricted.remove(request.params.name),
  });
};
