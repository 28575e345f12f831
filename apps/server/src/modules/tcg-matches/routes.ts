/**
 * The TCG match book's routes: the shared match routes (matches/matchRoutes.ts) with TCG's table entries, service,
 * texts and CSV columns.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, tcgMatchesToCsv } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { matchRoutes } from '../matches/index.ts';
import type { TcgMatchService } from './service.ts';

export const tcgMatchRoutes: FastifyPluginAsyncZod<{ matches: TcgMatchService; guards: AuthGuards }> = async (
  app,
  { matches, guards },
) => {
  // Members only through matchRoutes' guard hook, which covers every route of this plugin.
  app.post('/opponent-decks/merge', {
    // Matches only: the user row (and so the session cache) is unchanged, like every match write.
    config: { touchesUserRow: false },
    schema: {
      tags: ['tcg matches'],
      summary: "Merge the caller's own opponent-deck spellings into one name",
      description:
        "Every match of the caller's whose opponent deck is one of `from` (trimmed, ignoring case) is renamed to " +
        "`into` and re-categorised; another user's matches are never touched. Answers `{ updated }`.",
      ...endpointSchema(apiEndpoints.tcgMatches.mergeOpponentDecks),
    },
    handler: async (request) => matches.mergeOpponentDecks(currentAuth(request).user.id, request.body),
  });
  await matchRoutes(app, {
    game: 'tcg',
    endpoints: apiEndpoints.tcgMatches,
    guards,
    tags: ['tcg matches'],
    matches: {
      ...matches,
      statsJson: (userId, query) => matches.analytics.stats(userId, query),
      refreshAnalytics: (userId) => matches.analytics.refresh(userId),
    },
    words: {
      list: {
        summary: "A page of the caller's TCG matches",
        description:
          'Paged on the server: `{ matches, page, pageSize, totalCount, totalPages }`. `search` matches the opponent ' +
          'deck or the notes (case-insensitive, literal text); `seasonId` keeps matches dated within that season.',
      },
      summary: { summary: "The dashboard's records, trends and active deck performance" },
      export: {
        summary: "The caller's TCG matches meeting the list's filters, as CSV",
        description: "Every matching match (not one page), in the list order, as the spec's CSV columns.",
      },
      stats: {
        summary: "The caller's personal TCG analytics",
        description:
          'Records overall and per season, the record by week or month, the matchup table, game-level splits, ' +
          'prize-race facts and one row per deck, over the matches the analytics query keeps, under its tie ' +
          'convention (core `tcgPersonalAnalytics`). An unknown season is 404.',
      },
      create: {
        summary: 'Log a TCG match',
        description:
          "A `local_` deck id names the caller's deck created with that `clientId`, linked when it arrives. With a " +
          '`clientId` the caller already used, nothing is created and that match is answered (200).',
      },
    },
    toCsv: tcgMatchesToCsv,
  });
};
