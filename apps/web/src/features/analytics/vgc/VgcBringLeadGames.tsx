import { useQuery } from '@tanstack/react-query';
import type { AnalyticsQuery, BringLeadGamesQuery } from '@trainerlog/core';
import { useDataPort } from '../../../data/dataPortContext.ts';
import { VGC_MATCHES_QUERY_KEY } from '../../../data/hooks/useVgcMatches.ts';
import { GamesBehindDialog } from '../shared/GamesBehindDialog.tsx';

/** What each kind of number is, as the list's title says it. */
function titleOf({ kind, pokemon }: BringLeadGamesQuery): string {
  switch (kind) {
    case 'brought':
      return `${pokemon[0]}: games you brought it`;
    case 'led':
      return `${pokemon[0]}: games it led`;
    case 'leadPair':
      return `${pokemon.join(' + ')}: games you led with both`;
    case 'opponent':
      return `${pokemon[0]}: games against a team preview showing it`;
    case 'opponentBrought':
      return `${pokemon[0]}: games the opponent brought it`;
  }
}

/** The name of a rate's button ("Incineroar led: show the 3 games"), saying which games it opens. */
export function bringLeadGamesLabel({ kind, pokemon }: BringLeadGamesQuery): string {
  switch (kind) {
    case 'brought':
      return `${pokemon[0]} brought`;
    case 'led':
      return `${pokemon[0]} led`;
    case 'leadPair':
      return `${pokemon.join(' + ')} led`;
    case 'opponent':
      return `Against ${pokemon[0]}`;
    case 'opponentBrought':
      return `${pokemon[0]} brought against you`;
  }
}

/**
 * The games behind one number of the "Bring & lead" view (issue 30), in a dialog: each game's date (opening its
 * match), opponent, game number and result, newest first, at most 100 listed with the total — core
 * `vgcBringLeadGamesWithin` through the data port (the server for members, the browser's worker for guests, offline
 * too), under the view's filters.
 */
export function VgcBringLeadGames({
  query,
  search,
  asked,
  onClose,
}: {
  query: AnalyticsQuery;
  search: string;
  asked: BringLeadGamesQuery | null;
  onClose: () => void;
}) {
  const { ready, scope, send } = useDataPort();
  const games = useQuery({
    queryKey: [...VGC_MATCHES_QUERY_KEY, scope, 'bring-lead-games', search, asked],
    queryFn: ({ signal }) => send('vgcMatches.bringLeadGames', query, asked!, search, signal),
    enabled: ready && asked !== null,
    retry: false,
    // A guest's list is computed here, offline too; a member offline is told the request failed.
    networkMode: 'always',
  });
  return (
    <GamesBehindDialog
      opened={asked !== null}
      title={asked ? titleOf(asked) : ''}
      onClose={onClose}
      games={games}
      rowsOf={(answer) =>
        answer.games.map((g) => ({
          key: `${g.matchId}:${g.game}`,
          date: g.date,
          to: `/edit-match/vgc/${encodeURIComponent(g.matchId)}`,
          opponent: g.opponentName || 'Unknown opponent',
          game: String(g.game + 1),
          result: g.result,
        }))
      }
    />
  );
}
