import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import type { CardFactsService } from './service.ts';

const tags = ['tcg matches'];

/** GET /api/deck-analytics/:id/cards and …/cards/games (registered at /api/deck-analytics in app.ts). */
export const cardInsightRoutes: FastifyPluginAsyncZod<{ cardFacts: CardFactsService; guards: AuthGuards }> = async (
  app,
  { cardFacts, guards },
) => {
  app.addHook('onRequest', guards.requireUser);
  app.get('/:id/cards', {
    schema: {
      tags,
      summary: "One of the caller's decks: card impact, tempo and openings from its imported games",
      description:
        'Computed from the card facts of the deck’s imported PTCGL games (read once from their kept logs), for all ' +
        "games or those going first/second and one opponent deck. Another user's deck is not found.",
      ...endpointSchema(apiEndpoints.deckAnalytics.cards),
    },
    // Built by core tcgCardInsights (the schema's shape): hundreds of card rows are not checked field by field.
    serializerCompiler: plainJsonSerializer,
    handler: (request) => cardFacts.insights(currentAuth(request).user.id, request.params.id, request.query),
  });
  app.get('/:id/cards/games', {
    schema: {
      tags,
      summary: 'The games behind one number of the Cards view',
      description:
        'The counted games (newest first, at most 100 listed; `total` counts all) in which one card of one side was, ' +
        'or was not, used by the bucket’s turn, under the same filter as the Cards view.',
      ...endpointSchema(apiEndpoints.deckAnalytics.cardGames),
    },
    // Built field by field by the service (the schema's shape).
    serializerCompiler: plainJsonSerializer,
    handler: (request) => cardFacts.gamesBehind(currentAuth(request).user.id, request.params.id, request.query),
  });
};
