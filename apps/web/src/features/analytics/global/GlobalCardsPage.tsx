import { useCallback, useState } from 'react';
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CardTurnBucket } from '@trainerlog/core';
import { useSearchParams } from 'react-router';
import { COMMUNITY_ERRORS, useCommunityCards } from '../../../data/shared/useCommunityAnalytics.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { AnalyticsEmpty } from '../shared/AnalyticsEmpty.tsx';
import { AnalyticsPage } from '../shared/AnalyticsPage.tsx';
import { BUCKET_LABELS, CardImpactTable } from '../shared/CardImpactTable.tsx';
import { formatRate } from '../shared/format.ts';
import { StatCard } from '../shared/StatCard.tsx';
import { SectionCard } from '../vgc/VgcSectionParts.tsx';
import { CommunityError } from './CommunityStates.tsx';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';

export const ARCHETYPE_PARAM = 'archetype';

/**
 * /analytics/global/cards (issue 30) — for one archetype, which cards its pilots play and how the games that used a
 * card by a turn went against those that did not, across members who share (core `communityCardImpact`). Counted
 * from imported PTCGL games only, once per game; both sides of a game count, each under its own archetype.
 *
 * Decisions:
 * - The archetype is kept in the URL (`archetype`), so a shared link shows the same table; without one the server
 *   answers the archetype with the most counted games.
 * - Public like the other community screens; the table says how many games it is made of.
 */
export function GlobalCardsPage() {
  const [params, setParams] = useSearchParams();
  const archetype = params.get(ARCHETYPE_PARAM)?.trim() || undefined;
  const cards = useCommunityCards(archetype);
  const [bucket, setBucket] = useState<CardTurnBucket>('turn2');
  const setArchetype = useCallback(
    (value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(ARCHETYPE_PARAM, value);
        else next.delete(ARCHETYPE_PARAM);
        return next;
      }),
    [setParams],
  );
  const data = cards.data;
  const options = (data?.archetypes ?? []).map((a) => ({
    value: a._id,
    label: `${a.name} (${a.games.toLocaleString('en-US')})`,
  }));

  return (
    <AnalyticsPage
      title="Community Cards"
      subtitle="Which cards each archetype plays, and how the games that used them went, across members who share. Only totals leave a player's data."
      section="global"
      filters={
        <Select
          label="Archetype"
          placeholder={options.length === 0 ? 'No archetypes yet' : 'Choose an archetype'}
          data={options}
          value={data?.archetype?._id ?? null}
          onChange={setArchetype}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No archetype"
          w={{ base: '100%', xs: 320 }}
        />
      }
    >
      {cards.isPending ? (
        <CenteredLoader label="Loading community cards…" />
      ) : cards.isError ? (
        <CommunityError title={COMMUNITY_ERRORS.cards} error={cards.error} onRetry={() => void cards.refetch()} />
      ) : data!.archetype === null ? (
        <AnalyticsEmpty
          title="No imported games counted yet"
          text="Card analytics count the game logs members import from Pokémon TCG Live. Import your logs to count in them."
          action={{ label: 'Import a game log', to: '/import-match' }}
        />
      ) : (
        <Stack gap="md" style={{ opacity: cards.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <StatCard
              label="Games"
              value={<span data-testid="community-card-games">{data!.games.toLocaleString('en-US')}</span>}
              hint={`played with ${data!.archetype.name}`}
            />
            <StatCard label="Win rate" value={formatRate(data!.games > 0 ? data!.wins / data!.games : null)} />
            <StatCard label="Cards" value={data!.rows.length.toLocaleString('en-US')} />
          </SimpleGrid>
          <SectionCard
            title={`Cards of ${data!.archetype.name}`}
            description="Played in: share of the archetype's games in which its pilot used the card at all. Used / Not used: the win rate of the games where the pilot used the card by that turn of theirs, and of the rest. “Not chance” marks a difference a 95% test finds unlikely to be chance (10+ games each side)."
          >
            <Stack gap="xs">
              <SegmentedControl
                size="xs"
                value={bucket}
                onChange={(value) => setBucket(value as CardTurnBucket)}
                data={(Object.keys(BUCKET_LABELS) as CardTurnBucket[]).map((value) => ({
                  value,
                  label: BUCKET_LABELS[value],
                }))}
                aria-label="Used by which turn"
              />
              {data!.rows.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No card use counted for this archetype yet.
                </Text>
              ) : (
                <CardImpactTable
                  rows={data!.rows}
                  side="you"
                  bucket={bucket}
                  label={`Cards of ${data!.archetype.name}`}
                  limit={60}
                />
              )}
            </Stack>
          </SectionCard>
        </Stack>
      )}
    </AnalyticsPage>
  );
}
