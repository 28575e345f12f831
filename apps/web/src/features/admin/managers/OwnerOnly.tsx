import { ADMIN_TEXT, isOwnerUser } from '@trainerlog/core';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../session/useAuth.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';

/** Owner-only screens (spec part 2 §6): an admin who is not an owner is told so, and the server refuses them anyway. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (isOwnerUser(user)) return children;
  return (
    <PageContainer size="sm">
      <EmptyState
        icon={<IconLock size={30} />}
        color="red"
        order={1}
        title={ADMIN_TEXT.ownerRequired}
        actions={
          <Button component={Link} to="/admin/hub">
            Admin Dashboard
          </Button>
        }
      >
        Only an owner of this Trainer Log site can change who is an admin.
      </EmptyState>
    </PageContainer>
  );
}
