import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { SEASON_DELETED, type SeasonService } from './service.ts';

const tags = ['seasons'];

/** Reading seasons is public (the record card of guests shows the current season); managing them is for admins. */
export const seasonRoutes: FastifyPluginAsyncZod<{ seasons: SeasonService; guards: AuthGuards }> = async (
  app,
  { seasons, guards },
) => {
  app.get('/', {
    schema: {
      tags,
      summary: 'Every season, newest start first',
      security: [],
      ...endpointSchema(apiEndpoints.seasons.list),
    },
    handler: async () => seasons.list(),
  });

  app.get('/current', {
    schema: {
      tags,
      summary: 'The current season',
      security: [],
      ...endpointSchema(apiEndpoints.seasons.current),
    },
    handler: async () => seasons.current(),
  });

  app.get('/stats/:id', {
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: "The caller's TCG record within a season, overall and per deck",
      ...endpointSchema(apiEndpoints.seasons.stats),
    },
    handler: async (request) => seasons.stats(currentAuth(request).user.id, request.params.id),
  });

  app.post('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Create a season (admins and owners)',
      ...endpointSchema(apiEndpoints.seasons.create),
    },
    handler: async (request, reply) => reply.code(201).send(await seasons.create(request.body)),
  });

  app.put('/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Replace a season’s name and dates (admins and owners)',
      ...endpointSchema(apiEndpoints.seasons.update),
    },
    handler: async (request) => seasons.update(request.params.id, request.body),
  });

  app.put('/:id/set-current', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Make a season the current one, clearing the others (admins and owners)',
      ...endpointSchema(apiEndpoints.seasons.setCurrent),
    },
    handler: async (request) => seasons.setCurrent(request.params.id),
  });

  app.delete('/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Delete a season (admins and owners)',
      ...endpointSchema(apiEndpoints.seasons.remove),
    },
    handler: async (request) => {
      await seasons.remove(request.params.id);
      return { msg: SEASON_DELETED };
    },
  });
};
