import { isAdminUser } from '@trainerlog/core';
import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../session/useAuth.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

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
      <EmptyState
        icon={<IconLock size={30} />}
        color="red"
        order={1}
        title="Admin access required"
        actions={
          <Group gap="sm" justify="center">
            <Button component={Link} to="/">
              Go to Home
            </Button>
            <Button component={Link} to="/support" variant="default">
              Support
            </Button>
          </Group>
        }
      >
        This page is for the admins and owners of Trainer Log. If you think you should have access, ask the owner of
        this site.
      </EmptyState>
    </PageContainer>
  );
}
