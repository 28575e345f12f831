import { useState } from 'react';
import { Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CardImpact,
  type CardInsightsQuery,
  type CardTurnBucket,
  type TcgCardInsights,
  type TempoMilestone,
} from '@trainerlog/core';
import { useDataPort } from '../../../data/dataPortContext.ts';
import { TCG_MATCHES_QUERY_KEY } from '../../../data/hooks/useTcgMatches.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { AnalyticsEmpty } from '../shared/AnalyticsEmpty.tsx';
import { AnalyticsError } from '../shared/AnalyticsError.tsx';
import { formatRate } from '../shared/format.ts';
import { RateValue } from '../shared/RateValue.tsx';
import { SplitTable } from '../shared/SplitTable.tsx';
import { GamesBehindDialog } from '../shared/GamesBehindDialog.tsx';
import { PrizeRaceSection } from './TcgAnalyticsSections.tsx';
import { BUCKET_LABELS, BUCKET_WORDS, CardImpactTable, type GamesAsked } from '../shared/CardImpactTable.tsx';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';

const MILESTONE_LABELS: Record<TempoMilestone, string> = {
  firstAttack: 'First attack',
  firstKnockOut: 'First knock-out',
  firstPrize: 'First Prize card',
};

/** Games won among the counted ones (each counted game is in exactly one Stage 2 row). */
const overallWins = (data: TcgCardInsights) => data.tempo.stage2ByTurn2.yes.wins + data.tempo.stage2ByTurn2.no.wins;

function ImpactSection({ impact, onGames }: { impact: CardImpact; onGames: (asked: GamesAsked) => void }) {
  const [bucket, setBucket] = useState<CardTurnBucket>('turn2');
  const yours = impact.side === 'you';
  const title = yours ? 'Your cards' : "Your opponents' cards";
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <div>
          <Title order={3} fz="md">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {yours
              ? 'Your win rate in games where you played, attached, evolved into or attacked with the card by that turn of yours, against the games where you did not.'
              : 'Your win rate in games where the opponent used the card by that turn of theirs, against the games where they did not.'}{' '}
            “Not chance” marks a difference a 95% test finds unlikely to be chance (10+ games each side); the most
            certain come first.
          </Text>
        </div>
        <SegmentedControl
          size="xs"
          value={bucket}
          onChange={(value) => setBucket(value as CardTurnBucket)}
          data={(Object.keys(BUCKET_LABELS) as CardTurnBucket[]).map((value) => ({
            value,
            label: BUCKET_LABELS[value],
          }))}
          aria-label={`${title}: used by which turn`}
        />
        <CardImpactTable rows={impact.rows} side={impact.side} bucket={bucket} label={title} onGames={onGames} />
      </Stack>
    </Card>
  );
}

