/**
 * A member's recent public Showdown replays (issue 28) over the typed client: the list by their saved Showdown names
 * and the one-step import of the chosen ones. Members only, used by this screen only, so it lives here.
 */
import type { ShowdownRecentReplay } from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';
import { refetchVgcMatchesSoon } from '../../data/hooks/useVgcMatches.ts';

const RECENT_KEY = ['showdown', 'recent-replays'] as const;
/** The list asks Showdown once a name; an import fetches up to 30 replays. */
const LIST_TIMEOUT_MS = 30_000;
const IMPORT_TIMEOUT_MS = 90_000;

/** The replays an import can take: VGC doubles, not imported yet. */
export const importable = (replay: ShowdownRecentReplay) => replay.vgc && !replay.imported;

/** "Ann vs. Bob" as Showdown lists them. */
export const playersOf = (replay: ShowdownRecentReplay) => replay.players.join(' vs. ');

/** The import's refusals by replay (`ids.<n>` → that replay's id), else its one message. */
export function importProblems(error: unknown, ids: readonly string[]): string[] {
  if (error instanceof ApiError && error.errors.length > 0) {
    return error.errors.map((problem) => {
      const index = /^ids\.(\d+)/.exec(problem.path)?.[1];
      const id = index === undefined ? undefined : ids[Number(index)];
      return id ? `${id}: ${problem.message}` : problem.message;
    });
  }
  return [error instanceof Error ? error.message : 'Could not import the replays. Please try again.'];
}

export function useRecentReplays(enabled: boolean) {
  return useQuery({
    queryKey: RECENT_KEY,
    queryFn: ({ signal }) => api.showdownImport.recent({ signal, timeoutMs: LIST_TIMEOUT_MS }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

export function useImportRecentReplays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      api.showdownImport.importRecent({ ids: [...ids] }, { timeoutMs: IMPORT_TIMEOUT_MS }),
    onSuccess: () => {
      refetchVgcMatchesSoon(queryClient);
      void queryClient.invalidateQueries({ queryKey: RECENT_KEY });
    },
  });
}
