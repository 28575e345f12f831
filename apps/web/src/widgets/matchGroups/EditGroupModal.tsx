import {
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_ERRORS,
  GROUP_NAME_MAX_LENGTH,
  GROUP_TEXT,
  type MatchGroupSummary,
} from '@trainerlog/core';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { groupErrorText } from '../../data/shared/matchGroups.ts';
import { useMatchGroupMutations } from '../../data/shared/useMatchGroups.ts';

export interface EditGroupModalProps {
  group: MatchGroupSummary | null;
  onClose(): void;
}

/** Rename or describe a group (its owner or an editor); a blank name meets 'Please enter a group name'. */
export function EditGroupModal({ group, onClose }: EditGroupModalProps) {
  return (
    <Modal opened={!!group} onClose={onClose} title="Edit Group" centered>
      {group ? <EditForm key={group._id} group={group} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditForm({ group, onClose }: { group: MatchGroupSummary; onClose(): void }) {
  const { update } = useMatchGroupMutations();
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(GROUP_TEXT.enterName);
    setProblem(null);
    try {
      await update.mutateAsync({ id: group._id, input: { name: name.trim(), description: description.trim() } });
      onClose();
    } catch (error) {
      setProblem(groupErrorText(error, GROUP_ERRORS.update));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" variant="light" icon={<IconInfoCircle size={20} />}>
            {problem}
          </Alert>
        ) : null}
        <TextInput
          label="Group Name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={GROUP_NAME_MAX_LENGTH}
          data-autofocus
        />
        <Textarea
          label="Group Description (optional)"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface ConfirmGroupDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Delete and leave confirmations. Focus starts on Cancel, the safe choice; a running action cannot be dismissed. */
export function ConfirmGroupDialog({
  opened,
  title,
  message,
  confirmLabel,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmGroupDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
