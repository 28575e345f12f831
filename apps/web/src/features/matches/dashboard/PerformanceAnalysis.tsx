import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PerformanceRecordCard, type RecordSummary } from './PerformanceRecordCard.tsx';

interface PerformanceAnalysisProps {
  summary: (RecordSummary & { totalMatches: number }) | undefined;
  pending: boolean;
  /** The game's match analytics ("View All Analytics"). */
  analyticsPath: string;
}

/** The left panel's "Performance Analysis" (spec part 1 §2): the record card, or "No matches recorded yet". */
export function PerformanceAnalysis({ summary, pending, analyticsPath }: PerformanceAnalysisProps) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={700}>
        Performance Analysis
      </Text>
      {pending ? (
        <Skeleton height={132} radius="md" />
      ) : summary && summary.totalMatches > 0 ? (
        <PerformanceRecordCard summary={summary} />
      ) : (
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            No matches recorded yet
          </Text>
        </Card>
      )}
      <Button component={Link} to={analyticsPath} variant="default" leftSection={<IconChartBar size={16} />}>
        View All Analytics
      </Button>
    </Stack>
  );
}
