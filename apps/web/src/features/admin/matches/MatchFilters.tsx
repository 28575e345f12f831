import type { AdminMatchGame, AdminMatchSource } from '@trainerlog/core';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { ADMIN_MATCH_SOURCE_LABEL, sourcesFor } from '../api/adminMatches.ts';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';

export interface MatchFilterValues {
  player: string;
  deck: string;
  opponent: string;
  from: string;
  to: string;
  source: AdminMatchSource | null;
}

export const NO_MATCH_FILTERS: MatchFilterValues = {
  player: '',
  deck: '',
  opponent: '',
  from: '',
  to: '',
  source: null,
};

interface MatchFiltersProps {
  game: AdminMatchGame;
  values: MatchFilterValues;
  onGame(game: AdminMatchGame): void;
  onChange(values: MatchFilterValues): void;
}

const ANY = 'any';

/** The game switch and the search fields: player, deck (team), opponent, date window and import source. */
export function MatchFilters({ game, values, onGame, onChange }: MatchFiltersProps) {
  const set = <K extends keyof MatchFilterValues>(key: K, value: MatchFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const text = (key: 'player' | 'deck' | 'opponent', label: string, placeholder: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={values[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );
  const filtered = JSON.stringify(values) !== JSON.stringify(NO_MATCH_FILTERS);
  return (
    <>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Game"
          value={game}
          onChange={(value) => onGame(value as AdminMatchGame)}
          data={[
            { value: 'tcg', label: 'TCG' },
            { value: 'vgc', label: 'VGC' },
          ]}
        />
        {filtered ? (
          <Button variant="subtle" size="xs" onClick={() => onChange(NO_MATCH_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
        {text('player', 'Player', 'Username')}
        {text('deck', game === 'tcg' ? 'Deck' : 'Team', game === 'tcg' ? 'The player’s deck' : 'The player’s team')}
        {text('opponent', 'Opponent', game === 'tcg' ? 'Opponent’s deck' : 'Name or Pokémon')}
        <TextInput
          label="From"
          type="date"
          value={values.from}
          onChange={(event) => set('from', event.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={values.to}
          onChange={(event) => set('to', event.currentTarget.value)}
        />
        <Select
          label="Source"
          data={[
            { value: ANY, label: 'Any source' },
            ...sourcesFor(game).map((source) => ({ value: source, label: ADMIN_MATCH_SOURCE_LABEL[source] })),
          ]}
          value={values.source ?? ANY}
          onChange={(value) => set('source', !value || value === ANY ? null : (value as AdminMatchSource))}
          allowDeselect={false}
        />
      </SimpleGrid>
    </>
  );
}
