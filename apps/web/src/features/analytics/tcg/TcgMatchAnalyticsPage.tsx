import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { useDecks } from '../../../data/hooks/useDecks.ts';
import { useTcgAnalytics } from './useTcgAnalytics.ts';
import { AnalyticsFilterBar } from '../shared/AnalyticsFilterBar.tsx';
import { AnalyticsPage } from '../shared/AnalyticsPage.tsx';
import { useAnalyticsQuery } from '../shared/useAnalyticsQuery.ts';
import { SourceNote, TcgAnalyticsBody, TcgAnalyticsError, tcgAnalyticsEmptyState } from './TcgAnalyticsSections.tsx';

/** The deck filter's choices: the player's saved decks, A-Z. */
export function useDeckOptions() {
  const decks = useDecks();
  return useMemo(
    () =>
      (decks.data ?? [])
        .map((d) => ({ value: d._id, label: d.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' })),
    [decks.data],
  );
}

/**
 * /analytics/tcg/matches — a player's TCG match analytics (issue 6): record overall and per season, record over time
 * by week or month, matchups (10 a page), game-level splits and the prize race, under the filters and the tie
 * convention of the filter bar. Members' numbers come from the server, guests' from the same core function over the
 * matches stored in the browser.
 */
export function TcgMatchAnalyticsPage() {
  const { query, setQuery, resetQuery, search } = useAnalyticsQuery();
  const analytics = useTcgAnalytics(query, search);
  const deckOptions = useDeckOptions();

  return (
    <AnalyticsPage
      title="TCG Match Analytics"
      subtitle="Your record, matchups and what decides your games."
      section="tcg"
      filters={
        <AnalyticsFilterBar
          query={query}
          onChange={setQuery}
          onReset={resetQuery}
          game="tcg"
          deckOptions={deckOptions}
          granularity
        />
      }
    >
      {analytics.isPending ? (
        <CenteredLoader label="Loading your analytics…" />
      ) : analytics.isError ? (
        <TcgAnalyticsError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <Stack gap="md" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
          <SourceNote source={analytics.data.source} />
          {tcgAnalyticsEmptyState(analytics.data, resetQuery) ?? (
            <TcgAnalyticsBody analytics={analytics.data} granularity={query.granularity} />
          )}
        </Stack>
      )}
    </AnalyticsPage>
  );
}
