/**
 * The /import-match screen's two actions over the data seam (`ptcglImport.ts`): read a paste (preview) and import
 * the arranged matches. Members go to the server; guests read and save in the browser.
 *
 * Decisions:
 * - A guest's context is read from the stores at the moment of the call (local decks, the active deck while it names
 *   a stored deck, the remembered screen names, the community categories), not from whatever a screen has loaded, so
 *   a read right after the page opens sees the same as one a minute later. Categories are public; without them
 *   (offline) archetypes are named by the built-in catalogue the server starts from (issue 29), so a guest's opponent
 *   gets the same name online and offline.
 * - After an import, every TCG match query (lists, dashboard, analytics) and the match counts are refetched after
 *   100 ms, like any other match write (spec part 2 §4).
 */
import {
  ARCHETYPE_CATALOGUE_RULES,
  REFETCH_DELAY_AFTER_CHANGE_MS,
  type PtcglImportRequest,
  type PtcglPreviewRequest,
} from '@trainerlog/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataPort } from '../../data/dataPortContext.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { localDecks } from '../../data/entities/decks.ts';
import { createLocalValueStore } from '../../data/guest/localValueStore.ts';
import { localActiveDeck } from '../../data/entities/entities.ts';
import { createLocalPtcglImporter, remotePtcglImporter, type PtcglImporter } from './ptcglImport.ts';
import { localScreenNames } from '../../data/shared/ptcglScreenNames.ts';
import { localTcgMatches } from '../../data/entities/tcgMatches.ts';
import { deckCategoriesApi, DECK_CATEGORIES_QUERY_KEY } from '../../data/shared/useDeckCategories.ts';
import { GLOBAL_COUNTS_QUERY_KEY, MY_COUNTS_QUERY_KEY } from '../../data/hooks/useMatchCounts.ts';
import { TCG_MATCHES_QUERY_KEY } from '../../data/hooks/useTcgMatches.ts';

/** A guest's imported log fingerprints (see ptcglImport.ts). */
export const localImportedLogs = createLocalValueStore<Record<string, string>>(STORAGE_KEYS.ptcglImportedLogs);

function guestImporter(queryClient: QueryClient): PtcglImporter {
  return createLocalPtcglImporter({
    matches: localTcgMatches,
    importedLogs: localImportedLogs,
    async context() {
      const [decks, categories] = await Promise.all([
        localDecks.list(),
        queryClient
          .fetchQuery({ queryKey: DECK_CATEGORIES_QUERY_KEY, queryFn: ({ signal }) => deckCategoriesApi.list(signal) })
          .catch(() => ARCHETYPE_CATALOGUE_RULES),
      ]);
      const active = localActiveDeck.get();
      return {
        decks,
        activeDeckId: decks.some((d) => d._id === active) ? active : null,
        categories,
        screenNames: localScreenNames.get(),
      };
    },
  });
}

export function usePtcglImport() {
  const port = useDataPort();
  const authenticated = port.kind === 'member';
  const queryClient = useQueryClient();
  const importer = useMemo(
    () => (authenticated ? remotePtcglImporter : guestImporter(queryClient)),
    [authenticated, queryClient],
  );
  const preview = useMutation({ mutationFn: (request: PtcglPreviewRequest) => importer.preview(request) });
  const importMatches = useMutation({
    mutationFn: (request: PtcglImportRequest) => importer.importMatches(request),
    onSuccess: () => {
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: TCG_MATCHES_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: MY_COUNTS_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: GLOBAL_COUNTS_QUERY_KEY });
      }, REFETCH_DELAY_AFTER_CHANGE_MS);
    },
  });
  return { preview, importMatches, ready: port.ready, authenticated };
}
