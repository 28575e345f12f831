import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FRIEND_MESSAGES,
  friendProfileSchema,
  friendRequestCreateSchema,
  friendRequestResultSchema,
  friendRequestSchema,
  friendSchema,
  friendSearchQuerySchema,
  friendSearchResultSchema,
  messageSchema,
  sentFriendRequestSchema,
  userIdParamsSchema,
} from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import type { FriendService } from './service.ts';

/**
 * /api/friends (issue 14; spec part 2 §7 Friends, core schemas/friends.ts). Members only. The fixed paths
 * (/requests, /requests/sent, /search) are declared before /:id. Path ids are user ids.
 */

const tags = ['friends'];

export const friendRoutes: FastifyPluginAsyncZod<{ friends: FriendService; guards: AuthGuards }> = async (
  app,
  { friends, guards },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.get('/', {
    schema: {
      tags,
      summary: "The caller's friends, newest friendship first",
      response: { 200: z.array(friendSchema), ...errorResponses(401) },
    },
    handler: async (request) => friends.list(currentAuth(request).user.id),
  });

  app.get('/requests', {
    schema: {
      tags,
      summary: 'Friend requests sent to the caller, newest first (`_id` is the sender)',
      response: { 200: z.array(friendRequestSchema), ...errorResponses(401) },
    },
    handler: async (request) => friends.incoming(currentAuth(request).user.id),
  });

  app.get('/requests/sent', {
    schema: {
      tags,
      summary: 'Friend requests the caller sent that are not answered yet (`_id` is the recipient)',
      response: { 200: z.array(sentFriendRequestSchema), ...errorResponses(401) },
    },
    handler: async (request) => friends.outgoing(currentAuth(request).user.id),
  });

  app.get('/search', {
    schema: {
      tags,
      summary: 'Players whose username starts with the text (ignoring case), by username, never yourself or friends',
      querystring: friendSearchQuerySchema,
      response: { 200: friendSearchResultSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => friends.search(currentAuth(request).user.id, request.query),
  });

  app.post('/request', {
    schema: {
      tags,
      summary: 'Send a friend request by exact username (accepts theirs instead when they already asked you)',
      body: friendRequestCreateSchema,
      response: {
        200: friendRequestResultSchema,
        201: friendRequestResultSchema,
        ...errorResponses(400, 401, 404, 409),
      },
    },
    handler: async (request, reply) => {
      const { created, ...answer } = await friends.request(currentAuth(request).user, request.body.username);
      return reply.code(created ? 201 : 200).send(answer);
    },
  });

  app.put('/accept/:id', {
    schema: {
      tags,
      summary: 'Accept the friend request of the user `id`',
      params: userIdParamsSchema,
      response: { 200: messageSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      await friends.accept(currentAuth(request).user, request.params.id);
      return { msg: FRIEND_MESSAGES.accepted };
    },
  });

  app.put('/reject/:id', {
    schema: {
      tags,
      summary: 'Reject the friend request of the user `id` (they are not told)',
      params: userIdParamsSchema,
      response: { 200: messageSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      await friends.reject(currentAuth(request).user.id, request.params.id);
      return { msg: FRIEND_MESSAGES.rejected };
    },
  });

  app.delete('/requests/:id', {
    schema: {
      tags,
      summary: 'Withdraw the friend request the caller sent the user `id`',
      params: userIdParamsSchema,
      response: { 200: messageSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      await friends.withdraw(currentAuth(request).user.id, request.params.id);
      return { msg: FRIEND_MESSAGES.withdrawn };
    },
  });

  app.get('/:id', {
    schema: {
      tags,
      summary: "A friend's page: public profile, games played and the friend's groups shared with the caller",
      params: userIdParamsSchema,
      response: { 200: friendProfileSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => friends.profile(currentAuth(request).user.id, request.params.id),
  });

  app.delete('/:id', {
    schema: {
      tags,
      summary: 'Remove a friend (both sides); ends the group sharing between the two',
      params: userIdParamsSchema,
      response: { 200: messageSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      await friends.remove(currentAuth(request).user.id, request.params.id);
      return { msg: FRIEND_MESSAGES.removed };
    },
  });
};
