import type { TeamStats } from '@trainerlog/core';
import { Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Sprite } from './Sprite.tsx';
import { TrendIndicator } from './TrendIndicator.tsx';

interface TeamStatsFiguresProps {
  stats: TeamStats;
  /** Crowns restricted Pokémon in the lead pair. */
  isRestricted?: (name: string) => boolean;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

const label = (text: string) => (
  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
    {text}
  </Text>
);

/**
 * A team's statistics (spec part 1 §3 "Team" stats): win rate, record and matches, the most common lead pair's
 * sprites, unique opponent teams, and the last-10 win rate with its trend. Shared by the dashboard's "Most Used
 * Team" and the team list, so both read the same.
 */
export function TeamStatsFigures({ stats, isRestricted }: TeamStatsFiguresProps) {
  const { recentForm } = stats;
  return (
    <Stack gap="sm" data-testid="team-stats">
      <SimpleGrid cols={3} spacing="xs">
        <Figure label="Win rate" value={`${stats.winRate.toFixed(1)}%`} />
        <Figure label="Record" value={`${stats.wins}-${stats.losses}`} />
        <Figure label="Matches" value={String(stats.matches)} />
      </SimpleGrid>
      <Divider />
      <SimpleGrid cols={2} spacing="xs">
        <Stack gap={4} miw={0}>
          {label('Most common lead')}
          {stats.mostCommonLeadPair.length > 0 ? (
            <Group
              role="group"
              gap={2}
              wrap="nowrap"
              aria-label={`Most common lead: ${stats.mostCommonLeadPair.join(' and ')}`}
            >
              {stats.mostCommonLeadPair.map((name) => (
                <Sprite key={name} name={name} alt={name} size="small" restricted={isRestricted?.(name)} />
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Not recorded
            </Text>
          )}
        </Stack>
        <Stack gap={4} miw={0}>
          {label('Unique opponent teams')}
          <Text fw={700}>{stats.uniqueOpponentsCount}</Text>
        </Stack>
      </SimpleGrid>
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          {label('Last 10')}
          <Text size="sm" fw={600}>
            {recentForm.winRate.toFixed(1)}%{' '}
            <Text span size="xs" c="dimmed">
              ({recentForm.wins}-{recentForm.losses})
            </Text>
          </Text>
        </Stack>
        <TrendIndicator trend={stats.trend} withLabel />
      </Group>
    </Stack>
  );
}
