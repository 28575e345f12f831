/**
 * "My Showdown names" (issue 13): chips with a remove button and an input to add one. Shown by the settings page
 * (members) and the replay import screen (members and guests — a guest has no settings page), with its own data
 * (`useShowdownNames`: the account for members, this browser for guests).
 *
 * Decisions:
 * - Every add or remove saves at once, like the other settings switches; the chips change only once it is saved, and
 *   a refusal is shown under the input with the typed name kept, so nothing entered is lost.
 * - Core's rules are checked before sending (see `data/showdownNames.ts`), so a repeat (`Take Me` and `takeme` are
 *   one Showdown user) or a 31-character name is refused with the same message for guests and members.
 */
import { SHOWDOWN_NAME_MAX_LENGTH, SHOWDOWN_NAMES_MAX } from '@trainerlog/core';
import { Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { SHOWDOWN_NAMES_SAVE_FAILED, ShowdownNamesError } from '../../data/showdownNames.ts';
import { useShowdownNames } from '../../data/useShowdownNames.ts';

export interface ShowdownNamesEditorProps {
  /** Called after a successful save with the saved names (the import screen reads its replays again). */
  onSaved?(names: readonly string[]): void;
}

/** The message to show for a failed save. */
export const showdownNamesFailure = (failure: unknown) =>
  failure instanceof ShowdownNamesError ? failure.message : errorMessage(failure, SHOWDOWN_NAMES_SAVE_FAILED);

export function ShowdownNamesEditor({ onSaved }: ShowdownNamesEditorProps) {
  const { names, save, saving, ready } = useShowdownNames();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = names.length >= SHOWDOWN_NAMES_MAX;

  const apply = async (next: readonly string[]) => {
    setError(null);
    try {
      const saved = await save(next);
      onSaved?.(saved);
      return true;
    } catch (failure) {
      setError(showdownNamesFailure(failure));
      return false;
    }
  };

  const add = async (event?: FormEvent) => {
    event?.preventDefault();
    const name = draft.trim();
    if (!name) {
      setError('Type a Showdown name first');
      return;
    }
    if (await apply([...names, name])) setDraft('');
  };

  return (
    <Stack gap="xs">
      {names.length > 0 ? (
        <Group gap={6} aria-label="Your Showdown names" role="list">
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
          {ready ? 'No Showdown names yet: the side whose team matches one of your teams is taken as you.' : 'Loading…'}
        </Text>
      )}
      <form onSubmit={(event) => void add(event)} noValidate aria-label="Add a Showdown name">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label="Add a Showdown name"
            placeholder="As shown in Pokémon Showdown"
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setError(null);
            }}
            maxLength={SHOWDOWN_NAME_MAX_LENGTH + 10}
            error={error}
            disabled={full || !ready}
            description={full ? `At most ${SHOWDOWN_NAMES_MAX} Showdown names` : undefined}
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
