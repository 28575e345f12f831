import { Card, Table, Text, Title } from '@mantine/core';
import type { GameSplit } from '@trainerlog/core';
import { formatInterval, formatRecord } from './format.ts';
import { RateValue } from './RateValue.tsx';

interface SplitTableProps {
  title: string;
  /** One line under the title saying what is counted. */
  description?: string;
  rows: Array<{ label: string; split: GameSplit }>;
  unit?: 'matches' | 'games';
}

/**
 * Win rates of the parts of a whole, side by side (going first vs second, coin flip won vs lost, mulligans…):
 * W-L, rate greyed under 10, interval. A part with nothing recorded says so rather than showing 0 %.
 */
export function SplitTable({ title, description, rows, unit = 'games' }: SplitTableProps) {
  const recorded = rows.some((row) => row.split.games > 0);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} fz="md">
        {title}
      </Title>
      {description ? (
        <Text size="xs" c="dimmed" mt={2}>
          {description}
        </Text>
      ) : null}
      {recorded ? (
        <Table verticalSpacing={6} mt="xs" aria-label={title}>
          <Table.Tbody>
            {rows.map(({ label, split }) => (
              <Table.Tr key={label}>
                <Table.Td>
                  <Text size="sm">{label}</Text>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  <Text size="sm" c="dimmed" component="span">
                    {formatRecord(split.wins, split.losses)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <RateValue
                    size="sm"
                    rate={split.rate}
                    interval={split.interval}
                    small={split.small}
                    count={split.games}
                    unit={unit}
                  />
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatInterval(split.interval)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          Not recorded in these {unit} yet.
        </Text>
      )}
    </Card>
  );
}
