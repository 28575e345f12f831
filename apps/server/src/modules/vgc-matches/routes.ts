/**
 * The VGC match book's routes: the shared match routes (matches/matchRoutes.ts) with VGC's table entries, service,
 * texts and CSV columns, and VGC's own team statistics.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiEndpoints, vgcMatchesToCsv } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { matchRoutes } from '../matches/index.ts';
import type { VgcMatchService } from './service.ts';

const tags = ['vgc matches'];

export const vgcMatchRoutes: FastifyPluginAsyncZod<{ matches: VgcMatchService; guards: AuthGuards }> = async (
  app,
  { matches, guards },
) =>
  matchRoutes(app, {
    game: 'vgc',
    endpoints: apiEndpoints.vgcMatches,
    guards,
    tags,
    matches: { ...matches, summary: (user, seasonId) => matches.summary(user.id, seasonId) },
    words: {
      list: {
        summary: "A page of the caller's VGC matches",
        description:
          'Paged on the server: `{ matches, page, pageSize, totalCount, totalPages }`. `search` matches the opponent ' +
          'name, the notes or the format (case-insensitive, literal text); `seasonId` keeps matches dated within ' +
          "that season; `teamKey` (core teamFilterKey of a team's species) keeps that team's matches, and with " +
          '`teamId` also those logged with that team.',
      },
      summary: { summary: "The dashboard's records, trends and most used team" },
      export: {
        summary: "The caller's VGC matches meeting the list's filters, as CSV",
        description: 'Every matching match (not one page), in the list order.',
      },
      stats: {
        summary: "Personal VGC analytics over the caller's matches",
        description:
          "Core vgcPersonalAnalytics over the caller's VGC matches, with their teams (move sets, Tera types) and the " +
          'seasons: records overall, per season and over time, lead pairs, brought and opposing Pokémon, opponent ' +
          "leads, move usage (top 4 + Others where the match's team is known), Tera usage and one row per team. " +
          "Filters: from/to (days), seasonId, bestOf (1|3), format, teamId (the team's matches by id or by its six " +
          'species), convention (loss|third|exclude), granularity (week|month). Cached per user and query until the ' +
          "caller's matches or teams change.",
      },
      create: {
        summary: 'Log a VGC match',
        description:
          'Species are checked against the Pokédex and stored in its spelling (`Urshifu-*` is read as Urshifu). ' +
          "With a team id of the caller's and no player team, the team's species are used; a `local_` team id names " +
          'the team created with that `clientId`, linked when it arrives. With a `clientId` the caller already used, ' +
          'nothing is created and that match is answered (200).',
      },
    },
    toCsv: vgcMatchesToCsv,
    gameRoutes: (untyped) => {
      const typed = untyped.withTypeProvider<ZodTypeProvider>();
      typed.get('/bring-lead-advice', {
        schema: {
          tags,
          summary: "The bring/lead advisor: the caller's past brings and leads against teams like one opponent six",
          description:
            "Core vgcBringLeadAdviceWithin over the caller's VGC matches under the analytics filters (as /stats): " +
            'the matches whose opponent team preview shares at least 4 of `opponent` (a comma-separated list of 1 ' +
            'to 6 Pokémon; all of them when fewer than 4 are given), counted as the analytics count Pokémon (formes ' +
            'kept apart, Mega and Tera formes folded); over their games your record, your Pokémon brought and led, ' +
            'your lead pairs and what those opponents brought and led, each with a 95% Wilson interval.',
          ...endpointSchema(apiEndpoints.vgcMatches.bringLeadAdvice),
        },
        handler: async (request) => matches.bringLeadAdvice(currentAuth(request).user.id, request.query),
      });

      typed.get('/bring-lead-games', {
        schema: {
          tags,
          summary: 'The games behind one number of the "Bring & lead" view',
          description:
            "Core vgcBringLeadGamesWithin over the caller's VGC matches under the analytics filters (as /stats): the " +
            'counted games (newest first, at most 100 listed; `total` counts all) in which `pokemon` was brought ' +
            '(`brought`), led (`led`), shown in the opponent preview (`opponent`) or brought by the opponent too ' +
            '(`opponentBrought`), or in which the two of `pokemon` were your leads (`leadPair`). Only the caller’s ' +
            'games are ever listed.',
          ...endpointSchema(apiEndpoints.vgcMatches.bringLeadGames),
        },
        handler: async (request) => matches.bringLeadGames(currentAuth(request).user.id, request.query),
      });

      typed.get('/team-stats', {
        config: { keptAnswer: true },
        schema: {
          tags,
          summary: "Statistics of each of the caller's teams, in the teams list's order",
          ...endpointSchema(apiEndpoints.vgcMatches.teamStats),
        },
        handler: async (request) => matches.teamStats(currentAuth(request).user.id),
      });

      typed.get('/team-stats/:teamId', {
        schema: {
          tags,
          summary: "Statistics of one of the caller's teams",
          ...endpointSchema(apiEndpoints.vgcMatches.teamStatsOf),
        },
        handler: async (request) => matches.teamStatsOf(currentAuth(request).user.id, request.params.teamId),
      });
    },
  });