function TempoSection({ insights }: { insights: TcgCardInsights }) {
  const { tempo } = insights;
  return (
    <Stack gap="sm" component="section" aria-label="Tempo">
      <div>
        <Title order={2} fz="md">
          Tempo
        </Title>
        <Text size="xs" c="dimmed">
          In which of your turns the game’s first moments came, and how those games went (turns are your own: 1 is your
          first turn).
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(Object.keys(MILESTONE_LABELS) as TempoMilestone[]).map((milestone) => {
          const facts = tempo.milestones[milestone];
          return (
            <SplitTable
              key={milestone}
              title={MILESTONE_LABELS[milestone]}
              description={
                facts.average === null
                  ? 'Never happened in these games.'
                  : `On average in your turn ${facts.average.toFixed(1)}.`
              }
              rows={facts.rows.map((row) => ({
                label: row.turn === 'never' ? 'Never' : row.turn === '4+' ? 'Turn 4 or later' : `Turn ${row.turn}`,
                split: row.split,
              }))}
            />
          );
        })}
        <SplitTable
          title="Stage 2 by your turn 2"
          description="A Stage 2 Pokémon of yours evolved into by your second turn."
          rows={[
            { label: 'Yes', split: tempo.stage2ByTurn2.yes },
            { label: 'No', split: tempo.stage2ByTurn2.no },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}

function OpeningsSection({ insights }: { insights: TcgCardInsights }) {
  const { openings } = insights;
  return (
    <Stack gap="sm" component="section" aria-label="Openings">
      <div>
        <Title order={2} fz="md">
          Openings
        </Title>
        <Text size="xs" c="dimmed">
          Your win rate with each card in your opening hand, against the games whose opening hand did not hold it (
          {openings.gamesWithHand} {openings.gamesWithHand === 1 ? 'game shows' : 'games show'} your opening hand).
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Card withBorder radius="md" padding="md">
          {openings.cards.length === 0 ? (
            <Text size="sm" c="dimmed">
              None of these logs shows your opening hand: import logs you exported yourself.
            </Text>
          ) : (
            <ScrollTable minWidth={300} label="Opening hand, scrollable">
              <Table verticalSpacing={4} aria-label="Opening hand">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>In opening hand</Table.Th>
                    <Table.Th ta="right">With</Table.Th>
                    <Table.Th ta="right">Without</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {openings.cards.slice(0, 30).map((row) => (
                    <Table.Tr key={row.card}>
                      <Table.Td>
                        <Text size="sm">{row.card}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <RateValue
                          size="sm"
                          rate={row.with.rate}
                          interval={row.with.interval}
                          small={row.with.small}
                          count={row.with.games}
                          unit="games"
                        />
                      </Table.Td>
                      <Table.Td ta="right">
                        <RateValue
                          size="sm"
                          rate={row.without.rate}
                          interval={row.without.interval}
                          small={row.without.small}
                          count={row.without.games}
                          unit="games"
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </Card>
        <SplitTable
          title="After a mulligan"
          description="Games in which you took at least one mulligan, against games with none."
          rows={[
            { label: 'No mulligan', split: openings.mulligan.none },
            { label: 'After a mulligan', split: openings.mulligan.afterMulligan },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}

function GamesBehind({
  deckId,
  query,
  asked,
  onClose,
}: {
  deckId: string;
  query: CardInsightsQuery;
  asked: GamesAsked | null;
  onClose: () => void;
}) {
  const { ready, scope, send } = useDataPort();
  const games = useQuery({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'card-games', deckId, query, asked],
    queryFn: () => send('tcgMatches.cardGames', deckId, { ...query, ...asked! }),
    enabled: ready && asked !== null,
    retry: false,
  });
  const title = asked
    ? `${asked.card}: games ${asked.side === 'you' ? 'you' : 'they'} ${asked.used ? 'used it' : 'did not use it'} ${BUCKET_WORDS[asked.bucket].replace('their', asked.side === 'you' ? 'your' : 'their')}`
    : '';
  return (
    <GamesBehindDialog
      opened={asked !== null}
      title={title}
      onClose={onClose}
      games={games}
      rowsOf={(answer) =>
        answer.games.map((g) => ({
          key: `${g.matchId}:${g.game}`,
          date: g.date,
          to: `/edit-match/tcg/${encodeURIComponent(g.matchId)}`,
          opponent: g.opponentDeck,
          game: `${g.game + 1}${g.wentFirst === null ? '' : g.wentFirst ? ' · first' : ' · second'}`,
          result: g.result,
        }))
      }
    />
  );
}

/**
 * The deck's Cards view (issue 30): which cards and which tempo win its games, read from its imported PTCGL logs —
 * card impact of both sides, tempo milestones, the opening-hand guide and the prize race, for all games, going
 * first or second, and one opponent archetype. Every rate opens the games behind it.
 */
export function TcgDeckCardsView({ deckId }: { deckId: string }) {
  const { ready, scope, send } = useDataPort();
  const [query, setQuery] = useState<CardInsightsQuery>({ turnOrder: 'all', opponent: '' });
  const [asked, setAsked] = useState<GamesAsked | null>(null);
  const insights = useQuery({
    queryKey: [...TCG_MATCHES_QUERY_KEY, scope, 'card-insights', deckId, query],
    queryFn: ({ signal }) => send('tcgMatches.cardInsights', deckId, query, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });

  if (insights.isPending) return <CenteredLoader label="Reading your imported games…" />;
  if (insights.isError)
    return (
      <AnalyticsError
        title="Could not load the Cards view"
        error={insights.error}
        onRetry={() => void insights.refetch()}
      />
    );
  const data = insights.data;
  if (data.gamesWithFacts === 0) {
    return (
      <AnalyticsEmpty
        title="No imported games yet"
        text="The Cards view reads the game logs you import from Pokémon TCG Live: import logs played with this deck and see which cards and which starts win your games."
        action={{ label: 'Import a game log', to: '/import-match' }}
      />
    );
  }
  const opponentOptions = [
    { value: '', label: 'All opponents' },
    ...data.opponentDecks.map((d) => ({ value: d.name, label: `${d.name} (${d.games})` })),
  ];
  return (
    <Stack gap="md" style={{ opacity: insights.isPlaceholderData ? 0.6 : 1 }} data-testid="tcg-cards-view">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={query.turnOrder}
          onChange={(value) => setQuery((q) => ({ ...q, turnOrder: value as CardInsightsQuery['turnOrder'] }))}
          data={[
            { value: 'all', label: 'All games' },
            { value: 'first', label: 'Going first' },
            { value: 'second', label: 'Going second' },
          ]}
          aria-label="Games by turn order"
        />
        <Select
          label="Opponent deck"
          data={opponentOptions}
          value={query.opponent}
          onChange={(value) => setQuery((q) => ({ ...q, opponent: value ?? '' }))}
          allowDeselect={false}
          searchable
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <Text size="sm" c="dimmed" data-testid="tcg-cards-summary">
        From {data.games} imported {data.games === 1 ? 'game' : 'games'} won or lost
        {data.matchesWithoutFacts > 0
          ? ` (${data.matchesWithoutFacts} ${data.matchesWithoutFacts === 1 ? 'match' : 'matches'} of this deck ${data.matchesWithoutFacts === 1 ? 'has' : 'have'} no imported log)`
          : ''}
        . Your win rate in them: {formatRate(data.games > 0 ? overallWins(data) / data.games : null)}.
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        <ImpactSection impact={data.you} onGames={setAsked} />
        <ImpactSection impact={data.opp} onGames={setAsked} />
      </SimpleGrid>
      <TempoSection insights={data} />
      <OpeningsSection insights={data} />
      <PrizeRaceSection prizeRace={data.prizeRace} note="Under the same filter as the cards above." />
      <GamesBehind deckId={deckId} query={query} asked={asked} onClose={() => setAsked(null)} />
    </Stack>
  );
}
