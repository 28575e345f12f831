/**
 * Deck list text as Pokémon TCG Live (PTCGL) and the older TCG Online (PTCGO) write it (spec part 2 §8 clipboard,
 * §9 deck list file).
 *
 * Reading (`parseDeckList`) is lenient, because players paste whatever they have:
 * - Section headers in the PTCGL client languages: English, French, German, Italian, Spanish, Portuguese (BR) and
 *   Japanese — `Pokémon: 8`, `Trainer (43)`, `##Trainer Cards - 43`, `Dresseur :`, `Énergie`, `Entrenador`,
 *   `Energía`, `Allenatore`, `Treinador`, `Energia`, `トレーナーズ`, `エネルギー`, in any case, with or without accents.
 *   Only the English wording has been checked against real exports; the others are the words the clients use for
 *   the three card kinds, so any of them is accepted with any of the separators above.
 * - The number in a header is never trusted: PTCGL counts lines there, Limitless and PTCGO count cards.
 * - Total lines (`Total Cards: 60`, `Total Cards - 60`, and the translated labels in `TOTAL_LABELS`) are recognised
 *   and ignored; the total is recomputed. An unrecognised translation lands in `unknownLines`, never silently.
 * - The PTCGO banners (`****** Pokémon Trading Card Game Deck List ******`) are recognised and ignored.
 * - A card line is `count name [setCode number [suffix…]]`, with an optional `*`/`-`/`•` bullet and an optional `x`
 *   after the count (`4x Ultra Ball`). Suffixes after the number (`PH`) are dropped. Set codes may carry a hyphen
 *   (`PR-SW`, `CRZ-GG`, `LOR-TG`, `SV-P`); numbers may carry letters (`TG06`, `GG56`, `SWSH297`). PTCGO's energy
 *   pseudo-sets (`Energy 5`, `XYEnergy 8`, `TK-AlolanRaichu 20`) are set codes too. A line without a recognisable
 *   set code and number keeps the whole rest as the name, with empty set code and number.
 * - Lines before the first header have no section; their supertype is a guess: Energy when the name ends with
 *   "Energy", otherwise Pokémon (a Trainer cannot be told from a Pokémon by its name alone — callers that resolve the
 *   card in the catalogue should prefer the catalogue's supertype).
 *
 * Writing (`formatDeckList`) produces the PTCGL shape: the three sections always present (so a list always reads the
 * same), each headed `Section: N` with N the number of cards in it, lines sorted by name, then set code, then number,
 * a blank line between sections and before `Total Cards: T`. Missing set code and number are written `SVI` and `1`
 * (spec §9). `parseDeckList(formatDeckList(cards))` gives the same cards back.
 */
import type { Supertype } from '../schemas/decks.ts';
import { TCG_DECK_SIZE } from '../constants.ts';

export interface ParsedDeckLine {
  count: number;
  name: string;
  setCode: string;
  number: string;
  supertype: Supertype;
  /** 1-based line in the input. */
  line: number;
}

export interface DeckListParseResult {
  /** In input order; the same card on two lines (two printings) stays two lines. */
  lines: ParsedDeckLine[];
  /** Every non-blank line that is neither a header, a total line, nor a card. */
  unknownLines: { line: number; text: string }[];
  /** Sum of the counts of the parsed lines (header numbers are not trusted). */
  totalCards: number;
  sectionTotals: Record<Supertype, number>;
}

export const DEFAULT_DECK_LIST_SET_CODE = 'SVI';
export const DEFAULT_DECK_LIST_NUMBER = '1';

const SECTION_ORDER: readonly Supertype[] = ['Pokémon', 'Trainer', 'Energy'];

/** Folds case and accents, so `Énergie`, `ENERGIE` and `energie` compare equal. */
function fold(text: string): string {
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
  return SECTION_BY_WORD.get(fold(label).replace(CARDS_WORD, '').trim()) ?? null;
}

