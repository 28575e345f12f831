/**
 * The endpoint table's collection and reference areas: decks and teams (one shape, `ownCollection`), seasons, deck
 * categories, the restricted list, and the public reference data (cards, sprites, Pokédex, pokepaste, community).
 */
import { z } from 'zod';
import {
  cardCatalogueStatusSchema,
  cardResolveRequestSchema,
  cardResolveResponseSchema,
  spriteSlugListSchema,
} from '../schemas/cards.ts';
import { messageSchema } from '../schemas/common.ts';
import { communityMatrixSchema, communityMetaSchema, communityQuerySchema } from '../schemas/communityAnalytics.ts';
import { vgcCommunityQuerySchema, vgcCommunitySchema } from '../schemas/vgcCommunityAnalytics.ts';
import { communityCardsQuerySchema, communityCardsSchema } from '../schemas/tcgCardInsights.ts';
import {
  deckCategorizationAssignResultSchema,
  deckCategorizationAssignSchema,
  deckCategorizationPageSchema,
  deckCategorizationQuerySchema,
  deckCategoryInputSchema,
  deckCategoryListSchema,
  deckCategorySchema,
} from '../schemas/deckCategories.ts';
import { cardSearchPageSchema, cardSearchQuerySchema, deckInputSchema, deckSchema } from '../schemas/decks.ts';
import {
  abilitySchema,
  heldItemSchema,
  natureSchema,
  pokemonDetailSchema,
  pokemonListQuerySchema,
  pokemonListSchema,
  pokemonTypeSchema,
} from '../schemas/pokedex.ts';
import { pokepasteQuerySchema, pokepasteSchema } from '../schemas/pokepaste.ts';
import { restrictedPokemonInputSchema, restrictedPokemonListSchema } from '../schemas/restrictedPokemon.ts';
import { seasonInputSchema, seasonSchema, seasonStatsSchema } from '../schemas/seasons.ts';
import {
  vgcRegulationInputSchema,
  vgcRegulationListSchema,
  vgcRegulationParamsSchema,
} from '../schemas/vgcRegulations.ts';
import { teamInputSchema, teamSchema } from '../schemas/teams.ts';
import { endpoint } from './endpoint.ts';
import {
  deckCategoryListQuerySchema,
  idParamsSchema,
  notModifiedSchema,
  pngImageSchema,
  pokemonParamsSchema,
  restrictedPokemonParamsSchema,
  spriteNameParamsSchema,
  spriteQuerySchema,
  spriteSlugParamsSchema,
  teamPokemonListSchema,
  teamPokemonParamsSchema,
} from './shapes.ts';

/** The caller's own decks or teams: the same five routes. */
function ownCollection<const Base extends string, const I extends z.ZodType, const T extends z.ZodType>(
  base: Base,
  input: I,
  item: T,
) {
  const one = `${base}/:id` as const;
  return {
    list: endpoint({ method: 'GET', path: base, answer: z.array(item), errors: [401] }),
    /** 201 when created, 200 with the item a `clientId` already made. */
    create: endpoint({
      method: 'POST',
      path: base,
      body: input,
      answer: item,
      status: [201, 200],
      errors: [400, 401, 413],
    }),
    get: endpoint({ method: 'GET', path: one, params: idParamsSchema, answer: item, errors: [401, 404] }),
    update: endpoint({
      method: 'PUT',
      path: one,
      params: idParamsSchema,
      body: input,
      answer: item,
      errors: [400, 401, 404, 413],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: one,
      params: idParamsSchema,
      answer: messageSchema,
      errors: [401, 404],
    }),
  };
}

export const decks = ownCollection('/api/decks', deckInputSchema, deckSchema);

export const teams = {
  ...ownCollection('/api/teams', teamInputSchema, teamSchema),
  replacePokemon: endpoint({
    method: 'PUT',
    path: '/api/teams/:id/pokemon',
    params: idParamsSchema,
    body: teamPokemonListSchema,
    answer: teamSchema,
    errors: [400, 401, 404, 413],
  }),
  removePokemon: endpoint({
    method: 'DELETE',
    path: '/api/teams/:id/pokemon/:pokemonId',
    params: teamPokemonParamsSchema,
    answer: teamSchema,
    errors: [401, 404],
  }),
};

export const seasons = {
  list: endpoint({ method: 'GET', path: '/api/seasons', answer: z.array(seasonSchema) }),
  current: endpoint({ method: 'GET', path: '/api/seasons/current', answer: seasonSchema, errors: [404] }),
  stats: endpoint({
    method: 'GET',
    path: '/api/seasons/stats/:id',
    params: idParamsSchema,
    answer: seasonStatsSchema,
    errors: [401, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/seasons',
    body: seasonInputSchema,
    answer: seasonSchema,
    status: [201],
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/seasons/:id',
    params: idParamsSchema,
    body: seasonInputSchema,
    answer: seasonSchema,
    errors: [400, 401, 403, 404],
  }),
  setCurrent: endpoint({
    method: 'PUT',
    path: '/api/seasons/:id/set-current',
    params: idParamsSchema,
    answer: seasonSchema,
    errors: [401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/seasons/:id',
    params: idParamsSchema,
    answer: messageSchema,
    errors: [401, 403, 404],
  }),
};

export const deckCategories = {
  list: endpoint({
    method: 'GET',
    path: '/api/deck-categories',
    query: deckCategoryListQuerySchema,
    answer: deckCategoryListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/deck-categories',
    body: deckCategoryInputSchema,
    answer: deckCategorySchema,
    status: [201],
    errors: [400, 401, 403, 409],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/deck-categories/:id',
    params: idParamsSchema,
    body: deckCategoryInputSchema,
    answer: deckCategorySchema,
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/deck-categories/:id',
    params: idParamsSchema,
    answer: messageSchema,
    errors: [401, 403, 404],
  }),
};

export const deckCategorization = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/deck-categorization',
    query: deckCategorizationQuerySchema,
    answer: deckCategorizationPageSchema,
    errors: [400, 401, 403],
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/api/admin/deck-categorization',
    body: deckCategorizationAssignSchema,
    answer: deckCategorizationAssignResultSchema,
    errors: [400, 401, 403, 404],
  }),
};

