import { Card, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A tabler icon at size 30. */
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** The buttons under the text. */
  actions?: ReactNode;
  color?: string;
  /** Heading level: 2 inside a page, 1 when the state is the whole page. */
  order?: TitleOrder;
  /** Without the card frame, for states shown inside another card or list. */
  bare?: boolean;
}

/** The app's one look for "nothing here yet" and "you cannot be here" screens: icon, title, a line, actions. */
export function EmptyState({ icon, title, children, actions, color, order = 2, bare = false }: EmptyStateProps) {
  const content = (
    <Stack align="center" ta="center" gap="sm" py="lg">
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={order} fz={order === 1 ? 'xl' : 'lg'}>
        {title}
      </Title>
      {children ? (
        <Text c="dimmed" maw={440}>
          {children}
        </Text>
      ) : null}
      {actions}
    </Stack>
  );
  if (bare) return content;
  return (
    <Card withBorder radius="lg" padding="xl">
      {content}
    </Card>
  );
}
