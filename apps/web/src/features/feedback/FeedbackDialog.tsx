import { Modal, Text } from '@mantine/core';
import { FeedbackForm } from './FeedbackForm.tsx';

export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Send Feedback" centered radius="lg" size="lg">
      <Text size="sm" c="dimmed" mb="md">
        Found a bug or have an idea? We read every message.
      </Text>
      {/* Remounted on each opening so an old message or alert never lingers. */}
      {opened ? <FeedbackForm onCancel={onClose} cancelLabel="Close" /> : null}
    </Modal>
  );
}
