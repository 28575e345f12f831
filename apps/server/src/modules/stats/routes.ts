import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchCountsSchema } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import type { StatsService } from './service.ts';

const tags = ['stats'];

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService; guards: AuthGuards }> = async (
  app,
  { stats, guards },
) => {
  app.get('/global-counts', {
    schema: {
      tags,
      summary: 'Matches logged by all members, per game (exact)',
      security: [],
      response: { 200: matchCountsSchema },
    },
    handler: async () => stats.globalCounts(),
  });

  app.get('/my-counts', {
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: "The caller's matches, per game",
      response: { 200: matchCountsSchema, ...errorResponses(401) },
    },
    handler: async (request) => stats.userCounts(currentAuth(request).user.id),
  });
};
