import type { TeamStats } from '@trainerlog/core';
import { Skeleton } from '@mantine/core';
import type { TeamFilter } from '../../../navigation/teamFilter.ts';
import { useRestrictedPokemon } from '../../../data/shared/useRestrictedPokemon.ts';
import { useVgcMatchSummary } from '../../../data/hooks/useVgcDashboard.ts';
import { useDataPort } from '../../../data/dataPortContext.ts';
import { useCardLook } from './CardLookControl.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { useMatchListFilters } from './matchListFilters.ts';
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
  const { send } = useDataPort();
  const summary = useVgcMatchSummary();
  const currentSeason = summary.data?.season?.season ?? null;
  const filters = useMatchListFilters(currentSeason, JSON.stringify(teamFilter));
  const [look, setLook] = useCardLook();
  const { isRestricted } = useRestrictedPokemon();

  return (
    <>
      {/* Above the panels, so a phone sees which team it is looking at before scrolling to the list. */}
      {teamFilter ? <TeamFilterBanner name={teamFilter.name} onClear={onClearTeamFilter} /> : null}
      <DashboardLayout
        game="vgc"
        summary={summary.data}
        summaryPending={summary.isPending}
        panel={
          summary.isPending || !summary.data ? (
            <Skeleton height={220} radius="md" />
          ) : (
            <TeamPerformanceCard summary={summary.data} isRestricted={isRestricted} onViewMatches={onFilterTeam} />
          )
        }
        exportCsv={() => send('vgcMatches.exportCsv', { ...filters, team: teamFilter })}
        look={look}
        onLookChange={setLook}
      >
        <VgcMatchHistory look={look} filters={filters} currentSeason={currentSeason} team={teamFilter} />
      </DashboardLayout>
    </>
  );
}
