import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
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
      ...endpointSchema(apiEndpoints.stats.globalCounts),
    },
    handler: async () => stats.globalCounts(),
  });

  app.get('/my-counts', {
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: "The caller's matches, per game",
      ...endpointSchema(apiEndpoints.stats.myCounts),
    },
    handler: async (request) => stats.userCounts(currentAuth(request).user.id),
  });

  app.get('/overall', {
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: "The caller's overall TCG and VGC records",
      description:
        'Each match once by its result from the games (a tie when game wins equal losses) or, for a result-only ' +
        'match, its recorded result; matches with neither left out; the rate, 95% Wilson interval and small-sample flag follow `convention` (loss, third or exclude).',
      ...endpointSchema(apiEndpoints.stats.overall),
    },
    handler: async (request) => stats.overall(currentAuth(request).user.id, request.query.convention),
  });

  app.get('/trends', {
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: "The caller's TCG and VGC records by week or month",
      description:
        'Every week (from Monday) or month from the first match to the last within `from`..`to` (days, inclusive), ' +
        'empty ones too, each with its record and the running record, under the tie convention.',
      ...endpointSchema(apiEndpoints.stats.trends),
    },
    // Built by core recordOverTimeOfDays (the schema's shape); hundreds of points are not checked one by one.
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => stats.trends(currentAuth(request).user.id, request.query),
  });
};
