import { REFETCH_DELAY_AFTER_CHANGE_MS, type VgcMatch, type VgcMatchInput, type VgcMatchPage } from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataPort } from '../dataPortContext.ts';
import { GLOBAL_COUNTS_QUERY_KEY, MY_COUNTS_QUERY_KEY } from './useMatchCounts.ts';
import { TEAMS_QUERY_KEY } from './useTeams.ts';

/**
 * Every VGC match query starts with this key, then the session scope (`guest` or `member:<id>`), then its kind —
 * `'recent'`, `'detail'`, and for the dashboard `'page'` (whose data is a `VgcMatchPage`) and `'summary'` — so one
 * invalidation refreshes them all and a change is applied at once to the shown pages.
 */
export const VGC_MATCHES_QUERY_KEY = ['vgcMatches'] as const;

/**
 * Spec part 1 §4 / part 2 §4: after a change, the match lists (and teams, whose statistics count matches) are
 * refetched after 100 ms, with the match counts.
 */
export function refetchVgcMatchesSoon(queryClient: QueryClient) {
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: VGC_MATCHES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_COUNTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: GLOBAL_COUNTS_QUERY_KEY });
  }, REFETCH_DELAY_AFTER_CHANGE_MS);
}

/** The session's recent matches, newest first (members: the newest page plus any local_ matches). */
export function useRecentVgcMatches() {
  const { scope, ready, send } = useDataPort();
  return useQuery({
    queryKey: [...VGC_MATCHES_QUERY_KEY, scope, 'recent'],
    queryFn: () => send('vgcMatches.recent'),
    enabled: ready,
  });
}

/** One match; `carried` is the match a list handed over (used at once, then refreshed from its store). */
export function useVgcMatch(id: string | undefined, carried?: VgcMatch) {
  const { scope, ready, send } = useDataPort();
  return useQuery({
    queryKey: [...VGC_MATCHES_QUERY_KEY, scope, 'detail', id],
    queryFn: () => send('vgcMatches.get', id!),
    enabled: ready && !!id,
    retry: false,
    initialData: carried && carried._id === id ? carried : undefined,
  });
}

export function useVgcMatchMutations() {
  const queryClient = useQueryClient();
  const { scope, send } = useDataPort();
  /** Spec part 1 §4: an update replaces the match by _id and a delete removes it at once, before the refetch. */
  const editShownPages = (edit: (matches: VgcMatch[]) => VgcMatch[]) =>
    queryClient.setQueriesData<VgcMatchPage>({ queryKey: [...VGC_MATCHES_QUERY_KEY, scope, 'page'] }, (page) =>
      page ? { ...page, matches: edit(page.matches) } : page,
    );
  const afterWrite = (match: VgcMatch) => {
    queryClient.setQueryData([...VGC_MATCHES_QUERY_KEY, scope, 'detail', match._id], match);
    editShownPages((matches) => matches.map((m) => (m._id === match._id ? match : m)));
    refetchVgcMatchesSoon(queryClient);
  };
  const create = useMutation({ mutationFn: (input: VgcMatchInput) => send('vgcMatches.create', input), onSuccess: afterWrite });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: VgcMatchInput }) => send('vgcMatches.update', id, changes),
    onSuccess: afterWrite,
  });
  const remove = useMutation({
    mutationFn: (id: string) => send('vgcMatches.remove', id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...VGC_MATCHES_QUERY_KEY, scope, 'detail', id] });
      editShownPages((matches) => matches.filter((m) => m._id !== id));
      refetchVgcMatchesSoon(queryClient);
    },
  });
  return { create, update, remove };
}