export const restrictedPokemon = {
  list: endpoint({ method: 'GET', path: '/api/restricted-pokemon', answer: restrictedPokemonListSchema }),
  add: endpoint({
    method: 'POST',
    path: '/api/restricted-pokemon',
    body: restrictedPokemonInputSchema,
    answer: restrictedPokemonListSchema,
    status: [201],
    errors: [400, 401, 403, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/restricted-pokemon/:name',
    params: restrictedPokemonParamsSchema,
    answer: restrictedPokemonListSchema,
    errors: [401, 403, 404],
  }),
};

/**
 * VGC regulations (issue 29): everyone reads them (forms and analytics need an admin-added regulation's mechanic);
 * admins and owners add, change and remove them. Every answer is the whole list.
 */
export const vgcRegulations = {
  list: endpoint({ method: 'GET', path: '/api/vgc-regulations', answer: vgcRegulationListSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/vgc-regulations',
    body: vgcRegulationInputSchema,
    answer: vgcRegulationListSchema,
    status: [201],
    errors: [400, 401, 403, 409],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/vgc-regulations/:code',
    params: vgcRegulationParamsSchema,
    body: vgcRegulationInputSchema,
    answer: vgcRegulationListSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/vgc-regulations/:code',
    params: vgcRegulationParamsSchema,
    answer: vgcRegulationListSchema,
    errors: [401, 403, 404],
  }),
};

export const cards = {
  search: endpoint({
    method: 'GET',
    path: '/api/cards/search',
    query: cardSearchQuerySchema,
    answer: cardSearchPageSchema,
    errors: [400],
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/api/cards/resolve',
    body: cardResolveRequestSchema,
    answer: cardResolveResponseSchema,
    errors: [400, 413],
  }),
  status: endpoint({ method: 'GET', path: '/api/cards/status', answer: cardCatalogueStatusSchema }),
};

/** Images are shown by URL (`<img src>`); the table names them for the server and the docs. */
export const sprites = {
  slugs: endpoint({ method: 'GET', path: '/api/sprites', answer: spriteSlugListSchema }),
  slugIndex: endpoint({ method: 'GET', path: '/api/sprites/index.json', answer: spriteSlugListSchema }),
  byName: endpoint({
    method: 'GET',
    path: '/api/sprites/by-name/:name',
    params: spriteNameParamsSchema,
    answer: pngImageSchema,
    errors: [400, 404],
  }),
  bySlug: endpoint({
    method: 'GET',
    path: '/api/sprites/:slug',
    params: spriteSlugParamsSchema,
    query: spriteQuerySchema,
    answer: pngImageSchema,
    errors: [400, 404],
  }),
};

const notModified = { 304: notModifiedSchema } as const;
const pokemonDataList = <const P extends string, const S extends z.ZodType>(path: P, item: S) =>
  endpoint({ method: 'GET', path, answer: z.array(item), otherAnswers: notModified });

export const pokemon = {
  list: endpoint({
    method: 'GET',
    path: '/api/pokemon',
    query: pokemonListQuerySchema,
    answer: pokemonListSchema,
    errors: [400],
    otherAnswers: notModified,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/pokemon/:nameOrId',
    params: pokemonParamsSchema,
    answer: pokemonDetailSchema,
    errors: [400, 404],
    otherAnswers: notModified,
  }),
  abilities: pokemonDataList('/api/pokemon-data/abilities', abilitySchema),
  items: pokemonDataList('/api/pokemon-data/items', heldItemSchema),
  types: pokemonDataList('/api/pokemon-data/types', pokemonTypeSchema),
  natures: pokemonDataList('/api/pokemon-data/natures', natureSchema),
};

export const pokepaste = {
  get: endpoint({
    method: 'GET',
    path: '/api/pokepaste',
    query: pokepasteQuerySchema,
    answer: pokepasteSchema,
    errors: [400, 404, 429, 502, 504],
  }),
};

export const community = {
  meta: endpoint({
    method: 'GET',
    path: '/api/analytics/global/meta',
    query: communityQuerySchema,
    answer: communityMetaSchema,
    errors: [400, 404],
  }),
  matrix: endpoint({
    method: 'GET',
    path: '/api/analytics/global/matrix',
    query: communityQuerySchema,
    answer: communityMatrixSchema,
    errors: [400, 404],
  }),
  /** Issue 29: Pokémon, pairs and restricted cores of the members' VGC teams. */
  vgc: endpoint({
    method: 'GET',
    path: '/api/analytics/global/vgc',
    query: vgcCommunityQuerySchema,
    answer: vgcCommunitySchema,
    errors: [400, 404],
  }),
  /** Issue 30: one archetype's card adoption and card impact across members who share. */
  cards: endpoint({
    method: 'GET',
    path: '/api/analytics/global/cards',
    query: communityCardsQuerySchema,
    answer: communityCardsSchema,
    errors: [400],
  }),
};
