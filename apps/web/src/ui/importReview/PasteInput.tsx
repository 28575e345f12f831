/**
 * Where an import's text goes in: a monospace box that takes files dropped on it, and the row of actions under it
 * ("Read …", add files, "Paste from clipboard", "Clear"). What the files become (text added to the box, or a list of files) is the screen's.
 *
 * Decisions:
 * - While files are dragged over the box, it says so ("Drop .txt files to add them") so the target is obvious.
 * - Ctrl/⌘+Enter in the box reads (Enter alone is a new line in a log).
 */
import { Box, Button, FileButton, Group, Text, Textarea } from '@mantine/core';
import { IconEraser, IconListSearch } from '@tabler/icons-react';
import { useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { PasteFromClipboard } from './PasteFromClipboard.tsx';

export interface TextDropBoxProps {
  testId: string;
  label: string;
  description: string;
  placeholder: string;
  minRows: number;
  maxRows: number;
  value: string;
  onChange(text: string): void;
  /** Ctrl/⌘+Enter. */
  onSubmit(): void;
  error: string | null;
  /** Shown over the box while files are dragged over it. */
  dropHint: string;
  onFiles(files: File[]): void;
  /** Shown under the box, inside the drop target. */
  children?: ReactNode;
}

export function TextDropBox(props: TextDropBoxProps) {
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    props.onFiles([...event.dataTransfer.files]);
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
      props.onSubmit();
    }
  };

  return (
    <Box
      pos="relative"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={props.testId}
    >
      <Textarea
        label={props.label}
        description={props.description}
        placeholder={props.placeholder}
        autosize
        minRows={props.minRows}
        maxRows={props.maxRows}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={props.error}
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
          <Text fw={600}>{props.dropHint}</Text>
        </Box>
      ) : null}
      {props.children}
    </Box>
  );
}

export interface ReadActionsProps {
  /** "Read logs" */
  readLabel: string;
  reading: boolean;
  onRead(): void;
  /** The file picker: what it accepts, its accessible name, and its button. */
  accept: string;
  filesLabel: string;
  filesButton: string;
  filesIcon: ReactNode;
  onFiles(files: File[]): void;
  /** Whether there is anything to clear. */
  canClear: boolean;
  onClear(): void;
  /** "Paste from clipboard": the clipboard's text for the box (the button shows when this is given). */
  onPasteText?(text: string): void;
  mt?: string;
}

export function ReadActions(props: ReadActionsProps) {
  return (
    <Group gap="sm" mt={props.mt} align="flex-start">
      <Button onClick={props.onRead} loading={props.reading} leftSection={<IconListSearch size={16} />}>
        {props.readLabel}
      </Button>
      <FileButton
        onChange={props.onFiles}
        accept={props.accept}
        multiple
        inputProps={{ 'aria-label': props.filesLabel }}
      >
        {(buttonProps) => (
          <Button {...buttonProps} variant="default" leftSection={props.filesIcon}>
            {props.filesButton}
          </Button>
        )}
      </FileButton>
      {props.onPasteText ? <PasteFromClipboard onText={props.onPasteText} /> : null}
      {props.canClear ? (
        <Button variant="subtle" color="gray" onClick={props.onClear} leftSection={<IconEraser size={16} />}>
          Clear
        </Button>
      ) : null}
    </Group>
  );
}
