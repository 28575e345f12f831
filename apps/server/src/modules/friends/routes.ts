import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, FRIEND_MESSAGES } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
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
      ...endpointSchema(apiEndpoints.friends.list),
    },
    handler: async (request) => friends.list(currentAuth(request).user.id),
  });

  app.get('/requests', {
    schema: {
      tags,
      summary: 'Friend requests sent to the caller, newest first (`_id` is the sender)',
      ...endpointSchema(apiEndpoints.friends.requests),
    },
    handler: async (request) => friends.incoming(currentAuth(request).user.id),
  });

  app.get('/requests/sent', {
    schema: {
      tags,
      summary: 'Friend requests the caller sent that are not answered yet (`_id` is the recipient)',
      ...endpointSchema(apiEndpoints.friends.sentRequests),
    },
    handler: async (request) => friends.outgoing(currentAuth(request).user.id),
  });

  app.get('/search', {
    schema: {
      tags,
      summary: 'Players whose username starts with the text (ignoring case), by username, never yourself or friends',
      ...endpointSchema(apiEndpoints.friends.search),
    },
    handler: async (request) => friends.search(currentAuth(request).user.id, request.query),
  });

  app.post('/request', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Send a friend request by exact username (accepts theirs instead when they already asked you)',
      ...endpointSchema(apiEndpoints.friends.request),
    },
    handler: async (request, reply) => {
      const { created, ...answer } = await friends.request(currentAuth(request).user, request.body.username);
      return reply.code(created ? 201 : 200).send(answer);
    },
  });

  app.put('/accept/:id', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Accept the friend request of the user `id`',
      ...endpointSchema(apiEndpoints.friends.accept),
    },
    handler: async (request) => {
      await friends.accept(currentAuth(request).user, request.params.id);
      return { msg: FRIEND_MESSAGES.accepted };
    },
  });

  app.put('/reject/:id', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Reject the friend request of the user `id` (they are not told)',
      ...endpointSchema(apiEndpoints.friends.reject),
    },
    handler: async (request) => {
      await friends.reject(currentAuth(request).user.id, request.params.id);
      return { msg: FRIEND_MESSAGES.rejected };
    },
  });

  app.delete('/requests/:id', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Withdraw the friend request the caller sent the user `id`',
      ...endpointSchema(apiEndpoints.friends.withdraw),
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
      ...endpointSchema(apiEndpoints.friends.profile),
    },
    handler: async (request) => friends.profile(currentAuth(request).user.id, request.params.id),
  });

  app.delete('/:id', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Remove a friend (both sides); ends the group sharing between the two',
      ...endpointSchema(apiEndpoints.friends.remove),
    },
    handler: async (request) => {
      await friends.remove(currentAuth(request).user.id, request.params.id);
      return { msg: FRIEND_MESSAGES.removed };
    },
  });
};
