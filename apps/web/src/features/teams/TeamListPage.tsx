import { teamDisplayName, teamFormatProblems, type Team } from '@trainerlog/core';
import { ActionIcon, Alert, Badge, Button, Card, Group, Menu, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconClipboardCopy,
  IconDownload,
  IconEdit,
  IconFileImport,
  IconFilter,
  IconPlus,
  IconStar,
  IconStarFilled,
  IconTrash,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { DASHBOARD_PATH, dashboardStateWithTeam } from '../../navigation/teamFilter.ts';
import { useRestrictedPokemon } from '../../data/shared/useRestrictedPokemon.ts';
import { useActiveTeam, useTeamMutations, useTeams } from '../../data/hooks/useTeams.ts';
import { useTeamStats } from '../../data/hooks/useVgcDashboard.ts';
import { useAuth } from '../../session/useAuth.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { QueryListView } from '../../ui/QueryListView.tsx';
import { reportTeamError } from './errors.ts';
import { FormatRuleBadges, TeamSizeBadge, TeamSprites } from './TeamBits.tsx';
import { TeamStatsSection } from './TeamStatsSection.tsx';
import { copyTeamPaste, downloadTeamPaste } from './teamPaste.ts';

/** /teams and /lists-vgc */
export function TeamListPage() {
  const { status } = useAuth();
  const teams = useTeams();

  const actions = (
    <Group gap="sm" mt="xs">
      <Button component={Link} to="/teams/new" leftSection={<IconPlus size={16} />}>
        New Team
      </Button>
      <Button component={Link} to="/teams/import" variant="default" leftSection={<IconFileImport size={16} />}>
        Import Team
      </Button>
    </Group>
  );

  return (
    <PageContainer
      title="Teams"
      subtitle={
        status === 'authenticated'
          ? 'Your VGC teams: build them, import a paste, export it back.'
          : 'Your VGC teams, kept in this browser. Create an account to keep them everywhere.'
      }
      actions={actions}
    >
      <QueryListView
        query={teams}
        loadingLabel="Loading teams…"
        errorTitle="Error fetching team"
        empty={<EmptyTeams />}
      >
        {(items) => <TeamGrid teams={items} />}
      </QueryListView>
    </PageContainer>
  );
}

function EmptyTeams() {
  return (
    <EmptyState
      icon={<IconUsersGroup size={30} />}
      title="No teams yet"
      actions={
        <Group gap="sm" justify="center">
          <Button component={Link} to="/teams/new" leftSection={<IconPlus size={16} />}>
            Build a Team
          </Button>
          <Button component={Link} to="/teams/import" variant="default" leftSection={<IconFileImport size={16} />}>
            Import Team
          </Button>
        </Group>
      }
    >
      Build a team Pokémon by Pokémon, or paste the team you exported from Pokémon Showdown or PokePaste.
    </EmptyState>
  );
}

function TeamGrid({ teams }: { teams: Team[] }) {
  const { activeTeamId, setActiveTeam, pending } = useActiveTeam();
  // A member's local_ team (kept here when the server could not take it) cannot be the account's active team.
  const authenticated = useAuth().status === 'authenticated';
  const { remove } = useTeamMutations();
  const navigate = useNavigate();
  // Every team's statistics in one request (members) or from this browser's matches (guests).
  const stats = useTeamStats();
  const { isRestricted } = useRestrictedPokemon();

  const activate = async (team: Team) => {
    try {
      await setActiveTeam(team._id);
      notify.success(`${teamDisplayName(team.name)} is now your active team`, { id: 'active-team' });
    } catch (error) {
      reportTeamError(error, 'Error updating team');
    }
  };
  const confirmDelete = (team: Team) =>
    modals.openConfirmModal({
      title: 'Delete this team?',
      centered: true,
      children: (
        <Text size="sm">
          “{teamDisplayName(team.name)}” and its {team.pokemon.length} Pokémon will be deleted. Matches already logged
          with it keep their Pokémon. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete Team', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(team._id).then(
          () => notify.success(`Deleted ${teamDisplayName(team.name)}`),
          (error: unknown) => reportTeamError(error, 'Error deleting team'),
        ),
    });

  return (
    <Stack gap="md">
      {stats.isError ? (
        <Alert color="yellow" title="Team statistics could not be loaded">
          <Button size="xs" variant="light" color="yellow" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="group" aria-label="Teams">
        {teams.map((team) => {
          const name = teamDisplayName(team.name);
          const teamStats = stats.data?.get(team._id);
          const active = team._id === activeTeamId;
          // A member's team kept in this browser after a failed save is unknown to the server until it is synced.
          const canActivate = !(authenticated && team.isLocal);
          return (
            <Card
              key={team._id}
              withBorder
              radius="lg"
              padding="md"
              data-testid="team-card"
              data-active={active || undefined}
              style={active ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={2} miw={0}>
                    <Text
                      component={Link}
                      to={`/teams/edit/${team._id}`}
                      fw={700}
                      size="lg"
                      lineClamp={2}
                      style={{ wordBreak: 'break-word' }}
                    >
                      {name}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {team.format || 'No format'}
                    </Text>
                  </Stack>
                  {canActivate ? (
                    <Tooltip label={active ? 'Active team' : 'Set as active team'}>
                      <ActionIcon
                        variant={active ? 'filled' : 'subtle'}
                        color={active ? 'yellow' : 'gray'}
                        aria-label={active ? `${name} is the active team` : `Set ${name} as active team`}
                        aria-pressed={active}
                        disabled={pending}
                        onClick={() => void (active ? setActiveTeam(null) : activate(team))}
                      >
                        {active ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>

                {team.pokemon.length > 0 ? (
                  <TeamSprites team={team} />
                ) : (
                  <Text size="sm" c="dimmed">
                    No Pokémon yet
                  </Text>
                )}

                <Group gap="xs">
                  <TeamSizeBadge count={team.pokemon.length} />
                  <FormatRuleBadges problems={teamFormatProblems(team.format, team.pokemon, isRestricted)} />
                  {active ? (
                    <Badge color="blue" variant="filled" leftSection={<IconStarFilled size={12} />}>
                      Active Team
                    </Badge>
                  ) : null}
                  {team.isLocal ? (
                    <Badge variant="outline" color="grape">
                      This browser
                    </Badge>
                  ) : null}
                </Group>

                <TeamStatsSection stats={teamStats} loading={stats.isPending} isRestricted={isRestricted} />

                <Group gap="xs" justify="space-between" wrap="nowrap" mt="auto">
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      component={Link}
                      to={`/teams/edit/${team._id}`}
                      leftSection={<IconEdit size={14} />}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconFilter size={14} />}
                      aria-label={`View matches of ${name}`}
                      disabled={teamStats?.matches === 0}
                      onClick={() => void navigate(DASHBOARD_PATH, { state: dashboardStateWithTeam(team) })}
                    >
                      View Matches
                    </Button>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <Menu position="bottom-end" withinPortal shadow="md">
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Export ${name}`}>
                          <IconDownload size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Label>Showdown paste</Menu.Label>
                        <Menu.Item
                          leftSection={<IconClipboardCopy size={16} />}
                          onClick={() => void copyTeamPaste(team)}
                        >
                          Copy to clipboard
                        </Menu.Item>
                        <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => downloadTeamPaste(team)}>
                          Download .txt
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Delete ${name}`}
                      onClick={() => confirmDelete(team)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
