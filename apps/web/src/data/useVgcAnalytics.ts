/**
 * Personal VGC analytics (issue 6, /analytics/vgc/matches and /analytics/vgc/teams). Members read
 * GET /api/vgcmatches/stats with the screen's analytics query; guests get the same answer computed in the browser by
 * core `vgcPersonalAnalytics` over the matches and teams stored here and the public seasons list — the function the
 * server runs, so the same matches and teams give the same numbers.
 *
 * Decisions:
 * - The query key sits under the VGC matches key, so logging, editing or deleting a match (which invalidates that key)
 *   refreshes the analytics (spec part 2 §4). Move sets and Tera types come from teams, so the key also carries when
 *   the session's teams list was last read: a team edited elsewhere is read again on the next visit.
 * - The seasons are the public list (newest start first, as the server orders them); a guest who cannot read it
 *   (offline) still gets every figure but the per-season records and the season filter.
 * - A member whose request fails sees the error with a retry, not browser-stored matches (those are not the account's).
 */
import {
  analyticsQuerySchema,
  vgcPersonalAnalytics,
  vgcPersonalAnalyticsSchema,
  type AnalyticsQuery,
  type Season,
  type VgcPersonalAnalytics,
} from '@trainerlog/core';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { SEASONS_QUERY_KEY } from './useSeasons.ts';
import { seasonsApi } from './seasonsApi.ts';
import { useAuth } from '../session/useAuth.ts';
import { localTeams } from './teams.ts';
import { useTeams } from './useTeams.ts';
import { VGC_MATCHES_QUERY_KEY } from './useVgcMatches.ts';
import { localVgcMatches } from './vgcMatches.ts';

export const VGC_ANALYTICS_ERROR = 'Error fetching VGC analytics';

export type VgcAnalyticsSource = 'account' | 'browser';

export interface VgcAnalyticsAnswer extends VgcPersonalAnalytics {
  source: VgcAnalyticsSource;
}

async function seasonsFor(queryClient: QueryClient): Promise<Season[]> {
  try {
    return await queryClient.fetchQuery({ queryKey: [...SEASONS_QUERY_KEY, 'list'], queryFn: seasonsApi.list });
  } catch {
    return [];
  }
}

/** The guest's analytics: the core composite over the browser's matches and teams (see header). */
export async function computeLocalVgcAnalytics(
  query: AnalyticsQuery,
  seasons: readonly Season[],
): Promise<VgcPersonalAnalytics> {
  const [matches, teams] = await Promise.all([localVgcMatches.list(), localTeams.list()]);
  return vgcPersonalAnalytics(matches, {
    query,
    seasons: seasons.map(({ _id, name, startDate, endDate }) => ({ _id, name, startDate, endDate })),
    teams,
  });
}

export async function fetchMemberVgcAnalytics(search: string, signal?: AbortSignal): Promise<VgcPersonalAnalytics> {
  const answer = await api.get<unknown>(`/api/vgcmatches/stats${search ? `?${search}` : ''}`, { signal });
  return vgcPersonalAnalyticsSchema.parse(answer);
}

/**
 * The personal VGC analytics for a query (from `useAnalyticsQuery`: `query` and its canonical `search`). Previous
 * numbers stay on screen while new filters load.
 */
export function useVgcAnalytics(query: AnalyticsQuery, search: string) {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const teams = useTeams();
  const member = status === 'authenticated' && !!user;
  return useQuery<VgcAnalyticsAnswer>({
    queryKey: [
      ...VGC_MATCHES_QUERY_KEY,
      member ? `member:${user._id}` : 'guest',
      'analytics',
      search,
      teams.dataUpdatedAt,
    ],
    queryFn: async ({ signal }) => {
      if (member) return { ...(await fetchMemberVgcAnalytics(search, signal)), source: 'account' };
      const parsed = analyticsQuerySchema.parse(query);
      return { ...(await computeLocalVgcAnalytics(parsed, await seasonsFor(queryClient))), source: 'browser' };
    },
    // After the teams list has answered (or failed), so its time in the key does not ask twice.
    enabled: status !== 'loading' && !teams.isPending,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
