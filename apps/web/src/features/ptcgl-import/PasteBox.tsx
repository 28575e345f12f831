/**
 * Where the logs go in (issue 12): one text box for one log or many, .txt files dropped on it or chosen, and the
 * "Read logs" action. A refusal of the text as a whole ("not a log", too long) shows under the box.
 *
 * Decisions:
 * - Files are added after what is in the box (pasteFiles.ts), so the player can mix pasting and dropping; refused
 *   files are named in a toast instead of being silently skipped.
 * - While files are dragged over the box, it says "Drop .txt files to add them" so the target is obvious.
 * - Ctrl/⌘+Enter in the box reads the logs (Enter alone is a new line in a log).
 */
import { Box, Button, FileButton, Group, Text, Textarea } from '@mantine/core';
import { IconEraser, IconFileText, IconListSearch } from '@tabler/icons-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { appendText, readTextFiles } from './pasteFiles.ts';

const PLACEHOLDER = `Setup
Ash chose tails for the opening coin flip.
Misty won the coin toss.
…`;

interface PasteBoxProps {
  text: string;
  onTextChange(text: string): void;
  onRead(): void;
  reading: boolean;
  error: string | null;
}

export function PasteBox({ text, onTextChange, onRead, reading, error }: PasteBoxProps) {
  const [dragging, setDragging] = useState(false);

  const addFiles = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const read = await readTextFiles(files);
    if (read.refused.length > 0) notify.warning(read.refused.join('; '), { id: 'ptcgl-files' });
    if (read.text) onTextChange(appendText(text, read.text));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRead();
    }
  };

  return (
    <Box
      pos="relative"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="ptcgl-paste"
    >
      <Textarea
        label="Paste one or more game logs"
        description="In Pokémon TCG Live, open the battle log at the end of a match, press Copy, and paste it here. Paste several logs one after another, or drop .txt files on this box."
        placeholder={PLACEHOLDER}
        autosize
        minRows={6}
        maxRows={14}
        value={text}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      {dragging ? (
        <Box
          pos="absolute"
          inset={0}
          style={{
            border: '2px dashed var(--mantine-primary-color-filled)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'color-mix(in srgb, var(--mantine-color-body) 85%, transparent)',
            display: 'grid',
            placeItems: 'center',
            pointerEvents: 'none',
          }}
        >
          <Text fw={600}>Drop .txt files to add them</Text>
        </Box>
      ) : null}
      <Group gap="sm" mt="sm">
        <Button onClick={onRead} loading={reading} leftSection={<IconListSearch size={16} />}>
          Read logs
        </Button>
        <FileButton
          onChange={(files) => void addFiles(files)}
          accept=".txt,text/plain"
          multiple
          inputProps={{ 'aria-label': 'Add .txt files' }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileText size={16} />}>
              Add .txt files
            </Button>
          )}
        </FileButton>
        {text ? (
          <Button variant="subtle" color="gray" onClick={() => onTextChange('')} leftSection={<IconEraser size={16} />}>
            Clear
          </Button>
        ) : null}
      </Group>
    </Box>
  );
}
