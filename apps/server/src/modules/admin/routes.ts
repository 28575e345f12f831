import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUsersQuerySchema, publicUserSchema } from '@trainerlog/core';
import type { AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import type { AdminService } from './service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; guards: AuthGuards }> = async (
  app,
  { admin, guards },
) => {
  app.get('/users', {
    onRequest: guards.requireOwner,
    schema: {
      tags: ['admin'],
      summary: 'Owner only: find users by username, email or name',
      querystring: adminUsersQuerySchema,
      response: { 200: z.array(publicUserSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => admin.listUsers(request.query),
  });
};
