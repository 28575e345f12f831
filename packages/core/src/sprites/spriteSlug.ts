/**
 * Sprite slugs for TCG card names, in pokesprite's spelling (`charizard`, `zoroark-hisui`, `mr-mime`, `nidoran-f`),
 * so a deck's sprite can be picked from its Pokémon.
 *
 * The species is found by name inside the card's name — the earliest one, the longest at that place — so whatever
 * the card adds around it falls away: `ex`, `V`, `VMAX`, `VSTAR`, `GX`, `BREAK`, an owner (`Team Rocket's`,
 * `Ethan's`), `Radiant`, `Dark`, `Shining`, or a tag-team partner (`Pikachu & Zekrom GX` → `pikachu`). Words just
 * before the species pick a form: regional adjectives (`Hisuian` → `-hisui`) and the forms the TCG prints in front
 * of the name (`Origin Forme`, `Rapid Strike`, `Ice Rider`, `Black`, `Heat`, `Mega` …). Generation 9 species get the
 * usual slug too (`iron-hands`, `kingambit`) although pokesprite has no image for them: the caller falls back.
 * A name with no species in it (a Trainer or an Energy) has no slug.
 */
import { SPECIES_NAMES } from './speciesNames.ts';

interface Species {
  words: string[];
  slug: string;
  number: number;
}

/** Lowercase ASCII words: accents folded, ♀/♂ as `f`/`m`, apostrophes dropped, other punctuation splitting words. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/♀/g, ' f ')
    .replace(/♂/g, ' m ')
    .replace(/['’‘`´]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Species by their first word, longest first, so `Porygon-Z` wins over `Porygon`. */
const SPECIES_BY_FIRST_WORD = new Map<string, Species[]>();
SPECIES_NAMES.forEach((name, index) => {
  const speciesWords = words(name);
  const entry: Species = { words: speciesWords, slug: speciesWords.join('-'), number: index + 1 };
  const list = SPECIES_BY_FIRST_WORD.get(speciesWords[0]!) ?? [];
  list.push(entry);
  list.sort((a, b) => b.words.length - a.words.length);
  SPECIES_BY_FIRST_WORD.set(speciesWords[0]!, list);
});

const REGIONAL_FORMS: Record<string, string> = {
  alolan: 'alola',
  galarian: 'galar',
  hisuian: 'hisui',
  paldean: 'paldea',
};

/** Forms the TCG names by words in front of the species; `form: null` is the species' default sprite. */
const PREFIX_FORMS: { species: readonly string[]; prefix: readonly string[]; form: string | null }[] = [
  { species: ['dialga', 'palkia', 'giratina'], prefix: ['origin', 'forme'], form: 'origin' },
  { species: ['urshifu'], prefix: ['rapid', 'strike'], form: 'rapid-strike' },
  { species: ['urshifu'], prefix: ['single', 'strike'], form: null },
  { species: ['calyrex'], prefix: ['ice', 'rider'], form: 'ice-rider' },
  { species: ['calyrex'], prefix: ['shadow', 'rider'], form: 'shadow-rider' },
  { species: ['necrozma'], prefix: ['dusk', 'mane'], form: 'dusk' },
  { species: ['necrozma'], prefix: ['dawn', 'wings'], form: 'dawn' },
  { species: ['necrozma'], prefix: ['ultra'], form: 'ultra' },
  { species: ['kyurem'], prefix: ['black'], form: 'black' },
  { species: ['kyurem'], prefix: ['white'], form: 'white' },
  ...['heat', 'wash', 'frost', 'fan', 'mow'].map((form) => ({ species: ['rotom'], prefix: [form], form })),
  { species: ['tornadus', 'thundurus', 'landorus', 'enamorus'], prefix: ['therian', 'forme'], form: 'therian' },
  { species: ['shaymin'], prefix: ['sky', 'forme'], form: 'sky' },
  { species: ['kyogre', 'groudon'], prefix: ['primal'], form: 'primal' },
  { species: ['ursaluna'], prefix: ['bloodmoon'], form: 'bloodmoon' },
  { species: ['ogerpon'], prefix: ['wellspring', 'mask'], form: 'wellspring' },
  { species: ['ogerpon'], prefix: ['hearthflame', 'mask'], form: 'hearthflame' },
  { species: ['ogerpon'], prefix: ['cornerstone', 'mask'], form: 'cornerstone' },
  { species: ['ogerpon'], prefix: ['teal', 'mask'], form: null },
];

/** `Mega Charizard X ex`, and the XY era's `M Rayquaza EX`. */
const MEGA_PREFIXES = new Set(['mega', 'm']);

