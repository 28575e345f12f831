import { Anchor, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMatchDate, type AnalyticsQuery, type BringLeadGamesQuery } from '@trainerlog/core';
import { useDataPort } from '../../../data/dataPortContext.ts';
import { VGC_MATCHES_QUERY_KEY } from '../../../data/hooks/useVgcMatches.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

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
    <Modal opened={asked !== null} onClose={onClose} title={asked ? titleOf(asked) : ''} size="lg">
      {games.isPending ? (
        <CenteredLoader label="Loading the games…" />
      ) : games.isError ? (
        <Text c="red" size="sm">
          Could not load the games. {games.error.message}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {games.data.total} {games.data.total === 1 ? 'game' : 'games'}
            {games.data.total > games.data.games.length ? `, the newest ${games.data.games.length} listed` : ''}.
          </Text>
          <ScrollTable label="Games behind this number" minWidth={320}>
            <Table verticalSpacing={4} aria-label="Games behind this number">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Opponent</Table.Th>
                  <Table.Th>Game</Table.Th>
                  <Table.Th ta="right">Result</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {games.data.games.map((g) => (
                  <Table.Tr key={`${g.matchId}:${g.game}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Anchor component={Link} to={`/edit-match/vgc/${encodeURIComponent(g.matchId)}`} size="sm">
                        {formatMatchDate(g.date)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{g.opponentName || 'Unknown opponent'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{g.game + 1}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={600}>
                        {g.result === 'win' ? 'Win' : 'Loss'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      )}
    </Modal>
  );
}
