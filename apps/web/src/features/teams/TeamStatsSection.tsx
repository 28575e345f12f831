import type { TeamStats } from '@trainerlog/core';
import { Skeleton, Text } from '@mantine/core';
import { TeamStatsFigures } from '../../ui/TeamStatsFigures.tsx';

interface TeamStatsSectionProps {
  /** undefined while loading, or for a team the statistics do not cover (a member's team kept only in this browser). */
  stats: TeamStats | undefined;
  loading: boolean;
  isRestricted?: (name: string) => boolean;
}

/** A team card's statistics (spec part 1 §3 "Team" stats), or "No matches yet". */
export function TeamStatsSection({ stats, loading, isRestricted }: TeamStatsSectionProps) {
  if (loading) return <Skeleton height={132} radius="sm" aria-label="Loading statistics" />;
  if (!stats) return null;
  if (stats.matches === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="team-stats">
        No matches yet
      </Text>
    );
  }
  return <TeamStatsFigures stats={stats} isRestricted={isRestricted} />;
}
