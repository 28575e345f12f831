import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import {
  MATCHUP_PAGE_SIZE,
  pageOf,
  type AnalyticsGranularity,
  type GameSplit,
  type VgcPersonalAnalytics,
} from '@trainerlog/core';
import { Pagination } from '../../../ui/Pagination.tsx';
import { AnalyticsEmpty } from '../shared/AnalyticsEmpty.tsx';
import { formatCount, formatInterval, formatRate, formatRecord } from '../shared/format.ts';
import { RateButton } from '../shared/RateButton.tsx';
import { RateValue } from '../shared/RateValue.tsx';
import { RecordOverviewCards } from '../shared/RecordOverviewCards.tsx';
import { AnalyticsError } from '../shared/AnalyticsError.tsx';
import { RecordOverTimeChart } from '../shared/RecordOverTimeChart.tsx';
import { MegaSection, showMegaSection, showTeraSection } from './VgcMegaSection.tsx';
import { MovesSection, TeamSheetMovesSection, TeraSection } from './VgcMovesTeraSections.tsx';
import { PokemonLabel, SectionCard, tabular } from './VgcSectionParts.tsx';

export { PokemonLabel };
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

/**
 * The figures of the personal VGC analytics answer (core `vgcPersonalAnalytics`) on the Matches screen: record cards
 * overall and per season, record over time, lead pairs, brought Pokémon, opposing Pokémon (10 a page), opponent lead
 * patterns, move usage (top 4 + Others, from replays), the team sheets' moves and Tera usage. Match records follow the tie convention; usage figures count
 * games, which have no ties.
 */

export const NO_VGC_MATCHES = 'No VGC matches yet';
export const NO_FILTERED_VGC_MATCHES = 'No matches match these filters';

/** The two empty states (nothing logged at all, or nothing in the filters); null when there is something to show. */
export function vgcAnalyticsEmptyState(
  analytics: Pick<VgcPersonalAnalytics, 'totalMatches' | 'filteredMatches'>,
  onReset: () => void,
  nothingText = 'Log your VGC matches and this page fills in: your record, lead pairs, the Pokémon you bring and face, moves and Tera.',
): ReactNode {
  if (analytics.totalMatches === 0) {
    return (
      <AnalyticsEmpty
        title={NO_VGC_MATCHES}
        text={nothingText}
        action={{ label: 'Log a Match', to: '/log-match/vgc' }}
      />
    );
  }
  if (analytics.filteredMatches === 0) {
    return (
      <AnalyticsEmpty
        title={NO_FILTERED_VGC_MATCHES}
        text={`You have ${formatCount(analytics.totalMatches)} in all, but none in this date range, season, format, best-of or team.`}
        onAction={{ label: 'Reset filters', onClick: onReset }}
      />
    );
  }
  return null;
}

export function VgcAnalyticsError({ error, onRetry }: { error: Error; onRetry(): void }) {
  return <AnalyticsError title="Error fetching VGC analytics" error={error} onRetry={onRetry} />;
}

/** "Computed in this browser" for guests, so they know where the numbers come from. */
export function VgcSourceNote({ source }: { source: 'account' | 'browser' }) {
  if (source === 'account') return null;
  return (
    <Text size="xs" c="dimmed">
      Computed in this browser from the matches and teams stored here. Sign in to keep them in your account.
    </Text>
  );
}

export interface GameRow extends GameSplit {
  key: string;
  names: string[];
  /** Fraction 0..1 shown in the share column, when the list has one. */
  share?: number;
}

/**
 * A paged list of game records (10 a page, spec part 2 §9): Pokémon (sprites and names), an optional share column,
 * W-L, win rate (greyed under 10 games) and the 95% interval. A new list starts again at page 1.
 */
export function GameRecordTable({
  rows,
  caption,
  nameLabel,
  shareLabel,
  side = 'player',
  emptyText,
  gamesOf,
}: {
  rows: GameRow[];
  caption: string;
  nameLabel: string;
  shareLabel?: string;
  side?: 'player' | 'opponent';
  emptyText: string;
  /** With it, each row's win rate is a button opening the games behind it (its name, and what it opens). */
  gamesOf?: (row: GameRow) => { label: string; onOpen: () => void };
}) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [rows]);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xs">
        {emptyText}
      </Text>
    );
  }
  const current = pageOf(rows, page, MATCHUP_PAGE_SIZE);
  return (
    <Stack gap="xs">
      <ScrollTable label={caption} minWidth={320}>
        <Table verticalSpacing={6} highlightOnHover aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{nameLabel}</Table.Th>
              {shareLabel ? <Table.Th ta="right">{shareLabel}</Table.Th> : null}
              <Table.Th ta="right">W-L</Table.Th>
              <Table.Th ta="right">Win rate</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                95% interval
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.items.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <PokemonLabel names={row.names} side={side} />
                </Table.Td>
                {shareLabel ? (
                  <Table.Td ta="right" style={tabular}>
                    {formatRate(row.share ?? null)}
                  </Table.Td>
                ) : null}
                <Table.Td ta="right" style={tabular}>
                  {formatRecord(row.wins, row.losses)}
                </Table.Td>
                <Table.Td ta="right">
                  {gamesOf ? (
                    <RateButton split={row} {...gamesOf(row)} />
                  ) : (
                    <RateValue
                      size="sm"
                      rate={row.rate}
                      interval={row.interval}
                      small={row.small}
                      count={row.games}
                      unit="games"
                    />
                  )}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm" c="dimmed" style={tabular}>
                  {formatInterval(row.interval)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Pagination
        page={current.page}
        pageSize={current.pageSize}
        totalCount={current.totalCount}
        totalPages={current.totalPages}
        onChange={setPage}
      />
    </Stack>
  );
}

