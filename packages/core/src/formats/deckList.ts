/**
 * Deck list text as Pokémon TCG Live (PTCGL), the older TCG Online (PTCGO) and deck sites such as Limitless write it
 * (spec part 2 §8 clipboard, §9 deck list file).
 *
 * Reading (`parseDeckList`) is lenient, because players paste whatever they have. What a line is (section header,
 * total line, banner, card line, in which languages and shapes) is defined in deckListLine.ts. On top of that:
 * - Mojibake is repaired first (mojibake.ts): a list that went through a program reading UTF-8 as Latin-1 or
 *   Windows-1252 (`PokÃ©mon: 12`, `Ã‰nergie`, `1 PokÃ© Ball SVI 185`) reads as the original; lost letters in `Pok?mon`
 *   and `Pok�mon` are restored. Text without signs of mojibake is not touched. Line numbers are those of the input.
 * - HTML character references are decoded once after the repair (htmlEntities.ts): a list copied from a web page or
 *   an older site export reads `Eevee &amp; Snorlax-GX` as `Eevee & Snorlax-GX`.
 * - The number in a header is never trusted: PTCGL counts lines there, Limitless and PTCGO count cards. Total lines
 *   are ignored too; the totals are recomputed. An unrecognised line lands in `unknownLines`, never silently.
 * - The supertype of each card line, first rule that answers:
 *   1. `options.catalogueSupertype(name, setCode, number)`, when given and it knows the card (the catalogue is the
 *      authority, so it wins even over a section header). A lookup that throws counts as not knowing.
 *   2. Basic Energy by its name, in any language (rules/basicEnergy.ts): `Psychic Energy`, `Basic {P} Energy`,
 *      `Énergie Psy de base` are Energy whatever header or block they stand in (issue 29).
 *   3. The section header above the line.
 *   4. In a list with no section header at all (Limitless and some sites export bare `4 Dreepy TWM 128` lines),
 *      the blank-line-separated block the line is in. A block is a run of card lines; a blank line or any other
 *      non-card line ends it. Exactly three blocks are Pokémon, Trainer and Energy in that order. With exactly two
 *      blocks, a line whose name ends in "Energy" is Energy and the other lines of the second block are Trainers;
 *      the first block (Pokémon, or Pokémon and Trainers run together when the second block is all Energy) falls
 *      to rule 5. One block, or four and more, tell nothing.
 *   5. A guess from the name: Energy when it ends with "Energy", otherwise Pokémon (a Trainer cannot be told from a
 *      Pokémon by its name alone). Lines before the first header of a list that has headers land here.
 *
 * Writing (`formatDeckList`) produces the PTCGL shape: the three sections always present (so a list always reads the
 * same), each headed `Section: N` with N the number of cards in it, lines sorted by name, then set code, then number,
 * a blank line between sections and before `Total Cards: T`. Missing set code and number are written `SVI` and `1`
 * (spec §9), except a Basic Energy's, written as its Scarlet & Violet Energies print (`SVE 5` for Psychic) so PTCGL
 * reads it as that Energy. `parseDeckList(formatDeckList(cards))` gives the same cards back.
 */
import { nameComparer } from '../rules/nameOrder.ts';
import type { Supertype } from '../schemas/decks.ts';
import { deckListTextLines, fold, guessSupertype, readDeckListLine, SECTION_ORDER } from './deckListLine.ts';
import { basicEnergyTypeOf, isBasicEnergyName, type BasicEnergyType } from '../rules/basicEnergy.ts';
import { decodeHtmlEntities } from './htmlEntities.ts';
import { repairMojibake } from './mojibake.ts';

export { guessSupertype };

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

/** The catalogue's supertype of a printing (set code and number may be empty), or null when it does not know it. */
export type CatalogueSupertypeLookup = (name: string, setCode: string, number: string) => Supertype | null;

export interface DeckListParseOptions {
  catalogueSupertype?: CatalogueSupertypeLookup;
}

export const DEFAULT_DECK_LIST_SET_CODE = 'SVI';
export const DEFAULT_DECK_LIST_NUMBER = '1';

interface CardEntry {
  count: number;
  name: string;
  setCode: string;
  number: string;
  line: number;
  section: Supertype | null;
  /** Index of the blank-line-separated block of card lines (rule 4 of the header). */
  block: number;
}

const endsWithEnergy = (name: string) => /\benergy$/i.test(name) || isBasicEnergyName(name);

/** Rule 4 of the header: the supertype each card of a header-less list takes from its block, or null. */
function blockSupertypes(cards: CardEntry[]): (Supertype | null)[] {
  const blocks = new Set(cards.map((card) => card.block));
  const order = [...blocks];
  if (order.length === 3) return cards.map((card) => SECTION_ORDER[order.indexOf(card.block)] ?? null);
  if (order.length === 2) {
    const second = order[1];
    return cards.map((card) => {
      if (endsWithEnergy(card.name)) return 'Energy';
      return card.block === second ? 'Trainer' : null;
    });
  }
  return cards.map(() => null);
}

