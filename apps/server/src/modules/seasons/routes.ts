import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, seasonInputSchema, seasonSchema, seasonStatsSchema } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import { SEASON_DELETED, type SeasonService } from './service.ts';

const tags = ['seasons'];
const idParams = z.object({ id: z.string() });

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
      response: { 200: z.array(seasonSchema) },
    },
    handler: async () => seasons.list(),
  });

  app.get('/current', {
    schema: {
      tags,
      summary: 'The current season',
      security: [],
      response: { 200: seasonSchema, ...errorResponses(404) },
    },
    handler: async () => seasons.current(),
  });

  app.get('/stats/:id', {
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: "The caller's TCG record within a season, overall and per deck",
      params: idParams,
      response: { 200: seasonStatsSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => seasons.stats(currentAuth(request).user.id, request.params.id),
  });

  app.post('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Create a season (admins and owners)',
      body: seasonInputSchema,
      response: { 201: seasonSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => reply.code(201).send(await seasons.create(request.body)),
  });

  app.put('/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Replace a season’s name and dates (admins and owners)',
      params: idParams,
      body: seasonInputSchema,
      response: { 200: seasonSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => seasons.update(request.params.id, request.body),
  });

  app.put('/:id/set-current', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Make a season the current one, clearing the others (admins and owners)',
      params: idParams,
      response: { 200: seasonSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => seasons.setCurrent(request.params.id),
  });

  app.delete('/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Delete a season (admins and owners)',
      params: idParams,
      response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await seasons.remove(request.params.id);
      return { msg: SEASON_DELETED };
    },
  });
};
