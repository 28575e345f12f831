/** The dashboard's TCG list and summary, read through the data port (guests: this browser; members: the API). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataPort } from '../../../data/dataPortContext.ts';
import type { TcgMatchListParams } from '../../../data/entities/tcgMatchDashboard.ts';
import { useActiveDeck } from '../../../data/hooks/useDecks.ts';
import { TCG_MATCHES_QUERY_KEY } from '../../../data/hooks/useTcgMatches.ts';
import type { DashboardPage, DashboardSummary } from '../../../data/port.ts';

export type { DashboardPage, DashboardSummary, MatchSource } from '../../../data/port.ts';

/**
 * One page of the dashboard list. A member whose API fails sees the matches stored in this browser, with the
 * spec's error toast (part 1 §8), instead of an empty screen.
 */
export function useTcgMatchPage(params: TcgMatchListParams) {
  const { ready, scope, send } = useDataPort();
  return useQuery<DashboardPage>({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'page', { ...params, season: params.season?._id ?? null }],
    queryFn: () => send('tcgMatches.page', params),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Records, trends and the active deck's performance: one request for members, computed locally for guests (over the
 * current season, which the guest side reads first). The active deck is in the key, so choosing one refreshes it.
 */
export function useTcgMatchSummary() {
  const { ready, scope, send } = useDataPort();
  const { activeDeckId } = useActiveDeck();
  return useQuery<DashboardSummary>({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'summary', activeDeckId ?? null],
    queryFn: () => send('tcgMatches.summary', activeDeckId ?? null),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
