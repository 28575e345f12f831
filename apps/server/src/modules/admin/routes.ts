import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, ADMIN_TEXT } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import type { OperationsReport } from './operations.ts';
import type { AdminService } from './service.ts';

const tags = ['admin'];

/**
 * /api/admin (issue 17): the hub and admin matches for admins; users, roles and the audit log for the owner. The
 * guards answer 401 to nobody, 403 'Admin access required' / 'Owner access required' otherwise, before any work.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  operations: OperationsReport;
  guards: AuthGuards;
}> = async (app, { admin, operations, guards }) => {
  app.get('/summary', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: "Admin: the hub's counts (open feedback, users, matches today, admins)",
      ...endpointSchema(apiEndpoints.admin.summary),
    },
    handler: async () => admin.summary(),
  });

  app.get('/users', {
    onRequest: guards.requireOwner,
    schema: {
      tags,
      summary: 'Owner only: find users by username, email or name',
      ...endpointSchema(apiEndpoints.admin.users),
    },
    handler: async (request) => admin.listUsers(request.query),
  });

  app.put('/users/:id/role', {
    config: { touchesEveryUser: true },
    onRequest: guards.requireOwner,
    schema: {
      tags,
      summary: "Owner only: change a user's role (not your own; never the last owner's)",
      ...endpointSchema(apiEndpoints.admin.setRole),
    },
    handler: async (request) =>
      admin.managers.setRole(currentAuth(request).user.id, request.params.id, request.body.role),
  });

  app.get('/operations', {
    onRequest: guards.requireOwner,
    schema: {
      tags,
      summary: 'Owner only: the last good backup and the state of each outside service',
      ...endpointSchema(apiEndpoints.admin.operations),
    },
    handler: async () => operations(),
  });

  app.get('/audit', {
    onRequest: guards.requireOwner,
    schema: {
      tags,
      summary: 'Owner only: the audit log, newest first',
      ...endpointSchema(apiEndpoints.admin.audit),
    },
    handler: async (request) => admin.audit.page(request.query),
  });

  app.get('/matches', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: "Admin: every player's TCG or VGC matches, newest logged first, filtered",
      ...endpointSchema(apiEndpoints.admin.matches),
    },
    handler: async (request) => admin.matches.list(request.query),
  });

  app.get('/matches/daily', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: TCG and VGC matches logged per UTC day, oldest first',
      ...endpointSchema(apiEndpoints.admin.matchesDaily),
    },
    handler: async (request) => admin.matches.daily(request.query.days),
  });

  app.get('/matches/:game/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: one match, read-only, with its imported log text',
      ...endpointSchema(apiEndpoints.admin.match),
    },
    handler: async (request) => admin.matches.detail(request.params.game, request.params.id),
  });

  app.delete('/matches/:game/:id', {
    config: { touchesEveryUser: true },
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: delete a match with a reason; the player is notified',
      ...endpointSchema(apiEndpoints.admin.removeMatch),
    },
    handler: async (request) => {
      const { game, id } = request.params;
      await admin.matches.remove(currentAuth(request).user.id, game, id, request.body.reason);
      return { msg: ADMIN_TEXT.matchDeleted };
    },
  });
};
