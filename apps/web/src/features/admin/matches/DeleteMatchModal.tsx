import { ADMIN_REASON_MAX_LENGTH, ADMIN_TEXT, adminMatchDeleteSchema, type AdminMatchRow } from '@trainerlog/core';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useDeleteAdminMatch } from '../api/adminMatches.ts';
import { notify } from '../../../ui/notify.ts';
import { matchTitle } from './matchText.ts';

const DELETE_FAILED = 'Error deleting the match';

interface DeleteMatchModalProps {
  match: Pick<AdminMatchRow, '_id' | 'game' | 'deck' | 'opponent' | 'player'> | null;
  onClose(): void;
  onDeleted(): void;
}

/** Deleting a player's match needs a reason: the player is told it in a notification, and the audit log keeps it. */
export function DeleteMatchModal({ match, onClose, onDeleted }: DeleteMatchModalProps) {
  return (
    <Modal opened={match !== null} onClose={onClose} title="Delete this match?" centered radius="lg">
      {match ? <DeleteMatchForm match={match} onClose={onClose} onDeleted={onDeleted} /> : null}
    </Modal>
  );
}

function DeleteMatchForm({
  match,
  onClose,
  onDeleted,
}: DeleteMatchModalProps & { match: NonNullable<DeleteMatchModalProps['match']> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAdminMatch();

  const submit = () => {
    const parsed = adminMatchDeleteSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADMIN_TEXT.enterReason);
    setError(null);
    remove.mutate(
      { game: match.game, id: match._id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify.success(ADMIN_TEXT.matchDeleted, { id: 'admin-match-deleted' });
          onDeleted();
        },
        onError: (failure) => setError(errorMessage(failure, DELETE_FAILED)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {match.game.toUpperCase()} match of @{match.player.username}: {matchTitle(match)}. It is deleted for the player,
        who gets a notification with your reason. This cannot be undone.
      </Text>
      <Textarea
        label="Reason"
        description="Shown to the player and kept in the audit log."
        placeholder="e.g. Duplicate of another match, or spam"
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={ADMIN_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        data-autofocus
      />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={submit} loading={remove.isPending}>
          Delete Match
        </Button>
      </Group>
    </Stack>
  );
}
