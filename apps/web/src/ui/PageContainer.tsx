import { Container, Stack, Text, Title, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageContainerProps extends Omit<ContainerProps, 'title'> {
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The usual page frame: a width-limited column with an optional title row. */
export function PageContainer({ title, subtitle, actions, children, size = 'lg', ...props }: PageContainerProps) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }} {...props}>
      <Stack gap="lg">
        {title || actions ? (
          <Stack gap={4}>
            {title ? (
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {title}
              </Title>
            ) : null}
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
            {actions}
          </Stack>
        ) : null}
        {children}
      </Stack>
    </Container>
  );
}
