import { Autocomplete, Loader } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { usePokemonSearch } from '../../data/shared/usePokedex.ts';
import { SpeciesOption } from '../../ui/SpeciesOption.tsx';

interface SpeciesSearchProps {
  label: string;
  value: string;
  error?: string;
  /** A note under the box that is not an error (a name the Pokédex does not know is still saved). */
  hint?: string;
  onChange(species: string): void;
}

/**
 * The species box: typed text searches the Pokédex (ranked by the server, so the list keeps its order) and each
 * suggestion shows its sprite and types. Free text stays allowed: a brand-new species must never block a save.
 */
export function SpeciesSearch({ label, value, error, hint, onChange }: SpeciesSearchProps) {
  const search = usePokemonSearch(value);
  const results = useMemo(() => search.data?.results ?? [], [search.data]);
  const byName = useMemo(() => new Map(results.map((r) => [r.name, r])), [results]);

  return (
    <Autocomplete
      label={label}
      placeholder="Search Pokémon"
      required
      value={value}
      onChange={onChange}
      data={value.trim() === '' ? [] : results.map((r) => r.name)}
      filter={({ options }) => options}
      limit={10}
      error={error}
      description={hint}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      leftSection={<IconSearch size={16} />}
      rightSection={search.isFetching ? <Loader size={14} /> : null}
      renderOption={({ option }) => {
        const found = byName.get(option.value);
        return found ? <SpeciesOption pokemon={found} /> : option.value;
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
