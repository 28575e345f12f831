import { Button, Select, SimpleGrid, Stack } from '@mantine/core';
import { VGC_COMMUNITY_PAIR_MIN_MATCHES, type VgcCommunity } from '@trainerlog/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { COMMUNITY_ERRORS, useCommunityVgc } from '../../../data/shared/useCommunityAnalytics.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { AnalyticsEmpty } from '../shared/AnalyticsEmpty.tsx';
import { AnalyticsPage } from '../shared/AnalyticsPage.tsx';
import { ANALYTICS_QUERY_PARAMS } from '../shared/useAnalyticsQuery.ts';
import { StatCard } from '../shared/StatCard.tsx';
import { SectionCard } from '../vgc/VgcSectionParts.tsx';
import { CommunityFilters } from './CommunityFilters.tsx';
import { CommunityEmpty, CommunityError, type CommunityEmptyTexts } from './CommunityStates.tsx';
import { useCommunityQuery } from './useCommunityQuery.ts';
import { VgcCommunityTable } from './VgcCommunityTable.tsx';

export const VGC_COMMUNITY_SUBTITLE =
  "Members' VGC teams, counted together. Only totals leave a player's data: no names, sets or notes.";
export const REGULATION_PARAM = 'regulation';
/** Rows shown before "Show all" in the long tables (Pokémon, pairs). */
export const VGC_COMMUNITY_FIRST_ROWS = 20;

/**
 * /analytics/global/vgc (issue 29) — usage and win rates of Pokémon, pairs of Pokémon and restricted cores on the
 * teams members who share played, per match, with 95% intervals (definitions in core `analytics/vgcCommunity.ts`).
 * Public, as the other community screens: guests see it too.
 *
 * Decisions:
 * - The community filters (range, season, ties, minimum sample) plus the regulation, kept in the URL (`regulation`)
 *   like the rest, so a shared link shows the same table; its choices are the regulations the answer lists.
 * - The Pokémon and pairs tables show the 20 most used first and the rest on request (a ladder has hundreds of
 *   Pokémon); the restricted cores are few and all shown.
 */
