/**
 * The Profile settings card's export and import (issue 16) through the data port: members through the server,
 * guests in the browser. After an import, everything it may have written is refetched after 100 ms like any other
 * write (spec part 2 §4): both games' matches, decks, teams, groups and the match counts.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DataImportResult } from '@trainerlog/core';
import { useDataPort } from '../../data/dataPortContext.ts';
import { DECKS_QUERY_KEY } from '../../data/hooks/useDecks.ts';
import { GLOBAL_COUNTS_QUERY_KEY, MY_COUNTS_QUERY_KEY } from '../../data/hooks/useMatchCounts.ts';
import { TCG_MATCHES_QUERY_KEY } from '../../data/hooks/useTcgMatches.ts';
import { TEAMS_QUERY_KEY } from '../../data/hooks/useTeams.ts';
import { VGC_MATCHES_QUERY_KEY } from '../../data/hooks/useVgcMatches.ts';
import { MATCH_GROUPS_QUERY_KEY } from '../../data/shared/useMatchGroups.ts';

export { DATA_TRANSFER_MESSAGES, DataFileError, type ImportProblem } from '../../data/entities/dataTransfer.ts';

export function useDataTransfer() {
  const { send } = useDataPort();
  const queryClient = useQueryClient();

  /** The whole data as a file's name and text, ready to save. */
  const exportData = useCallback(() => send('data.export'), [send]);

  /** Reads, validates and imports a chosen file (DataFileError when the file itself is wrong). */
  const importText = useCallback(
    async (text: string): Promise<DataImportResult> => {
      const result = await send('data.import', text);
      setTimeout(() => {
        for (const queryKey of [
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
      }, 100);
      return result;
    },
    [send, queryClient],
  );

  return { exportData, importText };
}
