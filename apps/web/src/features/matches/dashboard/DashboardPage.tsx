import { enabledModes, type GameMode, type TcgMatch } from '@trainerlog/core';
import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTcgMatchSummary } from '../../../data/useTcgDashboard.ts';
import { useDecks } from '../../../data/useDecks.ts';
import { isRouteBuilt } from '../../../plannedRoutes.ts';
import { useAuth } from '../../../session/useAuth.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { GlobalCounterWidget } from '../../../widgets/globalCounts/index.ts';
import { ActiveDeckCard } from './ActiveDeckCard.tsx';
import classes from './Dashboard.module.css';
import { DashboardActions } from './DashboardActions.tsx';
import {
  AVAILABLE_VIEWS,
  MATCH_CARD_LOOKS,
  MODE_LABELS,
  offeredModes,
  rememberedLook,
  rememberedMode,
  rememberedView,
  resolveChoice,
  VIEW_LABELS,
  type DashboardView,
  type MatchCardLook,
} from './dashboardChoices.ts';
import { PerformanceRecordCard } from './PerformanceRecordCard.tsx';
import { TcgMatchHistory, useTcgListFilters } from './TcgMatchHistory.tsx';

const MATCH_ANALYTICS_PATH: Record<GameMode, string> = {
  tcg: '/analytics/tcg/matches',
  vgc: '/analytics/vgc/matches',
};

/** A remembered choice, resolved against what is offered now and saved when changed. */
function useRememberedChoice<T extends string>(store: typeof rememberedMode, offered: readonly T[]) {
  const [remembered, setRemembered] = useState(() => store.get());
  const value = resolveChoice(remembered, offered);
  const choose = useCallback(
    (next: T) => {
      store.set(next);
      setRemembered(next);
    },
    [store],
  );
  return [value, choose] as const;
}

/** /dashboard — "Your Match History" (spec part 1 §2 "Dashboard", part 2 §2 "Dashboard parts"). */
export function DashboardPage() {
  const { user, status } = useAuth();
  const modes = offeredModes(enabledModes(status === 'authenticated' ? user?.gamePreferences : null));
  const [mode, setMode] = useRememberedChoice<GameMode>(rememberedMode, modes);
  const [view, setView] = useRememberedChoice<DashboardView>(rememberedView, AVAILABLE_VIEWS);

  return (
    <PageContainer title="Your Match History" size="xl">
      {modes.length > 1 ? (
        <Tabs value={mode} onChange={(value) => value && setMode(value as GameMode)}>
          <Tabs.List>
            {modes.map((m) => (
              <Tabs.Tab key={m} value={m}>
                {MODE_LABELS[m]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      {AVAILABLE_VIEWS.length > 1 ? (
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => setView(value as DashboardView)}
          data={AVAILABLE_VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
          w="fit-content"
        />
      ) : null}
      <TcgDashboard />
    </PageContainer>
  );
}

function TcgDashboard() {
  const { status } = useAuth();
  const summary = useTcgMatchSummary();
  const currentSeason = summary.data?.season?.season ?? null;
  const filters = useTcgListFilters(currentSeason);
  const [look, setLook] = useRememberedChoice<MatchCardLook>(rememberedLook, MATCH_CARD_LOOKS);
  // Deck sprites for the cards: guests' decks are in this browser; a member's are asked for only once the summary
  // has painted, so the first paint stays at two requests (the page and the summary).
  const decks = useDecks({ enabled: status !== 'authenticated' || summary.isFetched });
  const activeDeck = summary.data?.activeDeck ?? null;

  const yourDeckSprites = useCallback(
    (match: TcgMatch) => {
      if (!match.deckId) return null;
      const deck = decks.data?.find((d) => d._id === match.deckId);
      if (deck) return { sprite: deck.pokemonSprite, secondarySprite: deck.secondaryPokemonSprite };
      if (activeDeck?.deckId === match.deckId) {
        return { sprite: activeDeck.sprite, secondarySprite: activeDeck.secondarySprite };
      }
      return null;
    },
    [activeDeck, decks.data],
  );

  return (
    <div className={classes.layout}>
      <Stack gap="md" className={classes.aside}>
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            Performance Analysis
          </Text>
          {summary.isPending ? (
            <Skeleton height={132} radius="md" />
          ) : summary.data && summary.data.totalMatches > 0 ? (
            <PerformanceRecordCard summary={summary.data} />
          ) : (
            <Card withBorder radius="md" padding="md">
              <Text size="sm" c="dimmed">
                No matches recorded yet
              </Text>
            </Card>
          )}
          {isRouteBuilt(MATCH_ANALYTICS_PATH.tcg) ? (
            <Button
              component={Link}
              to={MATCH_ANALYTICS_PATH.tcg}
              variant="default"
              leftSection={<IconChartBar size={16} />}
            >
              View All Analytics
            </Button>
          ) : null}
        </Stack>
        {summary.isPending ? <Skeleton height={220} radius="md" /> : <ActiveDeckCard deck={activeDeck} />}
      </Stack>
      <div className={classes.extra}>
        <GlobalCounterWidget />
      </div>
      <Stack gap="md" miw={0} className={classes.main}>
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Button component={Link} to="/log-match/tcg" leftSection={<IconPlus size={16} />}>
              Log New Match
            </Button>
            <DashboardActions filters={filters} disabled={!summary.data || summary.data.totalMatches === 0} />
          </Group>
          <SegmentedControl
            aria-label="Card look"
            size="xs"
            value={look}
            onChange={(value) => setLook(value as MatchCardLook)}
            data={[
              { value: 'modern', label: 'Modern' },
              { value: 'classic', label: 'Classic' },
            ]}
          />
        </Group>
        <TcgMatchHistory
          look={look}
          filters={filters}
          currentSeason={currentSeason}
          yourDeckSprites={yourDeckSprites}
        />
      </Stack>
    </div>
  );
}
