/**
 * The grammar of one line of deck list text: what a section header, a total line, a banner and a card line look
 * like. Shared by `parseDeckList` (deckList.ts), which reads a whole list, and `findDeckListsInText`
 * (deckListInText.ts), which looks for lists inside other text; both must agree on what a line is.
 *
 * - Section headers in the PTCGL client languages: English, French, German, Italian, Spanish, Portuguese (BR) and
 *   Japanese — `Pokémon: 8`, `Trainer (43)`, `##Trainer Cards - 43`, `Dresseur :`, `Énergie`, `Entrenador`,
 *   `Energía`, `Allenatore`, `Treinador`, `Energia`, `トレーナーズ`, `エネルギー`, in any case, with or without accents.
 *   Only the English wording has been checked against real exports; the others are the words the clients use for
 *   the three card kinds, so any of them is accepted with any of the separators above.
 * - A header word whose accented letters were lost to a wrong encoding (`Pok?mon`, `Pok�mon`, `?nergie`, `Energ�a`)
 *   is still a header: every non-ASCII letter of a header word may stand as `?` or `�`, once or twice (one per lost
 *   UTF-8 byte: `Energ??a`). Only words with at least
 *   three ASCII letters take part, so a lost Japanese word (`????`) is never a header.
 * - Total lines (`Total Cards: 60`, `Total Cards - 60`, and the translated labels in `TOTAL_LABELS`) and the PTCGO
 *   banners (`****** Pokémon Trading Card Game Deck List ******`) are recognised so callers can skip them.
 * - A card line is `count name [setCode number [suffix…]]`, with an optional `*`/`-`/`•` bullet and an optional `x`
 *   after the count (`4x Ultra Ball`); the count is 1–60. Suffixes after the number (`PH`) are dropped. Set codes
 *   may carry a hyphen (`PR-SW`, `CRZ-GG`, `LOR-TG`, `SV-P`); numbers may carry letters (`TG06`, `GG56`, `SWSH297`,
 *   `146a`). PTCGO's energy pseudo-sets (`Energy 5`, `XYEnergy 8`, `TK-AlolanRaichu 20`) are set codes too. A line
 *   without a recognisable set code and number keeps the whole rest as the name, with empty set code and number.
 * - Basic Energy lines (rules/basicEnergy.ts names them in every language) are read first, in every shape lists
 *   give them (issue 29): `Basic {P} Energy SVE 5`, `Psychic Energy Energy 5` (PTCGO's pseudo-set), `Basic {P}
 *   Energy sve 5` and `Énergie Psy de base MEE 5` (any one-word set code, any case), and `Psychic Energy 5` /
 *   `Fire Energy 28`: Limitless and older lists write a bare number after the name, and the word `Energy` there is
 *   the name's, not a set code (else the line would read as a card `Psychic` of set `Energy`). Such a line has an
 *   empty set code.
 */
import type { Supertype } from '../schemas/decks.ts';
import { TCG_DECK_SIZE } from '../constants.ts';
import { isBasicEnergyName } from '../rules/basicEnergy.ts';

export const SECTION_ORDER: readonly Supertype[] = ['Pokémon', 'Trainer', 'Energy'];

/** Folds case and accents, so `Énergie`, `ENERGIE` and `energie` compare equal. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const SECTION_WORDS: Record<Supertype, readonly string[]> = {
  Pokémon: ['Pokémon', 'ポケモン'],
  Trainer: [
    'Trainer',
    'Trainers',
    'Dresseur',
    'Dresseurs',
    'Entrenador',
    'Entrenadores',
    'Allenatore',
    'Allenatori',
    'Treinador',
    'Treinadores',
    'トレーナーズ',
    'トレーナー',
  ],
  Energy: [
    'Energy',
    'Energies',
    'Énergie',
    'Énergies',
    'Energie',
    'Energien',
    'Energía',
    'Energías',
    'Energia',
    'エネルギー',
  ],
};

const SECTION_BY_WORD = new Map<string, Supertype>(
  SECTION_ORDER.flatMap((supertype) => SECTION_WORDS[supertype].map((word) => [fold(word), supertype] as const)),
);

/** `Pokémon` → `pok?mon`: the word as a wrong encoding leaves it, with every non-ASCII letter lost. */
function lossy(word: string): string {
  return word.toLowerCase().replace(/[^\x20-\x7e]/g, '?');
}

