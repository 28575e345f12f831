import { Button, Group } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState.tsx';

/**
 * What a guest sees on /friends and /friends/:friendId (docs/decisions.md, issue 14): friends live on an account, so
 * the screen explains that calmly, offers Login and Register, and asks the server nothing.
 */
export function FriendsGuestNotice() {
  return (
    <EmptyState
      icon={<IconUsers size={30} />}
      title="Friends need an account"
      actions={
        <Group gap="sm" justify="center">
          <Button component={Link} to="/login">
            Login
          </Button>
          <Button component={Link} to="/register" variant="default">
            Register
          </Button>
        </Group>
      }
    >
      Log in or create a free account to find other players, send and answer friend requests, and see the match groups
      your friends share with you.
    </EmptyState>
  );
}
