/**
 * TanStack Query hooks of the Limitless import (issue 15) over `limitlessImport.ts`: the search (paged by Limitless's
 * cursor), the standings, the review, the history, the import and the remembered Limitless username. Members only:
 * for guests nothing is ever asked.
 *
 * Decisions:
 * - Queries are not retried on their own: every answer comes from Limitless through our server, which is rate-limited
 *   both there and here, and an outside failure is already the server's considered answer ("Limitless did not answer
 *   within …"). The screen shows it with a Retry button instead.
 * - The search is one infinite query per game, name and day: "Search further back" asks for the next page from the
 *   previous answer's `nextCursor`, and the pages already read stay.
 * - After an import, everything it wrote is refetched after 100 ms like any other write (spec part 2 §4): both games'
 *   matches (lists, dashboards, analytics), the decks and teams (a new one may have been saved), the match groups,
 *   the match counts, and the import's own answers (history, the "Imported" markers, the review's notice).
 */
import {
  QUERY_FRESH_MS,
  REFETCH_DELAY_AFTER_CHANGE_MS,
  type LimitlessImportRequestBody,
  type LimitlessTournamentPage,
} from '@trainerlog/core';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { useDataPort } from '../dataPortContext.ts';
import { limitlessApi, type LimitlessSearchParams } from './limitlessImport.ts';
import { DECKS_QUERY_KEY } from '../hooks/useDecks.ts';
import { GLOBAL_COUNTS_QUERY_KEY, MY_COUNTS_QUERY_KEY } from '../hooks/useMatchCounts.ts';
import { MATCH_GROUPS_QUERY_KEY } from './useMatchGroups.ts';
import { TCG_MATCHES_QUERY_KEY } from '../hooks/useTcgMatches.ts';
import { TEAMS_QUERY_KEY } from '../hooks/useTeams.ts';
import { VGC_MATCHES_QUERY_KEY } from '../hooks/useVgcMatches.ts';

export type { LimitlessSearchParams } from './limitlessImport.ts';

/** Every Limitless query starts with this key, then the member scope, then its kind. */
export const LIMITLESS_QUERY_KEY = ['limitless'] as const;

function useMemberScope() {
  const { kind, scope } = useDataPort();
  return { member: kind === 'member', scope };
}

const playersKey = (scope: string, id: string) => [...LIMITLESS_QUERY_KEY, scope, 'players', id] as const;

/** Step 1: the search's pages read so far (`fetchNextPage` searches further back). */
export function useLimitlessTournaments(params: LimitlessSearchParams, options: { enabled?: boolean } = {}) {
  const { member, scope } = useMemberScope();
  return useInfiniteQuery({
    queryKey: [...LIMITLESS_QUERY_KEY, scope, 'tournaments', params.game, params.search.trim(), params.date],
    queryFn: ({ pageParam, signal }) => limitlessApi.searchTournaments(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: LimitlessTournamentPage) => last.nextCursor ?? undefined,
    // While another search is read, the previous results stay (dimmed by the screen).
    placeholderData: keepPreviousData,
    retry: false,
    enabled: member && (options.enabled ?? true),
  });
}

/** Step 2: the tournament and its standings. */
export function useLimitlessPlayers(id: string | null) {
  const { member, scope } = useMemberScope();
  return useQuery({
    queryKey: playersKey(scope, id ?? ''),
    queryFn: ({ signal }) => limitlessApi.players(id!, signal),
    retry: false,
    // Fresh as long as a pasted link's reading (below) is, so step 2 does not read the standings twice.
    staleTime: QUERY_FRESH_MS,
    enabled: member && !!id,
  });
}

/** Reads a pasted tournament's standings before step 2 opens (its refusal belongs to the link field). */
export function useLoadLimitlessPlayers() {
  const queryClient = useQueryClient();
  const { scope } = useMemberScope();
  return useCallback(
    (id: string) =>
      queryClient.fetchQuery({
        queryKey: playersKey(scope, id),
        queryFn: ({ signal }) => limitlessApi.players(id, signal),
        retry: false,
        staleTime: QUERY_FRESH_MS,
      }),
    [queryClient, scope],
  );
}

/** Step 3: the player's rounds and the list on offer. */
export function useLimitlessReview(id: string | null, player: string | null) {
  const { member, scope } = useMemberScope();
  return useQuery({
    queryKey: [...LIMITLESS_QUERY_KEY, scope, 'review', id ?? '', (player ?? '').toLowerCase()],
    queryFn: ({ signal }) => limitlessApi.review(id!, player!, signal),
    retry: false,
    enabled: member && !!id && !!player,
  });
}

/** The tournaments the member imported. */
export function useLimitlessHistory() {
  const { member, scope } = useMemberScope();
  return useQuery({
    queryKey: [...LIMITLESS_QUERY_KEY, scope, 'history'],
    queryFn: ({ signal }) => limitlessApi.history(signal),
    retry: false,
    enabled: member,
  });
}

function refetchAfterImport(queryClient: QueryClient) {
  setTimeout(() => {
    for (const queryKey of [
      LIMITLESS_QUERY_KEY,
      TCG_MATCHES_QUERY_KEY,
      VGC_MATCHES_QUERY_KEY,
      DECKS_QUERY_KEY,
      TEAMS_QUERY_KEY,
      MATCH_GROUPS_QUERY_KEY,
      MY_COUNTS_QUERY_KEY,
      GLOBAL_COUNTS_QUERY_KEY,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, REFETCH_DELAY_AFTER_CHANGE_MS);
}

export function useLimitlessImportMutation() {
  const queryClient = useQueryClient();
  const { setUser, user } = useSessionUser();
  return useMutation({
    mutationFn: (body: LimitlessImportRequestBody) => limitlessApi.importTournament(body),
    // Nothing is stored on a failure, but a lost answer must not import twice behind the player's back.
    retry: false,
    onSuccess: (answer, body) => {
      // The server remembered the username with the import: the session's copy of the user follows.
      if (user && body.rememberUsername !== false) setUser({ ...user, limitlessUsername: answer.import.username });
      refetchAfterImport(queryClient);
    },
  });
}

/** PUT /api/auth/limitless-username; the session's user and the standings' `me` follow. */
export function useLimitlessUsernameMutation() {
  const queryClient = useQueryClient();
  const { setUser } = useSessionUser();
  return useMutation({
    mutationFn: (username: string | null) => limitlessApi.setUsername(username),
    onSuccess: (user) => {
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: LIMITLESS_QUERY_KEY });
    },
  });
}
