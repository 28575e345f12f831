/**
 * The Pokémon data service (spec part 2 §7), answered offline from @pkmn/dex (Showdown's data) instead of PokeAPI.
 *
 * Decisions:
 * - Generation 9 data (the National Dex as Showdown knows it), minus Showdown's made-up entries (species-index.ts).
 * - Everything is built on first use and kept: the data only changes with a package upgrade, so the first request
 *   pays ~100 ms once and every later one is a lookup. Learnsets are loaded (a large module) on the first detail.
 * - Abilities: every real one ("No Ability" and Create-A-Pokémon ones left out). Items: everything a Pokémon can
 *   hold in battle, past ones (Mega Stones, Z-Crystals, Gems) and future ones (Legends: Z-A Mega Stones) kept and
 *   flagged by `availability`, for the formats that allow them; Poké Balls left out, nobody holds one to battle.
 * - Types: the 18 battle types, without "???" and Stellar (a Tera type only, see the core schema).
 * - `version` names the data behind every answer (both packages' versions and our answer format) for ETags.
 */
import { createRequire } from 'node:module';
import { Dex } from '@pkmn/dex';
import type { Ability, HeldItem, Nature, PokemonDetail, PokemonList, PokemonType, StatId } from '@trainerlog/core';
import { createSpriteService } from '../sprites/index.ts';
import { learnableMoves } from './learnsets.ts';
import { searchRanked } from './search.ts';
import { availabilityOf, buildSpeciesIndex, findSpecies, type SpeciesIndex } from './species-index.ts';
import { createSpriteUrls } from './sprite-urls.ts';

/** Bump when an answer's shape or content rules change, so browsers drop what they cached. */
const ANSWER_FORMAT = 2; // 2: Generation 9 image URLs are ours (/api/sprites/<slug>), not the public repository.

export type PokedexService = ReturnType<typeof createPokedexService>;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  return (require(`${name}/package.json`) as { version: string }).version;
}

export interface PokedexServiceOptions {
  /** The slugs our sprite route serves; defaults to pokesprite's box sprites. */
  spriteSlugs?: () => Promise<string[]>;
}

export function createPokedexService({
  spriteSlugs = () => createSpriteService().slugs(),
}: PokedexServiceOptions = {}) {
  const dex = Dex.forGen(9);
  let speciesIndex: Promise<SpeciesIndex> | undefined;
  const species = () =>
    (speciesIndex ??= spriteSlugs().then((slugs) => buildSpeciesIndex(dex, createSpriteUrls(new Set(slugs)))));

  let abilities: Ability[] | undefined;
  let items: HeldItem[] | undefined;
  let types: PokemonType[] | undefined;
  let natures: Nature[] | undefined;

  return {
    version: `pkmn-dex@${packageVersion('@pkmn/dex')}+pokesprite@${packageVersion('pokesprite-images')}+${ANSWER_FORMAT}`,

    /** Every species and forme in National Dex order, or those matching `search`, best first; `limit` at most. */
    async list(search: string, limit: number): Promise<PokemonList> {
      const { entries } = await species();
      const matches = search ? searchRanked(entries, search) : entries;
      return { total: matches.length, results: matches.slice(0, limit).map((entry) => entry.summary) };
    },

    /** One species or forme by Showdown id, name or National Dex number, or null. */
    async get(nameOrId: string): Promise<PokemonDetail | null> {
      const entry = findSpecies(await species(), dex, nameOrId);
      if (!entry) return null;
      const abilityNames = Object.values(entry.species.abilities).filter((name): name is string => Boolean(name));
      return {
        ...entry.summary,
        abilities: [...new Set(abilityNames)],
        moves: await learnableMoves(dex, entry.species),
        sprites: { front_default: entry.summary.imageUrl },
      };
    },

    /**
     * The Pokédex spelling of a species or forme name ("urshifu-rapid-strike", "Lando-T"), or null when unknown.
     * Names only: a team member called "25" is a typo, not Pikachu.
     */
    async speciesName(name: string): Promise<string | null> {
      if (/^\s*\d+\s*$/.test(name)) return null;
      return findSpecies(await species(), dex, name)?.summary.name ?? null;
    },

    abilities(): Ability[] {
      return (abilities ??= dex.abilities
        .all()
        .filter((ability) => ability.exists && ability.num > 0 && ability.isNonstandard !== 'CAP')
        .map((ability) => ({
          id: ability.id,
          name: ability.name,
          description: ability.shortDesc || ability.desc,
          availability: availabilityOf(ability.isNonstandard),
        }))
        .sort(byName));
    },

    items(): HeldItem[] {
      return (items ??= dex.items
        .all()
        .filter((item) => item.exists && !item.isPokeball && item.isNonstandard !== 'CAP')
        .map((item) => ({
          id: item.id,
          name: item.name,
          description: item.shortDesc || item.desc,
          availability: availabilityOf(item.isNonstandard),
        }))
        .sort(byName));
    },

    types(): PokemonType[] {
      return (types ??= dex.types
        .all()
        .filter((type) => type.exists && !type.isNonstandard && type.name !== 'Stellar' && type.name !== '???')
        .map((type) => ({ id: type.id, name: type.name }))
        .sort(byName));
    },

    natures(): Nature[] {
      return (natures ??= dex.natures
        .all()
        .map((nature) => ({
          id: nature.id,
          name: nature.name,
          plus: (nature.plus as StatId | undefined) ?? null,
          minus: (nature.minus as StatId | undefined) ?? null,
        }))
        .sort(byName));
    },
  };
}
