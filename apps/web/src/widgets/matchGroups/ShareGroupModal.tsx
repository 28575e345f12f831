import {
  DEFAULT_SHARE_PERMISSION,
  displayNameOf,
  GROUP_ERRORS,
  GROUP_TEXT,
  SHARE_SUCCESS_CLOSE_MS,
  type MatchGroupSummary,
  type SharedWithEntry,
  type SharePermission,
} from '@trainerlog/core';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCircleCheck, IconInfoCircle, IconUserMinus } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { GroupRequestError, groupErrorText } from '../../data/shared/matchGroups.ts';
import { useFriendsList } from '../../data/shared/useFriends.ts';
import { useMatchGroupMutations } from '../../data/shared/useMatchGroups.ts';
import { notify } from '../../ui/notify.ts';
import { friendOptions, invitableFriends } from './groupRules.ts';

export const PERMISSION_OPTIONS: { value: SharePermission; label: string }[] = [
  { value: 'view', label: 'View' },
  { value: 'edit', label: 'Edit' },
];
const PERMISSION_LABELS: Record<SharePermission, string> = { view: 'View', edit: 'Edit' };
const STATUS_COLORS = { pending: 'yellow', accepted: 'teal', declined: 'gray' } as const;
const STATUS_LABELS = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' } as const;

export interface ShareGroupModalProps {
  /** The group shared (kept fresh by the caller, so the shares list follows each change); null keeps it closed. */
  group: MatchGroupSummary | null;
  onClose(): void;
}

/**
 * Share group modal (spec part 2 §2, §4 "Share form", §5): who the group is shared with — name, permission and status
 * badges, and for the owner a permission change and Stop sharing — and 'Invite a Friend' (friends already in the
 * list are not offered; permission edit by default). A sent invitation says so and closes after 1.5 s.
 */
export function ShareGroupModal({ group, onClose }: ShareGroupModalProps) {
  return (
    <Modal
      opened={!!group}
      onClose={onClose}
      title={group ? `Share Group: ${group.name}` : ''}
      size="lg"
      centered
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {/* Mounted per opening, so the form starts empty each time (spec part 2 §4). */}
      {group ? <ShareBody key={group._id} group={group} onClose={onClose} /> : null}
    </Modal>
  );
}

type Outcome = { kind: 'error'; text: string } | { kind: 'sent' } | null;

/** Spec part 2 §8 "Invitation sending": the server's error, else 'Failed to send invitation'; an exception its own. */
export function invitationFailureText(error: unknown): string {
  if (error instanceof GroupRequestError) {
    if (error.failure === 'loggedOut') return error.message;
    if (error.failure === 'http') return error.serverMessage ?? GROUP_TEXT.sendFailed;
  }
  return GROUP_TEXT.sendException;
}

function ShareBody({ group, onClose }: { group: MatchGroupSummary; onClose(): void }) {
  const friends = useFriendsList();
  const { invite } = useMatchGroupMutations();
  const [friendId, setFriendId] = useState<string | null>(null);
  const [permission, setPermission] = useState<SharePermission>(DEFAULT_SHARE_PERMISSION);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sent = outcome?.kind === 'sent';

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, SHARE_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const allFriends = friends.data ?? [];
  const offered = invitableFriends(allFriends, group.sharedWith);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sent || invite.isPending) return;
    if (!friendId) return setOutcome({ kind: 'error', text: GROUP_TEXT.selectFriend });
    setOutcome(null);
    try {
      await invite.mutateAsync({ id: group._id, friendId, permission });
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'error', text: invitationFailureText(error) });
    }
  };

  let inviteForm;
  if (friends.isPending) {
    inviteForm = <Loader size="sm" role="status" aria-label="Loading friends" />;
  } else if (friends.isError) {
    inviteForm = (
      <Alert color="red" variant="light">
        {friends.error.message}
      </Alert>
    );
  } else if (allFriends.length === 0) {
    inviteForm = <Text c="dimmed">{GROUP_TEXT.noFriends}</Text>;
  } else if (offered.length === 0 && !sent) {
    inviteForm = <Text c="dimmed">{GROUP_TEXT.allInvited}</Text>;
  } else {
    inviteForm = (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Friend"
          placeholder="Choose a friend..."
          data={friendOptions(offered)}
          value={friendId}
          onChange={setFriendId}
          searchable
          nothingFoundMessage="No friend by that name"
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        />
        <Select
          label="Permission"
          data={PERMISSION_OPTIONS}
          value={permission}
          onChange={(value) => value && setPermission(value as SharePermission)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
        />
      </SimpleGrid>
    );
  }
  const canSend = !friends.isPending && offered.length > 0;

  return (
    <Stack gap="md">
      <SharedWithList group={group} />
      <Divider />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="md">
            Invite a Friend
          </Title>
          {outcome?.kind === 'sent' ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />}>
              {GROUP_TEXT.invitationSent}
            </Alert>
          ) : null}
          {outcome?.kind === 'error' ? (
            <Alert color="red" variant="light" icon={<IconInfoCircle size={20} />}>
              {outcome.text}
            </Alert>
          ) : null}
          {inviteForm}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {canSend ? (
              <Button type="submit" loading={invite.isPending} disabled={sent}>
                Send Invitation
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** 'Currently Shared With': name, permission and status; the owner changes a permission or stops sharing. */
function SharedWithList({ group }: { group: MatchGroupSummary }) {
  if (group.sharedWith.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Currently Shared With
      </Title>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {group.sharedWith.map((entry) => (
          <SharedWithRow key={entry.user._id} group={group} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
}

function SharedWithRow({ group, entry }: { group: MatchGroupSummary; entry: SharedWithEntry }) {
  const { changeShare, stopSharing } = useMatchGroupMutations();
  const owner = group.access === 'owner';
  const name = displayNameOf(entry.user);
  const fail = (error: unknown) => notify.error(groupErrorText(error, GROUP_ERRORS.update), { id: 'group-share' });

  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap" data-testid="shared-with-entry">
      <Stack gap={2} miw={0}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color="blue" size="sm" tt="none">
            {PERMISSION_LABELS[entry.permission]}
          </Badge>
          <Badge variant="light" color={STATUS_COLORS[entry.status]} size="sm" tt="none">
            {STATUS_LABELS[entry.status]}
          </Badge>
        </Group>
      </Stack>
      {owner ? (
        <Group gap={4} wrap="nowrap">
          <Select
            aria-label={`Permission for ${name}`}
            data={PERMISSION_OPTIONS}
            value={entry.permission}
            onChange={(value) =>
              value &&
              value !== entry.permission &&
              changeShare.mutate(
                { id: group._id, userId: entry.user._id, permission: value as SharePermission },
                { onError: fail },
              )
            }
            allowDeselect={false}
            disabled={changeShare.isPending}
            comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            w={96}
            size="xs"
          />
          <Tooltip label="Stop sharing" withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Stop sharing with ${name}`}
              loading={stopSharing.isPending}
              onClick={() => stopSharing.mutate({ id: group._id, userId: entry.user._id }, { onError: fail })}
            >
              <IconUserMinus size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
    </Group>
  );
}
