import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import type { AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import type { VgcRegulationService } from './service.ts';

const tags = ['vgc regulations'];

/** Reading is public (guests' forms and analytics need an admin-added regulation too); changing is for admins. */
export const vgcRegulationRoutes: FastifyPluginAsyncZod<{
  regulations: VgcRegulationService;
  guards: AuthGuards;
}> = async (app, { regulations, guards }) => {
  app.get('/', {
    schema: {
      tags,
      summary: 'The VGC regulations: Champions first, then by code',
      security: [],
      ...endpointSchema(apiEndpoints.vgcRegulations.list),
    },
    handler: async () => regulations.list(),
  });

  app.post('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Add a regulation (admins and owners); answers the whole list',
      description: 'Banned Pokémon are stored in the Pokédex spelling; names the Pokédex does not know are refused.',
      ...endpointSchema(apiEndpoints.vgcRegulations.create),
    },
    handler: async (request, reply) => reply.code(201).send(await regulations.create(request.body)),
  });

  app.put('/:code', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Change a regulation, its code too (admins and owners); answers the whole list',
      ...endpointSchema(apiEndpoints.vgcRegulations.update),
    },
    handler: async (request) => regulations.update(request.params.code, request.body),
  });

  app.delete('/:code', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Remove a regulation (admins and owners); answers the whole list',
      ...endpointSchema(apiEndpoints.vgcRegulations.remove),
    },
    handler: async (request) => regulations.remove(request.params.code),
  });
};
