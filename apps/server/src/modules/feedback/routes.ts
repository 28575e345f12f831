import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackArchiveSchema,
  feedbackCreateSchema,
  feedbackItemSchema,
  feedbackUpdateSchema,
  messageSchema,
} from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import type { FeedbackService } from './service.ts';

const tags = ['feedback'];
const idParams = z.object({ id: z.string() });

export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService; guards: AuthGuards }> = async (
  app,
  { feedback, guards },
) => {
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
      summary: "The caller's own submissions, newest first",
      response: { 200: z.array(feedbackItemSchema), ...errorResponses(401) },
    },
    handler: async (request) => feedback.listOwn(currentAuth(request).user.id),
  });

  app.get('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Admin: every submission, newest first',
      response: { 200: z.array(feedbackItemSchema), ...errorResponses(401, 403) },
    },
    handler: async () => feedback.listAll(),
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
      summary: 'Admin: delete a submission',
      params: idParams,
      response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await feedback.remove(request.params.id);
      return { msg: 'Feedback deleted' };
    },
  });
};
