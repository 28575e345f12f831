/**
 * Species names per log language, compiled lazily into word-sequence indexes (see words.ts), and the search for the
 * species inside a card name.
 *
 * Definitions:
 * - The species list of a language: German, French and Spanish (also for es-419) from speciesData.ts;
 *   Italian and Brazilian Portuguese are the English list plus paradoxNames.ts; English is sprites/speciesNames.ts.
 * - The species of a card name is the longest species word sequence found anywhere in its words (the earliest of
 *   equal length), so `Garde-de-Fer-ex` is Iron Valiant, not something shorter, and `Türkisgrüne-Maske-Ogerpon-ex`
 *   is Ogerpon whatever stands around it. A log language's own list is searched first, then the English list
 *   (logs of every language keep some English names, and es-419 prints some species as in English).
 * - `findSpeciesElsewhere` searches the other languages' lists, for names a log prints in another language than its
 *   own (`Galar-Zigzaton`); the caller accepts such a hit only when every other word is understood.
 *
 * Decision: indexes are built on first use per language and kept, so importing the module costs nothing and a log
 * pays for its language once.
 */
import { SPECIES_NAMES } from '../../../sprites/speciesNames.ts';
import type { PtcglLanguage } from '../types.ts';
import { ITALIAN_SPECIES, PORTUGUESE_SPECIES } from './paradoxNames.ts';
import { SPECIES_DE, SPECIES_ES, SPECIES_FR } from './speciesData.ts';
import { nameWords } from './words.ts';

interface SpeciesEntry {
  words: string[];
  /** National Pokédex number. */
  number: number;
}

/** Species by first word, longest first. */
type SpeciesIndex = Map<string, SpeciesEntry[]>;

export interface SpeciesHit {
  /** English species name. */
  species: string;
  /** Where the species words start and how many there are. */
  at: number;
  length: number;
}

const unpack = (text: string): string[] => text.replace(/\n/g, '').split('|');

function buildIndex(names: readonly (readonly [string, number])[]): SpeciesIndex {
  const index: SpeciesIndex = new Map();
  for (const [name, number] of names) {
    const words = nameWords(name);
    if (words.length === 0) continue;
    const list = index.get(words[0]!) ?? [];
    if (!list.some((e) => e.words.join(' ') === words.join(' '))) list.push({ words, number });
    index.set(words[0]!, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length || a.number - b.number);
  return index;
}

const numbered = (names: readonly string[]) => names.map((name, i) => [name, i + 1] as const);

const withExtras = (extras: Readonly<Record<number, readonly string[]>>) => [
  ...numbered(SPECIES_NAMES),
  ...Object.entries(extras).flatMap(([number, names]) => names.map((name) => [name, Number(number)] as const)),
];

type ListName = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt';

const SOURCES: Record<ListName, () => readonly (readonly [string, number])[]> = {
  en: () => numbered(SPECIES_NAMES),
  de: () => numbered(unpack(SPECIES_DE)),
  fr: () => numbered(unpack(SPECIES_FR)),
  es: () => numbered(unpack(SPECIES_ES)),
  it: () => withExtras(ITALIAN_SPECIES),
  pt: () => withExtras(PORTUGUESE_SPECIES),
};

const LIST_OF_LANGUAGE: Record<PtcglLanguage, ListName> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  'es-419': 'es',
  it: 'it',
  'pt-BR': 'pt',
};

const indexes = new Map<ListName, SpeciesIndex>();

function indexOf(list: ListName): SpeciesIndex {
  let index = indexes.get(list);
  if (!index) {
    index = buildIndex(SOURCES[list]());
    indexes.set(list, index);
  }
  return index;
}

function search(words: readonly string[], index: SpeciesIndex): SpeciesHit | null {
  let best: SpeciesHit | null = null;
  for (let at = 0; at < words.length; at++) {
    const candidates = index.get(words[at]!);
    if (!candidates) continue;
    for (const entry of candidates) {
      if (best && entry.words.length <= best.length) break;
      if (at + entry.words.length > words.length) continue;
      if (entry.words.every((w, j) => words[at + j] === w)) {
        best = { species: SPECIES_NAMES[entry.number - 1]!, at, length: entry.words.length };
        break;
      }
    }
  }
  return best;
}

/** The species in a card name's words (see header), with the words the hit refers to. */
export function findSpecies(
  words: readonly string[],
  language: PtcglLanguage,
): { hit: SpeciesHit; words: readonly string[] } | null {
  const list = LIST_OF_LANGUAGE[language];
  const own = search(words, indexOf(list));
  if (own) return { hit: own, words };
  if (list !== 'en') {
    const english = search(words, indexOf('en'));
    if (english) return { hit: english, words };
  }
  return null;
}

const ALL_LISTS: readonly ListName[] = ['de', 'fr', 'es', 'it', 'pt'];

/** The species in a name from the lists of the other languages (see header), first list in `ALL_LISTS` order. */
export function findSpeciesElsewhere(words: readonly string[], language: PtcglLanguage): SpeciesHit | null {
  const own = LIST_OF_LANGUAGE[language];
  for (const list of ALL_LISTS) {
    if (list === own) continue;
    const hit = search(words, indexOf(list));
    if (hit) return hit;
  }
  return null;
}
