import { displayNameOf, FRIEND_ERRORS, FRIEND_MESSAGES, type FriendProfile } from '@trainerlog/core';
import { Anchor, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useFriendProfile } from '../../data/shared/useFriends.ts';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ItemNotFound } from '../../ui/ItemNotFound.tsx';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { FriendsGuestNotice } from './FriendsGuestNotice.tsx';
import { formatFriendDate } from './friendText.ts';
import { SharedGroups } from './SharedGroups.tsx';
import classes from './Friends.module.css';

/**
 * /friends/:friendId (spec part 2 §7, issue 14): a friend's public profile — name, username, picture, since when you
 * are friends, games played — and the match groups they share with you. Anyone who is not your friend (or does not
 * exist) is "not found", exactly alike.
 */
export function FriendProfilePage() {
  const { status } = useAuth();
  const { friendId } = useParams();
  const profile = useFriendProfile(friendId);

  if (status === 'loading') return <CenteredLoader />;
  if (status === 'unauthenticated') {
    return (
      <PageContainer title="Friend">
        <FriendsGuestNotice />
      </PageContainer>
    );
  }
  if (profile.isPending) return <CenteredLoader label="Loading friend…" />;
  if (profile.isError) {
    // A malformed id (400) is as unknown as a stranger's (404).
    const unknown = profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
    return (
      <ItemNotFound
        error={unknown ? undefined : profile.error}
        notFound={FRIEND_MESSAGES.friendNotFound}
        fetchFailed={FRIEND_ERRORS.fetchFriends}
        hint="This player is not on your friends list, or the link is wrong."
        back={{ to: '/friends', label: 'Back to My Friends' }}
      />
    );
  }
  return <FriendProfileView profile={profile.data} />;
}

function FriendProfileView({ profile }: { profile: FriendProfile }) {
  const { friend, sharedGroups } = profile;
  const since = formatFriendDate(friend.since);
  return (
    <PageContainer>
      <Anchor component={Link} to="/friends" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          Back to My Friends
        </Group>
      </Anchor>
      <Card withBorder radius="lg" padding="lg">
        <Group gap="lg" align="center" wrap="wrap">
          <UserAvatar user={friend} size={88} radius={999} />
          <Box miw={0} style={{ flex: 1 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {displayNameOf(friend)}
            </Title>
            <Text c="dimmed">@{friend.username}</Text>
            {since ? (
              <Text size="sm" mt={4}>
                Friends since {since}
              </Text>
            ) : null}
          </Box>
        </Group>
        <Stack gap={6} mt="lg">
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            Games played
          </Text>
          <SimpleGrid cols={3} spacing="sm" role="group" aria-label="Games played">
            <Stat label="TCG" value={friend.gamesPlayed.tcg} />
            <Stat label="VGC" value={friend.gamesPlayed.vgc} />
            <Stat label="Total" value={friend.gamesPlayed.total} />
          </SimpleGrid>
        </Stack>
      </Card>
      <SharedGroups groups={sharedGroups} friendName={displayNameOf(friend)} />
    </PageContainer>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className={classes.stat}>
      <Text fw={700} fz="xl" lh={1.2}>
        {value.toLocaleString('en-US')}
      </Text>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
    </div>
  );
}
