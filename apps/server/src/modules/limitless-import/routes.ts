import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, LIMITLESS_MESSAGES, LIMITLESS_SEARCH_PAGE_SIZE } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { costlyWriteLimited, rateLimited } from '../../http/rate-limit.ts';
import type { TcgMatchService } from '../tcg-matches/index.ts';
import type { VgcMatchService } from '../vgc-matches/index.ts';
import type { LimitlessImportService } from './service.ts';

const tags = ['limitless import'];

/** What a call that asks Limitless may answer besides its own 400s: Limitless's failures as our messages. */
const OUTSIDE_FAILURES =
  'When Limitless fails: 404 "Tournament not found on Limitless…", 503 when Limitless is limiting requests, 504 when ' +
  'it does not answer in time, 502 when it cannot be reached, answers an error or something unreadable.';

/**
 * The Limitless tournament import (issue 15, core `schemas/limitless.ts`). Members only; every call is limited per
 * client address (LIMITLESS_RATE_LIMIT a minute), because most make the server ask a third party.
 */
export const limitlessImportRoutes: FastifyPluginAsyncZod<{
  imports: LimitlessImportService;
  tcgMatches: TcgMatchService;
  vgcMatches: VgcMatchService;
  guards: AuthGuards;
  perMinute: number;
}> = async (app, { imports, tcgMatches, vgcMatches, guards, perMinute }) => {
  const route = { onRequest: guards.requireUser, ...rateLimited(perMinute) };

  app.get('/tournaments', {
    ...route,
    schema: {
      tags,
      summary: 'Step 1: find a Limitless tournament of the game by name and day, newest first',
      description:
        "Reads Limitless's newest tournaments page by page from `cursor` and keeps those whose name holds every " +
        'word of `search` (case and accents ignored) and that started on `date` (UTC), until ' +
        `${LIMITLESS_SEARCH_PAGE_SIZE} are found or a few pages were read; \`nextCursor\` goes on from there (null: ` +
        'nothing older), `searchedBack` is the day of the oldest tournament read. Tournaments you imported carry ' +
        '`imported`. ' +
        OUTSIDE_FAILURES,
      ...endpointSchema(apiEndpoints.limitless.tournaments),
    },
    handler: async (request) => imports.search(currentAuth(request).user.id, request.query),
  });

  app.get('/tournaments/:id/players', {
    ...route,
    schema: {
      tags,
      summary: 'Step 2: the tournament and its standings, to find yourself in',
      description:
        'The tournament (phases, whether lists are published, its link) and every player with placing, record, ' +
        'archetype (TCG) or team (VGC) and drop. `me` is your remembered Limitless username when it is among them. ' +
        `400 "${LIMITLESS_MESSAGES.wrongGame}" for another game. ` +
        OUTSIDE_FAILURES,
      ...endpointSchema(apiEndpoints.limitless.players),
    },
    handler: async (request) => imports.players(currentAuth(request).user.id, request.params.id),
  });

  app.get('/tournaments/:id/review', {
    ...route,
    schema: {
      tags,
      summary: "Step 3: a player's rounds as they would be imported, and the deck or team on offer; nothing is stored",
      description:
        'Every round with its label (Round N, Top 8, Finals), opponent, result (byes and unreported rounds shown, ' +
        'not imported), best-of and whether only the result is recorded; the list from the standings offered as a deck ' +
        '(TCG) or team (VGC), with your saved one that matches it best; whether you imported it already. 404 when ' +
        'the player is not in the standings. ' +
        OUTSIDE_FAILURES,
      ...endpointSchema(apiEndpoints.limitless.review),
    },
    handler: async (request) => imports.review(currentAuth(request).user.id, request.params.id, request.query.player),
  });

  app.post('/import', {
    ...route,
    // Besides the per-address limit of every call: the account's budget of costly writes.
    ...costlyWriteLimited(app),
    schema: {
      tags,
      summary: "Import a player's tournament: its matches, the deck or team, a match group and a history entry",
      description:
        'Reads the tournament again and creates, in one transaction, the matches of the rounds played (dated the ' +
        "tournament's day), the deck or team (`list.action` new) or uses one of yours (existing) or none, and a " +
        'match group named after the tournament holding them; remembers `player` as your Limitless username unless ' +
        '`rememberUsername` is false. All or nothing: 400 with `errors` at their request paths, 409 ' +
        `"${LIMITLESS_MESSAGES.alreadyImported}" the second time. ` +
        OUTSIDE_FAILURES,
      ...endpointSchema(apiEndpoints.limitless.import),
    },
    handler: async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const answer = await imports.import(userId, request.body);
      if (answer.import.game === 'tcg') tcgMatches.analytics.refresh(userId);
      else vgcMatches.refreshAnalytics(userId);
      return reply.code(201).send(answer);
    },
  });

  app.get('/history', {
    ...route,
    schema: {
      tags,
      summary: 'The Limitless tournaments you imported, newest first',
      description:
        'Each with its day, placing, record, number of matches, the group and deck or team the import made (null ' +
        "once deleted) and the tournament's link on Limitless.",
      ...endpointSchema(apiEndpoints.limitless.history),
    },
    handler: async (request) => imports.history(currentAuth(request).user.id),
  });
};
