import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, FEEDBACK_TEXT } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import type { FeedbackService } from './service.ts';

const tags = ['feedback'];

/** Static paths (/user, /page, /archive-all) take precedence over /:id in the router, whatever the order here. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService; guards: AuthGuards }> = async (
  app,
  { feedback, guards },
) => {
  const adminOf = (request: Parameters<typeof currentAuth>[0]) => {
    const { user } = currentAuth(request);
    return { id: user.id, username: user.username };
  };

  app.post('/', {
    config: { touchesUserRow: false },
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: 'Send feedback, a suggestion or a bug report',
      ...endpointSchema(apiEndpoints.feedback.create),
    },
    handler: async (request, reply) => {
      const { user } = currentAuth(request);
      return reply.code(201).send(await feedback.create(user, request.body));
    },
  });

  app.get('/user', {
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: "The caller's own submissions, newest first, with the admin's reply",
      ...endpointSchema(apiEndpoints.feedback.listOwn),
    },
    handler: async (request) => feedback.listOwn(currentAuth(request).user.id),
  });

  app.get('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: every submission, newest first, optionally filtered by type, status and search',
      ...endpointSchema(apiEndpoints.feedback.list),
    },
    handler: async (request) => feedback.listAll(request.query),
  });

  app.get('/page', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: one page of the submissions, filtered and searched, with the status counts',
      ...endpointSchema(apiEndpoints.feedback.page),
    },
    handler: async (request) => feedback.page(request.query),
  });

  app.put('/archive-all', {
    config: { touchesUserRow: false },
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: archive every unarchived submission (optionally of one type and status)',
      ...endpointSchema(apiEndpoints.feedback.archiveAll),
    },
    handler: async (request) => feedback.archiveAll(adminOf(request), request.body),
  });

  app.put('/:id', {
    config: { touchesUserRow: false },
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: change type, message, status or archived',
      ...endpointSchema(apiEndpoints.feedback.update),
    },
    handler: async (request) => feedback.update(request.params.id, request.body),
  });

  app.put('/:id/reply', {
    config: { touchesUserRow: false },
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: reply to a submission (replaces an earlier reply); the author is notified',
      ...endpointSchema(apiEndpoints.feedback.reply),
    },
    handler: async (request) => feedback.reply(request.params.id, adminOf(request), request.body.message),
  });

  app.put('/:id/archive', {
    config: { touchesUserRow: false },
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: archive (or, with { archived: false }, restore) a submission',
      ...endpointSchema(apiEndpoints.feedback.archive),
    },
    handler: async (request) => feedback.archive(request.params.id, request.body.archived),
  });

  app.delete('/:id', {
    config: { touchesUserRow: false },
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: delete a submission (written to the audit log)',
      ...endpointSchema(apiEndpoints.feedback.remove),
    },
    handler: async (request) => {
      await feedback.remove(request.params.id, adminOf(request));
      return { msg: FEEDBACK_TEXT.deleted };
    },
  });
};
