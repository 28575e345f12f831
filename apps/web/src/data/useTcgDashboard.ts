import type { Season, TcgMatchPage, TcgMatchSummary } from '@trainerlog/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '../session/useAuth.ts';
import { notify } from '../ui/notify.ts';
import { applyOutboxToPage } from './outbox/offlineMatchRepository.ts';
import { isUnreachableError } from './outbox/reachability.ts';
import {
  fetchCurrentSeason,
  fetchLocalPage,
  fetchLocalSummary,
  fetchMemberPage,
  fetchMemberSummary,
  type TcgMatchListParams,
} from './tcgMatchDashboard.ts';
import { TCG_MATCH_ERRORS, TCG_OUTBOX } from './tcgMatches.ts';
import { useActiveDeck } from './useDecks.ts';
import { TCG_MATCHES_QUERY_KEY } from './useTcgMatches.ts';

/** Where the shown matches come from: the account, or this browser (a guest, or the API was unreachable). */
export type MatchSource = 'account' | 'browser' | 'browser-fallback';

export interface DashboardPage extends TcgMatchPage {
  source: MatchSource;
}

export interface DashboardSummary extends TcgMatchSummary {
  source: MatchSource;
}

function useSession() {
  const { status, user } = useAuth();
  const authenticated = status === 'authenticated';
  return { authenticated, ready: status !== 'loading', scope: authenticated && user ? `member:${user._id}` : 'guest' };
}

/** The current season for guests (members get it inside the summary, saving a request). */
export function useCurrentSeason(enabled: boolean) {
  return useQuery<Season | null>({
    queryKey: ['seasons', 'current'],
    queryFn: async () => {
      try {
        return await fetchCurrentSeason();
      } catch {
        // Offline guests simply have no season side; their matches are all still there.
        return null;
      }
    },
    enabled,
    retry: false,
  });
}

/**
 * One page of the dashboard list. A member whose API fails sees the matches stored in this browser, with the
 * spec's error toast (part 1 §8), instead of an empty screen.
 */
export function useTcgMatchPage(params: TcgMatchListParams) {
  const { authenticated, ready, scope } = useSession();
  return useQuery<DashboardPage>({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'page', { ...params, season: params.season?._id ?? null }],
    queryFn: async () => {
      if (!authenticated) return { ...(await fetchLocalPage(params)), source: 'browser' };
      try {
        return { ...(await fetchMemberPage(params)), source: 'account' };
      } catch (error) {
        // Unreachable: the shell's one calm notice says so (ServerReachability), not a toast per list.
        if (!isUnreachableError(error)) notify.error(TCG_MATCH_ERRORS.fetch, { id: 'tcg-matches-fetch' });
        return { ...applyOutboxToPage(TCG_OUTBOX, await fetchLocalPage(params)), source: 'browser-fallback' };
      }
    },
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Records, trends and the active deck's performance: one request for members, computed locally for guests. */
export function useTcgMatchSummary() {
  const { authenticated, ready, scope } = useSession();
  const season = useCurrentSeason(ready && !authenticated);
  const { activeDeckId } = useActiveDeck();
  const guestInputsReady = !authenticated && season.isFetched;
  return useQuery<DashboardSummary>({
    queryKey: [
      ...TCG_MATCHES_QUERY_KEY,
      scope,
      'summary',
      authenticated ? (activeDeckId ?? null) : { season: season.data?._id ?? null, deck: activeDeckId ?? null },
    ],
    queryFn: async () => {
      if (!authenticated) return { ...(await fetchLocalSummary(season.data ?? null, activeDeckId)), source: 'browser' };
      try {
        return { ...(await fetchMemberSummary()), source: 'account' };
      } catch {
        return { ...(await fetchLocalSummary(null, null)), source: 'browser-fallback' };
      }
    },
    enabled: ready && (authenticated || guestInputsReady),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
