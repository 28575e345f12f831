import type { TcgMatch } from '@trainerlog/core';
import { Skeleton } from '@mantine/core';
import { useCallback } from 'react';
import { useDecks } from '../../../data/hooks/useDecks.ts';
import { useTcgMatchSummary } from './useTcgDashboard.ts';
import { useDataPort } from '../../../data/dataPortContext.ts';
import { useAuth } from '../../../session/useAuth.ts';
import { ActiveDeckCard } from './ActiveDeckCard.tsx';
import { useCardLook } from './CardLookControl.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { useMatchListFilters } from './matchListFilters.ts';
import { TcgMatchHistory } from './TcgMatchHistory.tsx';

/** The TCG tab: record, active deck performance and the match list (spec part 1 §2). */
export function TcgDashboard() {
  const { status } = useAuth();
  const { send } = useDataPort();
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
    <DashboardLayout
      game="tcg"
      summary={summary.data}
      summaryPending={summary.isPending}
      panel={summary.isPending ? <Skeleton height={220} radius="md" /> : <ActiveDeckCard deck={activeDeck} />}
      exportCsv={() => send('tcgMatches.exportCsv', filters)}
      look={look}
      onLookChange={setLook}
    >
      <TcgMatchHistory look={look} filters={filters} currentSeason={currentSeason} yourDeckSprites={yourDeckSprites} />
    </DashboardLayout>
  );
}
