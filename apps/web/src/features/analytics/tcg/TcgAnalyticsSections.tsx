import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnalyticsGranularity, GameSplit, TcgAnalytics } from '@trainerlog/core';
import { AnalyticsEmpty } from '../shared/AnalyticsEmpty.tsx';
import { formatCount } from '../shared/format.ts';
import { MatchupTable } from '../shared/MatchupTable.tsx';
import { RecordOverviewCards } from '../shared/RecordOverviewCards.tsx';
import { AnalyticsError } from '../shared/AnalyticsError.tsx';
import { RecordOverTimeChart } from '../shared/RecordOverTimeChart.tsx';
import { SplitTable } from '../shared/SplitTable.tsx';
import { MergeOpponentDecks } from './MergeOpponentDecks.tsx';

/**
 * The figures of the personal TCG analytics answer (core `tcgPersonalAnalytics`), shared by the Matches screen and a
 * deck's view on the Decks screen: record cards, record over time, matchups, game-level splits and the prize race.
 */

export const NO_TCG_MATCHES = 'No TCG matches yet';
export const NO_FILTERED_MATCHES = 'No matches match these filters';

/** The two empty states (nothing logged at all, or nothing in the filters); null when there is something to show. */
export function tcgAnalyticsEmptyState(
  analytics: TcgAnalytics,
  onReset: () => void,
  nothingText = 'Log your matches and this page fills in: your record, matchups, turn order, mulligans and more.',
): ReactNode {
  if (analytics.totalMatches === 0) {
    return (
      <AnalyticsEmpty
        title={NO_TCG_MATCHES}
        text={nothingText}
        action={{ label: 'Log a Match', to: '/log-match/tcg' }}
      />
    );
  }
  if (analytics.filteredMatches === 0) {
    return (
      <AnalyticsEmpty
        title={NO_FILTERED_MATCHES}
        text={`You have ${formatCount(analytics.totalMatches)} in all, but none in this date range, season, best-of or deck.`}
        onAction={{ label: 'Reset filters', onClick: onReset }}
      />
    );
  }
  return null;
}

export function TcgAnalyticsError({ error, onRetry }: { error: Error; onRetry(): void }) {
  return <AnalyticsError title="Error fetching TCG analytics" error={error} onRetry={onRetry} />;
}

export function MatchupsCard({ analytics }: { analytics: TcgAnalytics }) {
  const rows = analytics.matchups.rows.map((row) => ({ ...row, name: row.opponentDeck }));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Matchups">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="md">
          Matchups
        </Title>
        <MergeOpponentDecks names={analytics.matchups.rows.map((row) => row.opponentDeck)} />
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        Your record against each opponent deck (names compared ignoring letter case). Rates from fewer than 10 matches
        are greyed.
        {analytics.matchups.matchesWithoutGames > 0
          ? ` ${formatCount(analytics.matchups.matchesWithoutGames)} without games are not counted.`
          : ''}
      </Text>
      <MatchupTable
        rows={rows}
        nameLabel="Opponent deck"
        emptyText="No matchups in these matches."
        caption="Matchups"
      />
    </Card>
  );
}

