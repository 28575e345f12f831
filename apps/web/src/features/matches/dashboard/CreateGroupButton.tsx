import type { GameMode } from '@trainerlog/core';
import { Button, Modal } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../../session/useAuth.ts';
import { GroupsNeedAccount, MatchGroupDialog } from '../../../widgets/matchGroups/index.ts';

/**
 * The dashboard's Create Group (spec part 2 §2): the Match Group dialog on the current tab's game. A guest gets the
 * explanation that groups need an account, with the ways to one — never a request, never a dead button.
 */
export function CreateGroupButton({ game, variant = 'default' }: { game: GameMode; variant?: 'default' | 'filled' }) {
  const { status } = useAuth();
  const [opened, setOpened] = useState(false);
  const member = status === 'authenticated';
  return (
    <>
      <Button variant={variant} leftSection={<IconFolderPlus size={16} />} onClick={() => setOpened(true)}>
        Create Group
      </Button>
      {member ? (
        <MatchGroupDialog opened={opened} onClose={() => setOpened(false)} initialGame={game} />
      ) : (
        <Modal opened={opened} onClose={() => setOpened(false)} title="Create Group" centered>
          <GroupsNeedAccount bare />
        </Modal>
      )}
    </>
  );
}
