import {
  type OpponentDeckMerge,
  REFETCH_DELAY_AFTER_CHANGE_MS,
  type TcgMatch,
  type TcgMatchInput,
  type TcgMatchPage,
} from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataPort } from '../dataPortContext.ts';
import { GLOBAL_COUNTS_QUERY_KEY, MY_COUNTS_QUERY_KEY } from './useMatchCounts.ts';

/** Every TCG match query starts with this key, so one invalidation refreshes lists and details. */
export const TCG_MATCHES_QUERY_KEY = ['tcgMatches'] as const;

/** Spec part 2 §4: after a change, lists (and the match counts) are refetched after 100 ms. */
function refetchMatchesSoon(queryClient: QueryClient) {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: TCG_MATCHES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_COUNTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: GLOBAL_COUNTS_QUERY_KEY });
  }, REFETCH_DELAY_AFTER_CHANGE_MS);
}

/** The session's recent matches, newest first (members: the newest page plus any local_ matches). */
export function useRecentTcgMatches() {
  const { scope, ready, send } = useDataPort();
  return useQuery({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'recent'],
    queryFn: () => send('tcgMatches.recent'),
    enabled: ready,
  });
}

/** One match; `carried` is the match a list handed over (used at once, then refreshed from its store). */
export function useTcgMatch(id: string | undefined, carried?: TcgMatch) {
  const { scope, ready, send } = useDataPort();
  return useQuery({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'detail', id],
    queryFn: () => send('tcgMatches.get', id!),
    enabled: ready && !!id,
    retry: false,
    initialData: carried && carried._id === id ? carried : undefined,
  });
}

export function useTcgMatchMutations() {
  const queryClient = useQueryClient();
  const { scope, send } = useDataPort();
  /** Spec part 1 §4: an update replaces the match by _id and a delete removes it at once, before the refetch. */
  const editShownPages = (edit: (matches: TcgMatch[]) => TcgMatch[]) =>
    queryClient.setQueriesData<TcgMatchPage>({ queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'page'] }, (page) =>
      page ? { ...page, matches: edit(page.matches) } : page,
    );
  const afterWrite = (match: TcgMatch) => {
    queryClient.setQueryData([...TCG_MATCHES_QUERY_KEY, scope, 'detail', match._id], match);
    editShownPages((matches) => matches.map((m) => (m._id === match._id ? match : m)));
    refetchMatchesSoon(queryClient);
  };
  const create = useMutation({ mutationFn: (input: TcgMatchInput) => send('tcgMatches.create', input), onSuccess: afterWrite });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TcgMatchInput }) => send('tcgMatches.update', id, changes),
    onSuccess: afterWrite,
  });
  const remove = useMutation({
    mutationFn: (id: string) => send('tcgMatches.remove', id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'detail', id] });
      editShownPages((matches) => matches.filter((m) => m._id !== id));
      refetchMatchesSoon(queryClient);
    },
  });
  return { create, update, remove };
}

/**
 * Issue 29: fold the player's own opponent-deck spellings into one name. Matches, the dashboard, analytics and the
 * community figures all read opponent decks, so every query is refetched after a merge (a rare, deliberate action).
 */
export function useMergeOpponentDecks() {
  const queryClient = useQueryClient();
  const { send } = useDataPort();
  return useMutation({
    mutationFn: (input: OpponentDeckMerge) => send('tcgMatches.mergeOpponentDecks', input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
