import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  csvFileName,
  messageSchema,
  tcgMatchesToCsv,
  tcgMatchInputSchema,
  tcgMatchListQuerySchema,
  tcgMatchPageSchema,
  tcgMatchSchema,
  tcgMatchSummarySchema,
  tcgAnalyticsSchema,
} from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import { MATCH_DELETED, type TcgMatchService } from './service.ts';
import { jsonTextSerializer, sendJsonText } from '../personal-analytics/answerCache.ts';

const tags = ['tcg matches'];
const idParams = z.object({ id: z.string() });
const exportQuery = tcgMatchListQuerySchema.pick({ search: true, sort: true, seasonId: true });

export const tcgMatchRoutes: FastifyPluginAsyncZod<{ matches: TcgMatchService; guards: AuthGuards }> = async (
  app,
  { matches, guards },
) => {
  // Members only; guests keep their matches in the browser.
  app.addHook('onRequest', guards.requireUser);
  // After a write, the player's last analytics answers are computed again off the request path (answerCache.ts).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300 && request.auth)
      matches.analytics.refresh(request.auth.user.id);
  });

  app.get('/', {
    schema: {
      tags,
      summary: "A page of the caller's TCG matches",
      description:
        'Paged on the server: `{ matches, page, pageSize, totalCount, totalPages }`. `search` matches the opponent deck ' +
        'or the notes (case-insensitive, literal text); `seasonId` keeps matches dated within that season.',
      querystring: tcgMatchListQuerySchema,
      response: { 200: tcgMatchPageSchema, ...errorResponses(400, 401, 404) },
    },
    // Built field by field by toTcgMatch from validated rows; the zod serializer would re-check every game.
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => matches.list(currentAuth(request).user.id, request.query),
  });

  app.get('/summary', {
    schema: {
      tags,
      summary: "The dashboard's records, trends and active deck performance",
      querystring: z.object({ seasonId: z.string().trim().min(1).max(100).optional() }),
      response: { 200: tcgMatchSummarySchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => matches.summary(currentAuth(request).user, request.query.seasonId),
  });

  app.get('/export', {
    schema: {
      tags,
      summary: "The caller's TCG matches meeting the list's filters, as CSV",
      description: "Every matching match (not one page), in the list order, as the spec's CSV columns.",
      querystring: exportQuery,
      response: { 200: z.string(), ...errorResponses(400, 401, 404) },
    },
    // The CSV text as it is; error answers (objects) as JSON.
    serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    handler: async (request, reply) => {
      const rows = await matches.listAll(currentAuth(request).user.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('tcg', new Date())}"`)
        .send(tcgMatchesToCsv(rows));
    },
  });

  app.post('/', {
    schema: {
      tags,
      summary: 'Log a TCG match',
      description:
        "A `local_` deck id names the caller's deck created with that `clientId`, linked when it arrives. With a " +
        '`clientId` the caller already used, nothing is created and that match is answered (200).',
      body: tcgMatchInputSchema,
      response: { 201: tcgMatchSchema, 200: tcgMatchSchema, ...errorResponses(400, 401, 404, 413) },
    },
    handler: async (request, reply) => {
      const { match, created } = await matches.create(currentAuth(request).user.id, request.body);
      return reply.code(created ? 201 : 200).send(match);
    },
  });

  app.get('/stats', {
    schema: {
      tags,
      summary: "The caller's personal TCG analytics",
      description:
        'Records overall and per season, the record by week or month, the matchup table, game-level splits, prize-race ' +
        'facts and one row per deck, over the matches the analytics query keeps, under its tie convention (core ' +
        '`tcgPersonalAnalytics`). An unknown season is 404.',
      querystring: analyticsQuerySchema,
      response: { 200: tcgAnalyticsSchema, ...errorResponses(400, 401, 404) },
    },
    // Cached JSON text (analytics.ts), built by the core function the schema describes.
    serializerCompiler: jsonTextSerializer,
    handler: async (request, reply) =>
      sendJsonText(reply, await matches.analytics.stats(currentAuth(request).user.id, request.query)),
  });

  app.get('/:id', {
    schema: {
      tags,
      summary: "One of the caller's TCG matches",
      params: idParams,
      response: { 200: tcgMatchSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => matches.get(currentAuth(request).user.id, request.params.id),
  });

  app.put('/:id', {
    schema: {
      tags,
      summary: "Replace one of the caller's TCG matches",
      description: 'The whole match is sent (also when only notes change); fields left out take their defaults.',
      params: idParams,
      body: tcgMatchInputSchema,
      response: { 200: tcgMatchSchema, ...errorResponses(400, 401, 404, 413) },
    },
    handler: async (request) => matches.update(currentAuth(request).user.id, request.params.id, request.body),
  });

  app.delete('/:id', {
    schema: {
      tags,
      summary: "Delete one of the caller's TCG matches",
      params: idParams,
      response: { 200: messageSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      await matches.remove(currentAuth(request).user.id, request.params.id);
      return { msg: MATCH_DELETED };
    },
  });
};
