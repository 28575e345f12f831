/**
 * Personal TCG analytics (issue 6, /analytics/tcg/matches and /analytics/tcg/decks). Members read
 * GET /api/tcgmatches/stats with the screen's analytics query; guests get the same answer computed in the browser by
 * core `tcgPersonalAnalytics` over the matches stored here, with the public seasons list and their browser decks —
 * the very function the server runs, so the same matches give the same numbers.
 *
 * Decisions:
 * - The query key sits under the TCG matches key: logging, editing or deleting a match (which invalidates that key)
 *   refreshes the analytics too, as spec part 2 §4 asks ("an analytics refresh is triggered").
 * - A guest whose seasons list cannot be read (offline) still gets every figure; only the per-season cards and the
 *   season filter have nothing to work with.
 * - A member whose request fails sees the error with a retry, not browser-stored matches: those are not the account's
 *   matches, and analytics of a different set would mislead.
 */
import {
  analyticsQuerySchema,
  tcgAnalyticsSchema,
  tcgPersonalAnalytics,
  type AnalyticsQuery,
  type Deck,
  type DeckRef,
  type Season,
  type TcgAnalytics,
} from '@trainerlog/core';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { SEASONS_QUERY_KEY } from './useSeasons.ts';
import { seasonsApi } from './seasonsApi.ts';
import { useAuth } from '../session/useAuth.ts';
import { localDecks } from './decks.ts';
import { localTcgMatches } from './tcgMatches.ts';
import { TCG_MATCHES_QUERY_KEY } from './useTcgMatches.ts';

export const TCG_ANALYTICS_ERROR = 'Error fetching TCG analytics';

/** Where the numbers were computed. */
export type TcgAnalyticsSource = 'account' | 'browser';

export interface TcgAnalyticsAnswer extends TcgAnalytics {
  source: TcgAnalyticsSource;
}

/** A deck as the analytics name it: its name and up to two sprites. */
export function deckRefOf(deck: Pick<Deck, '_id' | 'name' | 'pokemonSprite' | 'secondaryPokemonSprite'>): DeckRef {
  return {
    _id: deck._id,
    name: deck.name,
    sprites: [deck.pokemonSprite, deck.secondaryPokemonSprite].filter((s): s is string => !!s),
  };
}

async function seasonsFor(queryClient: QueryClient): Promise<Season[]> {
  try {
    return await queryClient.fetchQuery({ queryKey: [...SEASONS_QUERY_KEY, 'list'], queryFn: seasonsApi.list });
  } catch {
    return [];
  }
}

/** The guest's analytics: the core composite over the browser's matches and decks (see header). */
export async function computeLocalTcgAnalytics(
  query: AnalyticsQuery,
  seasons: readonly Season[],
): Promise<TcgAnalytics> {
  const [matches, decks] = await Promise.all([localTcgMatches.list(), localDecks.list()]);
  return tcgPersonalAnalytics(matches, {
    query,
    seasons: seasons.map(({ _id, name, startDate, endDate }) => ({ _id, name, startDate, endDate })),
    decks: decks.map(deckRefOf),
  });
}

export async function fetchMemberTcgAnalytics(search: string, signal?: AbortSignal): Promise<TcgAnalytics> {
  const answer = await api.get<unknown>(`/api/tcgmatches/stats${search ? `?${search}` : ''}`, { signal });
  return tcgAnalyticsSchema.parse(answer);
}

/**
 * The personal TCG analytics for a query (from `useAnalyticsQuery`: `query` and its canonical `search`). Previous
 * numbers stay on screen while new filters load.
 */
export function useTcgAnalytics(query: AnalyticsQuery, search: string) {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const member = status === 'authenticated' && !!user;
  return useQuery<TcgAnalyticsAnswer>({
    queryKey: [...TCG_MATCHES_QUERY_KEY, member ? `member:${user._id}` : 'guest', 'analytics', search],
    queryFn: async ({ signal }) => {
      if (member) return { ...(await fetchMemberTcgAnalytics(search, signal)), source: 'account' };
      const parsed = analyticsQuerySchema.parse(query);
      return { ...(await computeLocalTcgAnalytics(parsed, await seasonsFor(queryClient))), source: 'browser' };
    },
    enabled: status !== 'loading',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
