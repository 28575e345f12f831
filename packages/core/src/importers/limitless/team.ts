/**
 * Limitless VGC team lists (issue 15, "VGC tournaments too (standings carry teams) — import them as VGC matches and a
 * team"): the Pokémon as the review shows them, the team a new one is saved as, and which saved team is the list.
 *
 * Definitions:
 * - Species: the Showdown name `@pkmn/dex` gives Limitless's species id (`urshifu-rapid-strike` →
 *   `Urshifu-Rapid-Strike`, `calyrex-shadow-rider` → `Calyrex-Shadow`), else the one it gives the display name, else
 *   the display name as sent — the spelling teams and matches use (`rules/pokemonNames.ts` compares them).
 * - Tera type: one of `TERA_TYPES` in any letter case, else empty (a Limitless value we do not know is not stored).
 *   Moves: the first four non-empty ones. Texts are cut to the team schema's limits rather than refused.
 * - The saved team a list is: the one sharing most species with it, from 4 of 6 (`showdownTeamOverlap` of the replay
 *   import, which compares by Showdown id and lets a bare species match its formes); ties go to the first team in the
 *   caller's order. Without one, the caller's active team, when it is among the teams.
 */
import { Dex } from '@pkmn/dex';
import {
  TEAM_FORMAT_MAX_LENGTH,
  TEAM_MAX_MOVES,
  TEAM_MOVE_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  TEAM_SPECIES_MAX_LENGTH,
  TEAM_TEXT_MAX_LENGTH,
  TERA_TYPES,
  emptyTeamPokemon,
  teamInputSchema,
  type TeamInput,
} from '../../schemas/teams.ts';
import { POKEMON_NAME_MAX_LENGTH, VGC_TEAM_MAX } from '../../schemas/vgcMatches.ts';
import type { LimitlessListOffer } from '../../schemas/limitless.ts';
import { SHOWDOWN_TEAM_MIN_OVERLAP, showdownTeamOverlap } from '../showdown/teamMatch.ts';
import type { LimitlessUpstreamVgcPokemon } from './types.ts';

export type LimitlessTeamPokemon = LimitlessListOffer['pokemon'][number];

const cut = (text: string, max: number) => text.trim().slice(0, max).trim();

function dexSpecies(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    const species = Dex.species.get(text);
    return species?.exists ? species.name : null;
  } catch {
    return null;
  }
}

/** The species name of one Limitless team entry (see header). */
export function limitlessSpeciesName(pokemon: Pick<LimitlessUpstreamVgcPokemon, 'id' | 'name'>): string {
  return cut(dexSpecies(pokemon.id) ?? dexSpecies(pokemon.name) ?? pokemon.name, TEAM_SPECIES_MAX_LENGTH);
}

function teraTypeOf(tera: string): string {
  const wanted = tera.trim().toLowerCase();
  return TERA_TYPES.find((type) => type.toLowerCase() === wanted) ?? '';
}

/** A Limitless team list as the review shows it, at most six Pokémon (see header). */
export function limitlessTeamPokemon(list: readonly LimitlessUpstreamVgcPokemon[]): LimitlessTeamPokemon[] {
  return list
    .map((pokemon) => ({
      species: limitlessSpeciesName(pokemon),
      item: cut(pokemon.item, TEAM_TEXT_MAX_LENGTH),
      ability: cut(pokemon.ability, TEAM_TEXT_MAX_LENGTH),
      tera: teraTypeOf(pokemon.tera),
      moves: pokemon.attacks
        .map((move) => cut(move, TEAM_MOVE_MAX_LENGTH))
        .filter((move) => move !== '')
        .slice(0, TEAM_MAX_MOVES),
    }))
    .filter((pokemon) => pokemon.species !== '')
    .slice(0, VGC_TEAM_MAX);
}

/**
 * Species as a VGC match holds a team: non-empty, at most POKEMON_NAME_MAX_LENGTH, each once ignoring case, at most
 * six — so a team list never fails the match schema.
 */
export function matchTeamSpecies(species: readonly string[]): string[] {
  const kept: string[] = [];
  for (const name of species) {
    const trimmed = cut(name, POKEMON_NAME_MAX_LENGTH);
    if (trimmed !== '' && !kept.some((k) => k.toLowerCase() === trimmed.toLowerCase())) kept.push(trimmed);
  }
  return kept.slice(0, VGC_TEAM_MAX);
}

/** The team a list is saved as: its Pokémon with species, item, ability, Tera type and moves. */
export function limitlessTeamInput(
  name: string,
  format: string | null,
  pokemon: readonly LimitlessTeamPokemon[],
): TeamInput {
  const team = {
    name: cut(name, TEAM_NAME_MAX_LENGTH),
    format: cut(format ?? '', TEAM_FORMAT_MAX_LENGTH),
    pokemon: pokemon.slice(0, VGC_TEAM_MAX).map((p) => ({
      ...emptyTeamPokemon(p.species),
      item: p.item,
      ability: p.ability,
      teraType: p.tera,
      moves: p.moves,
    })),
  };
  const parsed = teamInputSchema.safeParse(team);
  // Every field is cut to the schema's limits above; this keeps the species should something still not fit.
  return parsed.success
    ? parsed.data
    : { ...team, pokemon: pokemon.slice(0, VGC_TEAM_MAX).map((p) => emptyTeamPokemon(p.species)) };
}

export interface TeamForMatching {
  _id: string;
  name: string;
  species: readonly string[];
}

/** The saved team the species are (see header), else the active team, else null. */
export function limitlessTeamMatch<T extends TeamForMatching>(
  species: readonly string[],
  teams: readonly T[],
  activeTeamId: string | null,
): T | null {
  let best: { team: T; overlap: number } | null = null;
  if (species.length > 0) {
    for (const team of teams) {
      const overlap = showdownTeamOverlap(species, team.species);
      if (overlap >= SHOWDOWN_TEAM_MIN_OVERLAP && overlap > (best?.overlap ?? 0)) best = { team, overlap };
    }
  }
  return best?.team ?? teams.find((team) => team._id === activeTeamId) ?? null;
}
