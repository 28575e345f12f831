import {
  compareArchetypes,
  type ArchetypeComparison,
  type CommunityMatrix,
  type CommunityMatrixCell,
} from '@trainerlog/core';
import { Card, MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { COMMUNITY_ERRORS, useCommunityMatrix, useCommunityMeta } from '../../../data/shared/useCommunityAnalytics.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { AnalyticsPage } from '../shared/AnalyticsPage.tsx';
import { formatRate, formatRecord } from '../shared/format.ts';
import { RateValue } from '../shared/RateValue.tsx';
import { ArchetypeName } from './ArchetypeName.tsx';
import { CommunityFilters } from './CommunityFilters.tsx';
import { CommunityEmpty, CommunityError } from './CommunityStates.tsx';
import { COMMUNITY_SUBTITLE } from './GlobalMetaPage.tsx';
import { MatchupMatrix } from './MatchupMatrix.tsx';
import { formatShare } from './MetaShareTable.tsx';
import { useCommunityQuery } from './useCommunityQuery.ts';

export const COMPARE_PARAM = 'archetypes';
/** Without a choice in the URL, the two most played archetypes are compared. */
const DEFAULT_COMPARED = 2;

/** The compared ids live in the URL (`?archetypes=a,b`), so a comparison can be shared. */
function useComparedIds() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(COMPARE_PARAM);
  const ids = useMemo(() => (raw ? raw.split(',').filter(Boolean) : null), [raw]);
  const setIds = useCallback(
    (next: string[]) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(COMPARE_PARAM, next.join(','));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { ids, setIds };
}

/** The part of the matrix between the compared archetypes (their head-to-head records), in the chosen order. */
function subMatrix(matrix: CommunityMatrix, ids: readonly string[]): CommunityMatrix {
  const chosen = new Set(ids);
  const byId = new Map(matrix.archetypes.map((a) => [a.categoryId, a]));
  return {
    archetypes: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    cells: matrix.cells.filter((c) => chosen.has(c.row) && chosen.has(c.col)),
    totalMatches: matrix.totalMatches,
  };
}

/**
 * /analytics/global/comparison (issue 6: "two or more archetypes side by side (share, win rate, best and worst
 * matchups)"): core `compareArchetypes` over the meta and the matrix, plus their head-to-head part of the matrix.
 * Public.
 */
export function GlobalComparisonPage() {
  const community = useCommunityQuery();
  const meta = useCommunityMeta(community.query);
  const matrix = useCommunityMatrix(community.query);
  const { ids, setIds } = useComparedIds();

  const archetypes = meta.data?.archetypes ?? [];
  const known = new Set(archetypes.map((a) => a.categoryId));
  const chosen = (ids ?? archetypes.slice(0, DEFAULT_COMPARED).map((a) => a.categoryId)).filter((id) => known.has(id));
  const names = new Map((matrix.data?.archetypes ?? archetypes).map((a) => [a.categoryId, a]));
  const comparison = meta.data && matrix.data ? compareArchetypes(meta.data, matrix.data, chosen) : [];

  const pending = meta.isPending || matrix.isPending;
  const error = meta.error ?? matrix.error;

  return (
    <AnalyticsPage
      title="Archetype Comparison"
      subtitle={COMMUNITY_SUBTITLE}
      section="global"
      filters={<CommunityFilters community={community} />}
    >
      {pending ? (
        <CenteredLoader label="Loading the community figures…" />
      ) : error ? (
        <CommunityError
          title={meta.error ? COMMUNITY_ERRORS.meta : COMMUNITY_ERRORS.matrix}
          error={error}
          onRetry={() => {
            void meta.refetch();
            void matrix.refetch();
          }}
        />
      ) : archetypes.length === 0 ? (
        <CommunityEmpty
          totalMatches={meta.data?.totalMatches ?? 0}
          filtersSet={community.filtersSet}
          onReset={community.resetQuery}
        />
      ) : (
        <Stack gap="md" style={{ opacity: meta.isPlaceholderData || matrix.isPlaceholderData ? 0.6 : 1 }}>
          <MultiSelect
            label="Archetypes to compare"
            description="Two or more"
            placeholder={chosen.length ? undefined : 'Pick archetypes'}
            data={archetypes.map((a) => ({ value: a.categoryId, label: a.name }))}
            value={chosen}
            onChange={setIds}
            searchable
            clearable
            nothingFoundMessage="No archetype found"
            maw={720}
          />
          {chosen.length < 2 ? (
            <Text c="dimmed" size="sm">
              Pick at least two archetypes to compare them side by side.
            </Text>
          ) : null}
          {comparison.length ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, Math.max(2, comparison.length)) }} spacing="md">
              {comparison.map((c) => (
                <ComparisonCard
                  key={c.categoryId}
                  comparison={c}
                  sprites={names.get(c.categoryId)?.sprites ?? []}
                  matches={archetypeMatches(archetypes, c.categoryId)}
                  nameOf={(id) => names.get(id)?.name ?? 'Unknown'}
                />
              ))}
            </SimpleGrid>
          ) : null}
          {chosen.length >= 2 && matrix.data ? (
            <Card withBorder radius="md" padding="md" component="section" aria-label="Head to head">
              <Title order={2} fz="md" mb={4}>
                Head to head
              </Title>
              <Text size="xs" c="dimmed" mb="sm">
                The compared archetypes' records against each other (rows: your deck; columns: opponent).
              </Text>
              <MatchupMatrix matrix={subMatrix(matrix.data, chosen)} />
            </Card>
          ) : null}
          <Text size="xs" c="dimmed">
            Best and worst matchups count only opponents with at least {community.query.minMatches} matches against the
            archetype, mirrors left out.
          </Text>
        </Stack>
      )}
    </AnalyticsPage>
  );
}

