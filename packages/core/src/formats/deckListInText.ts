/**
 * Finding deck lists inside other text: a player pastes one or more PTCGL game logs with their deck list before or
 * after them (or a chat message around a list), and the list is offered as a deck (issue 12).
 *
 * Definitions and decisions:
 * - The text is cleaned first as parseDeckList cleans it (mojibake repaired, HTML character references decoded once:
 *   deckList.ts `cleanDeckListText`); `text` of a result is the cleaned slice, and `startLine` / `endLine` (1-based,
 *   inclusive) are line numbers of the input, which cleaning never changes. The `deckList` of a result is the
 *   slice read like `parseDeckList(text, options)` without cleaning it again, so its own line numbers count from
 *   the list's first line.
 * - A *list run* is a stretch of consecutive lines that are card lines, section headers, total lines, PTCGO banners
 *   or blank lines (deckListLine.ts defines each). Any other line ends it, so the lines of a log around a list are
 *   never part of it. Leading and trailing blank lines are not part of a run.
 * - Card-shaped lines that logs write are not card lines here: a line ending in a full stop (`- 7 drawn cards.`,
 *   `- 2 cartes piochées.`; no card line ends in one), a count followed by lower-case `cards`, `drawn`, `prize` or `damage`, and
 *   lines longer than 200 characters (no card line is that long; this also keeps the reading fast on huge lines).
 *   `Turn # 3 - X's Turn`, `X drew 2 cards.` and `   • Ultra Ball, Nest Ball` never have the shape of a card line.
 * - Several lists in one run are told apart where one ends: a total line (`Total Cards: 60`) closes the list it
 *   ends; a section header that does not come after the current section (`Pokémon:` after `Energy:` cards), or any
 *   header after header-less card lines, starts a new list; a banner after card lines starts a new list. A header-
 *   less run of more than `DECK_IN_TEXT_MAX_CARDS` cards is cut between its blank-line-separated blocks: blocks are
 *   taken in order while they fit, and a list is closed as soon as it reaches exactly 60 cards.
 * - A list run counts as a deck list when it totals `DECK_IN_TEXT_MIN_CARDS` (40) to `DECK_IN_TEXT_MAX_CARDS` (70)
 *   cards on at least 8 card lines, and either has a section header or gives a set code and number on at least half
 *   of its lines. 60 is the deck size; 40 admits a list a player is still building or cut short (the PTCGL export
 *   with a line removed, a list missing its Energy), and 70 a list with a few cards too many. A real list has at
 *   least 15 or so lines (4 copies at most of each non-energy card), so 8 lines rule out chance lines such as
 *   `45 minutes later`. Lists without set codes and without headers are too like ordinary numbered text to offer.
 * - Never throws: whatever goes wrong ends the search with the lists found so far. Work is linear in the text.
 */
import type { Supertype } from '../schemas/decks.ts';
import { TCG_DECK_SIZE } from '../constants.ts';
import {
  cleanDeckListText,
  parseCleanDeckList,
  type DeckListParseOptions,
  type DeckListParseResult,
} from './deckList.ts';
import { deckListTextLines, readDeckListLine, SECTION_ORDER, type DeckListLineKind } from './deckListLine.ts';

export const DECK_IN_TEXT_MIN_CARDS = 40;
export const DECK_IN_TEXT_MAX_CARDS = 70;
const MIN_CARD_LINES = 8;
const MAX_LINE_LENGTH = 200;

export interface DeckListInText {
  deckList: DeckListParseResult;
  /** The list's lines, from `startLine` to `endLine`, as they stand in the mojibake-repaired input. */
  text: string;
  /** 1-based line of the input where the list starts. */
  startLine: number;
  /** 1-based line of the input where the list ends (inclusive). */
  endLine: number;
}

/** Lower case only: card names are capitalised (`Damage Pump`), log phrases after a count are not. */
const LOG_COUNT_WORD = /^(?:drawn|cards?|prize|damage)\b/;

/** A line as the finder sees it: the deck list grammar, minus the card-shaped lines of game logs. */
function readLine(raw: string): DeckListLineKind {
  if (raw.length > MAX_LINE_LENGTH) return { kind: 'unknown', text: '' };
  const read = readDeckListLine(raw);
  if (read.kind === 'card' && (/[.。]\s*$/.test(raw) || LOG_COUNT_WORD.test(read.name))) {
    return { kind: 'unknown', text: '' };
  }
  return read;
}

