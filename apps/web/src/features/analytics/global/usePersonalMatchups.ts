/**
 * The signed-in member's or the guest's own TCG record per opponent deck name, for the expected-win-rate tool.
 * Members: GET /api/tcgmatches/stats (the personal TCG analytics answer, `matchups.rows`); guests: the same core
 * `matchupTable` over the matches stored in this browser — the figures a member would get for the same matches.
 *
 * Decisions:
 * - All-time and all best-ofs (the tool estimates a future event; older matches are still evidence), optionally one
 *   of the player's decks (`deckId`). Rows are W-L-T counts; the tool applies the page's tie convention itself.
 * - Only asked for when the player switches the personal record on.
 */
import { matchupTable, tcgAnalyticsSchema } from '@trainerlog/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/typedClient.ts';
import { localTcgMatches } from '../../../data/entities/tcgMatches.ts';
import { useDataPort } from '../../../data/dataPortContext.ts';
import { TCG_MATCHES_QUERY_KEY } from '../../../data/hooks/useTcgMatches.ts';
import type { PersonalMatchupRow } from './personalRecords.ts';

async function memberRows(deckId: string | null, signal: AbortSignal): Promise<PersonalMatchupRow[]> {
  const answer = tcgAnalyticsSchema.parse(
    await api.tcgMatches.stats({ convention: 'loss', deckId: deckId || undefined }, { signal }),
  );
  return answer.matchups.rows;
}

async function guestRows(deckId: string | null): Promise<PersonalMatchupRow[]> {
  const matches = await localTcgMatches.list();
  return matchupTable(deckId ? matches.filter((m) => m.deckId === deckId) : matches).rows;
}

export function usePersonalMatchups(deckId: string | null, enabled: boolean) {
  const port = useDataPort();
  const member = port.kind === 'member';
  return useQuery({
    // Under the TCG matches key: logging or editing a match refreshes it with the lists.
    queryKey: [...TCG_MATCHES_QUERY_KEY, port.scope, 'personal-matchups', deckId ?? 'all'],
    queryFn: ({ signal }) => (member ? memberRows(deckId, signal) : guestRows(deckId)),
    enabled: enabled && port.ready,
  });
}
