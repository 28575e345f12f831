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
import { api } from '../../../api/client.ts';
import { localTcgMatches } from '../../../data/tcgMatches.ts';
import { TCG_MATCHES_QUERY_KEY } from '../../../data/useTcgMatches.ts';
import { useAuth } from '../../../session/useAuth.ts';
import type { PersonalMatchupRow } from './personalRecords.ts';

async function memberRows(deckId: string | null, signal: AbortSignal): Promise<PersonalMatchupRow[]> {
  const params = new URLSearchParams({ convention: 'loss' });
  if (deckId) params.set('deckId', deckId);
  const answer = tcgAnalyticsSchema.parse(
    await api.get<unknown>(`/api/tcgmatches/stats?${params.toString()}`, { signal }),
  );
  return answer.matchups.rows;
}

async function guestRows(deckId: string | null): Promise<PersonalMatchupRow[]> {
  const matches = await localTcgMatches.list();
  return matchupTable(deckId ? matches.filter((m) => m.deckId === deckId) : matches).rows;
}

export function usePersonalMatchups(deckId: string | null, enabled: boolean) {
  const { status, user } = useAuth();
  const member = status === 'authenticated' && !!user;
  return useQuery({
    // Under the TCG matches key: logging or editing a match refreshes it with the lists.
    queryKey: [...TCG_MATCHES_QUERY_KEY, member ? `member:${user._id}` : 'guest', 'personal-matchups', deckId ?? 'all'],
    queryFn: ({ signal }) => (member ? memberRows(deckId, signal) : guestRows(deckId)),
    enabled: enabled && status !== 'loading',
  });
}
