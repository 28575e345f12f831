import { enabledModes, type GameMode, type TeamStats } from '@trainerlog/core';
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { teamFilterFromState, dashboardStateWithTeam } from '../../../navigation/teamFilter.ts';
import { useAuth } from '../../../session/useAuth.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import {
  AVAILABLE_VIEWS,
  MODE_LABELS,
  offeredModes,
  rememberedMode,
  rememberedView,
  useRememberedChoice,
  VIEW_LABELS,
  type DashboardView,
} from './dashboardChoices.ts';
import { GroupsView } from './GroupsView.tsx';
import { GuestDataNote } from './GuestDataNote.tsx';
import { TcgDashboard } from './TcgDashboard.tsx';
import { VgcDashboard } from './VgcDashboard.tsx';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';

/** /dashboard — "Your Match History" (spec part 1 §2 "Dashboard", part 2 §2 "Dashboard parts"). */
export function DashboardPage() {
  const { user, status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const modes = offeredModes(enabledModes(status === 'authenticated' ? user?.gamePreferences : null));
  const [rememberedTab, setMode] = useRememberedChoice<GameMode>(rememberedMode, modes);
  const [rememberedViewChoice, setView] = useRememberedChoice<DashboardView>(rememberedView, AVAILABLE_VIEWS);
  const teamFilter = teamFilterFromState(location.state);
  // A team filter is about matches: it shows the Matches view while it lasts.
  const view: DashboardView = teamFilter ? 'matches' : rememberedViewChoice;
  // A team filter shows the VGC tab while it lasts (see dashboardChoices.ts).
  const mode: GameMode = teamFilter ? 'vgc' : rememberedTab;

  const here = { pathname: location.pathname, search: location.search };
  // Clearing replaces the state (spec: Clear Filter), so Back does not bring the filter back.
  const clearTeamFilter = () => {
    setMode('vgc');
    void navigate(here, { replace: true, state: null });
  };
  const chooseMode = (next: GameMode) => {
    setMode(next);
    if (teamFilter && next !== 'vgc') void navigate(here, { replace: true, state: null });
  };
  const chooseView = (next: DashboardView) => {
    setView(next);
    if (teamFilter && next !== 'matches') void navigate(here, { replace: true, state: null });
  };
  // Filtering from the dashboard itself is a new history entry: Back shows every match again.
  const filterTeam = (team: TeamStats) =>
    void navigate(here, {
      state: dashboardStateWithTeam({
        _id: team.teamId,
        name: team.teamName,
        pokemon: team.pokemon.map((species) => ({ species })),
      }),
    });

  return (
    <PageContainer title="Your Match History" size="xl">
      {status === 'unauthenticated' ? <GuestDataNote /> : null}
      {modes.length > 1 ? (
        <Tabs value={mode} onChange={(value) => value && chooseMode(value as GameMode)}>
          <Tabs.List>
            {modes.map((m) => (
              <Tabs.Tab key={m} value={m}>
                {MODE_LABELS[m]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      {AVAILABLE_VIEWS.length > 1 ? (
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => chooseView(value as DashboardView)}
          data={AVAILABLE_VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
          w="fit-content"
        />
      ) : null}
      {view === 'groups' ? (
        <GroupsView game={mode} />
      ) : mode === 'vgc' ? (
        <VgcDashboard teamFilter={teamFilter} onFilterTeam={filterTeam} onClearTeamFilter={clearTeamFilter} />
      ) : (
        <TcgDashboard />
      )}
    </PageContainer>
  );
}
