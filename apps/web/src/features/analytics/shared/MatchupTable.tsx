import { Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MATCHUP_PAGE_SIZE, pageOf, type RatedRecord } from '@trainerlog/core';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Sprite } from '../../../ui/Sprite.tsx';
import { formatInterval, formatRecord } from './format.ts';
import { RateValue } from './RateValue.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

export interface MatchupTableRow extends RatedRecord {
  name: string;
  /** Matches (or games) counted: W + L + T. */
  matches: number;
  /** Pokémon sprite names shown before the name (deck sprites, or the Pokémon itself). */
  sprites?: string[];
}

interface MatchupTableProps {
  rows: MatchupTableRow[];
  nameLabel: string;
  unit?: 'matches' | 'games';
  emptyText: string;
  /** Accessible name of the table. */
  caption?: string;
}

/**
 * A paged record table (spec part 2 §9: "Analytics matchup lists: 10 per page"): name, W-L-T, win rate (greyed
 * under 10), 95% interval and count. Rows arrive sorted; a new list (other filters) starts again at page 1. On
 * phones the interval and count columns give way (the count shows as "(n=…)" on small samples and in the tooltip).
 */
export function MatchupTable({ rows, nameLabel, unit = 'matches', emptyText, caption }: MatchupTableProps) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [rows]);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {emptyText}
      </Text>
    );
  }
  const current = pageOf(rows, page, MATCHUP_PAGE_SIZE);
  return (
    <Stack gap="xs">
      <ScrollTable label={caption ?? nameLabel} minWidth={300}>
        <Table verticalSpacing="xs" highlightOnHover aria-label={caption ?? nameLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{nameLabel}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                W-L-T
              </Table.Th>
              <Table.Th ta="right">Win rate</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                95% interval
              </Table.Th>
              <Table.Th ta="right" visibleFrom="xs">
                {unit === 'games' ? 'Games' : 'Matches'}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.items.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {(row.sprites ?? []).slice(0, 2).map((sprite) => (
                      <Sprite key={sprite} name={sprite} size="small" />
                    ))}
                    <Text size="sm" fw={500} lineClamp={2}>
                      {row.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatRecord(row.wins, row.losses, row.ties)}
                </Table.Td>
                <Table.Td ta="right">
                  <RateValue
                    size="sm"
                    rate={row.rate}
                    interval={row.interval}
                    small={row.small}
                    count={row.matches}
                    unit={unit}
                  />
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatInterval(row.interval)}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row.matches}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Pagination
        page={current.page}
        pageSize={current.pageSize}
        totalCount={current.totalCount}
        totalPages={current.totalPages}
        onChange={setPage}
      />
    </Stack>
  );
}
