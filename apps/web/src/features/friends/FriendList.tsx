import { displayNameOf, FRIEND_ERRORS, FRIEND_MESSAGES, type Friend } from '@trainerlog/core';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { friendsErrorText } from '../../data/shared/friends.ts';
import { useFriendMutations, useFriendsList } from '../../data/shared/useFriends.ts';
import { notify } from '../../ui/notify.ts';
import { friendsSinceText } from './friendText.ts';
import { PlayerRow } from './PlayerRow.tsx';
import { SectionCard } from './SectionCard.tsx';
import classes from './Friends.module.css';

/** The player's friends (spec part 2 §7 Friends), newest friendship first: View opens their page, Remove asks first. */
export function FriendList() {
  const friends = useFriendsList();
  const { remove } = useFriendMutations();

  const confirmRemove = (friend: Friend) =>
    modals.openConfirmModal({
      title: 'Remove friend?',
      centered: true,
      children: (
        <Text size="sm">
          {displayNameOf(friend)} will no longer be your friend, on both sides. Match groups the two of you share with
          each other stop being shared. You can send a new friend request later.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(friend._id).then(
          () => notify.success(FRIEND_MESSAGES.removed),
          (error: unknown) => notify.error(friendsErrorText(error, FRIEND_ERRORS.remove)),
        ),
    });

  const list = friends.data ?? [];
  return (
    <SectionCard title="Friends" count={list.length}>
      {friends.isPending ? (
        <Stack gap="sm">
          <Skeleton h={44} radius="md" />
          <Skeleton h={44} radius="md" />
        </Stack>
      ) : friends.isError ? (
        <Alert color="red" variant="light">
          {friendsErrorText(friends.error, FRIEND_ERRORS.fetchFriends)}
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm">
          No friends yet. Search for a player by username to send your first friend request.
        </Text>
      ) : (
        <ul className={classes.list} aria-label="Your friends">
          {list.map((friend) => (
            <PlayerRow
              key={friend._id}
              user={friend}
              testId="friend-row"
              detail={friendsSinceText(friend.since)}
              actions={
                <>
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={`/friends/${encodeURIComponent(friend._id)}`}
                    aria-label={`View ${displayNameOf(friend)}`}
                  >
                    View
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => confirmRemove(friend)}
                    loading={remove.isPending && remove.variables === friend._id}
                    aria-label={`Remove ${displayNameOf(friend)}`}
                  >
                    Remove
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
