/**
 * Where the replays go in (issue 13): one box for replay links, replay JSON or battle logs, files dropped on it or
 * chosen (.json, .log, .html, .txt; several at once), "Read replays", and what could not be read, each next to its
 * link or text with the reason (the server's "Replay not found…", a live battle link, a link elsewhere).
 *
 * Decisions:
 * - Files are listed under the box by name with a remove button (replayFiles.ts says why they stay out of the box);
 *   refused files are named in a toast instead of being silently skipped.
 * - The box (files dropped on it, Ctrl/⌘+Enter reads) and the actions are the import kit's
 *   (`ui/importReview/PasteInput.tsx`).
 */
import { Alert, Group, Pill, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { notify } from '../../ui/notify.ts';
import { ReadActions, TextDropBox } from '../../ui/importReview/PasteInput.tsx';
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

  const addFiles = async (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const read = await readReplayFiles(chosen);
    if (read.refused.length > 0) notify.warning(read.refused.join('; '), { id: 'showdown-files' });
    if (read.files.length > 0) props.onAddFiles(read.files);
  };

  return (
    <Stack gap="sm">
      <TextDropBox
        testId="showdown-input"
        label="Paste replay links, replay JSON or battle logs"
        description="One link per line, or several replays one after another. Games of a best-of-3 become one match. You can also drop .json, .log, .html or .txt files here."
        placeholder={PLACEHOLDER}
        minRows={4}
        maxRows={12}
        value={text}
        onChange={props.onTextChange}
        onSubmit={onRead}
        error={error}
        dropHint="Drop replay files to add them"
        onFiles={(dropped) => void addFiles(dropped)}
      />

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

      <ReadActions
        readLabel="Read replays"
        reading={reading}
        onRead={onRead}
        accept={REPLAY_FILE_ACCEPT}
        filesLabel="Add replay files"
        filesButton="Add files"
        filesIcon={<IconFileUpload size={16} />}
        onFiles={(chosen) => void addFiles(chosen)}
        canClear={!!text || files.length > 0}
        onClear={props.onClear}
        // Added on a line of its own after what is there: several links or replays make one input.
        onPasteText={(pasted) => props.onTextChange(text.trim() ? `${text.trimEnd()}\n${pasted}` : pasted)}
      />

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
