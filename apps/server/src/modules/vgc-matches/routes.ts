import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  csvFileName,
  messageSchema,
  teamStatsSchema,
  vgcMatchesToCsv,
  vgcMatchInputSchema,
  vgcMatchListQuerySchema,
  vgcMatchPageSchema,
  vgcMatchSchema,
  vgcMatchSummarySchema,
  vgcPersonalAnalyticsSchema,
} from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import { jsonTextSerializer, sendJsonText } from '../personal-analytics/answerCache.ts';
import { MATCH_DELETED, type VgcMatchService } from './service.ts';

const tags = ['vgc matches'];
const idParams = z.object({ id: z.string() });
const teamParams = z.object({ teamId: z.string() });
const exportQuery = vgcMatchListQuerySchema.pick({
  search: true,
  sort: true,
  seasonId: true,
  teamKey: true,
  teamId: true,
});

export const vgcMatchRoutes: FastifyPluginAsyncZod<{ matches: VgcMatchService; guards: AuthGuards }> = async (
  app,
  { matches, guards },
) => {
  // Members only; guests keep their matches in the browser.
  app.addHook('onRequest', guards.requireUser);
  // After a write, the player's last analytics answers are computed again off the request path (answerCache.ts).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300 && request.auth)
      matches.refreshAnalytics(request.auth.user.id);
  });

  app.get('/', {
    schema: {
      tags,
      summary: "A page of the caller's VGC matches",
      description:
        'Paged on the server: `{ matches, page, pageSize, totalCount, totalPages }`. `search` matches the opponent name, ' +
        'the notes or the format (case-insensitive, literal text); `seasonId` keeps matches dated within that season; ' +
        "`teamKey` (core teamFilterKey of a team's species) keeps that team's matches, and with `teamId` also those " +
        'logged with that team.',
      querystring: vgcMatchListQuerySchema,
      response: { 200: vgcMatchPageSchema, ...errorResponses(400, 401, 404) },
    },
    // Built field by field by toVgcMatch from stored rows; the zod serializer would re-check every game.
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => matches.list(currentAuth(request).user.id, request.query),
  });

  app.get('/summary', {
    schema: {
      tags,
      summary: "The dashboard's records, trends and most used team",
      querystring: z.object({ seasonId: z.string().trim().min(1).max(100).optional() }),
      response: { 200: vgcMatchSummarySchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => matches.summary(currentAuth(request).user.id, request.query.seasonId),
  });

  app.get('/export', {
    schema: {
      tags,
      summary: "The caller's VGC matches meeting the list's filters, as CSV",
      description: 'Every matching match (not one page), in the list order.',
      querystring: exportQuery,
      response: { 200: z.string(), ...errorResponses(400, 401, 404) },
    },
    // The CSV text as it is; error answers (objects) as JSON.
    serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    handler: async (request, reply) => {
      const rows = await matches.listAll(currentAuth(request).user.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('vgc', new Date())}"`)
        .send(vgcMatchesToCsv(rows));
    },
  });

  app.get('/team-stats', {
    schema: {
      tags,
      summary: "Statistics of each of the caller's teams, in the teams list's order",
      response: { 200: z.array(teamStatsSchema), ...errorResponses(401) },
    },
    handler: async (request) => matches.teamStats(currentAuth(request).user.id),
  });

  app.get('/team-stats/:teamId', {
    schema: {
      tags,
      summary: "Statistics of one of the caller's teams",
      params: teamParams,
      response: { 200: teamStatsSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => matches.teamStatsOf(currentAuth(request).user.id, request.params.teamId),
  });

  app.get('/stats', {
    schema: {
      tags,
      summary: "Personal VGC analytics over the caller's matches",
      description:
        "Core vgcPersonalAnalytics over the caller's VGC matches, with their teams (move sets, Tera types) and the " +
        'seasons: records overall, per season and over time, lead pairs, brought and opposing Pokémon, opponent ' +
        "leads, move usage (top 4 + Others where the match's team is known), Tera usage and one row per team. " +
        "Filters: from/to (days), seasonId, bestOf (1|3), format, teamId (the team's matches by id or by its six " +
        'species), convention (loss|third|exclude), granularity (week|month). Cached per user and query until the ' +
        "caller's matches or teams change.",
      querystring: analyticsQuerySchema,
      response: { 200: vgcPersonalAnalyticsSchema, ...errorResponses(400, 401, 404) },
    },
    // Kept JSON text (personal-analytics/answerCache.ts), built by the core function the schema describes.
    serializerCompiler: jsonTextSerializer,
    handler: async (request, reply) =>
      sendJsonText(reply, await matches.statsJson(currentAuth(request).user.id, request.query)),
  });

  app.post('/', {
    schema: {
      tags,
      summary: 'Log a VGC match',
      description:
        'Species are checked against the Pokédex and stored in its spelling (`Urshifu-*` is read as Urshifu). With a ' +
        "team id of the caller's and no player team, the team's species are used; a `local_` team id names the team " +
        'created with that `clientId`, linked when it arrives. With a `clientId` the caller already used, nothing is ' +
        'created and that match is answered (200).',
      body: vgcMatchInputSchema,
      response: { 201: vgcMatchSchema, 200: vgcMatchSchema, ...errorResponses(400, 401, 404, 413) },
    },
    handler: async (request, reply) => {
      const { match, created } = await matches.create(currentAuth(request).user.id, request.body);
      return reply.code(created ? 201 : 200).send(match);
    },
  });

  app.get('/:id', {
    schema: {
      tags,
      summary: "One of the caller's VGC matches",
      params: idParams,
      response: { 200: vgcMatchSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => matches.get(currentAuth(request).user.id, request.params.id),
  });

  app.put('/:id', {
    schema: {
      tags,
      summary: "Replace one of the caller's VGC matches",
      description: 'The whole match is sent (also when only notes change); fields left out take their defaults.',
      params: idParams,
      body: vgcMatchInputSchema,
      response: { 200: vgcMatchSchema, ...errorResponses(400, 401, 404, 413) },
    },
    handler: async (request) => matches.update(currentAuth(request).user.id, request.params.id, request.body),
  });

  app.delete('/:id', {
    schema: {
      tags,
      summary: "Delete one of the caller's VGC matches",
      params: idParams,
      response: { 200: messageSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      await matches.remove(currentAuth(request).user.id, request.params.id);
      return { msg: MATCH_DELETED };
    },
  });
};
