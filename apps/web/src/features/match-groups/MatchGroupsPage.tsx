import { enabledModes } from '@trainerlog/core';
import { Button, Group } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMatchGroups } from '../../data/shared/useMatchGroups.ts';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { PageContainer } from '../../ui/PageContainer.tsx';
import {
  GroupInvitationsModal,
  GroupList,
  GroupsNeedAccount,
  ViewInvitationsButton,
  MatchGroupDialog,
} from '../../widgets/matchGroups/index.ts';

const TITLE = 'Match Groups';

/**
 * /match-groups (spec part 2 §2 "Match groups page"): Create New Group (the Match Group dialog), View Invitations with
 * the number pending, and the groups list. Guests see why groups need an account; nothing is asked of the server.
 * `?invitations=open` (the bell's link for an invitation) opens the invitations at once; `?group=<id>` (a link to one
 * group, e.g. from the Limitless import) opens that group's matches.
 */
export function MatchGroupsPage() {
  const { status } = useAuth();
  if (status === 'loading') return <CenteredLoader />;
  if (status !== 'authenticated') {
    return (
      <PageContainer title={TITLE}>
        <GroupsNeedAccount />
      </PageContainer>
    );
  }
  return <MemberMatchGroups />;
}

function MemberMatchGroups() {
  const { user } = useAuth();
  const groups = useMatchGroups();
  const [creating, setCreating] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const [viewingInvitations, setViewingInvitations] = useState(false);
  // Also while on this page: the bell's link only changes the query.
  const invitationsOpen = viewingInvitations || searchParams.get('invitations') === 'open';
  const closeInvitations = () => {
    setViewingInvitations(false);
    if (searchParams.has('invitations')) {
      const next = new URLSearchParams(searchParams);
      next.delete('invitations');
      setSearchParams(next, { replace: true });
    }
  };
  const firstGame = enabledModes(user?.gamePreferences)[0] ?? 'tcg';
  const openGroupId = searchParams.get('group');
  const closeOpenGroup = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('group');
    setSearchParams(next, { replace: true });
  };

  return (
    <PageContainer
      title={TITLE}
      size="xl"
      actions={
        <Group gap="sm" mt="xs">
          <Button leftSection={<IconFolderPlus size={16} />} onClick={() => setCreating(true)}>
            Create New Group
          </Button>
          <ViewInvitationsButton onClick={() => setViewingInvitations(true)} />
        </Group>
      }
    >
      <GroupList
        groups={groups.data}
        loading={groups.isPending}
        error={groups.error}
        openGroupId={openGroupId}
        onOpenGroupClosed={closeOpenGroup}
      />
      <MatchGroupDialog opened={creating} onClose={() => setCreating(false)} initialGame={firstGame} />
      <GroupInvitationsModal opened={invitationsOpen} onClose={closeInvitations} />
    </PageContainer>
  );
}
