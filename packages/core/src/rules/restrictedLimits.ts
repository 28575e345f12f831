/**
 * How many restricted Pokémon a team may hold in the format it is played in (issue 5: the restricted list is "used
 * for the crowns and for validating formats that allow a limited number of restricted Pokémon"). Teams and VGC
 * matches keep the format as free text ("Regulation G", "VGC 2025 Reg G", Showdown's `gen9vgc2025regg`,
 * "[Gen 9] VGC 2024 Reg H (Bo3)"), so the regulation is read from that text.
 *
 * Decisions:
 * - The regulation is the one `formatMechanic` reads (a listed Showdown id, or a code after "Reg"), its limit the
 *   regulation list's `restrictedLimit` (admin-editable; null: not checked). The ambiguity rules below still apply.
 * - Scarlet & Violet sets are named "Regulation X", "Reg X", "Reg. X", "RegX",
 *   "Regulation Set X", and Showdown ids (`gen9vgc2025regg`, `gen9vgc2023regulationc`, with `bo3`), whatever the
 *   letter case, around any other words ("VGC 2025", "Bo3", "[Gen 9]", "ladder"). A text naming two regulations
 *   ("Reg G/H"), another generation ("[Gen 8] …") or a regulation whose limit is not in the table gives null: no
 *   check. A wrong refusal would stop a player logging a real match, so the check never guesses.
 * - Restricted Pokémon are counted by species: `Calyrex-Shadow` and `Calyrex-Ice` on one team are one restricted
 *   Pokémon (a team cannot hold two of a species anyway), named as first written. What is restricted is the
 *   caller's `isRestricted` (core `restrictedPokemonMatcher` over the admin-maintained list), so the list and the
 *   limits change independently.
 */
import { baseSpeciesName } from './pokemonNames.ts';
import { restrictedPokemonMatcher } from './restrictedPokemon.ts';
import { type FormatRegulation, regulationOfFormat } from './formatMechanics.ts';
import { BUILT_IN_REGULATIONS } from './regulations.ts';

/**
 * Restricted Pokémon allowed per built-in Scarlet & Violet regulation set (`BUILT_IN_REGULATIONS`, from the official
 * VGC regulation sets: A–F and H allow none, G allows one, I two). The limits the checks use are the regulation
 * list's `restrictedLimit`, which admins change (the server's `vgc_regulations`); this is the built-in part of it.
 */
export const RESTRICTED_LIMITS: Readonly<Record<string, number>> = Object.fromEntries(
  BUILT_IN_REGULATIONS.filter((r) => r.game === 'Scarlet & Violet' && r.restrictedLimit !== null).map((r) => [
    r.code,
    r.restrictedLimit!,
  ]),
);

export interface RestrictedLimit {
  /** "Regulation G" */
  regulation: string;
  limit: number;
}

/** A word naming a regulation with its letter: `regg`, `regulationc`, `vgc2025regi`, `gen9vgc2025reggbo3`. */
const REGULATION_WORD = /^(?:gen(\d+))?(?:vgc)?(?:\d{4})?reg(?:ulation)?(?:set)?([a-z])(?:bo[13])?$/;
const GENERATION_WORD = /^gen(\d+)$/;
const LETTER = /^[a-z]$/;
/** What joins two letters into alternatives ("G/H", "G & H"); a comma or a word is prose ("Reg G, a team"). */
const CHOICE = /^\s*[/&+|]\s*$/;

