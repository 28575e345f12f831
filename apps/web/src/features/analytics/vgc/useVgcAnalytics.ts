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
import type { AnalyticsQuery } from '@trainerlog/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataPort } from '../../../data/dataPortContext.ts';
import { VGC_MATCHES_QUERY_KEY } from '../../../data/hooks/useVgcMatches.ts';
import type { VgcAnalyticsAnswer } from '../../../data/port.ts';
import { useTeams } from '../../../data/hooks/useTeams.ts';

export type { AnalyticsSource as VgcAnalyticsSource, VgcAnalyticsAnswer } from '../../../data/port.ts';

export const VGC_ANALYTICS_ERROR = 'Error fetching VGC analytics';

/**
 * The personal VGC analytics for a query (from `useAnalyticsQuery`: `query` and its canonical `search`), through
 * the data port. Previous numbers stay on screen while new filters load.
 */
export function useVgcAnalytics(query: AnalyticsQuery, search: string) {
  const { ready, scope, send } = useDataPort();
  const teams = useTeams();
  return useQuery<VgcAnalyticsAnswer>({
    queryKey: [...VGC_MATCHES_QUERY_KEY, scope, 'analytics', search, teams.dataUpdatedAt],
    queryFn: ({ signal }) => send('vgcMatches.analytics', query, search, signal),
    // After the teams list has answered (or failed), so its time in the key does not ask twice.
    enabled: ready && !teams.isPending,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
