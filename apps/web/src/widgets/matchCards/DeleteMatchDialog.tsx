import { Button, Group, Modal, Text } from '@mantine/core';

export interface DeleteMatchDialogProps {
  opened: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** While the deletion runs the dialog stays open and cannot be dismissed, so its outcome is seen. */
  loading?: boolean;
}

/** The confirmation before a match is deleted (spec part 1 §2 and §5). Focus starts on Cancel, the safe choice. */
export function DeleteMatchDialog({ opened, onConfirm, onCancel, loading = false }: DeleteMatchDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Delete Match"
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      <Text size="sm">Are you sure you want to delete this match? This action cannot be undone.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
