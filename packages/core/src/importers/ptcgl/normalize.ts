/**
 * Text clean-up before a PTCGL log is read (issue 12).
 *
 * Definitions:
 * - The *normalised text* has no BOM, `\n` line ends only, straight apostrophes (the client itself mixes `'` and
 *   `’`, and editors turn them into `‘` or `´`), and ordinary spaces instead of no-break and other Unicode spaces.
 *   Leading spaces are kept because the client indents card lists (`   • a, b`).
 * - A *line's content* is the line trimmed with runs of spaces folded into one; a leading `- ` marks a sub-line (an
 *   effect of the line above) and a leading `•` a card list.
 *
 * - A *card id* is the set and number the client writes before a card name since 2025 unless the player hides
 *   them: `(sv10_32) Héricendre de Luth`, `(sv4pt5_42) Dragapult ex`, `(me2-5_280) Lillie's Clefairy ex`.
 *
 * Decisions:
 * - Zero-width characters are removed, since a screen name copied from a web page can carry them and they would make
 *   one player look like two.
 * - Card ids are kept in the lines (templates read around them) and dropped from the card names a reading reports,
 *   so a log with ids and one without name the same cards.
 */

export type PtcglLineKind = 'blank' | 'main' | 'sub' | 'list';

export interface PtcglLineContent {
  kind: PtcglLineKind;
  /** The text without its bullet, trimmed, spaces folded. */
  text: string;
}

const APOSTROPHES = /[\u2018\u2019\u00b4\u02bc\u2032`]/g;
const ODD_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\t\f\v]/g;
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/** The normalised text (see the header). Never throws; a non-string gives ''. */
export function normalizePtcglText(text: string): string {
  if (typeof text !== 'string') return '';
  return text
    .replace(/\r\n?|\u2028|\u2029|\u0085/g, '\n')
    .replace(ZERO_WIDTH, '')
    .replace(APOSTROPHES, "'")
    .replace(ODD_SPACES, ' ');
}

/** Splits normalised text into lines. */
export function splitPtcglLines(normalized: string): string[] {
  return normalized.split('\n');
}

/** Whether a UTF-16 code unit is whitespace the way `\s` and `trim` see it (tab to carriage return, Zs, LS, PS, BOM). */
function isSpace(code: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Whether the text has no whitespace at its ends and none inside but single plain spaces. */
function isFolded(text: string): boolean {
  if (text === '') return true;
  // A space at either end is the common way not to be folded: no need to look through a long text first.
  if (isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1))) return false;
  let previousSpace = true;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 32) {
      if (previousSpace) return false;
      previousSpace = true;
    } else if (isSpace(code)) return false;
    else previousSpace = false;
  }
  return true;
}

/**
 * Folds runs of whitespace into one space and trims. Most lines of a log are folded already and come back as they
 * are, without running the pattern (folding every line was a tenth of the reading time).
 */
export function foldSpaces(text: string): string {
  return isFolded(text) ? text : text.replace(/\s+/g, ' ').trim();
}

/** Classifies one line and strips its bullet. */
export function lineContent(line: string): PtcglLineContent {
  const text = foldSpaces(line);
  if (text === '') return { kind: 'blank', text };
  if (text.startsWith('•')) return { kind: 'list', text: text.slice(1).trim() };
  if (/^[-–]\s/.test(text)) return { kind: 'sub', text: text.slice(2).trim() };
  return { kind: 'main', text };
}

const CARD_ID = /^\(\S+?\)\s*/;

/** A card name without its leading card id (see the header): `(sv10_32) Héricendre de Luth` → `Héricendre de Luth`. */
export function stripCardId(name: string): string {
  return name.replace(CARD_ID, '');
}

/** The card names of a `•` list (`a, b, c`). */
export function listItems(text: string): string[] {
  return text
    .split(/,\s*/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