interface Block {
  start: number;
  end: number;
  cards: number;
}

/** A list run in progress; indexes are 0-based line indexes. */
interface Run {
  start: number;
  /** Last non-blank line. */
  end: number;
  cards: number;
  hasHeader: boolean;
  section: Supertype | null;
  blocks: Block[];
  blockOpen: boolean;
}

/** Where header-less runs that are too long for one list are cut: see the header. */
function cutBlocks(blocks: Block[]): { start: number; end: number }[] {
  const pieces: { start: number; end: number }[] = [];
  let current: Block | null = null;
  for (const block of blocks) {
    if (current && current.cards + block.cards > DECK_IN_TEXT_MAX_CARDS) {
      pieces.push(current);
      current = null;
    }
    current = current ? { start: current.start, end: block.end, cards: current.cards + block.cards } : { ...block };
    if (current.cards === TCG_DECK_SIZE) {
      pieces.push(current);
      current = null;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

function isPlausible(deckList: DeckListParseResult, hasHeader: boolean): boolean {
  const { totalCards, lines, unknownLines } = deckList;
  if (totalCards < DECK_IN_TEXT_MIN_CARDS || totalCards > DECK_IN_TEXT_MAX_CARDS) return false;
  if (lines.length < MIN_CARD_LINES || unknownLines.length > 0) return false;
  const printed = lines.filter((line) => line.setCode !== '' && line.number !== '').length;
  return hasHeader || printed * 2 >= lines.length;
}

export function findDeckListsInText(text: string, options?: DeckListParseOptions): DeckListInText[] {
  const found: DeckListInText[] = [];
  try {
    const lines = deckListTextLines(cleanDeckListText(String(text ?? '')));
    /** The run in progress; a holder so the helpers below can end it. */
    const state: { run: Run | null } = { run: null };

    const offer = (start: number, end: number, hasHeader: boolean) => {
      const slice = lines.slice(start, end + 1).join('\n');
      const deckList = parseCleanDeckList(slice, options);
      if (isPlausible(deckList, hasHeader)) {
        found.push({ deckList, text: slice, startLine: start + 1, endLine: end + 1 });
      }
    };
    const close = () => {
      const run = state.run;
      state.run = null;
      if (!run || run.cards === 0) return;
      if (!run.hasHeader && run.cards > DECK_IN_TEXT_MAX_CARDS) {
        for (const piece of cutBlocks(run.blocks)) offer(piece.start, piece.end, false);
      } else {
        offer(run.start, run.end, run.hasHeader);
      }
    };
    const runAt = (index: number): Run => {
      state.run ??= {
        start: index,
        end: index,
        cards: 0,
        hasHeader: false,
        section: null,
        blocks: [],
        blockOpen: false,
      };
      state.run.end = index;
      return state.run;
    };

    lines.forEach((raw, index) => {
      const read = readLine(raw);
      const cards = state.run?.cards ?? 0;
      switch (read.kind) {
        case 'unknown':
          close();
          return;
        case 'blank':
          if (state.run) state.run.blockOpen = false;
          return;
        case 'banner':
          if (cards > 0) close();
          runAt(index).blockOpen = false;
          return;
        case 'total':
          // A total line ends the list above it; alone, it is nothing.
          if (cards > 0) runAt(index);
          close();
          return;
        case 'header': {
          const section = state.run?.section ?? null;
          const order = SECTION_ORDER.indexOf(read.section);
          if (cards > 0 && (section === null || order <= SECTION_ORDER.indexOf(section))) close();
          const run = runAt(index);
          run.hasHeader = true;
          run.section = read.section;
          run.blockOpen = false;
          return;
        }
        case 'card': {
          const run = runAt(index);
          run.cards += read.count;
          const block = run.blocks.at(-1);
          if (run.blockOpen && block) {
            block.end = index;
            block.cards += read.count;
          } else {
            run.blocks.push({ start: index, end: index, cards: read.count });
            run.blockOpen = true;
          }
          return;
        }
      }
    });
    close();
  } catch {
    // The search is a convenience; a failure must never break the import it runs in.
  }
  return found;
}
