import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEEDBACK_TEXT,
  feedbackAdminQuerySchema,
  feedbackArchiveAllResultSchema,
  feedbackArchiveAllSchema,
  feedbackArchiveSchema,
  feedbackCreateSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  feedbackReplyInputSchema,
  feedbackUpdateSchema,
  messageSchema,
} from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import type { FeedbackService } from './service.ts';

const tags = ['feedback'];
const idParams = z.object({ id: z.string() });

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
    onRequest: guards.requireUser,
    schema: {
      tags,
      summary: 'Send feedback, a suggestion or a bug report',
      body: feedbackCreateSchema,
      response: { 201: feedbackItemSchema, ...errorResponses(400, 401, 413) },
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
      response: { 200: z.array(feedbackItemSchema), ...errorResponses(401) },
    },
    handler: async (request) => feedback.listOwn(currentAuth(request).user.id),
  });

  app.get('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: every submission, newest first, optionally filtered by type, status and search',
      querystring: feedbackListQuerySchema,
      response: { 200: z.array(feedbackItemSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => feedback.listAll(request.query),
  });

  app.get('/page', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: one page of the submissions, filtered and searched, with the status counts',
      querystring: feedbackAdminQuerySchema,
      response: { 200: feedbackPageSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => feedback.page(request.query),
  });

  app.put('/archive-all', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: archive every unarchived submission (optionally of one type and status)',
      body: feedbackArchiveAllSchema,
      response: { 200: feedbackArchiveAllResultSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => feedback.archiveAll(adminOf(request), request.body),
  });

  app.put('/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: change type, message, status or archived',
      params: idParams,
      body: feedbackUpdateSchema,
      response: { 200: feedbackItemSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => feedback.update(request.params.id, request.body),
  });

  app.put('/:id/reply', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: reply to a submission (replaces an earlier reply); the author is notified',
      params: idParams,
      body: feedbackReplyInputSchema,
      response: { 200: feedbackItemSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => feedback.reply(request.params.id, adminOf(request), request.body.message),
  });

  app.put('/:id/archive', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: archive (or, with { archived: false }, restore) a submission',
      params: idParams,
      body: feedbackArchiveSchema,
      response: { 200: feedbackItemSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => feedback.archive(request.params.id, request.body.archived),
  });

  app.delete('/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: delete a submission (written to the audit log)',
      params: idParams,
      response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await feedback.remove(request.params.id, adminOf(request));
      return { msg: FEEDBACK_TEXT.deleted };
    },
  });
};
