import { SimpleGrid, Stack, Text, Title, Card } from '@mantine/core';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { COMMUNITY_ERRORS, useCommunityMatrix, useCommunityMeta } from '../../../data/shared/useCommunityAnalytics.ts';
import { useDeckCategories } from '../../../data/shared/useDeckCategories.ts';
import { AnalyticsPage } from '../shared/AnalyticsPage.tsx';
import { StatCard } from '../shared/StatCard.tsx';
import { CommunityFilters } from './CommunityFilters.tsx';
import { CommunityEmpty, CommunityError } from './CommunityStates.tsx';
import { ExpectedWinRateCard } from './ExpectedWinRateCard.tsx';
import { MetaShareChart } from './MetaShareChart.tsx';
import { formatShare, MetaShareTable } from './MetaShareTable.tsx';
import { useCommunityQuery } from './useCommunityQuery.ts';

export const COMMUNITY_SUBTITLE =
  "Members' TCG matches, counted together. Only totals leave a player's data: no names, deck lists or notes.";

/**
 * /analytics/global — the community meta (issue 6): player and match counts, meta share by archetype with win rates
 * and intervals, meta share over time, and the expected-win-rate tool. Public: guests see it too.
 */
export function GlobalMetaPage() {
  const community = useCommunityQuery();
  const meta = useCommunityMeta(community.query);
  const hasArchetypes = (meta.data?.archetypes.length ?? 0) > 0;
  const matrix = useCommunityMatrix(community.query, hasArchetypes);
  const { categories } = useDeckCategories();

  return (
    <AnalyticsPage
      title="Community Meta"
      subtitle={COMMUNITY_SUBTITLE}
      section="global"
      filters={<CommunityFilters community={community} granularity />}
    >
      {meta.isPending ? (
        <CenteredLoader label="Loading the community meta…" />
      ) : meta.isError ? (
        <CommunityError title={COMMUNITY_ERRORS.meta} error={meta.error} onRetry={() => void meta.refetch()} />
      ) : (
        <Stack gap="md" style={{ opacity: meta.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <StatCard
              label="Matches"
              value={<span data-testid="meta-total-matches">{meta.data.totalMatches.toLocaleString('en-US')}</span>}
            />
            <StatCard
              label="Players"
              value={<span data-testid="meta-players">{meta.data.players.toLocaleString('en-US')}</span>}
            />
            <StatCard label="Archetypes" value={meta.data.archetypes.length.toLocaleString('en-US')} />
            <StatCard
              label="Uncategorized"
              value={
                <span data-testid="meta-uncategorized">{meta.data.uncategorizedMatches.toLocaleString('en-US')}</span>
              }
              hint="matches with a deck of no category"
            />
          </SimpleGrid>
          {!hasArchetypes ? (
            <CommunityEmpty
              totalMatches={meta.data.totalMatches}
              filtersSet={community.filtersSet}
              onReset={community.resetQuery}
            />
          ) : (
            <>
              <Card withBorder radius="md" padding="md" component="section" aria-label="Meta share by archetype">
                <Title order={2} fz="md">
                  Meta share
                </Title>
                <Text size="xs" c="dimmed" mb="sm">
                  Share of the decks seen in matches (both players).{' '}
                  {meta.data.archetypes[0]
                    ? `${meta.data.archetypes[0].name} leads with ${formatShare(meta.data.archetypes[0].share)}. `
                    : ''}
                  Win rates count matches against every other deck, mirrors left out; rates from fewer than{' '}
                  {community.query.minMatches} matches are greyed.
                </Text>
                <MetaShareTable archetypes={meta.data.archetypes} />
              </Card>
              <MetaShareChart
                trend={meta.data.trend}
                archetypes={meta.data.archetypes}
                granularity={community.query.granularity}
              />
              {matrix.isError ? (
                <CommunityError
                  title={COMMUNITY_ERRORS.matrix}
                  error={matrix.error}
                  onRetry={() => void matrix.refetch()}
                />
              ) : (
                <ExpectedWinRateCard
                  archetypes={meta.data.archetypes}
                  matrix={matrix.data}
                  categories={categories}
                  convention={community.query.convention}
                />
              )}
            </>
          )}
        </Stack>
      )}
    </AnalyticsPage>
  );
}
