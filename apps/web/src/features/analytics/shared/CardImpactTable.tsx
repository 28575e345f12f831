import { Badge, Table, Text } from '@mantine/core';
import type { CardBucket, CardImpactRow, CardSide, CardTurnBucket } from '@trainerlog/core';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { formatRate, formatRecord } from './format.ts';
import { RateButton } from './RateButton.tsx';

export const BUCKET_LABELS: Record<CardTurnBucket, string> = {
  turn1: 'By turn 1',
  turn2: 'By turn 2',
  turn3: 'By turn 3',
  any: 'At all',
};
export const BUCKET_WORDS: Record<CardTurnBucket, string> = {
  turn1: 'by their turn 1',
  turn2: 'by their turn 2',
  turn3: 'by their turn 3',
  any: 'at all',
};

/** The shown difference in percentage points, signed. */
export function formatDifference(difference: number | null): string {
  if (difference === null) return '—';
  const points = (difference * 100).toFixed(1);
  return `${difference > 0 ? '+' : difference < 0 ? '−' : ''}${points.replace('-', '')} pts`;
}

export interface GamesAsked {
  side: CardSide;
  card: string;
  bucket: CardTurnBucket;
  used: boolean;
}

/** A card's row: its impact, and for community rows the share of games that used it. */
export type CardTableRow = CardImpactRow & { adoption?: number | null };

/**
 * Card impact as a table (issue 30): per card, the rate of the games that used it by the chosen turn against the
 * games that did not, the difference in points and "Not chance" where a 95% test says so. With `onGames`, each rate
 * opens the games behind it; with adoption, a column says how often the card was used at all.
 */
export function CardImpactTable({
  rows: all,
  side,
  bucket,
  label,
  onGames,
  limit = 40,
}: {
  rows: readonly CardTableRow[];
  side: CardSide;
  bucket: CardTurnBucket;
  label: string;
  onGames?: (asked: GamesAsked) => void;
  limit?: number;
}) {
  const rows = all.filter((row) => row.buckets[bucket].with.games > 0).slice(0, limit);
  const adoption = rows.some((row) => row.adoption !== undefined);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No card was used {BUCKET_WORDS[bucket].replace('their', side === 'you' ? 'your' : 'their')} in these games.
      </Text>
    );
  }
  return (
    <ScrollTable minWidth={300} label={`${label}, scrollable`}>
      <Table verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Card</Table.Th>
            {adoption ? <Table.Th ta="right">Played in</Table.Th> : null}
            <Table.Th ta="right">{side === 'you' ? 'Used' : 'They used it'}</Table.Th>
            {/* On a phone the row's second line gives the record without the card; the difference says the rest. */}
            <Table.Th ta="right" visibleFrom="sm">
              Not used
            </Table.Th>
            <Table.Th ta="right">Difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const b: CardBucket = row.buckets[bucket];
            const when = BUCKET_LABELS[bucket].toLowerCase();
            return (
              <Table.Tr key={row.card} data-testid={`card-row-${side}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.card}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatRecord(b.with.wins, b.with.losses)} with · {formatRecord(b.without.wins, b.without.losses)}{' '}
                    without
                  </Text>
                </Table.Td>
                {adoption ? (
                  <Table.Td ta="right">
                    <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatRate(row.adoption ?? null)}
                    </Text>
                  </Table.Td>
                ) : null}
                <Table.Td ta="right">
                  <RateButton
                    split={b.with}
                    label={`${row.card} used ${when}`}
                    onOpen={onGames && (() => onGames({ side, card: row.card, bucket, used: true }))}
                  />
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  <RateButton
                    split={b.without}
                    label={`${row.card} not used ${when}`}
                    onOpen={onGames && (() => onGames({ side, card: row.card, bucket, used: false }))}
                  />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" span c={b.likely ? undefined : 'dimmed'} fw={b.likely ? 700 : 400}>
                    {formatDifference(b.difference)}
                  </Text>
                  {b.likely ? (
                    <Badge size="xs" ml={4} variant="light" color={(b.difference ?? 0) > 0 ? 'teal' : 'red'}>
                      Not chance
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
