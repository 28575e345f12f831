import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_TEXT,
  adminMatchDailyQuerySchema,
  adminMatchDaySchema,
  adminMatchDeleteSchema,
  adminMatchDetailSchema,
  adminMatchPageSchema,
  adminMatchParamsSchema,
  adminMatchQuerySchema,
  adminPageQuerySchema,
  adminRoleInputSchema,
  adminSummarySchema,
  adminUsersQuerySchema,
  auditPageSchema,
  messageSchema,
  publicUserSchema,
} from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import type { AdminService } from './service.ts';

const tags = ['admin'];
const userParams = z.object({ id: z.string() });

/**
 * /api/admin (issue 17): the hub and admin matches for admins; users, roles and the audit log for the owner. The
 * guards answer 401 to nobody, 403 'Admin access required' / 'Owner access required' otherwise, before any work.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; guards: AuthGuards }> = async (
  app,
  { admin, guards },
) => {
  app.get('/summary', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: "Admin: the hub's counts (open feedback, users, matches today, admins)",
      response: { 200: adminSummarySchema, ...errorResponses(401, 403) },
    },
    handler: async () => admin.summary(),
  });

  app.get('/users', {
    onRequest: guards.requireOwner,
    schema: {
      tags,
      summary: 'Owner only: find users by username, email or name',
      querystring: adminUsersQuerySchema,
      response: { 200: z.array(publicUserSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => admin.listUsers(request.query),
  });

  app.put('/users/:id/role', {
    onRequest: guards.requireOwner,
    schema: {
      tags,
      summary: "Owner only: change a user's role (not your own; never the last owner's)",
      params: userParams,
      body: adminRoleInputSchema,
      response: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      admin.managers.setRole(currentAuth(request).user.id, request.params.id, request.body.role),
  });

  app.get('/audit', {
    onRequest: guards.requireOwner,
    schema: {
      tags,
      summary: 'Owner only: the audit log, newest first',
      querystring: adminPageQuerySchema,
      response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => admin.audit.page(request.query),
  });

  app.get('/matches', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: "Admin: every player's TCG or VGC matches, newest logged first, filtered",
      querystring: adminMatchQuerySchema,
      response: { 200: adminMatchPageSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => admin.matches.list(request.query),
  });

  app.get('/matches/daily', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: TCG and VGC matches logged per UTC day, oldest first',
      querystring: adminMatchDailyQuerySchema,
      response: { 200: z.array(adminMatchDaySchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => admin.matches.daily(request.query.days),
  });

  app.get('/matches/:game/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: one match, read-only, with its imported log text',
      params: adminMatchParamsSchema,
      response: { 200: adminMatchDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => admin.matches.detail(request.params.game, request.params.id),
  });

  app.delete('/matches/:game/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: delete a match with a reason; the player is notified',
      params: adminMatchParamsSchema,
      body: adminMatchDeleteSchema,
      response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { game, id } = request.params;
      await admin.matches.remove(currentAuth(request).user.id, game, id, request.body.reason);
      return { msg: ADMIN_TEXT.matchDeleted };
    },
  });
};
