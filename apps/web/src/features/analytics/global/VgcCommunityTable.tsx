import { Progress, Stack, Table, Text } from '@mantine/core';
import type { Interval } from '@trainerlog/core';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { formatRecord } from '../shared/format.ts';
import { RateValue } from '../shared/RateValue.tsx';
import { PokemonLabel, tabular } from '../vgc/VgcSectionParts.tsx';
import { formatShare } from './MetaShareTable.tsx';

/** A row of the VGC community tables: one Pokémon, a pair or a restricted core (core `vgcCommunitySchema`). */
export interface VgcCommunityRow {
  pokemon: readonly string[];
  matches: number;
  usage: number;
  players: number;
  wins: number;
  losses: number;
  ties: number;
  rate: number | null;
  interval: Interval | null;
  small: boolean;
}

/**
 * Usage and results of Pokémon, pairs or restricted cores on members' teams (issue 29), as the server sorts them
 * (usage, then names). At 390 px the rank, W-L-T and players columns are hidden and the rest scrolls sideways in a
 * focusable, named region; the rate's 95% interval and count are in its tooltip and its accessible name.
 */
export function VgcCommunityTable({
  label,
  rows,
  nameHeader,
  emptyName = 'None',
  testId,
}: {
  /** The table's name for screen readers ("Pokémon usage"). */
  label: string;
  rows: readonly VgcCommunityRow[];
  nameHeader: string;
  /** How a row without Pokémon reads (the restricted core of teams with none). */
  emptyName?: string;
  testId: string;
}) {
  const top = rows[0]?.usage ?? 0;
  return (
    <ScrollTable label={label} minWidth={320}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} visibleFrom="sm">
              #
            </Table.Th>
            <Table.Th>{nameHeader}</Table.Th>
            <Table.Th ta="right" w={{ base: 84, sm: 130 }}>
              Usage
            </Table.Th>
            <Table.Th ta="right">Win rate</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              W-L-T
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Players
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.pokemon.join('\n') || '(none)'} data-testid={testId}>
              <Table.Td c="dimmed" visibleFrom="sm" style={tabular}>
                {index + 1}
              </Table.Td>
              <Table.Td miw={{ base: 120, sm: 200 }}>
                {row.pokemon.length > 0 ? (
                  <PokemonLabel names={row.pokemon} />
                ) : (
                  <Text size="sm" fw={500} c="dimmed">
                    {emptyName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Stack gap={2} align="stretch">
                  <Text size="sm" fw={600} style={tabular} data-testid={`${testId}-usage`}>
                    {formatShare(row.usage)}
                  </Text>
                  <Progress
                    value={top > 0 ? (row.usage / top) * 100 : 0}
                    size="xs"
                    radius="xl"
                    aria-hidden
                    style={{ direction: 'rtl' }}
                  />
                </Stack>
              </Table.Td>
              <Table.Td ta="right" data-testid={`${testId}-rate`}>
                <RateValue size="sm" rate={row.rate} interval={row.interval} small={row.small} count={row.matches} />
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm" style={tabular} data-testid={`${testId}-record`}>
                {formatRecord(row.wins, row.losses, row.ties)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm" style={tabular}>
                {row.players.toLocaleString('en-US')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