function archetypeMatches(
  archetypes: readonly { categoryId: string; wins: number; losses: number; ties: number }[],
  id: string,
) {
  const a = archetypes.find((x) => x.categoryId === id);
  return a ? a.wins + a.losses + a.ties : 0;
}

function ComparisonCard({
  comparison,
  sprites,
  matches,
  nameOf,
}: {
  comparison: ArchetypeComparison;
  sprites: string[];
  matches: number;
  nameOf(id: string): string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="comparison-card" data-category={comparison.categoryId}>
      <Stack gap="sm">
        <ArchetypeName name={comparison.name} sprites={sprites} spriteSize="medium" size="lg" />
        <SimpleGrid cols={2} spacing="xs">
          <Figure label="Meta share">
            <span data-testid="comparison-share">{formatShare(comparison.share)}</span>
          </Figure>
          <Figure label="Win rate">
            <span data-testid="comparison-rate">
              <RateValue
                rate={comparison.rate}
                interval={comparison.interval}
                small={comparison.small}
                count={matches}
                fz="lg"
              />
            </span>
          </Figure>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          95% interval{' '}
          {comparison.interval ? `${formatRate(comparison.interval.low)}–${formatRate(comparison.interval.high)}` : '—'}{' '}
          · {matches.toLocaleString('en-US')} {matches === 1 ? 'match' : 'matches'}
        </Text>
        <Matchup label="Best matchup" cell={comparison.best} nameOf={nameOf} testId="comparison-best" />
        <Matchup label="Worst matchup" cell={comparison.worst} nameOf={nameOf} testId="comparison-worst" />
      </Stack>
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fz="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </div>
  );
}

function Matchup({
  label,
  cell,
  nameOf,
  testId,
}: {
  label: string;
  cell: CommunityMatrixCell | null;
  nameOf(id: string): string;
  testId: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {cell ? (
          <>
            vs <b>{nameOf(cell.col)}</b>: {formatRate(cell.rate)} ({formatRecord(cell.wins, cell.losses, cell.ties)})
          </>
        ) : (
          <Text span c="dimmed" size="sm">
            Not enough matches yet
          </Text>
        )}
      </Text>
    </div>
  );
}