/** Your lead pairs, brought Pokémon and the opposing Pokémon you faced (core `vgcUsage`). */
export function VgcUsageSections({ analytics }: { analytics: VgcPersonalAnalytics }) {
  const u = analytics.usage;
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <SectionCard
          title="Lead pairs"
          description="Games led with exactly these two (in either order); your game record with each."
        >
          <GameRecordTable
            caption="Lead pairs"
            nameLabel="Leads"
            rows={u.leadPairs.map((p) => ({ ...p, key: p.pokemon.join('\n'), names: [...p.pokemon] }))}
            emptyText="Record your two leads in each game and your pairs show here."
          />
        </SectionCard>
        <SectionCard
          title="Brought Pokémon"
          description={`How often you brought each (formes together), over the ${formatCount(u.gamesWithBrought, 'games')} with your four recorded.`}
        >
          <GameRecordTable
            caption="Brought Pokémon"
            nameLabel="Pokémon"
            shareLabel="Brought"
            rows={u.brought.map((p) => ({ ...p, key: p.pokemon, names: [p.pokemon] }))}
            emptyText="Record the four you brought in each game and they show here."
          />
        </SectionCard>
      </SimpleGrid>
      <SectionCard
        title="Against opposing Pokémon"
        description={`Your game record when each opposing Pokémon was brought against you, over the ${formatCount(u.gamesWithOpponentBrought, 'games')} with the opponent's four recorded.`}
      >
        <GameRecordTable
          caption="Against opposing Pokémon"
          nameLabel="Opposing Pokémon"
          shareLabel="Faced"
          side="opponent"
          rows={u.opponents.map((p) => ({ ...p, key: p.pokemon, names: [p.pokemon] }))}
          emptyText="Record the opponent's brought Pokémon and your record against each shows here."
        />
      </SectionCard>
    </>
  );
}

/** What opponents lead with (core `vgcOpponentLeads`). */
export function OpponentLeadsSection({ analytics }: { analytics: VgcPersonalAnalytics }) {
  const o = analytics.opponentLeads;
  return (
    <SectionCard
      title="Opponent lead patterns"
      description={`What your opponents opened with, in the ${formatCount(o.gamesWithLeads, 'games')} with their leads recorded, and your game record against it.`}
    >
      {o.gamesWithLeads === 0 ? (
        <Text size="sm" c="dimmed">
          Record the opponent&apos;s leads in each game and their most common openings show here.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Lead pairs
            </Text>
            <GameRecordTable
              caption="Opponent lead pairs"
              nameLabel="Their leads"
              shareLabel="Seen"
              side="opponent"
              rows={o.pairs.map((p) => ({ ...p, key: p.pokemon.join('\n'), names: [...p.pokemon] }))}
              emptyText="No game with both opponent leads recorded."
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Single leads
            </Text>
            <GameRecordTable
              caption="Opponent single leads"
              nameLabel="Led"
              shareLabel="Seen"
              side="opponent"
              rows={o.singles.map((p) => ({ ...p, key: p.pokemon, names: [p.pokemon] }))}
              emptyText="No opponent leads recorded."
            />
          </Stack>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

/** Every section of the Matches screen, in reading order. */
export function VgcAnalyticsBody({
  analytics,
  granularity,
}: {
  analytics: VgcPersonalAnalytics;
  granularity: AnalyticsGranularity;
}) {
  return (
    <Stack gap="md">
      <RecordOverviewCards overview={analytics.overview} games={analytics.usage.games} game="vgc" />
      <RecordOverTimeChart points={analytics.overTime} granularity={granularity} />
      <VgcUsageSections analytics={analytics} />
      <OpponentLeadsSection analytics={analytics} />
      <MovesSection analytics={analytics} />
      <TeamSheetMovesSection analytics={analytics} />
      {showTeraSection(analytics) ? <TeraSection analytics={analytics} /> : null}
      {showMegaSection(analytics) ? <MegaSection analytics={analytics} /> : null}
    </Stack>
  );
}
