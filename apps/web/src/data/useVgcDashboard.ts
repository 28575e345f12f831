import type { TeamStats, VgcMatchPage, VgcMatchSummary } from '@trainerlog/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '../session/useAuth.ts';
import { notify } from '../ui/notify.ts';
import { applyOutboxToPage } from './outbox/offlineMatchRepository.ts';
import { isUnreachableError } from './outbox/reachability.ts';
import { useCurrentSeason, type MatchSource } from './useTcgDashboard.ts';
import { TEAMS_QUERY_KEY } from './useTeams.ts';
import { VGC_MATCHES_QUERY_KEY } from './useVgcMatches.ts';
import {
  fetchLocalTeamStats,
  fetchLocalVgcPage,
  fetchLocalVgcSummary,
  fetchMemberTeamStats,
  fetchMemberVgcPage,
  fetchMemberVgcSummary,
  type VgcMatchListParams,
} from './vgcMatchDashboard.ts';
import { VGC_MATCH_ERRORS, VGC_OUTBOX } from './vgcMatches.ts';

export interface VgcDashboardPage extends VgcMatchPage {
  source: MatchSource;
}

export interface VgcDashboardSummary extends VgcMatchSummary {
  source: MatchSource;
}

function useSession() {
  const { status, user } = useAuth();
  const authenticated = status === 'authenticated';
  return { authenticated, ready: status !== 'loading', scope: authenticated && user ? `member:${user._id}` : 'guest' };
}

/**
 * One page of the dashboard's VGC list. Its key sits under the VGC match key, so the match mutations apply a change
 * to it at once and refetch it. A member whose API fails sees the matches stored in this browser, with the spec's
 * toast "Error fetching VGC matches" (part 1 §8).
 */
export function useVgcMatchPage(params: VgcMatchListParams) {
  const { authenticated, ready, scope } = useSession();
  return useQuery<VgcDashboardPage>({
    queryKey: [
      ...VGC_MATCHES_QUERY_KEY,
      scope,
      'page',
      { ...params, season: params.season?._id ?? null, team: params.team ? [params.team.key, params.team.teamId] : null },
    ],
    queryFn: async () => {
      if (!authenticated) return { ...(await fetchLocalVgcPage(params)), source: 'browser' };
      try {
        return { ...(await fetchMemberVgcPage(params)), source: 'account' };
      } catch (error) {
        // Unreachable: the shell's one calm notice says so (ServerReachability), not a toast per list.
        if (!isUnreachableError(error)) notify.error(VGC_MATCH_ERRORS.fetch, { id: 'vgc-matches-fetch' });
        return { ...applyOutboxToPage(VGC_OUTBOX, await fetchLocalVgcPage(params)), source: 'browser-fallback' };
      }
    },
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
  const { authenticated, ready, scope } = useSession();
  const season = useCurrentSeason(ready && !authenticated);
  const guestInputsReady = !authenticated && season.isFetched;
  return useQuery<VgcDashboardSummary>({
    queryKey: [...VGC_MATCHES_QUERY_KEY, scope, 'summary', authenticated ? null : (season.data?._id ?? null)],
    queryFn: async () => {
      if (!authenticated) return { ...(await fetchLocalVgcSummary(season.data ?? null)), source: 'browser' };
      try {
        return { ...(await fetchMemberVgcSummary()), source: 'account' };
      } catch {
        return { ...(await fetchLocalVgcSummary(null)), source: 'browser-fallback' };
      }
    },
    enabled: ready && (authenticated || guestInputsReady),
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
  const { authenticated, ready, scope } = useSession();
  return useQuery<ReadonlyMap<string, TeamStats>>({
    queryKey: [...TEAMS_QUERY_KEY, scope, 'stats'],
    queryFn: async () => {
      const stats = authenticated ? await fetchMemberTeamStats() : await fetchLocalTeamStats();
      return new Map(stats.map((entry) => [entry.teamId, entry]));
    },
    enabled: ready,
  });
}
