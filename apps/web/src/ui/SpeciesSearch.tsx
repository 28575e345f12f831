import type { PokemonSummary } from '@trainerlog/core';
import { Autocomplete, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { usePokemonSearch } from '../data/usePokedex.ts';
import { Sprite } from './Sprite.tsx';

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

/** A Pokédex search result as an option: sprite, name and types. */
export function SpeciesOption({ pokemon }: { pokemon: PokemonSummary }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Sprite slug={pokemon.imageUrl} name={pokemon.name} number={pokemon.num} size="small" alt="" />
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {pokemon.name}
        </Text>
        <Group gap={4}>
          {pokemon.types.map((type) => (
            <Badge key={type} size="xs" variant="light" color="gray">
              {type}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Group>
  );
}
