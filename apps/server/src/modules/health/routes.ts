import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../http/routeSchema.ts';
import { apiEndpoints, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@trainerlog/core';
import type { HealthService } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get('/', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability (for load balancers)',
      security: [],
      ...endpointSchema(apiEndpoints.health.check),
    },
    handler: async (request, reply) => {
      const databaseOk = await health.databaseReachable();
      if (!databaseOk) request.log.warn('Health check: the database does not answer');
      return databaseOk
        ? { status: 'ok' as const, database: 'ok' as const }
        : reply
            .code(503)
            .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS))
            .send({ status: 'error', database: 'unavailable' });
    },
  });
};
