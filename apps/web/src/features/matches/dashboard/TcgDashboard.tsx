import type { TcgMatch } from '@trainerlog/core';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useDecks } from '../../../data/useDecks.ts';
import { useTcgMatchSummary } from '../../../data/useTcgDashboard.ts';
import { exportCsv } from '../../../data/tcgMatchDashboard.ts';
import { useAuth } from '../../../session/useAuth.ts';
import { GlobalCounterWidget } from '../../../widgets/globalCounts/index.ts';
import { ActiveDeckCard } from './ActiveDeckCard.tsx';
import { CardLookControl, useCardLook } from './CardLookControl.tsx';
import classes from './Dashboard.module.css';
import { DashboardActions } from './DashboardActions.tsx';
import { useMatchListFilters } from './matchListFilters.ts';
import { PerformanceAnalysis } from './PerformanceAnalysis.tsx';
import { TcgMatchHistory } from './TcgMatchHistory.tsx';

/** The TCG tab: record, active deck performance and the match list (spec part 1 §2). */
export function TcgDashboard() {
  const { status } = useAuth();
  const summary = useTcgMatchSummary();
  const currentSeason = summary.data?.season?.season ?? null;
  const filters = useMatchListFilters(currentSeason);
  const [look, setLook] = useCardLook();
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
        <PerformanceAnalysis
          summary={summary.data}
          pending={summary.isPending}
          analyticsPath="/analytics/tcg/matches"
        />
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
            <DashboardActions
              game="tcg"
              exportCsv={() => exportCsv(status === 'authenticated', filters)}
              disabled={!summary.data || summary.data.totalMatches === 0}
            />
          </Group>
          <CardLookControl look={look} onChange={setLook} />
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