const SECTION_BY_LOSSY_WORD = new Map<string, Supertype>(
  SECTION_ORDER.flatMap((supertype) =>
    SECTION_WORDS[supertype]
      .filter((word) => /[^\x20-\x7e]/.test(word) && (word.match(/[a-z]/gi)?.length ?? 0) >= 3)
      .map((word) => [lossy(word), supertype] as const),
  ),
);

/** "Cards" after a section word: `##Trainer Cards - 43`, and the same in the other languages. */
const CARDS_WORD = /\s+(cards|cartes|karten|cartas|carte)$/;

/** Labels of the total line, folded. */
const TOTAL_LABELS = new Set(
  [
    'Total Cards',
    'Cards Total',
    'Total',
    'Total de cartes',
    'Cartes au total',
    'Nombre total de cartes',
    'Karten insgesamt',
    'Karten gesamt',
    'Gesamtzahl der Karten',
    'Insgesamt',
    'Cartas totales',
    'Total de cartas',
    'Carte totali',
    'Totale carte',
    'Totale',
    'カード合計',
    '合計',
  ].map(fold),
);

const LEADING_MARKS = /^[#*•·\s]+/;
const HEADER = /^(?<label>[^\d:()\-–—]+?)\s*(?:[:\-–—]\s*\d*|\(\s*\d*\s*\)|\d+)?$/;
const TOTAL = /^(?<label>[^\d:\-–—]+?)\s*[:\-–—]?\s*\d+$/;
const BANNER = /^\*{3,}.*\*{3,}$/;
const CARD = /^(?:[*•·-]\s*)?(?<count>\d{1,3})\s*[xX×]?\s+(?<rest>\S.*)$/;

/** Words that end a Pokémon's name and are never set codes (`Mew V`, `Lugia VSTAR`). */
const NAME_SUFFIX_WORDS = new Set(['V', 'VMAX', 'VSTAR', 'GX', 'EX', 'ex', 'BREAK', 'LEGEND', 'V-UNION', 'LV.X']);
const SET_CODE = /^(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,8}(?:-[A-Z0-9]{1,8})*$/;
/** PTCGO energy pseudo-sets: `Energy 5`, `XYEnergy 8`, `SMEnergy 3`, `TK-AlolanRaichu 20`. */
const PTCGO_ENERGY_SET = /^(?:[A-Z]{0,4}Energy|TK-[A-Za-z0-9-]+)$/;
const CARD_NUMBER = /^[A-Za-z]{0,5}\d{1,4}[A-Za-z]?$/;
/** Marks after the number: `PH` (PTCGL's parallel holo) and the like. */
const NUMBER_SUFFIX = /^\(?[A-Z]{1,4}\)?$/;
const MAX_NUMBER_SUFFIXES = 2;

function isSetCode(token: string): boolean {
  if (NAME_SUFFIX_WORDS.has(token)) return false;
  return SET_CODE.test(token) || PTCGO_ENERGY_SET.test(token);
}

function sectionOfHeader(text: string): Supertype | null {
  const match = HEADER.exec(text);
  const label = match?.groups?.label;
  if (!label) return null;
  const word = fold(label).replace(CARDS_WORD, '').trim();
  const exact = SECTION_BY_WORD.get(word);
  if (exact) return exact;
  return /[?\uFFFD]/.test(word) ? (SECTION_BY_LOSSY_WORD.get(word.replace(/[?\uFFFD]{1,2}/g, '?')) ?? null) : null;
}

function isTotalLine(text: string): boolean {
  const label = TOTAL.exec(text)?.groups?.label;
  return !!label && TOTAL_LABELS.has(fold(label).trim());
}

/** Supertype of a card whose section the text does not tell. */
export function guessSupertype(name: string): Supertype {
  return /\benergy$/i.test(name) || isBasicEnergyName(name) ? 'Energy' : 'Pokémon';
}

/** A set code as a Basic Energy line may write it: one word of letters, digits and hyphens, any case. */
const LOOSE_SET_CODE = /^[A-Za-z][A-Za-z0-9-]{1,15}$/;

type CardParts = { name: string; setCode: string; number: string };

/** A Basic Energy line's parts (see the header), or null when the line is not one. */
function splitBasicEnergy(tokens: readonly string[]): CardParts | null {
  for (let suffixes = 0; suffixes <= MAX_NUMBER_SUFFIXES; suffixes++) {
    const numberAt = tokens.length - 1 - suffixes;
    if (numberAt < 1) break;
    if (!tokens.slice(numberAt + 1).every((t) => NUMBER_SUFFIX.test(t))) continue;
    const number = tokens[numberAt]!;
    if (!CARD_NUMBER.test(number)) continue;
    const bare = tokens.slice(0, numberAt).join(' ');
    if (/^\d+$/.test(number) && isBasicEnergyName(bare)) return { name: bare, setCode: '', number };
    const setCode = tokens[numberAt - 1]!;
    const name = tokens.slice(0, numberAt - 1).join(' ');
    if (numberAt >= 2 && LOOSE_SET_CODE.test(setCode) && isBasicEnergyName(name)) return { name, setCode, number };
  }
  return null;
}

/** Every Basic Energy name has one of these (`Energy`, `Énergie`, `Energía`, `エネルギー`); a cheap first look. */
const ENERGY_WORD = /energ|エネルギー/i;
/** Longer than any card line: not worth looking for a Basic Energy name in. */
const MAX_ENERGY_LINE = 120;

function splitCard(rest: string): CardParts {
  const tokens = rest.split(' ');
  if (rest.length <= MAX_ENERGY_LINE && ENERGY_WORD.test(rest)) {
    const basicEnergy = splitBasicEnergy(tokens);
    if (basicEnergy) return basicEnergy;
  }
  for (let suffixes = 0; suffixes <= MAX_NUMBER_SUFFIXES; suffixes++) {
    const numberAt = tokens.length - 1 - suffixes;
    // At least one token must remain for the name.
    if (numberAt < 2) break;
    const number = tokens[numberAt]!;
    const setCode = tokens[numberAt - 1]!;
    if (!tokens.slice(numberAt + 1).every((t) => NUMBER_SUFFIX.test(t))) continue;
    if (CARD_NUMBER.test(number) && isSetCode(setCode)) {
      return { name: tokens.slice(0, numberAt - 1).join(' '), setCode, number };
    }
  }
  return { name: rest, setCode: '', number: '' };
}

export type DeckListLineKind =
  | { kind: 'blank' }
  | { kind: 'banner' }
  | { kind: 'total' }
  | { kind: 'header'; section: Supertype }
  | { kind: 'card'; count: number; name: string; setCode: string; number: string }
  /** `text` is the line with its whitespace collapsed and trimmed. */
  | { kind: 'unknown'; text: string };

/** What one line of deck list text is. */
export function readDeckListLine(raw: string): DeckListLineKind {
  const trimmed = raw.replace(/\s+/g, ' ').trim();
  if (!trimmed) return { kind: 'blank' };
  if (BANNER.test(trimmed)) return { kind: 'banner' };

  const card = CARD.exec(trimmed)?.groups;
  const count = card ? Number(card.count) : 0;
  if (card && count >= 1 && count <= TCG_DECK_SIZE) {
    return { kind: 'card', count, ...splitCard(card.rest!) };
  }

  const unmarked = trimmed.replace(LEADING_MARKS, '');
  const section = sectionOfHeader(unmarked);
  if (section) return { kind: 'header', section };
  if (isTotalLine(unmarked)) return { kind: 'total' };
  return { kind: 'unknown', text: trimmed };
}

/** Splits text into lines the way every deck list reader numbers them: any line end, a byte order mark dropped. */
export function deckListTextLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}
