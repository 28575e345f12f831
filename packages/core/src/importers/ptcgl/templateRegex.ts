/**
 * One phrase template compiled for matching: its regexes, needle and anchor (issue 12). compile.ts says how a
 * matcher uses them.
 *
 * Definitions:
 * - A *slot* is a placeholder of a template (`{player}`, `{card}`, …). Name slots (`player`, `opponent`, `winner`,
 *   `loser`) hold screen names; `n` and `damage` whole numbers; `call` a coin face word; `rest` any further sentences;
 *   every other slot a card, attack or reason text. Each slot is one capture group, in template order.
 * - The *needle* is the template's longest literal piece (lower case); the *anchor* its longest literal word that
 *   stands whole (a non-word character or the template's edge on both sides, not glued to a slot).
 *
 * Decisions:
 * - A final `.` of a template is optional (hand-edited and chat-pasted logs lose it), also in its needle, and matching
 *   ignores case.
 * - Regex sources are kept cut at the name slots: the generic regex is the pieces joined with `(.+?)`, a known-name
 *   variant the pieces joined with the name alternation (knownNames.ts).
 * - Known-name variants for a text without line breaks (every text the reader matches) are built with `[^]` where
 *   the generic regex has `.`: on such a text the two match the same, and a case-insensitive Unicode `.` costs about
 *   90 µs to compile, `[^]` about 15. A text with a line break gets the exact variant.
 */
import { NON_WORD, WORD_END, WORD_START } from './lineMemory.ts';
import type { PtcglPhrases } from './types.ts';

/** The phrase lists a line can match (every key of PtcglPhrases that holds templates). */
export type PhraseKey = Exclude<
  keyof PtcglPhrases,
  'language' | 'heads' | 'tails' | 'endReasonWords' | 'endWonByOwner' | 'endWonByOpponent'
>;

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

export function escapeRegex(text: string): string {
  return text.replace(REGEX_SPECIAL, '\\$&');
}

export const NAME_SLOTS = new Set(['player', 'opponent', 'winner', 'loser']);
const NUMBER_SLOTS = new Set(['n', 'damage']);

export interface CompiledTemplate {
  /** Position in the matcher's list of templates (MATCH_ORDER order); shortlists hold these. */
  index: number;
  /** The anchor word (see the header), or '' when the template has none. */
  anchor: string;
  key: PhraseKey;
  template: string;
  slotNames: string[];
  /**
   * The slots a match reports, each with its capture group: a slot used twice reports its first group, and a name an
   * empty object already has (`constructor`) none, as `name in slots` decides.
   */
  reported: { name: string; group: number }[];
  /** The capture groups of the name slots. */
  nameGroups: number[];
  needle: string;
  generic: RegExp;
  /** The generic regex with match indices (where a name slot starts), built when first needed. */
  indexed: RegExp | null;
  /** The regex source cut at the name slots (see the header), exact and for texts without line breaks. */
  pieces: string[];
  oneLinePieces: string[];
  /**
   * The known-name variants, built when a text first needs one after the names changed (most templates never match
   * a given log, so building them all on every change was a tenth of the reading time), and the names version each
   * was built for.
   */
  known: RegExp | null;
  knownVersion: number;
  oneLineKnown: RegExp | null;
  oneLineKnownVersion: number;
}

function slotPattern(slot: string, callPattern: string, any: string): string {
  if (NUMBER_SLOTS.has(slot)) return '(\\d+)';
  if (slot === 'call') return `(${callPattern})`;
  if (slot === 'rest') return `((?:\\s${any}*)?)`;
  return `(${any}+?)`;
}

/** The regex source of a template cut at its name slots; `any` is the pattern of any character (see the header). */
function regexPieces(template: string, callPattern: string, any: string): string[] {
  const pieces: string[] = [];
  let body = '^';
  let last = 0;
  const placeholder = /\{(\w+)\}/g;
  let found: RegExpExecArray | null;
  while ((found = placeholder.exec(template)) !== null) {
    body += escapeRegex(template.slice(last, found.index));
    const slot = found[1] ?? '';
    if (NAME_SLOTS.has(slot)) {
      pieces.push(body);
      body = '';
    } else body += slotPattern(slot, callPattern, any);
    last = found.index + found[0].length;
  }
  let tail = escapeRegex(template.slice(last));
  // An optional final full stop (see the header).
  if (tail.endsWith('\\.')) tail = `${tail.slice(0, -2)}\\.?`;
  pieces.push(`${body}${tail}\\s*$`);
  return pieces;
}

export function regexOf(pieces: readonly string[], namePattern: string, flags = 'iu'): RegExp {
  return new RegExp(pieces.join(namePattern), flags);
}

/** The anchor of a template (see the header), or ''. */
function anchorWord(template: string): string {
  const pieces = template.replace(/\.$/, '').split(/\{\w+\}/);
  let best = '';
  pieces.forEach((piece, index) => {
    const words = piece.toLowerCase().split(NON_WORD);
    // A word touching a slot may go on into the slot's text, so it is not whole.
    const from = index === 0 || !WORD_START.test(piece) ? 0 : 1;
    const to = index === pieces.length - 1 || !WORD_END.test(piece) ? words.length : words.length - 1;
    for (const word of words.slice(from, to)) if (word.length > best.length) best = word;
  });
  return best;
}

function longestLiteral(template: string): string {
  // The final full stop is optional (see regexPieces), so it is no part of the needle.
  return template
    .replace(/\.$/, '')
    .split(/\{\w+\}/)
    .map((piece) => piece.trim().toLowerCase())
    .reduce((best, piece) => (piece.length > best.length ? piece : best), '');
}

function reportedSlots(slotNames: readonly string[]): { name: string; group: number }[] {
  const slots: Record<string, string> = {};
  const reported: { name: string; group: number }[] = [];
  slotNames.forEach((name, at) => {
    if (name in slots) return;
    slots[name] = '';
    reported.push({ name, group: at + 1 });
  });
  return reported;
}

export function compileTemplate(
  template: string,
  key: PhraseKey,
  index: number,
  callPattern: string,
): CompiledTemplate {
  const slotNames = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const pieces = regexPieces(template, callPattern, '.');
  return {
    index,
    anchor: anchorWord(template),
    key,
    template,
    slotNames,
    reported: reportedSlots(slotNames),
    nameGroups: slotNames.flatMap((slot, at) => (NAME_SLOTS.has(slot) ? [at + 1] : [])),
    needle: longestLiteral(template),
    generic: regexOf(pieces, '(.+?)'),
    indexed: null,
    pieces,
    oneLinePieces: regexPieces(template, callPattern, '[^]'),
    known: null,
    knownVersion: -1,
    oneLineKnown: null,
    oneLineKnownVersion: -1,
  };
}
