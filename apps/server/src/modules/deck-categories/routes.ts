import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import type { AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { DECK_CATEGORY_DELETED, type DeckCategoryService } from './service.ts';

const tags = ['deck-categories'];

/** GET /api/deck-categories is public (guests see archetype names); changes are for admins and owners. */
export const deckCategoryRoutes: FastifyPluginAsyncZod<{
  categories: DeckCategoryService;
  guards: AuthGuards;
}> = async (app, { categories, guards }) => {
  app.get('/', {
    schema: {
      tags,
      summary: 'Every deck category (archetype), by name',
      security: [],
      // The web client adds a cache-busting timestamp (spec part 2); it is accepted and ignored.
      ...endpointSchema(apiEndpoints.deckCategories.list),
    },
    handler: async () => ({ categories: await categories.list() }),
  });

  app.post('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Create a category and categorise the matches it takes (admins and owners)',
      ...endpointSchema(apiEndpoints.deckCategories.create),
    },
    handler: async (request, reply) => reply.code(201).send(await categories.create(request.body)),
  });

  app.put('/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Replace a category and re-categorise the matches that move (admins and owners)',
      ...endpointSchema(apiEndpoints.deckCategories.update),
    },
    handler: async (request) => categories.update(request.params.id, request.body),
  });

  app.delete('/:id', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Delete a category; its matches go where the other rules take them (admins and owners)',
      ...endpointSchema(apiEndpoints.deckCategories.remove),
    },
    handler: async (request) => {
      await categories.remove(request.params.id);
      return { msg: DECK_CATEGORY_DELETED };
    },
  });
};

/** GET/PUT /api/admin/deck-categorization — the deck names seen in matches and their bulk assignment. */
export const deckCategorizationRoutes: FastifyPluginAsyncZod<{
  categories: DeckCategoryService;
  guards: AuthGuards;
}> = async (app, { categories, guards }) => {
  app.get('/', {
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Deck names seen in matches with their counts and categories, 25 a page (admins and owners)',
      ...endpointSchema(apiEndpoints.deckCategorization.list),
    },
    handler: async (request) => categories.categorization(request.query),
  });

  app.put('/', {
    config: { touchesEveryUser: true },
    onRequest: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Assign deck names to a category, or null to let the rules apply again (admins and owners)',
      description: '`updated` is the number of distinct names given.',
      ...endpointSchema(apiEndpoints.deckCategorization.assign),
    },
    handler: async (request) => categories.assign(request.body),
  });
};
