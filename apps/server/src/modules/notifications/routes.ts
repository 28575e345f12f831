import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { NOTIFICATION_MESSAGES, type NotificationService } from './service.ts';

/**
 * /api/notifications (issue 14; spec part 1 §7, core schemas/notifications.ts). Members only; every route reads or
 * changes the caller's own notifications and nobody else's.
 */

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
  guards: AuthGuards;
}> = async (app, { notifications, guards }) => {
  app.addHook('onRequest', guards.requireUser);

  app.get('/', {
    schema: {
      tags,
      summary: "The caller's notifications, newest first (at most 50)",
      ...endpointSchema(apiEndpoints.notifications.list),
    },
    handler: async (request) => notifications.list(currentAuth(request).user.id),
  });

  app.get('/unread-count', {
    schema: {
      tags,
      summary: 'How many of the caller’s notifications are unread (every open tab polls it every 30 s)',
      ...endpointSchema(apiEndpoints.notifications.unreadCount),
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { unreadCount: await notifications.unreadCount(currentAuth(request).user.id) };
    },
  });

  app.put('/mark-read', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Mark the listed notifications of the caller as read (others’ ids are ignored)',
      ...endpointSchema(apiEndpoints.notifications.markRead),
    },
    handler: async (request) => ({
      msg: NOTIFICATION_MESSAGES.markedRead,
      count: await notifications.markRead(currentAuth(request).user.id, request.body.notificationIds),
    }),
  });

  app.delete('/', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Delete the listed notifications of the caller (others’ ids are ignored)',
      ...endpointSchema(apiEndpoints.notifications.remove),
    },
    handler: async (request) => ({
      msg: NOTIFICATION_MESSAGES.deleted,
      count: await notifications.remove(currentAuth(request).user.id, request.body.notificationIds),
    }),
  });
};
