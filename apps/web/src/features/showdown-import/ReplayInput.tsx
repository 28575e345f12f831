/**
 * Where the replays go in (issue 13): one box for replay links, replay JSON or battle logs, files dropped on it or
 * chosen (.json, .log, .html, .txt; several at once), "Read replays", and what could not be read, each next to its
 * link or text with the reason (the server's "Replay not found…", a live battle link, a link elsewhere).
 *
 * Decisions:
 * - Files are listed under the box by name with a remove button (replayFiles.ts says why they stay out of the box);
 *   refused files are named in a toast instead of being silently skipped.
 * - While files are dragged over the box, it says "Drop replay files to add them" so the target is obvious.
 * - Ctrl/⌘+Enter in the box reads the replays (Enter alone is a new line).
 */
import { Alert, Box, Button, FileButton, Group, Pill, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconEraser, IconFileUpload, IconListSearch } from '@tabler/icons-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { readReplayFiles, REPLAY_FILE_ACCEPT } from './replayFiles.ts';
import type { InputProblem, ReplayFile } from './sources.ts';

const PLACEHOLDER = `https://replay.pokemonshowdown.com/gen9vgc2025regibo3-2400000101-abc123pw
https://replay.pokemonshowdown.com/gen9vgc2025regibo3-2400000102-def456pw
…or the replay JSON, or the battle log`;

interface ReplayInputProps {
  text: string;
  files: readonly ReplayFile[];
  onTextChange(text: string): void;
  onAddFiles(files: readonly ReplayFile[]): void;
  onRemoveFile(id: string): void;
  onClear(): void;
  onRead(): void;
  reading: boolean;
  error: string | null;
  problems: readonly InputProblem[];
}

export function ReplayInput(props: ReplayInputProps) {
  const { text, files, onRead, reading, error, problems } = props;
  const [dragging, setDragging] = useState(false);

  const addFiles = async (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const read = await readReplayFiles(chosen);
    if (read.refused.length > 0) notify.warning(read.refused.join('; '), { id: 'showdown-files' });
    if (read.files.length > 0) props.onAddFiles(read.files);
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
    <Stack gap="sm">
      <Box
        pos="relative"
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="showdown-input"
      >
        <Textarea
          label="Paste replay links, replay JSON or battle logs"
          description="One link per line, or several replays one after another. Games of a best-of-3 become one match. You can also drop .json, .log, .html or .txt files here."
          placeholder={PLACEHOLDER}
          autosize
          minRows={4}
          maxRows={12}
          value={text}
          onChange={(event) => props.onTextChange(event.currentTarget.value)}
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
            <Text fw={600}>Drop replay files to add them</Text>
          </Box>
        ) : null}
      </Box>

      {files.length > 0 ? (
        <Group gap={6} role="list" aria-label="Replay files">
          {files.map((file) => (
            <Pill
              key={file.id}
              size="md"
              role="listitem"
              withRemoveButton
              onRemove={() => props.onRemoveFile(file.id)}
              removeButtonProps={{ 'aria-label': `Remove ${file.name}`, 'aria-hidden': false, tabIndex: 0 }}
            >
              {file.name}
            </Pill>
          ))}
        </Group>
      ) : null}

      <Group gap="sm">
        <Button onClick={onRead} loading={reading} leftSection={<IconListSearch size={16} />}>
          Read replays
        </Button>
        <FileButton
          onChange={(chosen) => void addFiles(chosen)}
          accept={REPLAY_FILE_ACCEPT}
          multiple
          inputProps={{ 'aria-label': 'Add replay files' }}
        >
          {(buttonProps) => (
            <Button {...buttonProps} variant="default" leftSection={<IconFileUpload size={16} />}>
              Add files
            </Button>
          )}
        </FileButton>
        {text || files.length > 0 ? (
          <Button variant="subtle" color="gray" onClick={props.onClear} leftSection={<IconEraser size={16} />}>
            Clear
          </Button>
        ) : null}
      </Group>

      {problems.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={problems.length === 1 ? 'Not read' : `${problems.length} not read`}
          role="alert"
          data-testid="showdown-problems"
        >
          <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {problems.map((problem, i) => (
              <li key={`${i}:${problem.subject}`} style={{ minWidth: 0 }}>
                <Text size="sm" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {problem.subject}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {problem.message}
                </Text>
              </li>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
