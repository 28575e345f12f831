/**
 * Pokémon names as teams and VGC matches hold them (Showdown spellings such as `Urshifu-Rapid-Strike`,
 * `Ogerpon-Wellspring`, `Tauros-Paldea-Aqua`, `Calyrex-Shadow`, team-preview wildcards such as `Urshifu-*`), reduced
 * to the base species (spec part 2 §7 "A helper maps form names … to a base species name"; part 1 §5 team filter and
 * team name de-duplication).
 *
 * The spec's shorthand for the base name is "the part before the first hyphen". Read literally that would turn
 * `Chi-Yu` into `Chi`, `Porygon-Z` into `Porygon` and `Kommo-o` into `Kommo`, merging or mangling real species. So a
 * name is first looked up whole in the National Pokédex list (`sprites/speciesNames.ts`); a form is the longest
 * species name followed by a hyphen (`Kommo-o-Totem` → `Kommo-o`, `Mr. Mime-Galar` → `Mr. Mime`); spoken forms put in
 * front (`Alolan Ninetales`, `Mega Charizard X`, `Rapid Strike Urshifu`) are understood too. Only a name the list does
 * not know falls back to the spec's literal rule. Known names come back in the list's spelling, so `ho-oh`,
 * `Flabebe` and `Farfetch’d` compare equal to `Ho-Oh`, `Flabébé` and `Farfetch'd`.
 */
import { SPECIES_NAMES } from '../sprites/speciesNames.ts';

/** Comparison form of a name: no accents, one apostrophe shape, single spaces, lower case. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const SPECIES_BY_KEY = new Map<string, string>(SPECIES_NAMES.map((name) => [nameKey(name), name]));
// Showdown (and most players) spell the two Nidoran with a hyphenated letter, which is a species, not a form.
SPECIES_BY_KEY.set('nidoran-f', 'Nidoran♀');
SPECIES_BY_KEY.set('nidoran-m', 'Nidoran♂');

/** Words players and the TCG put in front of a species to name a form. */
const FORM_WORDS = new Set([
  'alolan',
  'galarian',
  'hisuian',
  'paldean',
  'mega',
  'primal',
  'bloodmoon',
  'origin',
  'forme',
  'form',
  'therian',
  'incarnate',
  'rapid',
  'single',
  'strike',
  'ice',
  'shadow',
  'rider',
  'dusk',
  'dawn',
  'mane',
  'wings',
  'ultra',
  'black',
  'white',
  'heat',
  'wash',
  'frost',
  'fan',
  'mow',
  'sky',
  'wellspring',
  'hearthflame',
  'cornerstone',
  'teal',
  'mask',
  'crowned',
  'hero',
]);

/** The species the key names whole, or the longest species the key starts with followed by a hyphen. */
function speciesOfKey(key: string): string | null {
  const whole = SPECIES_BY_KEY.get(key);
  if (whole) return whole;
  for (let at = key.lastIndexOf('-'); at > 0; at = key.lastIndexOf('-', at - 1)) {
    const species = SPECIES_BY_KEY.get(key.slice(0, at).trim());
    if (species) return species;
  }
  return null;
}

/** `Alolan Ninetales`, `Mega Charizard X`, `Shadow Rider Calyrex`: form words, then a species (and Mega's X or Y). */
function speciesAfterFormWords(key: string): string | null {
  const words = key.split(' ');
  let start = 0;
  while (start < words.length - 1 && FORM_WORDS.has(words[start]!)) start++;
  if (start === 0) return null;
  let rest = words.slice(start);
  if (rest.length > 1 && /^[xy]$/.test(rest.at(-1)!)) rest = rest.slice(0, -1);
  return speciesOfKey(rest.join(' '));
}

// Answers by name as given: analytics ask for the same few dozen names hundreds of thousands of times, and each
// lookup normalises the text (a few µs). Bounded, since names come from user data.
const baseSpeciesMemo = new Map<string, string>();
const BASE_SPECIES_MEMO_MAX = 10_000;

/** The base species of a Pokémon or form name; '' for a blank name. */
export function baseSpeciesName(name: string): string {
  const memo = baseSpeciesMemo.get(name);
  if (memo !== undefined) return memo;
  const base = lookUpBaseSpecies(name);
  if (baseSpeciesMemo.size >= BASE_SPECIES_MEMO_MAX) baseSpeciesMemo.clear();
  baseSpeciesMemo.set(name, base);
  return base;
}

function lookUpBaseSpecies(name: string): string {
  const trimmed = (name ?? '').replace(/\s+/g, ' ').trim();
  if (trimmed === '') return '';
  const key = nameKey(trimmed);
  const known = speciesOfKey(key) ?? speciesAfterFormWords(key);
  if (known) return known;
  const hyphen = trimmed.indexOf('-');
  return hyphen > 0 ? trimmed.slice(0, hyphen).trim() : trimmed;
}

/** True when the name is a form of its species (`Landorus-Therian`), false for the species itself (`Chi-Yu`). */
export function isFormName(name: string): boolean {
  const base = baseSpeciesName(name);
  return base !== '' && nameKey(base) !== nameKey(name);
}

/** A team as a VGC match stores it — a list of names or one comma-separated string — as a list of trimmed names. */
export function pokemonNameList(team: string | readonly string[] | null | undefined): string[] {
  const names = typeof team === 'string' ? team.split(',') : (team ?? []);
  return names.map((name) => String(name ?? '').trim()).filter((name) => name !== '');
}

/**
 * One name per base species, in the order the species first appear; where a species appears both plainly and as a
 * form (`Urshifu` and `Urshifu-Rapid-Strike`), the first form variant is kept (spec part 1 §5).
 */
export function dedupeBySpecies(names: string | readonly string[] | null | undefined): string[] {
  const kept: string[] = [];
  const indexBySpecies = new Map<string, number>();
  for (const name of pokemonNameList(names)) {
    const species = nameKey(baseSpeciesName(name));
    const at = indexBySpecies.get(species);
    if (at === undefined) {
      indexBySpecies.set(species, kept.length);
      kept.push(name);
    } else if (!isFormName(kept[at]!) && isFormName(name)) {
      kept[at] = name;
    }
  }
  return kept;
}

/**
 * What the dashboard's team filter compares (spec part 1 §5): the team's base species, lower case, sorted, joined by
 * commas — so `Urshifu-Rapid-Strike, Incineroar` and `incineroar, Urshifu` are the same team.
 */
export function teamFilterKey(names: string | readonly string[] | null | undefined): string {
  return pokemonNameList(names)
    .map((name) => nameKey(baseSpeciesName(name)))
    .sort()
    .join(',');
}
