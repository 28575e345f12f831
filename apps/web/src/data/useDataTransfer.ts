/**
 * The Profile settings card's export and import (issue 16) over `dataTransfer.ts`: members through the server,
 * guests in the browser. After an import, everything it may have written is refetched after 100 ms like any other
 * write (spec part 2 §4): both games' matches, decks, teams, groups and the match counts.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DataImportResult } from '@trainerlog/core';
import { useAuth } from '../session/useAuth.ts';
import {
  exportFileName,
  exportGuestData,
  exportMemberData,
  importGuestData,
  importMemberData,
  readExportFile,
} from './dataTransfer.ts';
import { DECKS_QUERY_KEY } from './useDecks.ts';
import { GLOBAL_COUNTS_QUERY_KEY, MY_COUNTS_QUERY_KEY } from './useMatchCounts.ts';
import { MATCH_GROUPS_QUERY_KEY } from './useMatchGroups.ts';
import { TCG_MATCHES_QUERY_KEY } from './useTcgMatches.ts';
import { TEAMS_QUERY_KEY } from './useTeams.ts';
import { VGC_MATCHES_QUERY_KEY } from './useVgcMatches.ts';

export { DATA_TRANSFER_MESSAGES, DataFileError, type ImportProblem } from './dataTransfer.ts';

export function useDataTransfer() {
  const { user, status } = useAuth();
  const queryClient = useQueryClient();
  const member = status === 'authenticated' && user !== null;

  /** The whole data as a file's name and text, ready to save. */
  const exportData = useCallback(async () => {
    const doc = member ? await exportMemberData() : await exportGuestData();
    return { fileName: exportFileName(member ? user.username : null), text: JSON.stringify(doc) };
  }, [member, user]);

  /** Reads, validates and imports a chosen file (DataFileError when the file itself is wrong). */
  const importText = useCallback(
    async (text: string): Promise<DataImportResult> => {
      const { doc, raw } = readExportFile(text);
      const result = member ? await importMemberData(raw) : await importGuestData(doc);
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
    [member, queryClient],
  );

  return { member, exportData, importText };
}
