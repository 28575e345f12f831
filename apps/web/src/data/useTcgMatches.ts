import { REFETCH_DELAY_AFTER_CHANGE_MS, type TcgMatch, type TcgMatchInput } from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../session/useAuth.ts';
import { tcgMatchesForSession } from './tcgMatches.ts';

/** Every TCG match query starts with this key, so one invalidation refreshes lists and details. */
export const TCG_MATCHES_QUERY_KEY = ['tcgMatches'] as const;

function useTcgMatchScope() {
  const { status, user } = useAuth();
  const authenticated = status === 'authenticated';
  const scope = authenticated && user ? `member:${user._id}` : 'guest';
  const repository = useMemo(() => tcgMatchesForSession(authenticated), [authenticated]);
  return { scope, repository, ready: status !== 'loading' };
}

/** Spec part 2 §4: after a change, lists are refetched after 100 ms. */
function refetchMatchesSoon(queryClient: QueryClient) {
  setTimeout(
    () => void queryClient.invalidateQueries({ queryKey: TCG_MATCHES_QUERY_KEY }),
    REFETCH_DELAY_AFTER_CHANGE_MS,
  );
}

/** The session's recent matches, newest first (members: the newest page plus any local_ matches). */
export function useRecentTcgMatches() {
  const { scope, repository, ready } = useTcgMatchScope();
  return useQuery({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'recent'],
    queryFn: () => repository.list(),
    enabled: ready,
  });
}

/** One match; `carried` is the match a list handed over (used at once, then refreshed from its store). */
export function useTcgMatch(id: string | undefined, carried?: TcgMatch) {
  const { scope, repository, ready } = useTcgMatchScope();
  return useQuery({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'detail', id],
    queryFn: () => repository.get(id!),
    enabled: ready && !!id,
    retry: false,
    initialData: carried && carried._id === id ? carried : undefined,
  });
}

export function useTcgMatchMutations() {
  const queryClient = useQueryClient();
  const { scope, repository } = useTcgMatchScope();
  const afterWrite = (match: TcgMatch) => {
    queryClient.setQueryData([...TCG_MATCHES_QUERY_KEY, scope, 'detail', match._id], match);
    refetchMatchesSoon(queryClient);
  };
  const create = useMutation({ mutationFn: (input: TcgMatchInput) => repository.create(input), onSuccess: afterWrite });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TcgMatchInput }) => repository.update(id, changes),
    onSuccess: afterWrite,
  });
  return { create, update };
}
