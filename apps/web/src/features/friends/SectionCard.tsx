import { Badge, Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the friends page, with an optional count badge next to its title. */
export function SectionCard({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Group gap="xs" mb="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {count !== undefined && count > 0 ? (
          <Badge variant="light" radius="sm">
            {count}
          </Badge>
        ) : null}
      </Group>
      {children}
    </Card>
  );
}
