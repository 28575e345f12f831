import type { Availability, PokemonSummary } from '@trainerlog/core';
import type { ModdedDex as Dex, Species } from '@pkmn/dex';
import { searchable, searchKey, type Searchable } from './search.ts';

/**
 * Showdown's made-up entries: Create-A-Pokémon, Pokéstar Studios props, MissingNo. Everything else — current, past
 * (Megas, Gigantamax, Let's Go starters) and future (Legends: Z-A Megas) — is a real species or forme.
 */
const FAKE = new Set(['CAP', 'Custom']);

export function availabilityOf(isNonstandard: string | null): Availability {
  if (!isNonstandard) return 'current';
  return isNonstandard === 'Future' ? 'future' : 'past';
}

export interface SpeciesEntry extends Searchable {
  summary: PokemonSummary;
  species: Species;
}

export interface SpeciesIndex {
  /** National Dex order, every species followed by its formes in the species' forme order. */
  entries: SpeciesEntry[];
  byId: Map<string, SpeciesEntry>;
  /** The species itself (base forme) per National Dex number. */
  byNumber: Map<number, SpeciesEntry>;
}

const isReal = (species: Species) => species.exists && species.num > 0 && !FAKE.has(species.isNonstandard ?? '');

/** Where a forme sits among its species' formes; formes the order does not list come last, by name. */
function formePosition(species: Species, base: Species | undefined): number {
  const position = base?.formeOrder?.indexOf(species.name) ?? -1;
  return position === -1 ? Number.MAX_SAFE_INTEGER : position;
}

export function buildSpeciesIndex(dex: Dex, imageUrl: (num: number, forme: string) => string): SpeciesIndex {
  const all = dex.species.all().filter(isReal);
  const position = new Map(
    all.map((species) => [
      species.id,
      species.forme ? formePosition(species, dex.species.get(species.baseSpecies)) : -1,
    ]),
  );
  all.sort((a, b) => a.num - b.num || position.get(a.id)! - position.get(b.id)! || a.name.localeCompare(b.name, 'en'));
  const entries = all.map((species, order): SpeciesEntry => {
    const summary: PokemonSummary = {
      id: species.id,
      // Showdown spells some names decomposed (Flabébé); answers use the composed form people type and compare.
      name: species.name.normalize('NFC'),
      num: species.num,
      types: [...species.types],
      baseStats: { ...species.baseStats },
      baseSpecies: species.baseSpecies.normalize('NFC'),
      forme: species.forme.normalize('NFC'),
      imageUrl: imageUrl(species.num, species.forme),
      availability: availabilityOf(species.isNonstandard),
    };
    return { ...searchable(species.name, species.num, order), summary, species };
  });
  const byNumber = new Map<number, SpeciesEntry>();
  for (const entry of entries) if (!entry.species.forme && !byNumber.has(entry.num)) byNumber.set(entry.num, entry);
  return { entries, byId: new Map(entries.map((entry) => [entry.summary.id, entry])), byNumber };
}

/**
 * A species or forme by Showdown id, name or National Dex number; Showdown's own aliases too ("Lando-T"), but only
 * ever an entry of the index, so a fake species stays unknown.
 */
export function findSpecies(index: SpeciesIndex, dex: Dex, nameOrId: string): SpeciesEntry | undefined {
  const trimmed = nameOrId.trim();
  if (/^\d+$/.test(trimmed)) return index.byNumber.get(Number(trimmed));
  const key = searchKey(trimmed);
  if (!key) return undefined;
  const direct = index.byId.get(key);
  if (direct) return direct;
  const viaAlias = dex.species.get(trimmed);
  return viaAlias.exists ? index.byId.get(viaAlias.id) : undefined;
}
