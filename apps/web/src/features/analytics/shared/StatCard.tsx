import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
}

/** One figure with its label (record, rate, counts) — the tiles across the top of each analytics screen. */
export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text
        component="div"
        fz={{ base: 'lg', sm: 'xl' }}
        fw={700}
        mt={4}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
      {hint ? (
        <Text component="div" size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}
