import { isAdminUser } from '@trainerlog/core';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../session/useAuth.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';

/**
 * Admin screens (spec part 1 §6, part 2 §6): the route's RequireAuth already sent guests to /login; a member who is
 * not an admin or owner gets this explanation instead of the tools (the server refuses their changes anyway).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return isAdminUser(user) ? children : <AdminAccessRequired />;
}

function AdminAccessRequired() {
  return (
    <PageContainer size="sm">
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" ta="center" gap="sm" py="lg">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={1} fz="xl">
            Admin access required
          </Title>
          <Text c="dimmed" maw={420}>
            This page is for the admins and owners of Trainer Log. If you think you should have access, ask the owner of
            this site.
          </Text>
          <Group gap="sm" justify="center">
            <Button component={Link} to="/">
              Go to Home
            </Button>
            <Button component={Link} to="/support" variant="default">
              Support
            </Button>
          </Group>
        </Stack>
      </Card>
    </PageContainer>
  );
}
