import { VGC_TEAM_SIZE, type TeamStats, type VgcMatchSummary } from '@trainerlog/core';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFilter, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Sprite } from '../../../ui/Sprite.tsx';
import { TeamStatsFigures } from '../../../ui/TeamStatsFigures.tsx';

const LOG_VGC_MATCH = '/log-match/vgc';

interface TeamPerformanceCardProps {
  summary: Pick<VgcMatchSummary, 'teamCount' | 'mostUsedTeam' | 'totalMatches'>;
  isRestricted?: (name: string) => boolean;
  /** Shows the team's matches in the list (the team filter). */
  onViewMatches(team: TeamStats): void;
}

/**
 * VGC "Team Performance" (spec part 1 §2) in its three states: no teams; teams but no matches; the "Most Used Team".
 *
 * Decision: a player whose teams exist but none has a match while other matches do (logged with typed Pokémon) is
 * not told "No matches logged yet", which would be false: they read "No matches logged with your teams yet".
 */
export function TeamPerformanceCard({ summary, isRestricted, onViewMatches }: TeamPerformanceCardProps) {
  return (
    <Card withBorder radius="md" padding="md" aria-labelledby="team-performance-title">
      <Stack gap="sm">
        <Text id="team-performance-title" size="xs" tt="uppercase" fw={700} c="dimmed">
          Team Performance
        </Text>
        {summary.teamCount === 0 ? (
          <Empty text="No teams currently registered" action="Log New Match" />
        ) : !summary.mostUsedTeam ? (
          <Empty
            text={summary.totalMatches === 0 ? 'No matches logged yet' : 'No matches logged with your teams yet'}
            detail={`You have ${summary.teamCount} team(s) saved`}
            action={summary.totalMatches === 0 ? 'Log Your First Match' : 'Log New Match'}
          />
        ) : (
          <MostUsedTeam team={summary.mostUsedTeam} isRestricted={isRestricted} onViewMatches={onViewMatches} />
        )}
      </Stack>
    </Card>
  );
}

function Empty({ text, detail, action }: { text: string; detail?: string; action: string }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {detail ? (
          <Text size="sm" fw={600}>
            {detail}
          </Text>
        ) : null}
      </Stack>
      <Button component={Link} to={LOG_VGC_MATCH} variant="light" size="xs" leftSection={<IconPlus size={14} />}>
        {action}
      </Button>
    </Stack>
  );
}

function MostUsedTeam({
  team,
  isRestricted,
  onViewMatches,
}: {
  team: TeamStats;
  isRestricted?: (name: string) => boolean;
  onViewMatches(team: TeamStats): void;
}) {
  return (
    <Stack gap="sm" data-testid="most-used-team">
      <Stack gap={4} miw={0}>
        <Badge variant="light" color="grape" size="sm">
          Most Used Team
        </Badge>
        <Text fw={700} truncate="end" title={team.teamName} component={Link} to={`/teams/edit/${team.teamId}`}>
          {team.teamName}
        </Text>
        <Group role="group" gap={2} wrap="wrap" aria-label={`${team.teamName}: ${team.pokemon.join(', ')}`}>
          {team.pokemon.slice(0, VGC_TEAM_SIZE).map((name, index) => (
            <Sprite key={`${index}:${name}`} name={name} alt={name} size="small" restricted={isRestricted?.(name)} />
          ))}
        </Group>
      </Stack>
      <TeamStatsFigures stats={team} isRestricted={isRestricted} />
      <Button variant="light" size="xs" leftSection={<IconFilter size={14} />} onClick={() => onViewMatches(team)}>
        View Matches
      </Button>
    </Stack>
  );
}
