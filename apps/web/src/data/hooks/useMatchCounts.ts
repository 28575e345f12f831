import { GLOBAL_COUNTS_FRESH_MS, GLOBAL_COUNTS_REFETCH_MS, MY_COUNTS_FRESH_MS } from '@trainerlog/core';
import { useQuery } from '@tanstack/react-query';
import { useDataPort } from '../dataPortContext.ts';
import { fetchCounts } from '../entities/matchCounts.ts';

export const GLOBAL_COUNTS_QUERY_KEY = ['globalCounts'] as const;
/**
 * Prefix of the session's own counts (the session scope follows, so one account never sees another's). Screens
 * that add or delete matches invalidate it so "Your matches" follows the change.
 */
export const MY_COUNTS_QUERY_KEY = ['myCounts'] as const;

/** Spec part 1 §9: fresh for 15 minutes, refetched every 30 minutes while shown. */
export function useGlobalCounts() {
  return useQuery({
    queryKey: GLOBAL_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchCounts('globalCounts', signal),
    staleTime: GLOBAL_COUNTS_FRESH_MS,
    refetchInterval: GLOBAL_COUNTS_REFETCH_MS,
  });
}

/** The signed-in user's counts (fresh 15 minutes); guests have no server counts, so the port asks nothing. */
export function useMyCounts() {
  const { scope, ready, send } = useDataPort();
  return useQuery({
    queryKey: [...MY_COUNTS_QUERY_KEY, scope],
    queryFn: ({ signal }) => send('counts.mine', signal),
    staleTime: MY_COUNTS_FRESH_MS,
    enabled: ready,
  });
}
