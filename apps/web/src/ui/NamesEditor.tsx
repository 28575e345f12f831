/**
 * A player's list of their own names in an outside game (PTCGL screen names, Showdown names): chips with a remove
 * button and an input to add one. Presentational: the widget that shows it brings the names, the save (which checks
 * core's rules and rejects with the message to show), the limits and every word.
 *
 * Decisions:
 * - Every add or remove saves at once, like the other settings switches; the chips change only once it is saved, and
 *   a refusal is shown under the input with the typed name kept, so nothing entered is lost.
 * - The input takes a few characters more than a name may have, so an over-long name reaches the rules and gets
 *   their message instead of being cut short without a word.
 */
import { Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

/** Every word the editor shows, so each list keeps its own. */
export interface NamesEditorLabels {
  /** Accessible name of the list of chips. */
  list: string;
  /** Shown instead of the chips when there are none yet. */
  none: string;
  /** Accessible name of the add form. */
  form: string;
  input: string;
  placeholder: string;
  /** The refusal of Add with nothing typed. */
  typeFirst: string;
  /** Under the input once the list is full. */
  full: string;
}

/** What one kind of names brings to the editor: its words, its limits, and the words of a refused save. */
export interface NamesEditorSetup {
  labels: NamesEditorLabels;
  maxNames: number;
  maxLength: number;
  failureMessage(failure: unknown): string;
}

/** The names and their save, as the data seam's hook answers them. */
export interface NamesEditorData {
  names: readonly string[];
  /** False while the names are still loading (the input waits). */
  ready: boolean;
  saving: boolean;
  /** Replaces the whole list; resolves with the saved names, rejects with a failure `failureMessage` words. */
  save(next: readonly string[]): Promise<readonly string[]>;
}

export interface NamesEditorProps extends NamesEditorSetup, NamesEditorData {
  /** Called after a successful save with the saved names. */
  onSaved?(names: readonly string[]): void;
}

export function NamesEditor({
  names,
  ready,
  saving,
  save,
  failureMessage,
  maxNames,
  maxLength,
  labels,
  onSaved,
}: NamesEditorProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = names.length >= maxNames;

  const apply = async (next: readonly string[]) => {
    setError(null);
    try {
      const saved = await save(next);
      onSaved?.(saved);
      return true;
    } catch (failure) {
      setError(failureMessage(failure));
      return false;
    }
  };

  const add = async (event?: FormEvent) => {
    event?.preventDefault();
    const name = draft.trim();
    if (!name) {
      setError(labels.typeFirst);
      return;
    }
    if (await apply([...names, name])) setDraft('');
  };

  return (
    <Stack gap="xs">
      {names.length > 0 ? (
        <Group gap={6} aria-label={labels.list} role="list">
          {names.map((name) => (
            <Pill
              key={name}
              size="lg"
              role="listitem"
              withRemoveButton
              disabled={saving}
              onRemove={() => void apply(names.filter((n) => n !== name))}
              // Mantine hides the remove button from the keyboard and screen readers; here it is the only way to remove.
              removeButtonProps={{ 'aria-label': `Remove ${name}`, 'aria-hidden': false, tabIndex: 0 }}
            >
              {name}
            </Pill>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {ready ? labels.none : 'Loading…'}
        </Text>
      )}
      <form onSubmit={(event) => void add(event)} noValidate aria-label={labels.form}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={labels.input}
            placeholder={labels.placeholder}
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setError(null);
            }}
            maxLength={maxLength + 10}
            error={error}
            disabled={full || !ready}
            description={full ? labels.full : undefined}
            style={{ flex: 1, minWidth: 0 }}
            autoComplete="off"
          />
          <Button
            type="submit"
            mt={25}
            variant="light"
            loading={saving}
            disabled={full || !ready}
            leftSection={<IconPlus size={16} />}
          >
            Add
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
