import {
  displayNameOf,
  formatMatchDate,
  GROUP_TEXT,
  INVITATION_MODAL_CLOSE_MS,
  type MatchGroupInvitation,
} from '@trainerlog/core';
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMailOpened, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useGroupInvitations, useMatchGroupMutations } from '../../data/shared/useMatchGroups.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { groupTypeText } from './groupRules.ts';

export const LOADING_INVITATIONS = 'Loading invitations...';

export interface GroupInvitationsModalProps {
  opened: boolean;
  onClose(): void;
}

/**
 * Group Invitations modal (spec part 2 §2, §4 "Invitation"): each pending invitation with Accept and Decline. A
 * response removes it; answering the last one closes the modal after 1 s. Failures to load or respond are only
 * logged (spec part 2 §8).
 */
export function GroupInvitationsModal({ opened, onClose }: GroupInvitationsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Group Invitations" size="lg" centered>
      {opened ? <InvitationsBody onClose={onClose} /> : null}
    </Modal>
  );
}

function InvitationsBody({ onClose }: { onClose(): void }) {
  const invitations = useGroupInvitations();
  const { respond } = useMatchGroupMutations();
  const [answered, setAnswered] = useState(false);
  const [answering, setAnswering] = useState<string | null>(null);
  const list = invitations.data ?? [];
  const allAnswered = answered && invitations.isSuccess && list.length === 0;

  useEffect(() => {
    if (invitations.isError) console.error('Error fetching invitations', invitations.error);
  }, [invitations.isError, invitations.error]);

  useEffect(() => {
    if (!allAnswered) return;
    const timer = setTimeout(onClose, INVITATION_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [allAnswered, onClose]);

  const answer = async (invitation: MatchGroupInvitation, response: 'accepted' | 'declined') => {
    setAnswering(`${invitation._id}:${response}`);
    try {
      await respond.mutateAsync({ id: invitation._id, response });
      setAnswered(true);
    } catch (error) {
      console.error('Error responding to invitation', error);
    } finally {
      setAnswering(null);
    }
  };

  if (invitations.isPending) {
    return (
      <Text c="dimmed" ta="center" py="lg" role="status">
        {LOADING_INVITATIONS}
      </Text>
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState icon={<IconMailOpened size={30} />} title={GROUP_TEXT.noInvitations} bare>
        {GROUP_TEXT.noInvitationsHint}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {list.map((invitation) => (
        <Card component="li" key={invitation._id} withBorder radius="md" padding="sm" data-testid="invitation">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
                {invitation.name}
              </Title>
              <Group gap={6}>
                <Badge variant="light" color="indigo" size="sm">
                  {groupTypeText(invitation.type)}
                </Badge>
                <Badge variant="light" color="blue" size="sm" tt="none">
                  Permission: {invitation.permission}
                </Badge>
              </Group>
            </Group>
            <Text fz="sm">Invited by {displayNameOf(invitation.user)}</Text>
            {invitation.description ? (
              <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {invitation.description}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed">
              {invitation.matchCount} {invitation.matchCount === 1 ? 'match' : 'matches'} · Created{' '}
              {formatMatchDate(invitation.createdAt || invitation.date)}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconX size={14} />}
                loading={answering === `${invitation._id}:declined`}
                disabled={answering !== null}
                onClick={() => void answer(invitation, 'declined')}
              >
                Decline
              </Button>
              <Button
                size="xs"
                leftSection={<IconCheck size={14} />}
                loading={answering === `${invitation._id}:accepted`}
                disabled={answering !== null}
                onClick={() => void answer(invitation, 'accepted')}
              >
                Accept
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
