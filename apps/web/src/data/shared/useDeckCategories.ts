/**
 * Deck categories (archetypes) and the admin's deck-name categorisation (issue 6; contract in core
 * `schemas/deckCategories.ts`).
 *
 * Decisions:
 * - The list (GET /api/deck-categories) is public: the community screens name and draw archetypes with it, and the
 *   expected-win-rate tool categorises a player's own opponent deck names with it (`categorizeDeckName`). Spec part 2
 *   §7 asks for a cache-busting timestamp on its GETs, so each fetch carries `?_=<ms>`.
 * - Answers are parsed with the core schemas, not cast: a changed server shape fails the query visibly.
 * - A category change re-categorises matches on the server, so every create/edit/delete and every bulk assignment
 *   also invalidates the community figures and the categorisation pages (spec part 2 §4: refetch after 100 ms).
 */
import {
  ARCHETYPE_CATALOGUE_RULES,
  type CategoryRules,
  deckCategorizationAssignResultSchema,
  deckCategorizationPageSchema,
  deckCategoryListSchema,
  deckCategorySchema,
  REFETCH_DELAY_AFTER_CHANGE_MS,
  type DeckCategorizationAssign,
  type DeckCategorizationQuery,
  type DeckCategory,
  type DeckCategoryInput,
} from '@trainerlog/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/typedClient.ts';
import { COMMUNITY_QUERY_KEY } from './useCommunityAnalytics.ts';

export const DECK_CATEGORIES_QUERY_KEY = ['deck-categories'] as const;
export const DECK_CATEGORIZATION_QUERY_KEY = ['deck-categorization'] as const;

/** The failure texts of each call (the spec names none; the admin screens' "Error <doing> <thing>" pattern). */
export const DECK_CATEGORY_ERRORS = {
  fetch: 'Error fetching deck categories',
  create: 'Error creating deck category',
  update: 'Error updating deck category',
  remove: 'Error deleting deck category',
  fetchNames: 'Error fetching deck names',
  assign: 'Error assigning deck names',
} as const;

const NO_CATEGORIES: readonly DeckCategory[] = [];

const byName = (a: DeckCategory, b: DeckCategory) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export const deckCategoriesApi = {
  list: async (signal?: AbortSignal) =>
    deckCategoryListSchema.parse(await api.deckCategories.list({ _: String(Date.now()) }, { signal }))
      .categories,
  create: async (input: DeckCategoryInput) =>
    deckCategorySchema.parse(await api.deckCategories.create(input)),
  update: async (id: string, input: DeckCategoryInput) =>
    deckCategorySchema.parse(await api.deckCategories.update({ id }, input)),
  remove: (id: string) => api.deckCategories.remove({ id }),
  names: async (query: DeckCategorizationQuery, signal?: AbortSignal) => {
    const params = { page: query.page, status: query.status, search: query.search || undefined };
    return deckCategorizationPageSchema.parse(await api.deckCategorization.list(params, { signal }));
  },
  assign: async (body: DeckCategorizationAssign) =>
    deckCategorizationAssignResultSchema.parse(await api.deckCategorization.assign(body)),
};

/** Every category, A-Z (public). `categories` is a stable empty list while loading or after a failure. */
export function useDeckCategories() {
  const query = useQuery({
    queryKey: DECK_CATEGORIES_QUERY_KEY,
    queryFn: ({ signal }) => deckCategoriesApi.list(signal),
  });
  return { ...query, categories: query.data ?? NO_CATEGORIES };
}

/**
 * The archetypes to offer a player (issue 29): the categories when the list has been read, else (loading, offline, a
 * guest without network) the built-in catalogue the server starts from, so the suggestions never start empty.
 */
export function useArchetypeRules(): readonly CategoryRules[] {
  const { isSuccess, categories } = useDeckCategories();
  return isSuccess ? categories : ARCHETYPE_CATALOGUE_RULES;
}

/** After a change: everything that depends on categories is refetched 100 ms later. */
function refetchCategorizedSoon(queryClient: QueryClient) {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: DECK_CATEGORIES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: DECK_CATEGORIZATION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY });
  }, REFETCH_DELAY_AFTER_CHANGE_MS);
}

/** Create, edit and delete; the cached list follows at once, then everything is refetched. */
export function useDeckCategoryMutations() {
  const queryClient = useQueryClient();
  const edit = (change: (categories: DeckCategory[]) => DeckCategory[]) => {
    queryClient.setQueryData<DeckCategory[]>(DECK_CATEGORIES_QUERY_KEY, (list) => (list ? change(list) : list));
    refetchCategorizedSoon(queryClient);
  };
  const put = (category: DeckCategory) =>
    edit((list) => [...list.filter((c) => c._id !== category._id), category].sort(byName));
  const create = useMutation({ mutationFn: deckCategoriesApi.create, onSuccess: put });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeckCategoryInput }) => deckCategoriesApi.update(id, input),
    onSuccess: put,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deckCategoriesApi.remove(id),
    onSuccess: (_answer, id) => edit((list) => list.filter((c) => c._id !== id)),
  });
  return { create, update, remove };
}

/** One page of deck names for the categorisation screen (admins). The previous page stays shown while paging. */
export function useDeckCategorization(query: DeckCategorizationQuery) {
  return useQuery({
    queryKey: [...DECK_CATEGORIZATION_QUERY_KEY, query.status, query.search ?? '', query.page],
    queryFn: ({ signal }) => deckCategoriesApi.names(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Bulk assignment (or clearing it). The shown page is refetched at once, the rest 100 ms later. */
export function useAssignDeckNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deckCategoriesApi.assign,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DECK_CATEGORIZATION_QUERY_KEY });
      refetchCategorizedSoon(queryClient);
    },
  });
}
