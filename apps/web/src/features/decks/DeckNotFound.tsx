import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { GUEST_REMOTE_DECK_MESSAGE } from '../../data/decks.ts';

/** A deck that cannot be shown: 'Deck not found', or the guest's 'Authentication required…' for a server deck. */
export function DeckNotFound({ error }: { error?: unknown }) {
  const message =
    error instanceof ApiError
      ? error.status === 404
        ? 'Deck not found'
        : (error.msg ?? 'An error occurred')
      : error instanceof Error
        ? error.message
        : 'Deck not found';
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {message}
        </Title>
        <Text c="dimmed">
          {message === GUEST_REMOTE_DECK_MESSAGE
            ? 'Log in to open decks saved to your account.'
            : 'It may have been deleted, or it belongs to another account.'}
        </Text>
        <Button component={Link} to="/decks" variant="light">
          Back to Decks
        </Button>
      </Stack>
    </Center>
  );
}
