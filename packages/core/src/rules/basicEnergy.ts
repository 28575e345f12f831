/**
 * Basic Energy by its name, in every shape deck lists and logs print it (issue 29): the catalogue's `Basic Psychic
 * Energy`, pre-2011 and Limitless `Psychic Energy`, PTCGL's `Basic {P} Energy`, and the names of the other PTCGL
 * languages — `Énergie Psy de base`, `Énergie {P} de base`, `Basis-Psycho-Energie`, `Basis-{P}-Energie`, `Energía
 * Psíquica Básica`, `Energía Básica Rayo`, `Energia base Psico`, `Energia Psico base`, `Energia de Raios Básica`,
 * `Energia Psíquica` — and the Japanese `基本超エネルギー`.
 *
 * Definitions:
 * - The name is folded (case and accents), `{X}` type symbols are read as their type, and it is cut into words at
 *   spaces, hyphens and other non-letters. It is Basic Energy when its words are exactly one Energy word, exactly
 *   one type (word or symbol), at most one "basic" word, and the fillers `de`/`di`/`da`/`do`, in any order (the
 *   languages order them differently and have changed the order between eras).
 * - Type words are the printed ones of every PTCGL language (TCGdex names of the SVE and MEE energies, and older
 *   spellings such as `Electrik`, `Raios`, `Elétrica`, `Oscuridad`).
 *
 * Decisions:
 * - A name without a "basic" word (`Psychic Energy`, `Psycho-Energie`, `Énergie Psy`) is Basic Energy in every
 *   language: deck lists carry no language, and no Special Energy is named by a type alone in the current eras.
 *   (Neo-era Special `Darkness Energy` and `Metal Energy` read as Basic; they left play long ago.)
 * - `Double Turbo Energy`, `Jet Energy`, `Énergie Jet`, `Energía Doble Turbo` have a word that is neither, so they
 *   are not Basic Energy.
 */

export const BASIC_ENERGY_TYPES = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Fairy',
] as const;
export type BasicEnergyType = (typeof BASIC_ENERGY_TYPES)[number];

/** Printed type words of every PTCGL language, folded (lower case, no accents). */
export const ENERGY_TYPE_WORDS: Record<BasicEnergyType, readonly string[]> = {
  Grass: ['grass', 'pflanze', 'plante', 'planta', 'erba'],
  Fire: ['fire', 'feuer', 'feu', 'fuego', 'fuoco', 'fogo'],
  Water: ['water', 'wasser', 'eau', 'agua', 'acqua'],
  Lightning: [
    'lightning',
    'elektro',
    'electrique',
    'electrik',
    'rayo',
    'lampo',
    'eletrica',
    'eletrico',
    'electrica',
    'raio',
    'raios',
  ],
  Psychic: ['psychic', 'psycho', 'psy', 'psiquica', 'psiquico', 'psico', 'psichica'],
  Fighting: ['fighting', 'kampf', 'combat', 'lucha', 'lotta', 'luta'],
  Darkness: ['darkness', 'finsternis', 'obscurite', 'oscura', 'oscuridad', 'oscurita', 'escuridao'],
  Metal: ['metal', 'metall', 'metalica', 'metallo', 'metallica'],
  Fairy: ['fairy', 'fee', 'hada', 'folletto', 'fada'],
};

/** PTCGL's type symbols: `{P}` is Psychic, `{Y}` Fairy. */
const TYPE_SYMBOLS: Record<string, BasicEnergyType> = {
  g: 'Grass',
  r: 'Fire',
  w: 'Water',
  l: 'Lightning',
  p: 'Psychic',
  f: 'Fighting',
  d: 'Darkness',
  m: 'Metal',
  y: 'Fairy',
};

export const ENERGY_WORDS: ReadonlySet<string> = new Set(['energy', 'energie', 'energia']);
export const BASIC_WORDS: ReadonlySet<string> = new Set(['basic', 'basis', 'base', 'basica', 'basico']);
const FILLERS = new Set(['de', 'di', 'da', 'do']);

const TYPE_OF_WORD = new Map<string, BasicEnergyType>(
  BASIC_ENERGY_TYPES.flatMap((type) => ENERGY_TYPE_WORDS[type].map((word) => [word, type] as const)),
);

/** The Japanese name: 基本 + the type's kanji + エネルギー. */
const JAPANESE_TYPES: Record<string, BasicEnergyType> = {
  草: 'Grass',
  炎: 'Fire',
  水: 'Water',
  雷: 'Lightning',
  超: 'Psychic',
  闘: 'Fighting',
  悪: 'Darkness',
  鋼: 'Metal',
  フェアリー: 'Fairy',
};
const JAPANESE = /^(?:基本)?(草|炎|水|雷|超|闘|悪|鋼|フェアリー)エネルギー$/;

const SYMBOL_MARK = '\u0001';

/** Answers by name: deck lists and logs repeat the same few names on every line. Dropped when it grows too big. */
const answers = new Map<string, BasicEnergyType | null>();
const MAX_ANSWERS = 5000;

/** The type of a Basic Energy card by its name (see the header), or null when the name is not one. */
export function basicEnergyTypeOf(name: string): BasicEnergyType | null {
  if (typeof name !== 'string' || name.length > 80) return null;
  const known = answers.get(name);
  if (known !== undefined) return known;
  if (answers.size >= MAX_ANSWERS) answers.clear();
  const type = readBasicEnergyType(name);
  answers.set(name, type);
  return type;
}

function readBasicEnergyType(name: string): BasicEnergyType | null {
  const compact = name.replace(/\s+/g, '');
  const japanese = JAPANESE.exec(compact);
  if (japanese) return JAPANESE_TYPES[japanese[1]!] ?? null;
  const folded = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\{([a-z])\}/g, ` ${SYMBOL_MARK}$1 `);
  const words = folded.match(new RegExp(`${SYMBOL_MARK}?[\\p{L}\\p{N}]+`, 'gu')) ?? [];
  let energy = 0;
  let basic = 0;
  let type: BasicEnergyType | null = null;
  let types = 0;
  for (const word of words) {
    if (ENERGY_WORDS.has(word)) energy++;
    else if (BASIC_WORDS.has(word)) basic++;
    else if (FILLERS.has(word)) continue;
    else {
      const found = word.startsWith(SYMBOL_MARK) ? TYPE_SYMBOLS[word.slice(1)] : TYPE_OF_WORD.get(word);
      if (!found) return null;
      type = found;
      types++;
    }
  }
  return energy === 1 && types === 1 && basic <= 1 ? type : null;
}

export function isBasicEnergyName(name: string): boolean {
  return basicEnergyTypeOf(name) !== null;
}
