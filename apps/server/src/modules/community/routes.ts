import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import { endpointSchema } from '../../http/routeSchema.ts';
import type { CommunityService } from './service.ts';
import { jsonTextSerializer, sendJsonText } from '../../caching/index.ts';

const tags = ['analytics'];

/** Community analytics: aggregates of members' matches, readable by anyone (no user ids, deck lists or notes). */
export const communityRoutes: FastifyPluginAsyncZod<{ community: CommunityService }> = async (app, { community }) => {
  app.get('/meta', {
    schema: {
      tags,
      summary: 'Meta share, win rates and trend by archetype across members (opted-out players excluded)',
      security: [],
      ...endpointSchema(apiEndpoints.community.meta),
    },
    // JSON text checked against the schema when built (service.ts); the all-time one is kept between changes.
    serializerCompiler: jsonTextSerializer,
    handler: async (request, reply) => sendJsonText(reply, await community.metaJson(request.query)),
  });

  app.get('/matrix', {
    schema: {
      tags,
      summary: 'Archetype × archetype matchup matrix across members (opted-out players excluded)',
      security: [],
      ...endpointSchema(apiEndpoints.community.matrix),
    },
    // JSON text checked against the schema when built (service.ts); the all-time one is kept between changes.
    serializerCompiler: jsonTextSerializer,
    handler: async (request, reply) => sendJsonText(reply, await community.matrixJson(request.query)),
  });

  app.get('/cards', {
    schema: {
      tags,
      summary: "One archetype's card adoption and card impact across members who share (opted-out excluded)",
      security: [],
      ...endpointSchema(apiEndpoints.community.cards),
    },
    handler: (request) => community.cards(request.query),
  });

  app.get('/vgc', {
    schema: {
      tags,
      summary: "Usage and win rates of Pokémon, pairs and restricted cores on members' VGC teams (opted-out excluded)",
      security: [],
      ...endpointSchema(apiEndpoints.community.vgc),
    },
    // JSON text checked against the schema when built (vgc.ts); kept while the matches it counts are unchanged.
    serializerCompiler: jsonTextSerializer,
    handler: async (request, reply) => sendJsonText(reply, await community.vgcJson(request.query)),
  });
};
