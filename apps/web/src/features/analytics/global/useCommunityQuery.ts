/**
 * The community screens' filters: the shared analytics filters from the URL (date range, season, tie convention,
 * week/month — `useAnalyticsQuery`) plus `minMatches`, the minimum sample (core `communityQuerySchema`).
 *
 * Decisions:
 * - `minMatches` lives in the URL beside the other filters (a shared link shows the same greying); an invalid value
 *   is dropped (the default, 20, applies), like every other analytics filter.
 * - Filters the community answers do not take (best-of, deck, team, format) are ignored here even if the URL carries
 *   them from a personal screen.
 */
import { COMMUNITY_DEFAULT_MIN_MATCHES, communityQuerySchema, type CommunityQuery } from '@trainerlog/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAnalyticsQuery } from '../shared/useAnalyticsQuery.ts';

export const MIN_MATCHES_PARAM = 'minMatches';

export function readMinMatches(params: URLSearchParams): number {
  const raw = params.get(MIN_MATCHES_PARAM);
  const parsed = communityQuerySchema.shape.minMatches.safeParse(raw ?? undefined);
  return parsed.success ? parsed.data : COMMUNITY_DEFAULT_MIN_MATCHES;
}

export function useCommunityQuery() {
  const analytics = useAnalyticsQuery();
  const [params, setParams] = useSearchParams();
  const minMatches = readMinMatches(params);
  const { from, to, seasonId, convention, granularity } = analytics.query;
  const query: CommunityQuery = useMemo(
    () => ({ from, to, seasonId, convention, granularity, minMatches }),
    [from, to, seasonId, convention, granularity, minMatches],
  );
  const setMinMatches = useCallback(
    (value: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === COMMUNITY_DEFAULT_MIN_MATCHES) next.delete(MIN_MATCHES_PARAM);
          else next.set(MIN_MATCHES_PARAM, String(value));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const filtersSet = from !== undefined || to !== undefined || seasonId !== undefined;
  return { ...analytics, query, analyticsQuery: analytics.query, setMinMatches, filtersSet };
}
