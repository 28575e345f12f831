import { ActionIcon, Card, Divider, Group, SimpleGrid, Stack, Text, ThemeIcon, type CardProps } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconRefresh, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../session/useAuth.ts';
import { notify } from '../../ui/notify.ts';
import { AnimatedCount } from './AnimatedCount.tsx';
import { useGlobalCounts, useMyCounts } from '../../data/hooks/useMatchCounts.ts';
import { DeferredTooltip } from '../../ui/DeferredTooltip.tsx';

// One id, so repeated refreshes replace the toast instead of stacking it.
const REFRESH_TOAST_ID = 'match-counts-refresh';

function CountStat({ label, value, size }: { label: string; value: number; size: 'large' | 'small' }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <AnimatedCount value={value} fw={800} fz={size === 'large' ? 28 : 20} lh={1.2} />
    </Stack>
  );
}

/**
 * Spec part 1 §2 "Global counter widget": matches logged by everyone and, for a signed-in user, their own.
 * Shows nothing until the global counts have loaded, and nothing if that first load fails (spec §8).
 */
export function GlobalCounterWidget(cardProps: Omit<CardProps, 'children'>) {
  const { status } = useAuth();
  const authenticated = status === 'authenticated';
  const global = useGlobalCounts();
  const mine = useMyCounts();
  const [refreshing, setRefreshing] = useState(false);
  const titleId = useId();

  if (!global.data) return null;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        global.refetch({ throwOnError: true }),
        authenticated ? mine.refetch({ throwOnError: true }) : null,
      ]);
      notify.success('Match counts updated!', { id: REFRESH_TOAST_ID });
    } catch {
      notify.error('Failed to update match counts', { id: REFRESH_TOAST_ID });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={titleId} {...cardProps}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size="md">
            <IconWorld size={18} />
          </ThemeIcon>
          <Text fw={700} id={titleId}>
            Matches logged
          </Text>
        </Group>
        <DeferredTooltip label="Refresh match counts">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Refresh match counts"
            loading={refreshing}
            onClick={() => void refresh()}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </DeferredTooltip>
      </Group>
      <SimpleGrid cols={2} spacing="md">
        <CountStat label="TCG matches" value={global.data.tcg} size="large" />
        <CountStat label="VGC matches" value={global.data.vgc} size="large" />
      </SimpleGrid>
      {authenticated && mine.data && (
        <>
          <Divider my="sm" label="Your matches" labelPosition="left" />
          <SimpleGrid cols={2} spacing="md" aria-label="Your matches" role="group">
            <CountStat label="TCG" value={mine.data.tcg} size="small" />
            <CountStat label="VGC" value={mine.data.vgc} size="small" />
          </SimpleGrid>
        </>
      )}
    </Card>
  );
}
