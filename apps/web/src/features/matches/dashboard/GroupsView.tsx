import type { GameMode } from '@trainerlog/core';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMatchGroups } from '../../../data/shared/useMatchGroups.ts';
import { useAuth } from '../../../session/useAuth.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import {
  GroupInvitationsModal,
  GroupList,
  GroupsNeedAccount,
  ViewInvitationsButton,
} from '../../../widgets/matchGroups/index.ts';
import { CreateGroupButton } from './CreateGroupButton.tsx';

/**
 * The dashboard's Groups view (spec part 1 §2, part 2 §2 "Dashboard parts"): Create Group on the current tab's game,
 * the invitations, and the groups list. Guests see why groups need an account.
 */
export function GroupsView({ game }: { game: GameMode }) {
  const { status } = useAuth();
  if (status === 'loading') return <CenteredLoader />;
  if (status !== 'authenticated') {
    return (
      <Stack gap="md">
        <Group gap="xs">
          <CreateGroupButton game={game} variant="filled" />
        </Group>
        <GroupsNeedAccount />
      </Stack>
    );
  }
  return <MemberGroups game={game} />;
}

function MemberGroups({ game }: { game: GameMode }) {
  const groups = useMatchGroups();
  const [viewingInvitations, setViewingInvitations] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <CreateGroupButton game={game} variant="filled" />
          <ViewInvitationsButton onClick={() => setViewingInvitations(true)} />
        </Group>
        <Button component={Link} to="/match-groups" variant="subtle" rightSection={<IconArrowRight size={16} />}>
          Match Groups page
        </Button>
      </Group>
      <GroupList groups={groups.data} loading={groups.isPending} error={groups.error} />
      <GroupInvitationsModal opened={viewingInvitations} onClose={() => setViewingInvitations(false)} />
    </Stack>
  );
}
