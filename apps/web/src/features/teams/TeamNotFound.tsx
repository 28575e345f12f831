import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { GUEST_REMOTE_TEAM_MESSAGE } from '../../data/teams.ts';

/** A team that cannot be shown: 'Team not found', or the guest's 'Authentication required…' for a server team. */
export function TeamNotFound({ error }: { error?: unknown }) {
  const message =
    error instanceof ApiError
      ? error.status === 404
        ? 'Team not found'
        : (error.msg ?? 'Error fetching team')
      : error instanceof Error
        ? error.message
        : 'Team not found';
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {message}
        </Title>
        <Text c="dimmed">
          {message === GUEST_REMOTE_TEAM_MESSAGE
            ? 'Log in to open teams saved to your account.'
            : 'It may have been deleted, or it belongs to another account.'}
        </Text>
        <Button component={Link} to="/teams" variant="light">
          Back to Teams
        </Button>
      </Stack>
    </Center>
  );
}
