import type { TeamStats } from '@trainerlog/core';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TeamFilter } from '../../../data/teamFilter.ts';
import { useRestrictedPokemon } from '../../../data/useRestrictedPokemon.ts';
import { useVgcMatchSummary } from '../../../data/useVgcDashboard.ts';
import { exportVgcCsv } from '../../../data/vgcMatchDashboard.ts';
import { useAuth } from '../../../session/useAuth.ts';
import { GlobalCounterWidget } from '../../../widgets/globalCounts/index.ts';
import { CardLookControl, useCardLook } from './CardLookControl.tsx';
import classes from './Dashboard.module.css';
import { DashboardActions } from './DashboardActions.tsx';
import { useMatchListFilters } from './matchListFilters.ts';
import { PerformanceAnalysis } from './PerformanceAnalysis.tsx';
import { TeamFilterBanner } from './TeamFilterBanner.tsx';
import { TeamPerformanceCard } from './TeamPerformanceCard.tsx';
import { VgcMatchHistory } from './VgcMatchHistory.tsx';

interface VgcDashboardProps {
  /** The team filter from the navigation state, if any. */
  teamFilter: TeamFilter | null;
  onFilterTeam(team: TeamStats): void;
  onClearTeamFilter(): void;
}

/**
 * The VGC tab (spec part 1 §2, part 2 §2 "Dashboard parts"): record, Team Performance, the team filter banner and
 * the match list. Export Data exports the shown matches — the team filter included.
 */
export function VgcDashboard({ teamFilter, onFilterTeam, onClearTeamFilter }: VgcDashboardProps) {
  const { status } = useAuth();
  const summary = useVgcMatchSummary();
  const currentSeason = summary.data?.season?.season ?? null;
  const filters = useMatchListFilters(currentSeason, JSON.stringify(teamFilter));
  const [look, setLook] = useCardLook();
  const { isRestricted } = useRestrictedPokemon();

  return (
    <>
      {/* Above the panels, so a phone sees which team it is looking at before scrolling to the list. */}
      {teamFilter ? <TeamFilterBanner name={teamFilter.name} onClear={onClearTeamFilter} /> : null}
      <div className={classes.layout}>
        <Stack gap="md" className={classes.aside}>
          <PerformanceAnalysis
            summary={summary.data}
            pending={summary.isPending}
            analyticsPath="/analytics/vgc/matches"
          />
          {summary.isPending || !summary.data ? (
            <Skeleton height={220} radius="md" />
          ) : (
            <TeamPerformanceCard summary={summary.data} isRestricted={isRestricted} onViewMatches={onFilterTeam} />
          )}
        </Stack>
        <div className={classes.extra}>
          <GlobalCounterWidget />
        </div>
        <Stack gap="md" miw={0} className={classes.main}>
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Button component={Link} to="/log-match/vgc" leftSection={<IconPlus size={16} />}>
                Log New Match
              </Button>
              <DashboardActions
                game="vgc"
                exportCsv={() => exportVgcCsv(status === 'authenticated', { ...filters, team: teamFilter })}
                disabled={!summary.data || summary.data.totalMatches === 0}
              />
            </Group>
            <CardLookControl look={look} onChange={setLook} />
          </Group>
          <VgcMatchHistory look={look} filters={filters} currentSeason={currentSeason} team={teamFilter} />
        </Stack>
      </div>
    </>
  );
}