function findSpecies(cardWords: string[]): { species: Species; at: number } | null {
  for (let at = 0; at < cardWords.length; at++) {
    for (const species of SPECIES_BY_FIRST_WORD.get(cardWords[at]!) ?? []) {
      if (species.words.every((word, k) => cardWords[at + k] === word)) return { species, at };
    }
  }
  return null;
}

function endsWith(before: string[], prefix: readonly string[]): boolean {
  return (
    prefix.length <= before.length && prefix.every((word, k) => before[before.length - prefix.length + k] === word)
  );
}

function formOf(cardWords: string[], species: Species, at: number): string | null {
  const before = cardWords.slice(0, at);
  const previous = before.at(-1);
  for (const rule of PREFIX_FORMS) {
    if (rule.species.includes(species.slug) && endsWith(before, rule.prefix)) return rule.form;
  }
  if (previous && REGIONAL_FORMS[previous]) return REGIONAL_FORMS[previous];
  if (previous && MEGA_PREFIXES.has(previous)) {
    const next = cardWords[at + species.words.length];
    return next === 'x' || next === 'y' ? `mega-${next}` : 'mega';
  }
  return null;
}

const CARD_SUFFIXES = new Set(['ex', 'gx', 'v', 'vmax', 'vstar', 'break', 'lv', 'prime', 'legend', 'star', 'tag']);

/**
 * Showdown's forme suffixes where pokesprite spells the form differently (`Calyrex-Shadow` → `calyrex-shadow-rider`,
 * `Necrozma-Dusk-Mane` → `necrozma-dusk`). Every other suffix is already pokesprite's (`Landorus-Therian`,
 * `Ninetales-Alola`, `Rotom-Wash`, `Zacian-Crowned`, `Toxtricity-Low-Key`).
 */
const SHOWDOWN_FORM_SLUGS: Record<string, string> = {
  'calyrex-shadow': 'calyrex-shadow-rider',
  'calyrex-ice': 'calyrex-ice-rider',
  'necrozma-dusk-mane': 'necrozma-dusk',
  'necrozma-dawn-wings': 'necrozma-dawn',
};

/**
 * The slug of a name written the way Showdown and teams write formes — the species, a hyphen, the forme
 * (`Landorus-Therian`, `Tauros-Paldea-Aqua`) — or null for any other name (card names put forms in front).
 */
function showdownFormSlug(cardWords: string[], found: { species: Species; at: number }, name: string): string | null {
  if (found.at !== 0 || cardWords.length === found.species.words.length) return null;
  const speciesEnd = name.toLowerCase().indexOf(found.species.words.at(-1)!) + found.species.words.at(-1)!.length;
  if (name.charAt(speciesEnd) !== '-') return null;
  // Older card names hyphenate their mechanic (`Charizard-GX`, `Pikachu-EX`): that is a card, not a forme.
  if (cardWords.slice(found.species.words.length).some((word) => CARD_SUFFIXES.has(word))) return null;
  const slug = cardWords.join('-');
  return SHOWDOWN_FORM_SLUGS[slug] ?? slug;
}

/** Ordered guesses, the form's slug first and then the species', for a caller that checks which sprite exists. */
export function spriteSlugCandidates(cardName: string): string[] {
  const cardWords = words(cardName ?? '');
  const found = findSpecies(cardWords);
  if (!found) return [];
  const showdownForm = showdownFormSlug(cardWords, found, (cardName ?? '').normalize('NFD').replace(/\p{M}/gu, ''));
  if (showdownForm) return [showdownForm, found.species.slug];
  const form = formOf(cardWords, found.species, found.at);
  return form ? [`${found.species.slug}-${form}`, found.species.slug] : [found.species.slug];
}

/** The most specific slug for a Pokémon card's name, or null when the name holds no species. */
export function spriteSlugForCardName(cardName: string): string | null {
  return spriteSlugCandidates(cardName)[0] ?? null;
}

/** National Pokédex number of the species in a card's name, for sprite sources keyed by number (generation 9). */
export function nationalDexNumberForCardName(cardName: string): number | null {
  return findSpecies(words(cardName ?? ''))?.species.number ?? null;
}

const SPECIES_SLUGS: readonly string[] = SPECIES_NAMES.map((name) => words(name).join('-'));

/** The species slug of a National Pokédex number (`992` → `iron-hands`), or null for a number we do not know. */
export function speciesSlugForNumber(number: number): string | null {
  return SPECIES_SLUGS[number - 1] ?? null;
}

/**
 * The species a sprite slug starts with (`ogerpon-wellspring` → Ogerpon, #1017; `mr-mime` → Mr. Mime), so a forme
 * without its own image can show its species. Null when the slug does not begin with a species' name.
 */
export function speciesOfSpriteSlug(slug: string): { slug: string; number: number } | null {
  const found = findSpecies(words(slug));
  return found && found.at === 0 ? { slug: found.species.slug, number: found.species.number } : null;
}