/** The regulation letters the text names, or null when it names another generation than Scarlet & Violet's. */
function regulationLetters(format: string): Set<string> | null {
  const original = format.normalize('NFKD').replace(/\p{M}/gu, '');
  const text = original.toLowerCase();
  const found = [...text.matchAll(/[a-z0-9]+/g)];
  const words = found.map((match) => match[0]);
  // What stands between word `at` and the next one: "/" in "Reg G/H".
  const after = (at: number) => text.slice(found[at]!.index + words[at]!.length, found[at + 1]?.index);
  const letters = new Set<string>();
  const generations = new Set<string>();
  words.forEach((word, at) => {
    const generation = GENERATION_WORD.exec(word)?.[1] ?? (word === 'gen' ? words[at + 1] : undefined);
    if (generation !== undefined && /^\d+$/.test(generation)) generations.add(generation);
    let next = at;
    const joined = REGULATION_WORD.exec(word);
    // The Regi trio ("Regi core") is not Regulation I: a bare `regi` counts only written `RegI` or `REGI`.
    const written = original.slice(found[at]!.index, found[at]!.index + word.length);
    if (joined && word === 'regi' && !/^(RegI|REGI)$/.test(written)) return;
    if (joined) {
      if (joined[1] !== undefined) generations.add(joined[1]);
      letters.add(joined[2]!);
    } else if (word === 'reg' || word === 'regulation') {
      next += words[at + 1] === 'set' ? 2 : 1;
      if (!LETTER.test(words[next] ?? '')) return;
      letters.add(words[next]!);
    } else return;
    // "Reg G/H" or "Reg G & H" names two regulations: both are taken, so the text is ambiguous.
    while (LETTER.test(words[next + 1] ?? '') && CHOICE.test(after(next))) letters.add(words[++next]!);
  });
  if ([...generations].some((generation) => generation !== '9')) return null;
  return letters;
}

/**
 * The regulation the format names, unless the text is ambiguous (two regulations, another generation: see header).
 * `regulations` is the server's list when known, else the built-in one.
 */
export function unambiguousRegulationOf(
  format: string,
  regulations: readonly FormatRegulation[] = BUILT_IN_REGULATIONS,
): FormatRegulation | null {
  const text = String(format ?? '');
  const letters = regulationLetters(text);
  if (!letters || letters.size > 1) return null;
  return regulationOfFormat(text, regulations);
}

/** The regulation the format names and its restricted limit, or null when it is not known (see header). */
export function restrictedLimitOfFormat(
  format: string,
  regulations: readonly FormatRegulation[] = BUILT_IN_REGULATIONS,
): RestrictedLimit | null {
  const regulation = unambiguousRegulationOf(format, regulations);
  if (!regulation || regulation.restrictedLimit === null) return null;
  return { regulation: `Regulation ${regulation.code}`, limit: regulation.restrictedLimit };
}

/** The team's restricted Pokémon, one per species, as first written. */
export function restrictedSpeciesOf(species: readonly string[], isRestricted: (name: string) => boolean): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const raw of species) {
    const name = String(raw ?? '').trim();
    if (name === '' || !isRestricted(name)) continue;
    const key = baseSpeciesName(name).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(name);
  }
  return found;
}

/**
 * What is wrong with the team in this format — "Regulation G allows 1 restricted Pokémon (this team has 2: Koraidon,
 * Miraidon)" — or null when the format has no known limit or the team keeps within it.
 */
export function restrictedLimitProblem(
  format: string,
  species: readonly string[],
  isRestricted: (name: string) => boolean,
  regulations: readonly FormatRegulation[] = BUILT_IN_REGULATIONS,
): string | null {
  const rule = restrictedLimitOfFormat(format, regulations);
  if (!rule) return null;
  const restricted = restrictedSpeciesOf(species, isRestricted);
  if (restricted.length <= rule.limit) return null;
  const allowed = rule.limit === 0 ? 'no' : String(rule.limit);
  return `${rule.regulation} allows ${allowed} restricted Pokémon (this team has ${restricted.length}: ${restricted.join(', ')})`;
}

/**
 * The team's Pokémon the format's regulation bans (its `bannedPokemon`, a listed species covering its formes as the
 * restricted list does), and the problem in words — "Regulation M-A does not allow Mewtwo" — or null when none.
 */
export function bannedPokemonProblem(
  format: string,
  species: readonly string[],
  regulations: readonly FormatRegulation[] = BUILT_IN_REGULATIONS,
): { message: string; pokemon: string[] } | null {
  const regulation = unambiguousRegulationOf(format, regulations);
  if (!regulation || regulation.bannedPokemon.length === 0) return null;
  const banned = restrictedSpeciesOf(species, restrictedPokemonMatcher(regulation.bannedPokemon));
  if (banned.length === 0) return null;
  return { message: `Regulation ${regulation.code} does not allow ${banned.join(', ')}`, pokemon: banned };
}
