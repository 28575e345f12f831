import type { MatchRecord, Season, Trend } from '@trainerlog/core';
import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import classes from './Dashboard.module.css';
import { TrendIndicator } from '../../../ui/TrendIndicator.tsx';

type Side = 'allTime' | 'season';

/** What the card reads of either game's summary (TCG's and VGC's have these two parts alike). */
export interface RecordSummary {
  allTime: MatchRecord & { trend: Trend };
  season: (MatchRecord & { trend: Trend; season: Season }) | null;
}

/**
 * The Performance Analysis record card (spec part 1 §2): wins W - losses L (and - ties T when there are some, issue
 * 29), the win rate to one decimal and the trend arrow, flipping between all-time and the current season on click.
 */
export function PerformanceRecordCard({ summary }: { summary: RecordSummary }) {
  const [side, setSide] = useState<Side>('allTime');
  const shown = side === 'allTime' ? summary.allTime : summary.season;
  const title = side === 'allTime' ? 'All-time record' : (summary.season?.season.name ?? 'Current season');
  return (
    <UnstyledButton
      className={classes.recordCard}
      onClick={() => setSide((s) => (s === 'allTime' ? 'season' : 'allTime'))}
      aria-label={`${title}. ${side === 'allTime' ? 'Click for season' : 'Click for all-time'}`}
      data-side={side}
    >
      <Card withBorder radius="md" padding="md" className={classes.recordCardInner}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" lineClamp={1}>
              {title}
            </Text>
            {shown ? <TrendIndicator trend={shown.trend} /> : null}
          </Group>
          {shown ? (
            <>
              <Text fz={28} fw={800} lh={1.1} data-testid="record">
                {shown.wins}W - {shown.losses}L{shown.ties ? ` - ${shown.ties}T` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                <Text span fw={700} c="var(--mantine-color-text)" data-testid="win-rate">
                  {shown.winRate.toFixed(1)}%
                </Text>{' '}
                win rate · {shown.matches} {shown.matches === 1 ? 'match' : 'matches'}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed" py="xs">
              No season is running right now.
            </Text>
          )}
          <Text size="xs" c="dimmed" fs="italic">
            {side === 'allTime' ? 'Click for season' : 'Click for all-time'}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