function lookUp(options: DeckListParseOptions | undefined, card: CardEntry): Supertype | null {
  if (!options?.catalogueSupertype) return null;
  try {
    const supertype = options.catalogueSupertype(card.name, card.setCode, card.number);
    // Only the three supertypes count; anything else a careless lookup returns means "does not know".
    return supertype && SECTION_ORDER.includes(supertype) ? supertype : null;
  } catch {
    return null;
  }
}

/** The text as every deck list reader reads it: mojibake repaired, then HTML character references decoded once. */
export function cleanDeckListText(text: string): string {
  return decodeHtmlEntities(repairMojibake(text));
}

export function parseDeckList(text: string, options?: DeckListParseOptions): DeckListParseResult {
  return parseCleanDeckList(cleanDeckListText(text), options);
}

/** `parseDeckList` of text `cleanDeckListText` already gave (findDeckListsInText cleans once for the whole text). */
export function parseCleanDeckList(text: string, options?: DeckListParseOptions): DeckListParseResult {
  const cards: CardEntry[] = [];
  const unknownLines: { line: number; text: string }[] = [];
  let section: Supertype | null = null;
  let sawHeader = false;
  let block = 0;
  let blockHasCards = false;

  deckListTextLines(text).forEach((raw, index) => {
    const read = readDeckListLine(raw);
    if (read.kind === 'card') {
      const { count, name, setCode, number } = read;
      cards.push({ count, name, setCode, number, line: index + 1, section, block });
      blockHasCards = true;
      return;
    }
    // Anything but a card line ends a block of card lines.
    if (blockHasCards) {
      block++;
      blockHasCards = false;
    }
    if (read.kind === 'header') {
      section = read.section;
      sawHeader = true;
    } else if (read.kind === 'unknown') {
      unknownLines.push({ line: index + 1, text: read.text });
    }
  });

  const fromBlocks = sawHeader ? cards.map(() => null) : blockSupertypes(cards);
  const sectionTotals: Record<Supertype, number> = { Pokémon: 0, Trainer: 0, Energy: 0 };
  const lines = cards.map((card, i): ParsedDeckLine => {
    const basicEnergy: Supertype | null = isBasicEnergyName(card.name) ? 'Energy' : null;
    const supertype =
      lookUp(options, card) ?? basicEnergy ?? card.section ?? fromBlocks[i] ?? guessSupertype(card.name);
    sectionTotals[supertype] += card.count;
    const { count, name, setCode, number, line } = card;
    return { count, name, setCode, number, supertype, line };
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

const compareNames = nameComparer({ numeric: true, sensitivity: 'base' });

function compareText(a: string, b: string): number {
  // The collator makes `Éclair` sort beside `Eclair`; the plain comparison makes the order total.
  return compareNames(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A set code or number is one token in the text, so inner whitespace cannot survive. */
function token(value: string | undefined, fallback: string): string {
  const cleaned = (value ?? '').replace(/\s+/g, '');
  return cleaned || fallback;
}

/**
 * Where a Basic Energy without set code and number is written: its print in Scarlet & Violet Energies (SVE 1–8), so
 * PTCGL imports it as that Energy rather than as the card at `SVI 1` (a Pineco). Fairy Energy has no SVE print and
 * takes the spec's default.
 */
const SVE_NUMBER: Partial<Record<BasicEnergyType, string>> = {
  Grass: '1',
  Fire: '2',
  Water: '3',
  Lightning: '4',
  Psychic: '5',
  Fighting: '6',
  Darkness: '7',
  Metal: '8',
};

/** The set code and number a card is written with: its own, else SVE's for a Basic Energy, else `SVI 1` (spec §9). */
function printOf(card: DeckListCard): { setCode: string; number: string } {
  const setCode = token(card.setCode, '');
  const number = token(card.number, '');
  if (!setCode && !number && card.supertype === 'Energy') {
    const type = basicEnergyTypeOf(card.name);
    const sve = type ? SVE_NUMBER[type] : undefined;
    if (sve) return { setCode: 'SVE', number: sve };
  }
  return { setCode: setCode || DEFAULT_DECK_LIST_SET_CODE, number: number || DEFAULT_DECK_LIST_NUMBER };
}

export function formatDeckList(cards: DeckListCard[]): string {
  const rows = cards.map((card) => ({
    count: card.count,
    name: card.name.replace(/\s+/g, ' ').trim(),
    supertype: card.supertype,
    ...printOf(card),
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