function isTotalLine(text: string): boolean {
  const label = TOTAL.exec(text)?.groups?.label;
  return !!label && TOTAL_LABELS.has(fold(label).trim());
}

/** Supertype of a card listed before any section header. */
export function guessSupertype(name: string): Supertype {
  return /\benergy$/i.test(name) ? 'Energy' : 'Pokémon';
}

function splitCard(rest: string): { name: string; setCode: string; number: string } {
  const tokens = rest.split(' ');
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

export function parseDeckList(text: string): DeckListParseResult {
  const lines: ParsedDeckLine[] = [];
  const unknownLines: { line: number; text: string }[] = [];
  const sectionTotals: Record<Supertype, number> = { Pokémon: 0, Trainer: 0, Energy: 0 };
  let section: Supertype | null = null;

  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const lineNumber = index + 1;
      const trimmed = raw.replace(/\s+/g, ' ').trim();
      if (!trimmed) return;
      if (BANNER.test(trimmed)) return;

      const card = CARD.exec(trimmed)?.groups;
      const count = card ? Number(card.count) : 0;
      if (card && count >= 1 && count <= TCG_DECK_SIZE) {
        const { name, setCode, number } = splitCard(card.rest!);
        const supertype = section ?? guessSupertype(name);
        lines.push({ count, name, setCode, number, supertype, line: lineNumber });
        sectionTotals[supertype] += count;
        return;
      }

      const unmarked = trimmed.replace(LEADING_MARKS, '');
      const header = sectionOfHeader(unmarked);
      if (header) {
        section = header;
        return;
      }
      if (isTotalLine(unmarked)) return;
      unknownLines.push({ line: lineNumber, text: trimmed });
    });

  const totalCards = sectionTotals.Pokémon + sectionTotals.Trainer + sectionTotals.Energy;
  return { lines, unknownLines, totalCards, sectionTotals };
}

export interface DeckListCard {
  count: number;
  name: string;
  supertype: Supertype;
  setCode?: string;
  number?: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareText(a: string, b: string): number {
  // The collator makes `Éclair` sort beside `Eclair`; the plain comparison makes the order total.
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A set code or number is one token in the text, so inner whitespace cannot survive. */
function token(value: string | undefined, fallback: string): string {
  const cleaned = (value ?? '').replace(/\s+/g, '');
  return cleaned || fallback;
}

export function formatDeckList(cards: DeckListCard[]): string {
  const rows = cards.map((card) => ({
    count: card.count,
    name: card.name.replace(/\s+/g, ' ').trim(),
    supertype: card.supertype,
    setCode: token(card.setCode, DEFAULT_DECK_LIST_SET_CODE),
    number: token(card.number, DEFAULT_DECK_LIST_NUMBER),
  }));
  const blocks = SECTION_ORDER.map((supertype) => {
    const inSection = rows
      .filter((row) => row.supertype === supertype)
      .sort(
        (a, b) => compareText(a.name, b.name) || compareText(a.setCode, b.setCode) || compareText(a.number, b.number),
      );
    const cardCount = inSection.reduce((sum, row) => sum + row.count, 0);
    return [
      `${supertype}: ${cardCount}`,
      ...inSection.map((row) => `${row.count} ${row.name} ${row.setCode} ${row.number}`),
    ].join('\n');
  });
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return [...blocks, `Total Cards: ${total}`].join('\n\n');
}

/**
 * `Charizard ex (Incomplete)` → `charizard_ex_incomplete_decklist.txt` (spec §9). Accents are folded first
 * (`Flabébé` → `flabebe`), every run of other characters becomes one `_`, and `_` at either end is trimmed so the
 * name never starts or ends with an underscore; a name with nothing left becomes `deck`.
 */
export function deckListFileName(deckName: string, extension: 'txt' | 'pdf'): string {
  const base = fold(deckName ?? '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'deck'}_decklist.${extension}`;
}
