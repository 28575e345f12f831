import { Anchor, Modal, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMatchDate } from '@trainerlog/core';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

/** One game behind a number, as the dialog lists it. */
export interface GameBehindRow {
  key: string;
  date: string | null;
  /** The match's edit page (`/edit-match/tcg/…`, `/edit-match/vgc/…`). */
  to: string;
  opponent: string;
  /** "2", or "2 · first". */
  game: string;
  result: string;
}

/**
 * The games one analytics number is made of (issue 30: the TCG Cards view and the VGC Bring & lead view), in a
 * dialog: the total, then each game's date (opening its match), opponent, game and result, newest first, at most the
 * listed ones. The caller asks for them and says how a game reads; the dialog draws the asking's three states.
 */
export function GamesBehindDialog<T extends { total: number }>({
  opened,
  title,
  onClose,
  games,
  rowsOf,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  games: UseQueryResult<T>;
  rowsOf: (answer: T) => GameBehindRow[];
}) {
  const rows = games.data ? rowsOf(games.data) : [];
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
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
            {games.data.total > rows.length ? `, the newest ${rows.length} listed` : ''}.
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
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Anchor component={Link} to={row.to} size="sm">
                        {formatMatchDate(row.date)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.opponent}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.game}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={600}>
                        {row.result === 'win' ? 'Win' : 'Loss'}
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
