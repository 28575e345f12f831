import type { GameMode } from '@trainerlog/core';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGroupInvitations, useMatchGroups } from '../../../data/useMatchGroups.ts';
import { useAuth } from '../../../session/useAuth.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { GroupInvitationsModal, GroupList, GroupsNeedAccount } from '../../../widgets/matchGroups/index.ts';
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
  const invitations = useGroupInvitations();
  const [viewingInvitations, setViewingInvitations] = useState(false);
  const pending = invitations.data?.length ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <CreateGroupButton game={game} variant="filled" />
          <Button
            variant="default"
            leftSection={<IconMail size={16} />}
            rightSection={
              pending > 0 ? (
                <Badge size="sm" circle color="red" aria-label={`${pending} pending`}>
                  {pending}
                </Badge>
              ) : null
            }
            onClick={() => setViewingInvitations(true)}
          >
            View Invitations
          </Button>
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