export function GlobalVgcPage() {
  const community = useCommunityQuery();
  const [params, setParams] = useSearchParams();
  const regulation = params.get(REGULATION_PARAM)?.trim() || undefined;
  const { from, to, seasonId, convention, minMatches } = community.query;
  const vgc = useCommunityVgc({ from, to, seasonId, convention, minMatches, regulation });

  const setRegulation = useCallback(
    (value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(REGULATION_PARAM, value);
        else next.delete(REGULATION_PARAM);
        return next;
      }),
    [setParams],
  );
  const regulations = useMemo(() => {
    const listed = (vgc.data?.regulations ?? []).map((r) => ({
      value: r.regulation,
      label: `${r.regulation} (${r.matches.toLocaleString('en-US')})`,
    }));
    return regulation && !listed.some((r) => r.value === regulation)
      ? [...listed, { value: regulation, label: regulation }]
      : listed;
  }, [vgc.data?.regulations, regulation]);
  const filtersSet = community.filtersSet || regulation !== undefined;
  // The community reset (every filter but the tie convention) and the regulation, in one URL change.
  const reset = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams();
        for (const [name, value] of current) {
          const filter = (ANALYTICS_QUERY_PARAMS as readonly string[]).includes(name) && name !== 'convention';
          if (!filter && name !== REGULATION_PARAM) next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );

  return (
    <AnalyticsPage
      title="VGC Community"
      subtitle={VGC_COMMUNITY_SUBTITLE}
      section="global"
      filters={
        <CommunityFilters community={community} onReset={reset}>
          <Select
            label="Regulation"
            placeholder="All regulations"
            data={regulations}
            value={regulation ?? null}
            onChange={setRegulation}
            clearable
            nothingFoundMessage="No regulations"
          />
        </CommunityFilters>
      }
    >
      {vgc.isPending ? (
        <CenteredLoader label="Loading VGC community analytics…" />
      ) : vgc.isError ? (
        <CommunityError title={COMMUNITY_ERRORS.vgc} error={vgc.error} onRetry={() => void vgc.refetch()} />
      ) : (
        <Stack gap="md" style={{ opacity: vgc.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <StatCard
              label="Matches"
              value={<span data-testid="vgc-total-matches">{vgc.data.totalMatches.toLocaleString('en-US')}</span>}
            />
            <StatCard
              label="Players"
              value={<span data-testid="vgc-players">{vgc.data.players.toLocaleString('en-US')}</span>}
            />
            <StatCard label="Pokémon" value={vgc.data.pokemon.length.toLocaleString('en-US')} />
            <StatCard
              label="With a team"
              value={<span data-testid="vgc-team-matches">{vgc.data.teamMatches.toLocaleString('en-US')}</span>}
              hint="matches whose team was recorded"
            />
          </SimpleGrid>
          {vgc.data.teamMatches === 0 ? (
            <CommunityEmpty
              totalMatches={vgc.data.totalMatches}
              filtersSet={filtersSet}
              onReset={reset}
              texts={VGC_EMPTY_TEXTS}
            />
          ) : (
            <VgcCommunityTables data={vgc.data} minMatches={community.query.minMatches} />
          )}
        </Stack>
      )}
    </AnalyticsPage>
  );
}

function VgcCommunityTables({ data, minMatches }: { data: VgcCommunity; minMatches: number }) {
  const pokemon = useMemo(() => data.pokemon.map((row) => ({ ...row, pokemon: [row.pokemon] })), [data.pokemon]);
  const greyed = `Rates from fewer than ${minMatches} matches are greyed; the 95% interval is in each rate's tooltip.`;
  return (
    <>
      <SectionCard
        title="Pokémon"
        description={`Usage: share of the matches with a recorded team whose team held the Pokémon (formes apart: Calyrex-Shadow is not Calyrex-Ice). Win rate: those matches' results. ${greyed}`}
      >
        <FirstRows rows={pokemon} noun="Pokémon">
          {(shown) => (
            <VgcCommunityTable label="Pokémon usage" rows={shown} nameHeader="Pokémon" testId="vgc-pokemon-row" />
          )}
        </FirstRows>
      </SectionCard>
      <SectionCard
        title="Pairs"
        description={`Two Pokémon on one team: the most used pairs seen in at least ${VGC_COMMUNITY_PAIR_MIN_MATCHES} matches. ${greyed}`}
      >
        {data.pairs.length === 0 ? (
          <AnalyticsEmpty
            title="No pairs yet"
            text={`A pair is listed once it has been on teams in ${VGC_COMMUNITY_PAIR_MIN_MATCHES} matches.`}
          />
        ) : (
          <FirstRows rows={data.pairs} noun="pairs">
            {(shown) => <VgcCommunityTable label="Pair usage" rows={shown} nameHeader="Pair" testId="vgc-pair-row" />}
          </FirstRows>
        )}
      </SectionCard>
      <SectionCard
        title="Restricted cores"
        description={`The restricted Pokémon a team held (as the admins' restricted list names them), or none. ${greyed}`}
      >
        <VgcCommunityTable
          label="Restricted core usage"
          rows={data.restrictedCores}
          nameHeader="Core"
          emptyName="No restricted Pokémon"
          testId="vgc-core-row"
        />
      </SectionCard>
    </>
  );
}

/** The first rows of a long table, and a button for the rest (keyboard reachable; the table says how many). */
function FirstRows<R>({
  rows,
  noun,
  children,
}: {
  rows: readonly R[];
  noun: string;
  children(shown: readonly R[]): ReactNode;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, VGC_COMMUNITY_FIRST_ROWS);
  return (
    <Stack gap="xs">
      {children(shown)}
      {rows.length > VGC_COMMUNITY_FIRST_ROWS ? (
        <Button variant="subtle" size="xs" onClick={() => setAll((value) => !value)} style={{ alignSelf: 'center' }}>
          {all ? `Show the first ${VGC_COMMUNITY_FIRST_ROWS}` : `Show all ${rows.length} ${noun}`}
        </Button>
      ) : null}
    </Stack>
  );
}

const VGC_EMPTY_TEXTS: CommunityEmptyTexts = {
  filteredText:
    "No member's VGC match falls in this date range, season or regulation. Widen the range or reset the filters.",
  noneTitle: 'No VGC community data yet',
  noneText: 'Pokémon usage appears once members log VGC matches with their team. Log your matches to count in it.',
  logTo: '/log-match/vgc',
  uncountedTitle: 'No teams recorded',
  uncountedText: (counted) => `${counted} counted, but none records the player's team.`,
};
