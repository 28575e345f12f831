import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import { endpointSchema } from '../../http/routeSchema.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import type { CardService } from './service.ts';

const tags = ['cards'];

/** Public: guests build decks and import deck lists too. */
export const cardRoutes: FastifyPluginAsyncZod<{ cards: CardService }> = async (app, { cards }) => {
  app.get('/search', {
    schema: {
      tags,
      summary: 'Search the card catalogue (pokemontcg.io-style query; default name:*, page 1, 25 a page)',
      description:
        'Terms separated by spaces must all match: `name:char*`, `name:"Professor\'s Research"`, `!name:Iono` ' +
        '(exact), `set.id:sv1`, `set.ptcgoCode:SVI` (or `set:SVI`), `supertype:pokemon`, `subtypes:Item`, ' +
        '`-subtypes:"ACE SPEC"`, `number:86`, `regulationMark:G`, `id:sv1-86`, plain words (name contains). ' +
        'Case and accents are ignored in names. When the catalogue has nothing and CARD_API_URL is set, that ' +
        'service is asked and its cards are cached.',
      security: [],
      ...endpointSchema(apiEndpoints.cards.search),
    },
    // The schema documents the answer; toCatalogueCard copies exactly its fields from the catalogue, which was
    // validated on import, so checking every card again on the way out is skipped.
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => cards.search(request.query),
  });

  app.post('/resolve', {
    schema: {
      tags,
      summary: 'Find the catalogue card of each deck list line (set code and number, else exact name)',
      security: [],
      ...endpointSchema(apiEndpoints.cards.resolve),
    },
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => ({ cards: await cards.resolve(request.body.lines) }),
  });

  app.get('/status', {
    schema: {
      tags,
      summary: 'How many cards and sets the catalogue holds, and whether a remote card service backs it',
      security: [],
      ...endpointSchema(apiEndpoints.cards.status),
    },
    handler: async () => cards.status(),
  });
};