/** Game-level splits (core `tcgGameSplits`): each table counts games, not matches. */
export function SplitsSection({ analytics }: { analytics: TcgAnalytics }) {
  const s = analytics.splits;
  const mulligans = (m: Record<'0' | '1' | '2+', GameSplit>) => [
    { label: 'No mulligan', split: m['0'] },
    { label: '1 mulligan', split: m['1'] },
    { label: '2 or more', split: m['2+'] },
  ];
  return (
    <Stack gap="sm" component="section" aria-label="Game-level insight">
      <div>
        <Title order={2} fz="md">
          Game-level insight
        </Title>
        <Text size="xs" c="dimmed">
          Win rates by game ({formatCount(s.all.games, 'games')} won or lost), where the detail was recorded.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <SplitTable
          title="Turn order"
          rows={[
            { label: 'Going first', split: s.goingFirst.first },
            { label: 'Going second', split: s.goingFirst.second },
          ]}
        />
        <SplitTable
          title="Coin flip"
          description="The choice is the one recorded for the game, whoever made it."
          rows={[
            { label: 'Won the flip', split: s.coinFlip.won },
            { label: 'Lost the flip', split: s.coinFlip.lost },
            { label: 'Chose to go first', split: s.coinFlipChoice.first },
            { label: 'Chose to go second', split: s.coinFlipChoice.second },
          ]}
        />
        <SplitTable title="Your mulligans" rows={mulligans(s.playerMulligans)} />
        <SplitTable title="Opponent's mulligans" rows={mulligans(s.opponentMulligans)} />
        <SplitTable
          title="Best of three"
          description="Game 1 against the games after it, in Bo3 matches."
          rows={[
            { label: 'Game 1', split: s.bo3.game1 },
            { label: 'Games 2–3', split: s.bo3.games2And3 },
          ]}
        />
        <SplitTable
          title="Concessions"
          rows={[
            { label: 'You conceded', split: s.concession.byYou },
            { label: 'Opponent conceded', split: s.concession.byOpponent },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** "+1.5", "−0.7", "0.0" (an average that rounds to zero has no sign), "—" without games. */
export function signedLead(n: number | null): string {
  if (n === null) return '—';
  const shown = Math.abs(n).toFixed(1);
  if (shown === '0.0') return '0.0';
  return `${n > 0 ? '+' : '−'}${shown}`;
}

/** Prize-race facts (core `tcgPrizeRace`), only from games whose prize details were recorded. */
export function PrizeRaceSection({ prizeRace: p, note }: { prizeRace: TcgAnalytics['prizeRace']; note?: string }) {
  const recorded = p.gamesWithFirstPrize > 0 || p.gamesWithPrizeOrder > 0;
  return (
    <Stack gap="sm" component="section" aria-label="Prize race">
      <div>
        <Title order={2} fz="md">
          Prize race
        </Title>
        <Text size="xs" c="dimmed">
          {recorded
            ? `First prize recorded in ${p.gamesWithFirstPrize} of ${formatCount(p.games, 'games')}; prize order in ${p.gamesWithPrizeOrder}.`
            : 'Record who took the first prize and the order prizes were taken (the advanced details of a game) and this shows how the prize race decides your games.'}
          {note ? ` ${note}` : ''}
        </Text>
      </div>
      {recorded ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SplitTable
              title="First prize"
              description="Your win rate by who took the first prize card."
              rows={[
                { label: 'You took it', split: p.firstPrize.you },
                { label: 'Opponent took it', split: p.firstPrize.opponent },
              ]}
            />
            <SplitTable
              title="Comebacks and leads"
              description={
                p.largestComeback !== null
                  ? `Your biggest comeback: from ${p.largestComeback} ${p.largestComeback === 1 ? 'prize' : 'prizes'} behind.`
                  : 'Games with the prize order recorded.'
              }
              rows={[
                { label: 'After falling behind', split: p.fellBehind },
                { label: 'After taking the lead', split: p.tookLead },
              ]}
            />
          </SimpleGrid>
          {p.leadAfter.length > 0 ? (
            <Card withBorder radius="md" padding="md">
              <Title order={3} fz="md">
                Average prize lead as the race goes
              </Title>
              <Text size="xs" c="dimmed" mb={4}>
                Your prizes minus the opponent&apos;s after each number of prize cards taken (games in brackets), in
                games you won and lost.
              </Text>
              <Table verticalSpacing={4} aria-label="Average prize lead">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Prizes taken</Table.Th>
                    <Table.Th ta="right">All games</Table.Th>
                    <Table.Th ta="right">Won</Table.Th>
                    <Table.Th ta="right">Lost</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.leadAfter.map((row) => (
                    <Table.Tr key={row.prizesTaken}>
                      <Table.Td>{row.prizesTaken}</Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                        {signedLead(row.averageLead)}{' '}
                        <Text span size="xs" c="dimmed">
                          ({row.games})
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {signedLead(row.won.averageLead)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {signedLead(row.lost.averageLead)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

/** Every section, in reading order. */
export function TcgAnalyticsBody({
  analytics,
  granularity,
}: {
  analytics: TcgAnalytics;
  granularity: AnalyticsGranularity;
}) {
  return (
    <Stack gap="md">
      <RecordOverviewCards overview={analytics.overview} games={analytics.splits.all.games} game="tcg" />
      <RecordOverTimeChart points={analytics.overTime} granularity={granularity} />
      <MatchupsCard analytics={analytics} />
      <SplitsSection analytics={analytics} />
      <PrizeRaceSection prizeRace={analytics.prizeRace} />
    </Stack>
  );
}

/** "Computed in this browser" for guests, so they know where the numbers come from. */
export function SourceNote({ source }: { source: 'account' | 'browser' }) {
  if (source === 'account') return null;
  return (
    <Group gap={4}>
      <Text size="xs" c="dimmed">
        Computed in this browser from the matches stored here. Sign in to keep them in your account.
      </Text>
    </Group>
  );
}
