import { Group, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { countCharacters, countWords } from './notesEditing.ts';
import type { NotesSaveStatus } from './useNotesSaving.ts';

// Fixed to English grouping like every other string of the app ("10,000"), whatever the browser's locale.
const formatCount = (value: number) => value.toLocaleString('en-US');

/** Character and word counts, and what the last save did; announced politely to screen readers. */
export function NotesStatusLine({
  text,
  maxLength,
  status,
}: {
  text: string;
  maxLength: number;
  status: NotesSaveStatus;
}) {
  const characters = countCharacters(text);
  const words = countWords(text);
  return (
    <Group gap="md" wrap="wrap">
      <Text size="sm" c={characters >= maxLength ? 'red' : 'dimmed'} data-testid="notes-character-count">
        {formatCount(characters)} / {formatCount(maxLength)} characters
      </Text>
      <Text size="sm" c="dimmed" data-testid="notes-word-count">
        {formatCount(words)} {words === 1 ? 'word' : 'words'}
      </Text>
      <Group gap={6} aria-live="polite" role="status" mih={22}>
        {status === 'saving' && (
          <>
            <Loader size={14} />
            <Text size="sm" c="dimmed">
              Saving…
            </Text>
          </>
        )}
        {status === 'saved' && (
          <>
            <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
            <Text size="sm" c="teal">
              Notes saved
            </Text>
          </>
        )}
      </Group>
    </Group>
  );
}
