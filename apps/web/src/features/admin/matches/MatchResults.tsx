import type { AdminMatchRow } from '@trainerlog/core';
import { ActionIcon, Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { ADMIN_MATCH_SOURCE_LABEL } from '../api/adminMatches.ts';
import { matchDate, matchTitle, RESULT_COLOR, RESULT_LABEL } from './matchText.ts';

interface MatchResultsProps {
  rows: AdminMatchRow[];
  onOpen(row: AdminMatchRow): void;
  onDelete(row: AdminMatchRow): void;
}

/** The page of matches: a table on wide screens, cards on phones. */
export function MatchResults({ rows, onOpen, onDelete }: MatchResultsProps) {
  return (
    <>
      <Box visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Matches">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th>Deck</Table.Th>
              <Table.Th>Opponent</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row._id} data-testid="admin-match-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{matchDate(row.date)}</Table.Td>
                <Table.Td>@{row.player.username}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.deck || '—'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.opponent || '—'}</Table.Td>
                <Table.Td>
                  <Badge color={RESULT_COLOR[row.result]} variant="light">
                    {RESULT_LABEL[row.result]}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{ADMIN_MATCH_SOURCE_LABEL[row.source]}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon variant="subtle" aria-label={`Open ${matchTitle(row)}`} onClick={() => onOpen(row)}>
                      <IconEye size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${matchTitle(row)}`}
                      onClick={() => onDelete(row)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Matches">
        {rows.map((row) => (
          <Card key={row._id} withBorder radius="md" padding="sm" component="li" data-testid="admin-match-card">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {matchTitle(row)}
              </Text>
              <Badge color={RESULT_COLOR[row.result]} variant="light" style={{ flexShrink: 0 }}>
                {RESULT_LABEL[row.result]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" mt={2}>
              @{row.player.username} · {matchDate(row.date)} · {ADMIN_MATCH_SOURCE_LABEL[row.source]}
            </Text>
            <Group gap="xs" mt="xs">
              <Button size="compact-sm" variant="light" leftSection={<IconEye size={14} />} onClick={() => onOpen(row)}>
                Open
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onDelete(row)}
              >
                Delete
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
