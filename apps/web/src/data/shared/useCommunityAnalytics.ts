/**
 * Community analytics reads (issue 6): GET /api/analytics/global/meta and /matrix, public aggregates of members'
 * matches (contract in core `schemas/communityAnalytics.ts`), and (issue 29) GET /api/analytics/global/vgc, the
 * Pokémon, pairs and restricted cores of members' VGC teams (core `schemas/vgcCommunityAnalytics.ts`).
 *
 * Decisions:
 * - The query string is built from the parsed `CommunityQuery` (only the fields the server reads, defaults left
 *   out), so equal filters share one cache entry and one URL.
 * - Answers are parsed with the core schemas, not cast.
 * - Aggregates change only when someone logs a match or an admin edits categories; they are kept fresh for a minute
 *   and the previous answer stays on screen while new filters load (no flashing empty table).
 */
import {
  queryString,
  communityMatrixSchema,
  communityMetaSchema,
  COMMUNITY_DEFAULT_MIN_MATCHES,
  type CommunityQuery,
  vgcCommunitySchema,
  communityCardsSchema,
} from '@trainerlog/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/typedClient.ts';

/** Every community figure's query key starts with this (category edits invalidate it). */
export const COMMUNITY_QUERY_KEY = ['community'] as const;

export const COMMUNITY_ERRORS = {
  meta: 'Error fetching community meta',
  matrix: 'Error fetching the matchup matrix',
  vgc: 'Error fetching VGC community analytics',
  cards: 'Error fetching community card analytics',
} as const;

/** The VGC figures' query: the community filters (no week/month: no trend) and a regulation. */
export type VgcCommunityFilters = Omit<CommunityQuery, 'granularity'> & { regulation?: string };

const COMMUNITY_FRESH_MS = 60 * 1000;

/** The query the server reads (`communityQuerySchema`), defaults left out. */
function communityParams(query: CommunityQuery) {
  return {
    from: query.from || undefined,
    to: query.to || undefined,
    seasonId: query.seasonId || undefined,
    convention: query.convention,
    minMatches: query.minMatches !== COMMUNITY_DEFAULT_MIN_MATCHES ? query.minMatches : undefined,
    granularity: query.granularity !== 'week' ? query.granularity : undefined,
  };
}

/** The VGC query the server reads (`vgcCommunityQuerySchema`), defaults left out. */
function vgcCommunityParams(query: VgcCommunityFilters) {
  return {
    from: query.from || undefined,
    to: query.to || undefined,
    seasonId: query.seasonId || undefined,
    convention: query.convention,
    minMatches: query.minMatches !== COMMUNITY_DEFAULT_MIN_MATCHES ? query.minMatches : undefined,
    regulation: query.regulation || undefined,
  };
}

/** The same query as a search string (the query keys' part), without the `?`. */
export function communitySearch(query: CommunityQuery): string {
  return queryString(communityParams(query)).slice(1);
}

export const communityApi = {
  meta: async (query: CommunityQuery, signal?: AbortSignal) =>
    communityMetaSchema.parse(await api.community.meta(communityParams(query), { signal })),
  matrix: async (query: CommunityQuery, signal?: AbortSignal) =>
    communityMatrixSchema.parse(await api.community.matrix(communityParams(query), { signal })),
  vgc: async (query: VgcCommunityFilters, signal?: AbortSignal) =>
    vgcCommunitySchema.parse(await api.community.vgc(vgcCommunityParams(query), { signal })),
  cards: async (archetype: string | undefined, signal?: AbortSignal) =>
    communityCardsSchema.parse(await api.community.cards(archetype ? { archetype } : {}, { signal })),
};

/** Issue 30: one archetype's card adoption and impact across members who share (the most played when none asked). */
export function useCommunityCards(archetype: string | undefined) {
  return useQuery({
    queryKey: [...COMMUNITY_QUERY_KEY, 'cards', archetype ?? ''],
    queryFn: ({ signal }) => communityApi.cards(archetype, signal),
    staleTime: COMMUNITY_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCommunityMeta(query: CommunityQuery) {
  return useQuery({
    queryKey: [...COMMUNITY_QUERY_KEY, 'meta', communitySearch(query)],
    queryFn: ({ signal }) => communityApi.meta(query, signal),
    staleTime: COMMUNITY_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCommunityMatrix(query: CommunityQuery, enabled = true) {
  return useQuery({
    queryKey: [...COMMUNITY_QUERY_KEY, 'matrix', communitySearch(query)],
    queryFn: ({ signal }) => communityApi.matrix(query, signal),
    staleTime: COMMUNITY_FRESH_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCommunityVgc(query: VgcCommunityFilters) {
  return useQuery({
    queryKey: [...COMMUNITY_QUERY_KEY, 'vgc', queryString(vgcCommunityParams(query)).slice(1)],
    queryFn: ({ signal }) => communityApi.vgc(query, signal),
    staleTime: COMMUNITY_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
