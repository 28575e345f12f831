import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import type { AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import type { RestrictedPokemonService } from './service.ts';

const tags = ['restricted pokémon'];

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
      ...endpointSchema(apiEndpoints.restrictedPokemon.list),
    },
    handler: async () => restricted.list(),
  });

  app.post('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Restrict a Pokémon (admins and owners); answers the whole list',
      description: 'The name is stored in the Pokédex spelling; names the Pokédex does not know are refused.',
      ...endpointSchema(apiEndpoints.restrictedPokemon.add),
    },
    handler: async (request, reply) => reply.code(201).send(await restricted.add(request.body.name)),
  });

  app.delete('/:name', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Lift the restriction on a Pokémon (admins and owners); answers the whole list',
      ...endpointSchema(apiEndpoints.restrictedPokemon.remove),
    },
    handler: async (request) => restricted.remove(request.params.name),
  });
};
