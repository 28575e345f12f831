import type { TeamStats } from '@trainerlog/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataPort } from '../dataPortContext.ts';
import type { VgcMatchListParams } from '../entities/vgcMatchDashboard.ts';
import type { VgcDashboardPage, VgcDashboardSummary } from '../port.ts';
import { TEAMS_QUERY_KEY } from './useTeams.ts';
import { VGC_MATCHES_QUERY_KEY } from './useVgcMatches.ts';

export type { VgcDashboardPage, VgcDashboardSummary } from '../port.ts';

/**
 * One page of the dashboard's VGC list. Its key sits under the VGC match key, so the match mutations apply a change
 * to it at once and refetch it. A member whose API fails sees the matches stored in this browser, with the spec's
 * toast "Error fetching VGC matches" (part 1 §8).
 */
export function useVgcMatchPage(params: VgcMatchListParams) {
  const { ready, scope, send } = useDataPort();
  return useQuery<VgcDashboardPage>({
    queryKey: [
      ...VGC_MATCHES_QUERY_KEY,
      scope,
      'page',
      { ...params, season: params.season?._id ?? null, team: params.team ? [params.team.key, params.team.teamId] : null },
    ],
    queryFn: () => send('vgcMatches.page', params),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Records, trends and Team Performance: one request for members, computed in this browser for guests. The summary
 * also counts teams, which change on the team screens (whose changes refresh only team queries), so it is read
 * again whenever the dashboard opens.
 */
export function useVgcMatchSummary() {
  const { ready, scope, send } = useDataPort();
  return useQuery<VgcDashboardSummary>({
    // A guest's summary reads the current season first (cached with the seasons).
    queryKey: [...VGC_MATCHES_QUERY_KEY, scope, 'summary'],
    queryFn: () => send('vgcMatches.summary'),
    enabled: ready,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    retry: false,
  });
}

/**
 * Every team's statistics by team id (one request for members). Kept under the team key: both team changes and
 * match changes (`refetchVgcMatchesSoon`) refresh it.
 */
export function useTeamStats() {
  const { ready, scope, send } = useDataPort();
  return useQuery<ReadonlyMap<string, TeamStats>>({
    queryKey: [...TEAMS_QUERY_KEY, scope, 'stats'],
    queryFn: async () => {
      const stats = await send('teams.stats');
      return new Map(stats.map((entry) => [entry.teamId, entry]));
    },
    enabled: ready,
  });
}
