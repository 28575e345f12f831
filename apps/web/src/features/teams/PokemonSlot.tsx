import { NATURES, STAT_KEYS, STAT_LABELS, TERA_TYPES, type Nature } from '@trainerlog/core';
import {
  ActionIcon,
  Autocomplete,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useHeldItems, useNatures, usePokemonDetail } from '../../data/shared/usePokedex.ts';
import { Sprite } from '../../ui/Sprite.tsx';
import { SpeciesSearch } from '../../widgets/pokemonPickers/index.ts';
import { StatPointsSpread } from './StatPointsSpread.tsx';
import { StatSpread } from './StatSpread.tsx';
import type { SlotDraft, TeamFormErrors } from './teamForm.ts';

interface PokemonSlotProps {
  index: number;
  slot: SlotDraft;
  errors: TeamFormErrors;
  /** The team's format is a Pokémon Champions one: stat points in place of EVs and IVs (issue 29). */
  champions?: boolean;
  onChange(patch: Partial<SlotDraft>): void;
  onRemove(): void;
}

const SPECIES_SETTLE_MS = 400;

/** `Adamant (+Atk, −SpA)`; neutral natures by name only. */
function natureLabel(name: string, natures: Map<string, Nature>): string {
  const nature = natures.get(name);
  if (!nature?.plus || !nature.minus) return name;
  return `${name} (+${STAT_LABELS[nature.plus]}, −${STAT_LABELS[nature.minus]})`;
}

/** Keeps a value the list does not have (an imported or older set) selectable instead of silently blanking it. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/** One Pokémon of the team: species, then its set. Abilities and moves come from the chosen species. */
export function PokemonSlot({ index, slot, errors, champions = false, onChange, onRemove }: PokemonSlotProps) {
  const owner = `Slot ${index + 1}`;
  const err = (field: string) => errors[`pokemon.${index}.${field}`];
  // Looked up once typing pauses: a half-typed name is not a species, and would flash 'Not in the Pokédex'.
  const [settledSpecies] = useDebouncedValue(slot.species, SPECIES_SETTLE_MS);
  const detail = usePokemonDetail(settledSpecies);
  const items = useHeldItems();
  const natures = useNatures();

  const itemNames = useMemo(() => (items.data ?? []).map((item) => item.name), [items.data]);
  const natureByName = useMemo(() => new Map((natures.data ?? []).map((n) => [n.name, n])), [natures.data]);
  const abilities = withCurrent(detail.data?.abilities ?? [], slot.ability);
  const learnable = detail.data?.moves ?? [];
  const speciesUnknown = settledSpecies === slot.species && slot.species.trim() !== '' && detail.isError;

  return (
    <Card withBorder radius="lg" padding="md" data-testid="team-slot" aria-label={owner} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {slot.species.trim() ? (
              <Sprite
                slug={detail.data?.imageUrl}
                name={slot.species}
                number={detail.data?.num}
                size="medium"
                alt={slot.species}
              />
            ) : null}
            <Text fw={700}>{owner}</Text>
          </Group>
          <Tooltip label={`Remove ${slot.species.trim() || owner}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${slot.species.trim() || owner}`}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>

        <SpeciesSearch
          label={`${owner} species`}
          value={slot.species}
          error={err('species')}
          hint={speciesUnknown ? 'Not found in the Pokédex' : undefined}
          onChange={(species) => onChange({ species })}
        />

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Nickname"
            value={slot.nickname}
            error={err('nickname')}
            onChange={(e) => onChange({ nickname: e.currentTarget.value })}
          />
          <Autocomplete
            label="Item"
            placeholder="No item"
            data={itemNames}
            limit={20}
            value={slot.item}
            error={err('item')}
            onChange={(item) => onChange({ item })}
          />
          <Select
            label="Ability"
            placeholder={detail.isPending && slot.species.trim() ? 'Loading…' : 'Choose an ability'}
            data={abilities}
            value={slot.ability || null}
            clearable
            error={err('ability')}
            onChange={(ability) => onChange({ ability: ability ?? '' })}
          />
          {champions && !slot.teraType ? null : (
            // Pokémon Champions has no Terastallization: the field is left out unless a set already holds a type.
            <Select
              label="Tera Type"
              placeholder="None"
              data={[...TERA_TYPES]}
              value={slot.teraType || null}
              clearable
              searchable
              error={err('teraType')}
              onChange={(teraType) => onChange({ teraType: (teraType ?? '') as SlotDraft['teraType'] })}
            />
          )}
          <Select
            label="Nature"
            placeholder="None"
            data={NATURES.map((name) => ({ value: name, label: natureLabel(name, natureByName) }))}
            value={slot.nature || null}
            clearable
            searchable
            error={err('nature')}
            onChange={(nature) => onChange({ nature: (nature ?? '') as SlotDraft['nature'] })}
          />
          <NumberInput
            label="Level"
            min={1}
            max={100}
            allowDecimal={false}
            value={slot.level}
            error={err('level')}
            onChange={(level) => onChange({ level })}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {slot.moves.map((move, moveIndex) => (
            <Autocomplete
              key={moveIndex}
              label={`Move ${moveIndex + 1}`}
              aria-label={`${owner} move ${moveIndex + 1}`}
              data={learnable}
              limit={20}
              value={move}
              onChange={(value) => onChange({ moves: slot.moves.map((m, i) => (i === moveIndex ? value : m)) })}
            />
          ))}
        </SimpleGrid>
        {err('moves') ? (
          <Text size="xs" c="red">
            {err('moves')}
          </Text>
        ) : null}

        {champions ? (
          <StatPointsSpread
            owner={owner}
            statPoints={slot.statPoints}
            error={err('statPoints')}
            onChange={(statPoints) => onChange({ statPoints })}
          />
        ) : (
          <>
            <StatSpread
              owner={owner}
              evs={slot.evs}
              ivs={slot.ivs}
              evError={err('evs')}
              ivError={err('ivs')}
              onChange={(change) => onChange(change)}
            />
            {slot.statPoints ? (
              // Stat points of a pasted Champions set in a team whose format names no Champions regulation: kept and
              // exported as they are; a Champions format makes them editable.
              <Text size="sm" c="dimmed" data-testid="stat-points">
                Stat points:{' '}
                {STAT_KEYS.filter((stat) => slot.statPoints![stat] > 0)
                  .map((stat) => `${slot.statPoints![stat]} ${STAT_LABELS[stat]}`)
                  .join(' / ') || 'none'}{' '}
                (set a Pokémon Champions format to edit them)
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
