/**
 * HTTP routes of match groups (issue 14), /api/matchgroups: members only. Who may do what is decided by the service
 * (access.ts): a group the caller may not read answers 404, a reader's refused write 403.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GROUP_MESSAGES,
  groupMatchesQuerySchema,
  groupMatchPageSchema,
  groupShareParamsSchema,
  matchGroupCreateSchema,
  matchGroupInvitationSchema,
  matchGroupInviteSchema,
  matchGroupMatchesSchema,
  matchGroupRespondSchema,
  matchGroupSchema,
  matchGroupShareUpdateSchema,
  matchGroupSummarySchema,
  matchGroupUpdateSchema,
  messageSchema,
} from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import type { Actor, MatchGroupService } from './service.ts';
import { GROUP_SORTS } from './summaries.ts';

const tags = ['match groups'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const listQuery = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(GROUP_SORTS, { error: `sort must be one of ${GROUP_SORTS.join(', ')}` }).default('newest'),
});

export const matchGroupRoutes: FastifyPluginAsyncZod<{ groups: MatchGroupService; guards: AuthGuards }> = async (
  app,
  { groups, guards },
) => {
  app.addHook('onRequest', guards.requireUser);
  const actorOf = (request: Parameters<typeof currentAuth>[0]): Actor => {
    const { id, username, name } = currentAuth(request).user;
    return { id, username, name };
  };
  const userIdOf = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;

  app.get('/', {
    schema: {
      tags,
      summary: "The caller's groups and the groups shared with them (accepted), with counts and statistics",
      description: '`q` keeps groups whose name or description contains it; `sort` orders them (default newest).',
      querystring: listQuery,
      response: { 200: z.array(matchGroupSummarySchema), ...errorResponses(400, 401) },
    },
    handler: async (request) => groups.list(userIdOf(request), { search: request.query.q, sort: request.query.sort }),
  });

  // Declared before /:id for readers; the router prefers the static path anyway.
  app.get('/invitations', {
    schema: {
      tags,
      summary: "The caller's pending invitations, newest first",
      response: { 200: z.array(matchGroupInvitationSchema), ...errorResponses(401) },
    },
    handler: async (request) => groups.invitations(userIdOf(request)),
  });

  app.post('/', {
    schema: {
      tags,
      summary: 'Create a group with some of the caller’s own matches of its game(s)',
      body: matchGroupCreateSchema,
      response: { 201: matchGroupSchema, ...errorResponses(400, 401, 413) },
    },
    handler: async (request, reply) => reply.code(201).send(await groups.create(actorOf(request), request.body)),
  });

  app.get('/:id', {
    schema: {
      tags,
      summary: 'One group the caller owns or shares (accepted), with its match ids, newest added first',
      params: idParams,
      response: { 200: matchGroupSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => groups.get(userIdOf(request), request.params.id),
  });

  app.put('/:id', {
    schema: {
      tags,
      summary: 'Rename or describe a group (owner or editor); change its type (owner)',
      params: idParams,
      body: matchGroupUpdateSchema,
      response: { 200: matchGroupSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => groups.update(actorOf(request), request.params.id, request.body),
  });

  app.delete('/:id', {
    schema: {
      tags,
      summary: 'Delete a group (owner); its matches stay',
      params: idParams,
      response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await groups.remove(actorOf(request), request.params.id);
      return { msg: GROUP_MESSAGES.deleted };
    },
  });

  app.get('/:id/matches', {
    schema: {
      tags,
      summary: 'A page of the group’s matches of one game, newest first, with their players',
      params: idParams,
      querystring: groupMatchesQuerySchema,
      response: { 200: groupMatchPageSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => groups.matchesPage(userIdOf(request), request.params.id, request.query),
  });

  app.put('/:id/matches', {
    schema: {
      tags,
      summary: 'Add some of the caller’s own matches (owner or editor); ids already there change nothing',
      params: idParams,
      body: matchGroupMatchesSchema,
      response: { 200: matchGroupSchema, ...errorResponses(400, 401, 403, 404, 413) },
    },
    handler: async (request) => groups.addMatches(actorOf(request), request.params.id, request.body),
  });

  app.put('/:id/matches/remove', {
    schema: {
      tags,
      summary: 'Remove matches (owner: any; editor: only their own)',
      params: idParams,
      body: matchGroupMatchesSchema,
      response: { 200: matchGroupSchema, ...errorResponses(400, 401, 403, 404, 413) },
    },
    handler: async (request) => groups.removeMatches(actorOf(request), request.params.id, request.body),
  });

  app.put('/:id/invite', {
    schema: {
      tags,
      summary: 'Invite a friend to view or edit the group (owner); answers the group with its shares',
      params: idParams,
      body: matchGroupInviteSchema,
      response: { 200: matchGroupSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => groups.invite(actorOf(request), request.params.id, request.body),
  });

  app.put('/:id/respond', {
    schema: {
      tags,
      summary: 'Accept or decline a pending invitation; answers {msg} ("Invitation accepted" / "Invitation declined")',
      params: idParams,
      body: matchGroupRespondSchema,
      response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => groups.respond(actorOf(request), request.params.id, request.body),
  });

  app.put('/:id/shares/:userId', {
    schema: {
      tags,
      summary: 'Change the permission of a share (owner); answers the group with its shares',
      params: groupShareParamsSchema,
      body: matchGroupShareUpdateSchema,
      response: { 200: matchGroupSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      groups.changeShare(actorOf(request), request.params.id, request.params.userId, request.body),
  });

  app.delete('/:id/shares/:userId', {
    schema: {
      tags,
      summary: 'Stop sharing the group with a user (owner); their matches leave the group',
      params: groupShareParamsSchema,
      response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await groups.stopSharing(actorOf(request), request.params.id, request.params.userId);
      return { msg: GROUP_MESSAGES.shareRemoved };
    },
  });

  app.put('/:id/leave', {
    schema: {
      tags,
      summary: 'Leave a group shared with the caller (accepted or pending); their matches leave with them',
      params: idParams,
      response: { 200: messageSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      await groups.leave(actorOf(request), request.params.id);
      return { msg: GROUP_MESSAGES.left };
    },
  });
};
