/**
 * "My PTCGL screen names" (issue 12): chips with a remove button and an input to add one. Shown by the settings page
 * (members) and the log import screen (members and guests — a guest has no settings page), with its own data
 * (`usePtcglScreenNames`: the account for members, this browser for guests).
 *
 * Decisions:
 * - Every add or remove saves at once, like the other settings switches; the chips change only once it is saved, and
 *   a refusal is shown under the input with the typed name kept, so nothing entered is lost.
 * - Core's rules are checked before sending (see `data/ptcglScreenNames.ts`), so a repeat or a 41-character name is
 *   refused with the same message for guests and members.
 */
import { PTCGL_SCREEN_NAME_MAX_LENGTH, PTCGL_SCREEN_NAMES_MAX } from '@trainerlog/core';
import { Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { SCREEN_NAMES_SAVE_FAILED, ScreenNamesError } from '../../data/ptcglScreenNames.ts';
import { usePtcglScreenNames } from '../../data/usePtcglScreenNames.ts';

export interface PtcglScreenNamesEditorProps {
  /** Called after a successful save with the saved names (the import screen reads its logs again). */
  onSaved?(names: readonly string[]): void;
}

export function PtcglScreenNamesEditor({ onSaved }: PtcglScreenNamesEditorProps) {
  const { names, save, saving, ready } = usePtcglScreenNames();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = names.length >= PTCGL_SCREEN_NAMES_MAX;

  const apply = async (next: readonly string[]) => {
    setError(null);
    try {
      const saved = await save(next);
      onSaved?.(saved);
      return true;
    } catch (failure) {
      setError(failure instanceof ScreenNamesError ? failure.message : errorMessage(failure, SCREEN_NAMES_SAVE_FAILED));
      return false;
    }
  };

  const add = async (event?: FormEvent) => {
    event?.preventDefault();
    const name = draft.trim();
    if (!name) {
      setError('Type a screen name first');
      return;
    }
    if (await apply([...names, name])) setDraft('');
  };

  return (
    <Stack gap="xs">
      {names.length > 0 ? (
        <Group gap={6} aria-label="Your PTCGL screen names" role="list">
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
          {ready ? 'No screen names yet: the player who exported a log is taken as you.' : 'Loading…'}
        </Text>
      )}
      <form onSubmit={(event) => void add(event)} noValidate aria-label="Add a PTCGL screen name">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label="Add a screen name"
            placeholder="As shown in Pokémon TCG Live"
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setError(null);
            }}
            maxLength={PTCGL_SCREEN_NAME_MAX_LENGTH + 10}
            error={error}
            disabled={full || !ready}
            description={full ? `At most ${PTCGL_SCREEN_NAMES_MAX} screen names` : undefined}
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
