import { MATCHUP_MIN_MATCHES, type TcgMatchSummary } from '@trainerlog/core';
import { Button, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChartBar, IconCards } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Sprite } from '../../../ui/Sprite.tsx';
import { TrendIndicator } from '../../../ui/TrendIndicator.tsx';

type ActiveDeck = NonNullable<TcgMatchSummary['activeDeck']>;
type Matchup = ActiveDeck['bestMatchup'];

const MATCH_ANALYTICS_PATH = '/analytics/tcg/matches';

/**
 * Why a matchup line is empty: only opponents met `MATCHUP_MIN_MATCHES` times count, as in analytics, and the worst
 * is never the best.
 */
export const NO_MATCHUP_YET = `No opponent deck played ${MATCHUP_MIN_MATCHES} times yet`;
export const ONE_MATCHUP_ONLY = `Only one opponent deck played ${MATCHUP_MIN_MATCHES} times so far`;

function MatchupLine({
  label,
  matchup,
  color,
  emptyText,
}: {
  label: string;
  matchup: Matchup;
  color: string;
  emptyText: string;
}) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {matchup ? (
        <Group gap={6} wrap="nowrap" miw={0}>
          <Sprite name={matchup.opponentDeck} side="opponent" size="small" />
          <Text size="sm" fw={600} truncate="end" title={matchup.opponentDeck} style={{ flex: 1 }}>
            {matchup.opponentDeck}
          </Text>
          <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
            <Text span c={color} fw={700}>
              {matchup.winRate.toFixed(1)}%
            </Text>{' '}
            <Text span c="dimmed">
              ({matchup.wins}-{matchup.losses})
            </Text>
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
    </Stack>
  );
}

/** TCG "Active Deck Performance" (spec part 1 §2), or its empty state when no deck is active. */
export function ActiveDeckCard({ deck }: { deck: TcgMatchSummary['activeDeck'] }) {
  return (
    <Card withBorder radius="md" padding="md" aria-labelledby="active-deck-title">
      <Stack gap="sm">
        <Text id="active-deck-title" size="xs" tt="uppercase" fw={700} c="dimmed">
          Active Deck Performance
        </Text>
        {deck ? <DeckPerformance deck={deck} /> : <NoActiveDeck />}
      </Stack>
    </Card>
  );
}

function NoActiveDeck() {
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        No deck currently selected
      </Text>
      <Button component={Link} to="/decks" variant="light" size="xs" leftSection={<IconCards size={14} />}>
        View Deck List
      </Button>
    </Stack>
  );
}

function DeckPerformance({ deck }: { deck: ActiveDeck }) {
  return (
    <>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Group gap={0} wrap="nowrap">
          <Sprite slug={deck.sprite} name={deck.sprite ? null : deck.name} size="medium" />
          {deck.secondarySprite ? <Sprite slug={deck.secondarySprite} size="medium" /> : null}
        </Group>
        <Text fw={700} truncate="end" title={deck.name} component={Link} to={`/decks/${deck.deckId}`}>
          {deck.name}
        </Text>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        <Stat label="Win rate" value={`${deck.winRate.toFixed(1)}%`} />
        <Stat label="Record" value={`${deck.wins}-${deck.losses}`} />
        <Stat label="Matches" value={String(deck.matches)} />
      </SimpleGrid>
      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm">
        <MatchupLine
          label="Worst matchup"
          matchup={deck.worstMatchup}
          color="red"
          emptyText={deck.bestMatchup ? ONE_MATCHUP_ONLY : NO_MATCHUP_YET}
        />
        <MatchupLine label="Best matchup" matchup={deck.bestMatchup} color="teal" emptyText={NO_MATCHUP_YET} />
      </SimpleGrid>
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Last 10
          </Text>
          <Text size="sm" fw={600}>
            {deck.recentForm.winRate.toFixed(1)}%{' '}
            <Text span size="xs" c="dimmed">
              ({deck.recentForm.wins}-{deck.recentForm.losses})
            </Text>
          </Text>
        </Stack>
        <TrendIndicator trend={deck.trend} withLabel />
      </Group>
      <Button
        component={Link}
        to={MATCH_ANALYTICS_PATH}
        variant="light"
        size="xs"
        leftSection={<IconChartBar size={14} />}
      >
        View Match Analytics
      </Button>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}
