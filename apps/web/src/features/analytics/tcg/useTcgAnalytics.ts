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
import type { AnalyticsQuery } from '@trainerlog/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataPort } from '../../../data/dataPortContext.ts';
import { TCG_MATCHES_QUERY_KEY } from '../../../data/hooks/useTcgMatches.ts';
import type { TcgAnalyticsAnswer } from '../../../data/port.ts';

export type { AnalyticsSource as TcgAnalyticsSource, TcgAnalyticsAnswer } from '../../../data/port.ts';

export const TCG_ANALYTICS_ERROR = 'Error fetching TCG analytics';

/**
 * The personal TCG analytics for a query (from `useAnalyticsQuery`: `query` and its canonical `search`), through
 * the data port. Previous numbers stay on screen while new filters load.
 */
export function useTcgAnalytics(query: AnalyticsQuery, search: string) {
  const { ready, scope, send } = useDataPort();
  return useQuery<TcgAnalyticsAnswer>({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'analytics', search],
    queryFn: ({ signal }) => send('tcgMatches.analytics', query, search, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
