import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartBar } from '@tabler/icons-react';
import { formatMatchDate, type TcgAnalytics } from '@trainerlog/core';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { Sprite } from '../../../ui/Sprite.tsx';
import { useTcgAnalytics } from './useTcgAnalytics.ts';
import { AnalyticsFilterBar } from '../shared/AnalyticsFilterBar.tsx';
import { AnalyticsPage } from '../shared/AnalyticsPage.tsx';
import { formatInterval, formatRate, formatRecord } from '../shared/format.ts';
import { RateValue } from '../shared/RateValue.tsx';
import { useAnalyticsQuery } from '../shared/useAnalyticsQuery.ts';
import { useDeckOptions } from './TcgMatchAnalyticsPage.tsx';
import { TcgDeckCardsView } from './TcgDeckCardsView.tsx';
import { SourceNote, TcgAnalyticsBody, TcgAnalyticsError, tcgAnalyticsEmptyState } from './TcgAnalyticsSections.tsx';

type DeckRow = TcgAnalytics['decks'][number];
type MatchupRow = NonNullable<DeckRow['bestMatchup']>;

function MatchupLine({ label, row }: { label: string; row: MatchupRow | null }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {row ? (
        <Text size="xs" ta="right" lineClamp={1}>
          {row.opponentDeck}{' '}
          <Text span size="xs" fw={600}>
            {formatRate(row.rate)}
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            ({formatRecord(row.wins, row.losses, row.ties)})
          </Text>
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          —
        </Text>
      )}
    </Group>
  );
}

/** One deck played: record, rate with interval, best and worst matchup (3+ matches), last-10 form. */
function DeckCard({ deck, onSelect }: { deck: DeckRow; onSelect?: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="tcg-deck-row" aria-label={deck.name} component="article">
      <Stack gap={8} h="100%">
        <Group gap={8} wrap="nowrap" align="center">
          {deck.sprites.slice(0, 2).map((sprite) => (
            <Sprite key={sprite} name={sprite} size="small" />
          ))}
          <Title order={3} fz="md" lineClamp={1} style={{ flex: 1, minWidth: 0 }}>
            {deck.name}
          </Title>
          {deck.deckId ? null : (
            <Badge variant="light" color="gray" size="sm">
              Typed name
            </Badge>
          )}
        </Group>
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              Record
            </Text>
            <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="tcg-deck-record">
              {formatRecord(deck.wins, deck.losses, deck.ties)}
            </Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text size="xs" c="dimmed">
              Win rate
            </Text>
            <RateValue
              fz="lg"
              rate={deck.rate}
              interval={deck.interval}
              small={deck.small}
              count={deck.effectiveTrials}
            />
            <Text size="xs" c="dimmed">
              95%: {formatInterval(deck.interval)}
            </Text>
          </div>
        </Group>
        <Stack gap={2}>
          <MatchupLine label="Best matchup" row={deck.bestMatchup} />
          <MatchupLine label="Worst matchup" row={deck.worstMatchup} />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              Last {deck.recentForm.matches}
            </Text>
            <Text size="xs">
              {formatRecord(deck.recentForm.wins, deck.recentForm.losses, deck.recentForm.ties)} ·{' '}
              {formatRate(deck.recentForm.rate)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              Last played
            </Text>
            <Text size="xs">{deck.lastPlayed ? formatMatchDate(deck.lastPlayed) : '—'}</Text>
          </Group>
        </Stack>
        {onSelect ? (
          <Button
            mt="auto"
            variant="light"
            size="xs"
            leftSection={<IconChartBar size={14} />}
            onClick={onSelect}
            aria-label={`View analytics of ${deck.name}`}
          >
            View analytics
          </Button>
        ) : (
          <Text mt="auto" size="xs" c="dimmed">
            Logged without a saved deck, so it has no deck filter.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /analytics/tcg/decks — one card per deck played (issue 6 "per deck (TCG)"): record, win rate with its interval,
 * best and worst matchup, last-10 form. Choosing a deck sets the deck filter, and the page shows that deck's own
 * analytics (the same sections as the Matches screen); "All decks" clears it.
 */
export function TcgDeckAnalyticsPage() {
  const { query, setQuery, resetQuery, search } = useAnalyticsQuery();
  const analytics = useTcgAnalytics(query, search);
  const deckOptions = useDeckOptions();
  const selected = query.deckId;
  // Issue 30: a chosen deck's Overview (the analytics sections) or its Cards view (card impact, tempo, openings).
  const [view, setView] = useState<'overview' | 'cards'>('overview');

  const body = () => {
    if (analytics.isPending) return <CenteredLoader label="Loading your decks…" />;
    if (analytics.isError)
      return <TcgAnalyticsError error={analytics.error} onRetry={() => void analytics.refetch()} />;
    const data = analytics.data;
    const empty = tcgAnalyticsEmptyState(
      data,
      resetQuery,
      'Log matches with your decks and each deck gets its record, best and worst matchups and recent form here.',
    );
    if (selected) {
      const deck = data.decks.find((d) => d.deckId === selected);
      const name = deck?.name ?? deckOptions.find((o) => o.value === selected)?.label ?? 'This deck';
      return (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap={8} wrap="nowrap">
              {(deck?.sprites ?? []).slice(0, 2).map((sprite) => (
                <Sprite key={sprite} name={sprite} size="small" />
              ))}
              <Title order={2} fz="lg" data-testid="tcg-selected-deck">
                {name}
              </Title>
            </Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconArrowLeft size={14} />}
              onClick={() => setQuery({ deckId: undefined })}
            >
              All decks
            </Button>
          </Group>
          <Tabs
            value={view}
            onChange={(value) => setView(value === 'cards' ? 'cards' : 'overview')}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              <Tabs.Tab value="cards">Cards</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              {empty ?? <TcgAnalyticsBody analytics={data} granularity={query.granularity} />}
            </Tabs.Panel>
            <Tabs.Panel value="cards" pt="md">
              <TcgDeckCardsView deckId={selected} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      );
    }
    if (empty) return empty;
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {data.decks.length} {data.decks.length === 1 ? 'deck' : 'decks'} played, most played first. Best and worst
          matchups count opponents met at least 3 times.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {data.decks.map((deck) => (
            <DeckCard
              key={deck.key}
              deck={deck}
              onSelect={deck.deckId ? () => setQuery({ deckId: deck.deckId }) : undefined}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <AnalyticsPage
      title="TCG Deck Analytics"
      subtitle="How each of your decks performs, and against what."
      section="tcg"
      filters={
        <AnalyticsFilterBar
          query={query}
          onChange={setQuery}
          onReset={resetQuery}
          game="tcg"
          deckOptions={deckOptions}
          granularity={!!selected}
        />
      }
    >
      <Stack gap="md" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
        {analytics.data ? <SourceNote source={analytics.data.source} /> : null}
        {body()}
      </Stack>
    </AnalyticsPage>
  );
}
