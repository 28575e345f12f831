/** The decks' routes: the shared collection routes (matches/collectionRoutes.ts) with the decks' entries and texts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, type DeckInput } from '@trainerlog/core';
import type { AuthGuards } from '../../http/auth.ts';
import { collectionRoutes } from '../matches/index.ts';
import { DECK_DELETED, type DeckService } from './service.ts';

export const deckRoutes: FastifyPluginAsyncZod<{ decks: DeckService; guards: AuthGuards }> = async (
  app,
  { decks, guards },
) =>
  collectionRoutes(app, {
    endpoints: apiEndpoints.decks,
    service: {
      ...decks,
      create: async (userId: string, input: DeckInput) => {
        const { deck, created } = await decks.create(userId, input);
        return { item: deck, created };
      },
    },
    guards,
    tags: ['decks'],
    words: {
      list: { summary: "The caller's decks, most recently updated first" },
      create: {
        summary: 'Create a deck',
        description: 'With a `clientId` the caller already used, nothing is created and that deck is answered (200).',
      },
      get: { summary: 'One of the caller’s decks' },
      update: {
        summary: 'Replace one of the caller’s decks',
        description: 'The whole deck is sent; fields left out take their defaults, as on create.',
      },
      remove: { summary: 'Delete one of the caller’s decks (clears it as the active deck)' },
    },
    deleted: DECK_DELETED,
    // The list's schema documents the answer; checking it cost more than the rest of the request (hundreds of card
    // lines). The decks were validated when written and toDeck copies exactly the schema's fields.
    listAsBuilt: true,
  });
