/**
 * The /import-replay screen's actions over the data seam (`showdownImport.ts`): fetch replay links, read the replays
 * (preview) and import the arranged matches. Members read and save on the server; guests in the browser; links go
 * through the server for both.
 *
 * Decisions:
 * - A guest's context is read from the stores at the moment of the call (local teams, the remembered Showdown names),
 *   not from whatever a screen has loaded, so a team saved from the preview a moment ago is already known.
 * - After an import, every VGC match query (lists, dashboard, analytics), the teams and the match counts are
 *   refetched after 100 ms, like any other match write (spec part 2 §4).
 */
import type { ShowdownImportRequest, ShowdownPreviewRequest } from '@trainerlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataPort } from '../../data/dataPortContext.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { createLocalValueStore } from '../../data/guest/localValueStore.ts';
import { createLocalShowdownImporter, remoteShowdownImporter, type ShowdownImporter } from './showdownImport.ts';
import { localShowdownNames } from '../../data/shared/showdownNames.ts';
import { localTeams } from '../../data/entities/teams.ts';
import { refetchVgcMatchesSoon } from '../../data/hooks/useVgcMatches.ts';
import { localVgcMatches } from '../../data/entities/vgcMatches.ts';

/** A guest's imported replay keys (see showdownImport.ts). */
export const localImportedReplays = createLocalValueStore<Record<string, string>>(STORAGE_KEYS.showdownImportedReplays);

const guestImporter: ShowdownImporter = createLocalShowdownImporter({
  matches: localVgcMatches,
  importedReplays: localImportedReplays,
  async context() {
    return { teams: await localTeams.list(), showdownNames: localShowdownNames.get() };
  },
});

export function useShowdownImport() {
  const port = useDataPort();
  const authenticated = port.kind === 'member';
  const queryClient = useQueryClient();
  const importer = useMemo(() => (authenticated ? remoteShowdownImporter : guestImporter), [authenticated]);
  const fetchReplays = useMutation({ mutationFn: (links: readonly string[]) => importer.fetchReplays(links) });
  const preview = useMutation({ mutationFn: (request: ShowdownPreviewRequest) => importer.preview(request) });
  const importMatches = useMutation({
    mutationFn: (request: ShowdownImportRequest) => importer.importMatches(request),
    onSuccess: () => refetchVgcMatchesSoon(queryClient),
  });
  return { fetchReplays, preview, importMatches, ready: port.ready, authenticated };
}
