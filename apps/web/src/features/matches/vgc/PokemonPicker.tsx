import type { PokemonSummary } from '@trainerlog/core';
import { Badge, CloseButton, Combobox, Group, Input, Loader, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { pokemonSearchQuery, usePokemonSearch } from '../../../data/shared/usePokedex.ts';
import { SpeciesOption } from '../../../ui/SpeciesOption.tsx';
import { Sprite, type SpriteSide } from '../../../ui/Sprite.tsx';

interface PokemonPickerProps {
  label: string;
  /** The chosen species, in order. */
  value: string[];
  onChange(names: string[]): void;
  max: number;
  side: SpriteSide;
  description?: string;
  error?: string;
  withAsterisk?: boolean;
  autoFocus?: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The result Enter takes for typed text: the best-ranked one when it starts a word of its name, else none. */
export function bestSpeciesMatch(results: readonly Pick<PokemonSummary, 'name'>[], typed: string) {
  const text = typed.trim().toLowerCase();
  if (text === '') return null;
  return (
    results.find((r) => same(r.name, text)) ??
    results.find((r) =>
      r.name
        .toLowerCase()
        .split(/[\s-]+/)
        .some((word) => word.startsWith(text)),
    ) ??
    results.find((r) => r.name.toLowerCase().startsWith(text)) ??
    null
  );
}

/**
 * Up to `max` species chosen one by one with the Pokédex search, shown as sprites that can be removed. Keyboard
 * first: type a few letters and press Enter to add the best match (the search is asked at once if its debounced
 * answer has not come yet); arrows pick another suggestion; Backspace in the empty box removes the last one. A name
 * the Pokédex does not know is added as typed, so a brand-new species never blocks a match (offline too).
 */
export function PokemonPicker({
  label,
  value,
  onChange,
  max,
  side,
  description,
  error,
  withAsterisk,
  autoFocus,
}: PokemonPickerProps) {
  const queryClient = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const query = usePokemonSearch(search);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const full = value.length >= max;

  const results = useMemo(
    () => (query.data?.results ?? []).filter((r) => !value.some((name) => same(name, r.name))),
    [query.data, value],
  );

  // A fresh answer for the typed text: its best result is ready for Enter. Stale answers shown meanwhile are not.
  useEffect(() => {
    if (query.isPlaceholderData || search.trim() === '') return;
    combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new answer arrives
  }, [query.data, query.isPlaceholderData]);

  const add = (name: string) => {
    const { value: current, onChange: change } = latest.current;
    const trimmed = name.trim();
    if (trimmed === '' || current.length >= max || current.some((n) => same(n, trimmed))) return;
    change([...current, trimmed]);
  };

  const clearSearch = () => {
    setSearch('');
    combobox.closeDropdown();
  };

  /** Enter before the suggestions came: ask for this exact text, then take its best match or the text itself. */
  const addTyped = async (typed: string) => {
    clearSearch();
    let name = typed;
    try {
      const answer = await queryClient.fetchQuery(pokemonSearchQuery(typed));
      name = bestSpeciesMatch(answer.results, typed)?.name ?? typed;
    } catch {
      // Offline or the service failed: the typed name is kept as it is.
    }
    add(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && search === '' && value.length > 0) {
      onChange(value.slice(0, -1));
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || search.trim() === '') return;
    // A highlighted suggestion is taken by the combobox itself.
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    event.preventDefault();
    void addTyped(search.trim());
  };

  const inputId = useId();
  const chosen =
    value.length > 0 ? (
      <PokemonChips names={value} side={side} onRemove={(name) => onChange(value.filter((n) => n !== name))} />
    ) : null;

  // The chosen Pokémon come before the search box, so Tab goes from the box straight to the next field.
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      id={inputId}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <div style={{ marginTop: description ? 4 : 0 }}>
        {chosen}
        <Combobox
          store={combobox}
          onOptionSubmit={(name) => {
            add(name);
            clearSearch();
          }}
          withinPortal
        >
          <Combobox.Target>
            <TextInput
              id={inputId}
              placeholder={full ? `All ${max} listed` : 'Search Pokémon, Enter to add'}
              disabled={full}
              value={search}
              autoFocus={autoFocus}
              error={!!error}
              aria-describedby={undefined}
              leftSection={<IconSearch size={16} />}
              rightSection={query.isFetching && search.trim() ? <Loader size={14} /> : null}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setSearch(next);
                combobox.resetSelectedOption();
                if (next.trim() === '') combobox.closeDropdown();
                else combobox.openDropdown();
              }}
              onBlur={() => combobox.closeDropdown()}
              onKeyDown={onKeyDown}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={search.trim() === '' || results.length === 0}>
            <Combobox.Options>
              {results.map((pokemon) => (
                <Combobox.Option value={pokemon.name} key={pokemon.name}>
                  <SpeciesOption pokemon={pokemon} />
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
      </div>
    </Input.Wrapper>
  );
}

/** Chosen Pokémon as sprite chips, each with a remove button when `onRemove` is given. */
export function PokemonChips({
  names,
  side,
  onRemove,
}: {
  names: readonly string[];
  side: SpriteSide;
  onRemove?(name: string): void;
}) {
  return (
    <Group gap={6} mb={6}>
      {names.map((name) => (
        <Badge
          key={name}
          size="xl"
          radius="sm"
          variant="default"
          tt="none"
          fw={500}
          pl={2}
          pr={onRemove ? 4 : 10}
          leftSection={<Sprite name={name} side={side} size="small" alt="" style={{ width: 28, height: 28 }} />}
          rightSection={
            onRemove ? <CloseButton size="xs" aria-label={`Remove ${name}`} onClick={() => onRemove(name)} /> : null
          }
        >
          {name}
        </Badge>
      ))}
    </Group>
  );
}
