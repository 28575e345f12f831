/**
 * The rules a VGC format puts on a team, said in words with the Pokémon that break them (issue 28: "the import tells
 * in words which rule is broken and by which Pokémon"), for the team import, the team builder and the match form to
 * show as soon as a team and its format are known.
 *
 * Decisions:
 * - Four rules: the restricted limit of the format's regulation (`restrictedLimits.ts`, the admin-maintained list),
 *   the regulation's banned Pokémon (the regulation list's `bannedPokemon`, admin-maintained: issue 29),
 *   the Species Clause (one Pokémon per National Pokédex species: `Calyrex-Shadow` and `Calyrex-Ice` are both
 *   Calyrex, `Urshifu` and `Urshifu-Rapid-Strike` both Urshifu) and the Item Clause (no two Pokémon hold the same
 *   item, ignoring case). All VGC formats since 2009 use both clauses.
 * - The clauses are checked only when the format is a VGC one: a regulation the restricted table reads, or a text
 *   naming VGC (`gen9vgc2025regg`, "[Gen 8] VGC 2022"). A blank or other format (a Showdown singles tier, "Casual")
 *   gets no clause check: a wrong warning on a real team teaches players to ignore warnings.
 * - These are findings, not refusals: a team is a draft and may be saved while it breaks them (the server keeps its
 *   own validation). The VGC match form refuses only the restricted limit, as the server does.
 */
import { baseSpeciesName } from './pokemonNames.ts';
import type { FormatRegulation } from './formatMechanics.ts';
import { BUILT_IN_REGULATIONS } from './regulations.ts';
import {
  bannedPokemonProblem,
  restrictedLimitOfFormat,
  restrictedLimitProblem,
  restrictedSpeciesOf,
} from './restrictedLimits.ts';

export type TeamRule = 'restricted' | 'banned' | 'species' | 'item';

export interface TeamRuleProblem {
  rule: TeamRule;
  /** The problem in words, naming the Pokémon: "Item Clause: Flutter Mane and Iron Bundle both hold Booster Energy". */
  message: string;
  /** The Pokémon that break the rule, as written on the team. */
  pokemon: string[];
}

/** What the rules read of a team Pokémon: its species and, when known, its held item. */
export interface RuleCheckedPokemon {
  species: string;
  item?: string | null;
}

/** Whether the format is a VGC one, whose Species and Item Clauses apply (see header). */
export function isVgcFormat(format: string, regulations: readonly FormatRegulation[] = BUILT_IN_REGULATIONS): boolean {
  const text = String(format ?? '');
  return restrictedLimitOfFormat(text, regulations) !== null || /vgc/i.test(text);
}

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Entries of `pokemon` grouped by `keyOf` (skipping empty keys), only the groups of two or more, in team order. */
function sharedGroups(pokemon: readonly RuleCheckedPokemon[], keyOf: (p: RuleCheckedPokemon) => string) {
  const groups = new Map<string, RuleCheckedPokemon[]>();
  for (const p of pokemon) {
    const key = keyOf(p);
    if (key === '') continue;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/**
 * Every format rule the team breaks, in the order restricted limit, banned Pokémon, Species Clause, Item Clause (see
 * header). `regulations` is the server's list when known, else the built-in one.
 */
export function teamFormatProblems(
  format: string,
  pokemon: readonly RuleCheckedPokemon[],
  isRestricted: (name: string) => boolean,
  regulations: readonly FormatRegulation[] = BUILT_IN_REGULATIONS,
): TeamRuleProblem[] {
  const team = pokemon.filter((p) => String(p.species ?? '').trim() !== '');
  const species = team.map((p) => p.species.trim());
  const problems: TeamRuleProblem[] = [];
  const restricted = restrictedLimitProblem(format, species, isRestricted, regulations);
  if (restricted) {
    problems.push({ rule: 'restricted', message: restricted, pokemon: restrictedSpeciesOf(species, isRestricted) });
  }
  const banned = bannedPokemonProblem(format, species, regulations);
  if (banned) problems.push({ rule: 'banned', ...banned });
  if (!isVgcFormat(format, regulations)) return problems;
  for (const group of sharedGroups(team, (p) => baseSpeciesName(p.species.trim()).toLowerCase())) {
    const names = group.map((p) => p.species.trim());
    const base = baseSpeciesName(names[0]!);
    problems.push({
      rule: 'species',
      message: `Species Clause: ${listOf(names)} are ${names.length === 2 ? 'both' : 'all'} ${base}; a team holds one of each species`,
      pokemon: names,
    });
  }
  for (const group of sharedGroups(team, (p) =>
    String(p.item ?? '')
      .trim()
      .toLowerCase(),
  )) {
    const names = group.map((p) => p.species.trim());
    const item = String(group[0]!.item).trim();
    problems.push({
      rule: 'item',
      message: `Item Clause: ${listOf(names)} ${names.length === 2 ? 'both' : 'all'} hold ${item}; no two Pokémon may hold the same item`,
      pokemon: names,
    });
  }
  return problems;
}
