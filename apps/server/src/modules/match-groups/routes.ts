/**
 * HTTP routes of match groups (issue 14), /api/matchgroups: members only. Who may do what is decided by the service
 * (access.ts): a group the caller may not read answers 404, a reader's refused write 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, GROUP_MESSAGES } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import type { Actor, MatchGroupService } from './service.ts';

const tags = ['match groups'];

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
      ...endpointSchema(apiEndpoints.matchGroups.list),
    },
    handler: async (request) => groups.list(userIdOf(request), { search: request.query.q, sort: request.query.sort }),
  });

  // Declared before /:id for readers; the router prefers the static path anyway.
  app.get('/invitations', {
    schema: {
      tags,
      summary: "The caller's pending invitations, newest first",
      ...endpointSchema(apiEndpoints.matchGroups.invitations),
    },
    handler: async (request) => groups.invitations(userIdOf(request)),
  });

  app.post('/', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Create a group with some of the caller’s own matches of its game(s)',
      ...endpointSchema(apiEndpoints.matchGroups.create),
    },
    handler: async (request, reply) => reply.code(201).send(await groups.create(actorOf(request), request.body)),
  });

  app.get('/:id', {
    schema: {
      tags,
      summary: 'One group the caller owns or shares (accepted), with its match ids, newest added first',
      ...endpointSchema(apiEndpoints.matchGroups.get),
    },
    handler: async (request) => groups.get(userIdOf(request), request.params.id),
  });

  app.put('/:id', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Rename or describe a group (owner or editor); change its type (owner)',
      ...endpointSchema(apiEndpoints.matchGroups.update),
    },
    handler: async (request) => groups.update(actorOf(request), request.params.id, request.body),
  });

  app.delete('/:id', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Delete a group (owner); its matches stay',
      ...endpointSchema(apiEndpoints.matchGroups.remove),
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
      ...endpointSchema(apiEndpoints.matchGroups.matches),
    },
    handler: async (request) => groups.matchesPage(userIdOf(request), request.params.id, request.query),
  });

  app.put('/:id/matches', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Add some of the caller’s own matches (owner or editor); ids already there change nothing',
      ...endpointSchema(apiEndpoints.matchGroups.addMatches),
    },
    handler: async (request) => groups.addMatches(actorOf(request), request.params.id, request.body),
  });

  app.put('/:id/matches/remove', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Remove matches (owner: any; editor: only their own)',
      ...endpointSchema(apiEndpoints.matchGroups.removeMatches),
    },
    handler: async (request) => groups.removeMatches(actorOf(request), request.params.id, request.body),
  });

  app.put('/:id/invite', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Invite a friend to view or edit the group (owner); answers the group with its shares',
      ...endpointSchema(apiEndpoints.matchGroups.invite),
    },
    handler: async (request) => groups.invite(actorOf(request), request.params.id, request.body),
  });

  app.put('/:id/respond', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Accept or decline a pending invitation; answers {msg} ("Invitation accepted" / "Invitation declined")',
      ...endpointSchema(apiEndpoints.matchGroups.respond),
    },
    handler: async (request) => groups.respond(actorOf(request), request.params.id, request.body),
  });

  app.put('/:id/shares/:userId', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Change the permission of a share (owner); answers the group with its shares',
      ...endpointSchema(apiEndpoints.matchGroups.share),
    },
    handler: async (request) =>
      groups.changeShare(actorOf(request), request.params.id, request.params.userId, request.body),
  });

  app.delete('/:id/shares/:userId', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Stop sharing the group with a user (owner); their matches leave the group',
      ...endpointSchema(apiEndpoints.matchGroups.stopSharing),
    },
    handler: async (request) => {
      await groups.stopSharing(actorOf(request), request.params.id, request.params.userId);
      return { msg: GROUP_MESSAGES.shareRemoved };
    },
  });

  app.put('/:id/leave', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: 'Leave a group shared with the caller (accepted or pending); their matches leave with them',
      ...endpointSchema(apiEndpoints.matchGroups.leave),
    },
    handler: async (request) => {
      await groups.leave(actorOf(request), request.params.id);
      return { msg: GROUP_MESSAGES.left };
    },
  });
};
