import {
  displayNameOf,
  FRIEND_ERRORS,
  FRIEND_MESSAGES,
  FRIEND_SEARCH_MAX_LENGTH,
  FRIEND_SEARCH_PAGE_SIZE,
  type FriendSearchResult,
} from '@trainerlog/core';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClockHour4, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { friendsErrorText } from '../../data/shared/friends.ts';
import { useFriendMutations, useFriendSearch } from '../../data/shared/useFriends.ts';
import { notify } from '../../ui/notify.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { PlayerRow } from './PlayerRow.tsx';
import { SectionCard } from './SectionCard.tsx';
import classes from './Friends.module.css';

/** Typing pauses this long before the search is sent. */
export const FRIEND_SEARCH_DEBOUNCE_MS = 300;

type FoundUser = FriendSearchResult['users'][number];

/**
 * Find players by username (spec part 2 §7: a case-insensitive prefix, paged on the server; never yourself or your
 * friends). Each result offers what fits where it stands with you: Add Friend, Request sent, or Accept.
 */
export function FriendSearch() {
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), FRIEND_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageTerm, setPageTerm] = useState(term);
  // A new search starts on its first page.
  if (pageTerm !== term) {
    setPageTerm(term);
    setPage(1);
  }
  const results = useFriendSearch(term, page);
  const { send, accept } = useFriendMutations();

  const sendTo = (user: FoundUser) =>
    void send.mutateAsync(user.username).then(
      (answer) => notify.success(answer.msg || FRIEND_MESSAGES.requestSent),
      (error: unknown) => notify.error(friendsErrorText(error, FRIEND_ERRORS.send)),
    );
  const acceptFrom = (user: FoundUser) =>
    void accept.mutateAsync(user._id).then(
      () => notify.success(FRIEND_MESSAGES.accepted),
      (error: unknown) => notify.error(friendsErrorText(error, FRIEND_ERRORS.accept)),
    );

  const action = (user: FoundUser) => {
    const name = displayNameOf(user);
    if (user.requestState === 'sent')
      return (
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconClockHour4 size={16} aria-hidden="true" />
          <Text size="sm" fw={500}>
            Request sent
          </Text>
        </Group>
      );
    if (user.requestState === 'received')
      return (
        <Button
          size="xs"
          onClick={() => acceptFrom(user)}
          loading={accept.isPending && accept.variables === user._id}
          aria-label={`Accept ${name}`}
        >
          Accept
        </Button>
      );
    return (
      <Button
        size="xs"
        variant="light"
        onClick={() => sendTo(user)}
        loading={send.isPending && send.variables === user.username}
        aria-label={`Add ${name} as a friend`}
      >
        Add Friend
      </Button>
    );
  };

  const data = results.data;
  return (
    <SectionCard title="Find Friends">
      <Stack gap="md">
        <TextInput
          label="Search by username"
          placeholder="Start typing a username"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={FRIEND_SEARCH_MAX_LENGTH}
          leftSection={<IconSearch size={16} />}
          rightSection={results.isFetching ? <Loader size="xs" /> : null}
          autoComplete="off"
          spellCheck={false}
        />
        {term.length === 0 ? null : results.isError ? (
          <Alert color="red" variant="light">
            {friendsErrorText(results.error, FRIEND_ERRORS.search)}
          </Alert>
        ) : !data ? null : data.users.length === 0 ? (
          <Text c="dimmed" size="sm">
            No players found whose username starts with “{term}”.
          </Text>
        ) : (
          <>
            <ul className={classes.list} aria-label="Search results">
              {data.users.map((user) => (
                <PlayerRow key={user._id} user={user} testId="search-result" actions={action(user)} />
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageSize={data.pageSize || FRIEND_SEARCH_PAGE_SIZE}
              totalCount={data.total}
              totalPages={data.totalPages}
              onChange={setPage}
              disabled={results.isFetching}
            />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
