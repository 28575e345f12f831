/**
 * Which Pokémon of a VGC match are restricted legendaries (spec part 1 §2 "a crown on restricted Pokemon", §3 VGC
 * match `restrictedPokemon`: a list of name and team, player or opponent). The list itself comes from
 * GET /api/restricted-pokemon (Pokédex spellings such as `Calyrex-Shadow`, `Zacian-Crowned`, `Koraidon`).
 *
 * Decisions:
 * - Names compare ignoring letter case, accents, apostrophe shapes and spaces versus hyphens, so `calyrex shadow`
 *   matches `Calyrex-Shadow`.
 * - A listed species covers all its formes: with `Zacian` listed, `Zacian-Crowned` (and Showdown's team-preview
 *   `Zacian-*`) is restricted, by `baseSpeciesName`. A listed forme covers only itself: with only `Calyrex-Shadow`
 *   listed, plain `Calyrex` and `Calyrex-Ice` are not. Rules restrict species, and admins who need a single forme
 *   can list just that forme.
 * - `restrictedOnTeams` reads each side's team, then the Pokémon that side led or brought in any game. The games add
 *   names only where the team was not recorded (closed team sheets: the opponent's team may be empty), because the
 *   match schema keeps brought Pokémon within a known team. Each Pokémon is named once per side, as first written.
 */
import { baseSpeciesName, pokemonNameList } from './pokemonNames.ts';

export type RestrictedTeam = 'player' | 'opponent';

export interface RestrictedOnTeam {
  name: string;
  team: RestrictedTeam;
}

/** Comparison form: no accents, one apostrophe shape, spaces and hyphens alike, lower case. */
function restrictedKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** A test for one list, built once: what a screen of cards calls for every sprite. */
export function restrictedPokemonMatcher(list: readonly string[]): (name: string) => boolean {
  const keys = new Set(list.map(restrictedKey).filter((key) => key !== ''));
  if (keys.size === 0) return () => false;
  return (name: string) => {
    const key = restrictedKey(String(name ?? ''));
    if (key === '') return false;
    return keys.has(key) || keys.has(restrictedKey(baseSpeciesName(name)));
  };
}

/** True when `name` is on the restricted list, itself or as a forme of a listed species (see header). */
export function isRestrictedPokemon(name: string, list: readonly string[]): boolean {
  return restrictedPokemonMatcher(list)(name);
}

interface GameSides {
  leadPokemon?: readonly string[] | null;
  opponentLeadPokemon?: readonly string[] | null;
  broughtPokemon?: readonly string[] | null;
  opponentBroughtPokemon?: readonly string[] | null;
}

export interface TeamsOfMatch {
  playerTeam?: string | readonly string[] | null;
  opponentTeam?: string | readonly string[] | null;
  games?: readonly GameSides[] | null;
}

/** The match's `restrictedPokemon`: the restricted Pokémon each side had, player first (see header). */
export function restrictedOnTeams(
  match: TeamsOfMatch,
  list: readonly string[] | ((name: string) => boolean),
): RestrictedOnTeam[] {
  const isRestricted = typeof list === 'function' ? list : restrictedPokemonMatcher(list);
  const games = match.games ?? [];
  const sides: [RestrictedTeam, string[]][] = [
    [
      'player',
      [
        ...pokemonNameList(match.playerTeam),
        ...games.flatMap((g) => [...(g?.leadPokemon ?? []), ...(g?.broughtPokemon ?? [])]),
      ],
    ],
    [
      'opponent',
      [
        ...pokemonNameList(match.opponentTeam),
        ...games.flatMap((g) => [...(g?.opponentLeadPokemon ?? []), ...(g?.opponentBroughtPokemon ?? [])]),
      ],
    ],
  ];
  const found: RestrictedOnTeam[] = [];
  for (const [team, names] of sides) {
    const seen = new Set<string>();
    for (const raw of names) {
      const name = String(raw ?? '').trim();
      const key = restrictedKey(name);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      if (isRestricted(name)) found.push({ name, team });
    }
  }
  return found;
}
