import type { Trend } from '@trainerlog/core';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';

const TRENDS: Record<Trend, { label: string; color: string; Icon: typeof IconArrowRight }> = {
  up: { label: 'Trending up', color: 'teal', Icon: IconArrowUpRight },
  down: { label: 'Trending down', color: 'red', Icon: IconArrowDownRight },
  stable: { label: 'Stable', color: 'gray', Icon: IconArrowRight },
};

/** The trend arrow (spec part 1 §4 "Trend": the latest 10 matches against the 10 before). */
export function TrendIndicator({ trend, withLabel = false }: { trend: Trend; withLabel?: boolean }) {
  const { label, color, Icon } = TRENDS[trend];
  return (
    <Group gap={4} wrap="nowrap" data-trend={trend}>
      <ThemeIcon size="sm" radius="xl" variant="light" color={color} aria-label={label} role="img">
        <Icon size={14} />
      </ThemeIcon>
      {withLabel ? (
        <Text size="xs" c={color === 'gray' ? 'dimmed' : color} fw={600}>
          {label}
        </Text>
      ) : null}
    </Group>
  );
}
