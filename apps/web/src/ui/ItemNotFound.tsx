import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../api/client.ts';

export interface ItemNotFoundProps {
  error?: unknown;
  /** 'Deck not found', 'Team not found'. */
  notFound: string;
  /** The title for any other failure of the API (the spec's fetch error, or a generic one). */
  fetchFailed: string;
  /** The guest's 'Authentication required…' message for a server item, and what to say instead. */
  guestMessage?: string;
  guestHint?: string;
  /** The line under the title (default: deleted or another account's). */
  hint?: string;
  back: { to: string; label: string };
}

/** A deck or team that cannot be shown: not found, someone else's, or a server item opened by a guest. */
export function ItemNotFound({
  error,
  notFound,
  fetchFailed,
  guestMessage,
  guestHint,
  hint = 'It may have been deleted, or it belongs to another account.',
  back,
}: ItemNotFoundProps) {
  const message =
    error instanceof ApiError
      ? error.status === 404
        ? notFound
        : (error.msg ?? fetchFailed)
      : error instanceof Error
        ? error.message
        : notFound;
  return (
    <Center mih="50vh" px="md">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {message}
        </Title>
        <Text c="dimmed">{guestMessage && message === guestMessage ? guestHint : hint}</Text>
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      </Stack>
    </Center>
  );
}
