import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deckInputSchema, deckSchema, messageSchema } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses } from '../../http/errors.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import { DECK_DELETED, type DeckService } from './service.ts';

const tags = ['decks'];
const idParams = z.object({ id: z.string() });

export const deckRoutes: FastifyPluginAsyncZod<{ decks: DeckService; guards: AuthGuards }> = async (
  app,
  { decks, guards },
) => {
  // Every deck route is for members; guests keep their decks in the browser.
  app.addHook('onRequest', guards.requireUser);

  app.get('/', {
    schema: {
      tags,
      summary: "The caller's decks, most recently updated first",
      response: { 200: z.array(deckSchema), ...errorResponses(401) },
    },
    // The schema above documents the answer; checking it cost more than the rest of the request (hundreds of
    // card lines). The decks were validated when written and toDeck copies exactly the schema's fields.
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => decks.list(currentAuth(request).user.id),
  });

  app.post('/', {
    schema: {
      tags,
      summary: 'Create a deck',
      description: 'With a `clientId` the caller already used, nothing is created and that deck is answered (200).',
      body: deckInputSchema,
      response: { 201: deckSchema, 200: deckSchema, ...errorResponses(400, 401, 413) },
    },
    handler: async (request, reply) => {
      const { deck, created } = await decks.create(currentAuth(request).user.id, request.body);
      return reply.code(created ? 201 : 200).send(deck);
    },
  });

  app.get('/:id', {
    schema: {
      tags,
      summary: 'One of the caller’s decks',
      params: idParams,
      response: { 200: deckSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => decks.get(currentAuth(request).user.id, request.params.id),
  });

  app.put('/:id', {
    schema: {
      tags,
      summary: 'Replace one of the caller’s decks',
      description: 'The whole deck is sent; fields left out take their defaults, as on create.',
      params: idParams,
      body: deckInputSchema,
      response: { 200: deckSchema, ...errorResponses(400, 401, 404, 413) },
    },
    handler: async (request) => decks.update(currentAuth(request).user.id, request.params.id, request.body),
  });

  app.delete('/:id', {
    schema: {
      tags,
      summary: 'Delete one of the caller’s decks (clears it as the active deck)',
      params: idParams,
      response: { 200: messageSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => {
      await decks.remove(currentAuth(request).user.id, request.params.id);
      return { msg: DECK_DELETED };
    },
  });
};
