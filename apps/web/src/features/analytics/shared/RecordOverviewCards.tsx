import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { RecordOverview } from '@trainerlog/core';
import { formatCount, formatInterval, formatRecord } from './format.ts';
import { RateValue } from './RateValue.tsx';
import { StatCard } from './StatCard.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

interface RecordOverviewCardsProps {
  overview: RecordOverview;
  /** Games won or lost in these matches. */
  games: number;
  /** Prefix of the figures' test ids (`tcg-overall-record`, …). */
  game: 'tcg' | 'vgc';
}

/**
 * The top of a personal analytics screen, the same for both games: record, win rate with its interval, matches
 * (saying how many without games were not counted) and games, then one line per season that has matches.
 */
export function RecordOverviewCards({ overview, games, game }: RecordOverviewCardsProps) {
  const { overall, seasons } = overview;
  const played = seasons.filter((s) => s.matches > 0);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard
          label="Record"
          value={
            <span data-testid={`${game}-overall-record`}>
              {formatRecord(overall.wins, overall.losses, overall.ties)}
            </span>
          }
          hint="W-L-T"
        />
        <StatCard
          label="Win rate"
          value={
            <span data-testid={`${game}-overall-rate`}>
              <RateValue
                rate={overall.rate}
                interval={overall.interval}
                small={overall.small}
                count={overall.effectiveTrials}
                inherit
              />
            </span>
          }
          hint={overall.interval ? `95% interval ${formatInterval(overall.interval)}` : 'no result yet'}
        />
        <StatCard
          label="Matches"
          value={<span data-testid={`${game}-overall-matches`}>{overall.matches.toLocaleString('en-US')}</span>}
          hint={
            overall.matchesWithoutGames > 0
              ? `${formatCount(overall.matchesWithoutGames)} without games not counted`
              : 'with a result'
          }
        />
        <StatCard
          label="Games"
          value={<span data-testid={`${game}-overall-games`}>{games.toLocaleString('en-US')}</span>}
          hint="won or lost"
        />
      </SimpleGrid>
      {played.length > 0 ? (
        <Card withBorder radius="md" padding="md" component="section" aria-label="Record by season">
          <Title order={2} fz="md" mb="xs">
            By season
          </Title>
          <ScrollTable label="Record by season" minWidth={320}>
            <Table verticalSpacing={6} aria-label="Record by season">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Season</Table.Th>
                  <Table.Th ta="right">W-L-T</Table.Th>
                  <Table.Th ta="right">Win rate</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {played.map((s) => (
                  <Table.Tr key={s.season._id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {s.season.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {s.season.startDate} – {s.season.endDate}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={tabular}>
                      {formatRecord(s.wins, s.losses, s.ties)}
                    </Table.Td>
                    <Table.Td ta="right">
                      <RateValue
                        size="sm"
                        rate={s.rate}
                        interval={s.interval}
                        small={s.small}
                        count={s.effectiveTrials}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Card>
      ) : null}
    </Stack>
  );
}
