import { Button, Group } from '@mantine/core';
import { IconLogin, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState.tsx';

export const GROUPS_NEED_ACCOUNT = 'Match groups need an account';
export const GROUPS_NEED_ACCOUNT_HINT =
  'Sign in or register to organize your matches into groups by tournament or event and share them with your friends. Matches you logged as a guest are uploaded to your account when you sign in.';

/**
 * What a guest sees where groups would be (the dashboard's Groups view, Create Group, the match groups page): why
 * there is nothing, and the way to an account. No request is made.
 */
export function GroupsNeedAccount({ bare = false }: { bare?: boolean }) {
  return (
    <EmptyState
      icon={<IconUsersGroup size={30} />}
      title={GROUPS_NEED_ACCOUNT}
      bare={bare}
      actions={
        <Group gap="sm" justify="center">
          <Button component={Link} to="/login" leftSection={<IconLogin size={16} />}>
            Sign in
          </Button>
          <Button component={Link} to="/register" variant="default" leftSection={<IconUserPlus size={16} />}>
            Register
          </Button>
        </Group>
      }
    >
      {GROUPS_NEED_ACCOUNT_HINT}
    </EmptyState>
  );
}
