import { Badge, Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useGroupInvitations } from '../../data/shared/useMatchGroups.ts';

/** 'View Invitations' with the number of pending group invitations, on the groups page and the dashboard's Groups view. */
export function ViewInvitationsButton({ onClick }: { onClick(): void }) {
  const invitations = useGroupInvitations();
  const pending = invitations.data?.length ?? 0;
  return (
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
      onClick={onClick}
    >
      View Invitations
    </Button>
  );
}
