import { Autocomplete, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { OPPONENT_DECK_MERGE_MAX, opponentDeckMergeSchema } from '@trainerlog/core';
import { useMergeOpponentDecks } from '../../../data/hooks/useTcgMatches.ts';
import { useArchetypeRules } from '../../../data/shared/useDeckCategories.ts';
import { notify } from '../../../ui/notify.ts';

export const MERGE_OPPONENT_DECKS_ERROR = 'Error merging opponent decks';

/**
 * Issue 29, "a player can merge two of their own spellings into one": beside the matchup table, where the player sees
 * their opponent decks row by row ("Garde", "gardevoir", "Ralts" as three rows), a dialog folds the chosen spellings
 * into one name — an archetype's (suggested first) or any name they type. Every match of theirs with one of those
 * spellings is renamed, not only those the filters show (the dialog says so).
 */
export function MergeOpponentDecks({ names }: { names: readonly string[] }) {
  const [opened, setOpened] = useState(false);
  const [from, setFrom] = useState<string[]>([]);
  const [into, setInto] = useState('');
  const [errors, setErrors] = useState<{ from?: string; into?: string }>({});
  const rules = useArchetypeRules();
  const merge = useMergeOpponentDecks();
  const spellings = useMemo(() => [...new Set(names)], [names]);
  const targets = useMemo(() => {
    const archetypes = rules.map((r) => r.name);
    const taken = new Set(archetypes.map((n) => n.toLowerCase()));
    return [...archetypes, ...from.filter((n) => !taken.has(n.toLowerCase()))];
  }, [rules, from]);

  if (spellings.length === 0) return null;

  const close = () => {
    setOpened(false);
    setFrom([]);
    setInto('');
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = opponentDeckMergeSchema.safeParse({ from, into });
    if (!parsed.success) {
      const found: { from?: string; into?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'from' ? 'from' : 'into';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    merge.mutate(parsed.data, {
      onSuccess: ({ updated }) => {
        notify.success(`${updated} ${updated === 1 ? 'match' : 'matches'} now against ${parsed.data.into}`);
        close();
      },
      onError: () => notify.error(MERGE_OPPONENT_DECKS_ERROR),
    });
  };

  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={() => setOpened(true)}>
        Merge opponent decks
      </Button>
      <Modal opened={opened} onClose={close} title="Merge opponent decks" centered radius="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Every one of your matches against these decks is renamed, including those outside the current filters.
              Nobody else&apos;s matches change.
            </Text>
            <MultiSelect
              label="Opponent decks to merge"
              data={spellings}
              value={from}
              onChange={(value) => setFrom(value)}
              maxValues={OPPONENT_DECK_MERGE_MAX}
              searchable
              error={errors.from}
            />
            <Autocomplete
              label="Merge into"
              placeholder="e.g. Gardevoir ex"
              data={targets}
              value={into}
              onChange={setInto}
              maxLength={100}
              limit={8}
              error={errors.into}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={merge.isPending}>
                Merge
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
