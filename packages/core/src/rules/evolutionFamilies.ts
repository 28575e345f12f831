/**
 * Evolution families (issue 29, "One opponent becomes three rows"): what a Pokémon may still evolve into, so that an
 * opponent seen only as Ralts or Kirlia is filed under the Gardevoir ex archetype, like the games where Gardevoir ex
 * came out. Used by the deck-name categoriser (analytics/categorize.ts) and the PTCGL archetype (importers/ptcgl).
 *
 * Definitions:
 * - Species are base species (`Vulpix` for Alolan Vulpix, `Raichu` for Alolan Raichu), compared by their words: runs
 *   of letters and digits, lower-case, accents removed (`Mr. Mime` is `mr mime`, `Porygon-Z` is `porygon z`).
 * - A species' *later stages* are every species it evolves into, directly or through a middle stage, nearest first
 *   (Ralts: Kirlia, Gardevoir, Gallade). Its *final stages* are the later stages that evolve no further (Ralts:
 *   Gardevoir, Gallade); a species that does not evolve has none.
 * - A *branching* family is one where a species has more than one final stage (Ralts, Eevee, Applin).
 *
 * Decisions:
 * - The table is generated from `@pkmn/dex` (rules/evolutionData.ts, packages/core/scripts/generate-evolutions.mjs)
 *   rather than read from the dex at run time: the browser build does not ship the dex's evolution data and the
 *   categoriser runs in the browser for guests. Evolutions are the video games' (the dex's); the card game follows
 *   them for the Pokémon a deck is named after.
 */
import { EVOLUTION_DATA } from './evolutionData.ts';

/** The words of a text: runs of letters and digits after lower-casing and removing accents. */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

const keyOf = (species: string) => wordsOf(species).join(' ');

interface EvolutionTable {
  /** Species key → the names of what it evolves into directly. */
  evolvesInto: Map<string, string[]>;
  /** Species key → its name as written in the table. */
  names: Map<string, string>;
  /** The words of every species that evolves, longest first (for finding them in a deck name). */
  evolving: { name: string; words: string[] }[];
}

let table: EvolutionTable | undefined;

function evolutionTable(): EvolutionTable {
  if (table) return table;
  const evolvesInto = new Map<string, string[]>();
  const names = new Map<string, string>();
  for (const entry of EVOLUTION_DATA.replace(/\n/g, '').split('|')) {
    const [from, into] = entry.split('>');
    if (!from || !into) continue;
    evolvesInto.set(keyOf(from), into.split(','));
    names.set(keyOf(from), from);
    for (const name of into.split(',')) names.set(keyOf(name), name);
  }
  const evolving = [...evolvesInto.keys()]
    .map((key) => ({ name: names.get(key)!, words: key.split(' ') }))
    .sort((a, b) => b.words.length - a.words.length);
  table = { evolvesInto, names, evolving };
  return table;
}

/** Every species `species` evolves into, nearest stage first (see header); empty when unknown or fully evolved. */
export function laterStages(species: string): string[] {
  const { evolvesInto } = evolutionTable();
  const found: string[] = [];
  const seen = new Set<string>([keyOf(species)]);
  let stage = [species];
  while (stage.length > 0) {
    const next: string[] = [];
    for (const name of stage) {
      for (const into of evolvesInto.get(keyOf(name)) ?? []) {
        if (seen.has(keyOf(into))) continue;
        seen.add(keyOf(into));
        found.push(into);
        next.push(into);
      }
    }
    stage = next;
  }
  return found;
}

/** The later stages that evolve no further (see header). */
export function finalStages(species: string): string[] {
  const { evolvesInto } = evolutionTable();
  return laterStages(species).filter((name) => !evolvesInto.has(keyOf(name)));
}

/** Whether the species may still evolve. */
export const evolvesFurther = (species: string): boolean => evolutionTable().evolvesInto.has(keyOf(species));

/**
 * The species that evolve named in a text as whole word sequences, each with the index of the word after it (so a
 * caller can see `Pikachu ex`, which never evolves), longest names first and never overlapping.
 */
export function evolvingSpeciesIn(text: string): { species: string; next: string | undefined }[] {
  const words = wordsOf(text);
  const used = new Array<boolean>(words.length).fill(false);
  const found: { species: string; next: string | undefined }[] = [];
  for (const { name, words: sequence } of evolutionTable().evolving) {
    outer: for (let i = 0; i + sequence.length <= words.length; i++) {
      for (let j = 0; j < sequence.length; j++) if (used[i + j] || words[i + j] !== sequence[j]) continue outer;
      for (let j = 0; j < sequence.length; j++) used[i + j] = true;
      found.push({ species: name, next: words[i + sequence.length] });
    }
  }
  return found;
}

/**
 * Baby Pokémon: in the card game they are Basic Pokémon beside the Basic they evolve into (Pichu and Pikachu are both
 * Basic), so they are no stage below it.
 */
const BABIES = new Set(
  [
    'Pichu',
    'Cleffa',
    'Igglybuff',
    'Togepi',
    'Tyrogue',
    'Smoochum',
    'Elekid',
    'Magby',
    'Azurill',
    'Wynaut',
    'Budew',
    'Chingling',
    'Bonsly',
    'Mime Jr.',
    'Happiny',
    'Munchlax',
    'Riolu',
    'Mantyke',
    'Toxel',
  ].map(keyOf),
);

let evolvesFrom: Map<string, string> | undefined;

/**
 * The card-game stage of the species a card name is of (`Gardevoir ex` 2, `Kirlia` 1, `Ralts` 0; baby Pokémon are
 * not counted as a stage), or null when the name holds no species the table knows as part of a family.
 */
export function evolutionStage(cardName: string): 0 | 1 | 2 | null {
  const { evolvesInto, names } = evolutionTable();
  if (!evolvesFrom) {
    evolvesFrom = new Map();
    for (const [from, into] of evolvesInto) for (const name of into) evolvesFrom.set(keyOf(name), from);
  }
  const words = wordsOf(cardName);
  for (let length = Math.min(3, words.length); length >= 1; length--) {
    for (let i = 0; i + length <= words.length; i++) {
      let key = words.slice(i, i + length).join(' ');
      if (!names.has(key)) continue;
      let stage = 0;
      while (evolvesFrom.has(key)) {
        key = evolvesFrom.get(key)!;
        if (!BABIES.has(key)) stage++;
      }
      return Math.min(stage, 2) as 0 | 1 | 2;
    }
  }
  return null;
}
