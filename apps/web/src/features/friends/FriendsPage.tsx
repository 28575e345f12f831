import { Grid, Stack } from '@mantine/core';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { FriendList } from './FriendList.tsx';
import { IncomingRequests, SentRequests } from './FriendRequests.tsx';
import { FriendSearch } from './FriendSearch.tsx';
import { FriendsGuestNotice } from './FriendsGuestNotice.tsx';

/**
 * /friends (spec part 2 §2, §7 Friends): the player's friends, the requests sent to them and by them, and a search
 * by username to send new ones. On a phone the requests and the search come first, then the friends and the requests sent.
 */
export function FriendsPage() {
  const { status } = useAuth();
  return (
    <PageContainer
      title="My Friends"
      subtitle="Find other players, answer friend requests and see what your friends share with you."
    >
      {status === 'loading' ? <CenteredLoader /> : null}
      {status === 'unauthenticated' ? <FriendsGuestNotice /> : null}
      {status === 'authenticated' ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <FriendList />
              <SentRequests />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <IncomingRequests />
              <FriendSearch />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </PageContainer>
  );
}
