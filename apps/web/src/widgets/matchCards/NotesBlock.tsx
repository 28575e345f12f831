import { Button, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { DetailSection } from './DetailSection.tsx';

export const NOTES_EMPTY_EDITABLE = 'No notes added yet. Click "Add Notes" to record your observations.';
export const NOTES_EMPTY_READ_ONLY = 'No notes recorded.';

/**
 * Game or match notes as plain text. They are rendered as a text node (never as HTML), so markup a player typed or
 * an import carried shows as typed; line breaks and the editor's indentation are kept.
 */
export function NotesBlock({ title, notes, onEdit }: { title: string; notes: string; onEdit?: () => void }) {
  const empty = notes.trim() === '';
  return (
    <DetailSection
      title={title}
      action={
        onEdit ? (
          <Button size="compact-sm" variant="light" leftSection={<IconNotes size={14} />} onClick={onEdit}>
            {empty ? 'Add Notes' : 'Edit Notes'}
          </Button>
        ) : null
      }
    >
      {empty ? (
        <Text size="sm" c="dimmed">
          {onEdit ? NOTES_EMPTY_EDITABLE : NOTES_EMPTY_READ_ONLY}
        </Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="notes-text">
          {notes}
        </Text>
      )}
    </DetailSection>
  );
}
