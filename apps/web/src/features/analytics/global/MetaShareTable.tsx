import type { CommunityArchetype } from '@trainerlog/core';
import { Progress, Stack, Table, Text } from '@mantine/core';
import { formatRecord } from '../shared/format.ts';
import { RateValue } from '../shared/RateValue.tsx';
import { ArchetypeName } from './ArchetypeName.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

/** "23.4%" — a share (0..1) with one decimal, as rates are shown. */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/**
 * Meta share by archetype (issue 6): share of the decks seen (both sides of every match), appearances, and the
 * archetype's win rate against every other deck with its interval — greyed, with its count, under the minimum sample.
 * Sorted as the server sends it (share, then name).
 */
export function MetaShareTable({ archetypes }: { archetypes: readonly CommunityArchetype[] }) {
  const top = archetypes[0]?.share ?? 0;
  return (
    <ScrollTable label="Meta share by archetype" minWidth={300}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Meta share by archetype">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} visibleFrom="sm">
              #
            </Table.Th>
            <Table.Th>Archetype</Table.Th>
            <Table.Th ta="right" w={{ base: 84, sm: 140 }}>
              Share
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Decks seen
            </Table.Th>
            <Table.Th ta="right">Win rate</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              W-L-T
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {archetypes.map((a, index) => (
            <Table.Tr key={a.categoryId} data-testid="meta-row" data-category={a.categoryId}>
              <Table.Td c="dimmed" visibleFrom="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {index + 1}
              </Table.Td>
              <Table.Td miw={{ base: 100, sm: 170 }}>
                <ArchetypeName name={a.name} sprites={a.sprites} />
              </Table.Td>
              <Table.Td ta="right">
                <Stack gap={2} align="stretch">
                  <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="meta-share">
                    {formatShare(a.share)}
                  </Text>
                  <Progress
                    value={top > 0 ? (a.share / top) * 100 : 0}
                    size="xs"
                    radius="xl"
                    aria-hidden
                    style={{ direction: 'rtl' }}
                  />
                </Stack>
              </Table.Td>
              <Table.Td
                ta="right"
                visibleFrom="sm"
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="meta-appearances"
              >
                {a.appearances.toLocaleString('en-US')}
              </Table.Td>
              <Table.Td ta="right" data-testid="meta-rate">
                <RateValue
                  size="sm"
                  rate={a.rate}
                  interval={a.interval}
                  small={a.small}
                  count={a.wins + a.losses + a.ties}
                />
              </Table.Td>
              <Table.Td
                ta="right"
                visibleFrom="sm"
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                data-testid="meta-record"
              >
                {formatRecord(a.wins, a.losses, a.ties)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
