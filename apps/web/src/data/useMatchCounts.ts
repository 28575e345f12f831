import {
  GLOBAL_COUNTS_FRESH_MS,
  GLOBAL_COUNTS_REFETCH_MS,
  MY_COUNTS_FRESH_MS,
  type MatchCounts,
} from '@trainerlog/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { useAuth } from '../session/useAuth.ts';

export const GLOBAL_COUNTS_QUERY_KEY = ['globalCounts'] as const;
/**
 * Prefix of the signed-in user's own counts (the user id follows, so one account never sees another's). Screens
 * that add or delete matches invalidate it so "Your matches" follows the change.
 */
export const MY_COUNTS_QUERY_KEY = ['myCounts'] as const;

const isCount = (value: unknown): value is number => Number.isInteger(value);

/**
 * Checked, not cast: a changed server shape fails the query (and hides the widget) instead of showing "NaN". By hand
 * rather than with core's matchCountsSchema, the same rule: the landing page shows these counts, and zod is not worth
 * its size on the landing route (issue 18 budget); the lazily loaded screens validate with core's schemas.
 */
async function fetchCounts(path: string, signal: AbortSignal): Promise<MatchCounts> {
  const counts = await api.get<unknown>(path, { signal });
  if (typeof counts !== 'object' || counts === null) throw new Error(`Unexpected match counts from ${path}`);
  const { tcg, vgc } = counts as Record<string, unknown>;
  if (!isCount(tcg) || !isCount(vgc)) throw new Error(`Unexpected match counts from ${path}`);
  return { tcg, vgc };
}

/** Spec part 1 §9: fresh for 15 minutes, refetched every 30 minutes while shown. */
export function useGlobalCounts() {
  return useQuery({
    queryKey: GLOBAL_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchCounts('/api/stats/global-counts', signal),
    staleTime: GLOBAL_COUNTS_FRESH_MS,
    refetchInterval: GLOBAL_COUNTS_REFETCH_MS,
  });
}

/** The signed-in user's counts (fresh 15 minutes); guests have no server counts, so nothing is asked. */
export function useMyCounts() {
  const { status, user } = useAuth();
  const userId = status === 'authenticated' && user ? user._id : null;
  return useQuery({
    queryKey: [...MY_COUNTS_QUERY_KEY, userId],
    queryFn: ({ signal }) => fetchCounts('/api/stats/my-counts', signal),
    staleTime: MY_COUNTS_FRESH_MS,
    enabled: userId !== null,
  });
}
