/**
 * Rebuilds the lines of a log that a chat or a web form flattened into one line (every newline turned into a
 * space) (issue 12).
 *
 * Definitions:
 * - A *flattened line* is a line longer than FLAT_MIN_LENGTH with at least FLAT_MIN_SENTENCES sentence ends
 *   followed by more text; the longest lines the client writes (an attack with Weakness and Resistance) have two.
 * - *Pre-splitting* cuts a flattened line after each `.`/`!` followed by a space, before each `•` card list and
 *   before each ` - ` sub-line bullet (except the one inside an old `Turn # N - ` heading).
 * - *Refining* then fixes what pre-splitting cannot see, using the screen names: lines without a final full stop
 *   (headings, card lists, `- 7 gezogene Karten`) are glued to the next line, and a full stop inside a card name
 *   (`Prof. Antiquas Vitalität`) cuts a line in two.
 *
 * Decisions:
 * - A piece no template matches is cut where a known screen name starts if the rest then matches (the first such
 *   place); the part before is kept as its own line (a heading or a card list).
 * - A piece no template matches is joined with the next one when the two together match and the next one does not
 *   read as a line alone (a card name with a full stop), or when the two together read as an ending (its reason
 *   sentence).
 */
import { escapeRegex, type PhraseMatcher } from './compile.ts';

const FLAT_MIN_LENGTH = 120;
const FLAT_MIN_SENTENCES = 3;
const MAX_PIECES = 20000;

export function isFlattenedLine(line: string): boolean {
  if (line.length < FLAT_MIN_LENGTH) return false;
  const sentences = line.match(/[.!]\s+\S/g)?.length ?? 0;
  return sentences >= FLAT_MIN_SENTENCES;
}

/** Cuts one flattened line into pieces (see the header). */
export function preSplitFlattened(line: string): string[] {
  const marked = line
    .replace(/([.!])\s+(?=\S)/g, '$1\n')
    .replace(/\s+(?=•)/g, '\n')
    .replace(/(Turn\s*#\s*\d+|Turno\s*#\s*\d+|Zug\s*#\s*\d+)?\s+(?=[-–]\s)/g, (whole: string, heading?: string) =>
      heading ? whole : '\n',
    );
  return marked
    .split('\n')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .slice(0, MAX_PIECES);
}

function bulletless(piece: string): string {
  return piece.replace(/^[-–]\s+/, '').replace(/^•\s*/, '');
}

function matches(matcher: PhraseMatcher, piece: string): boolean {
  return matcher.match(bulletless(piece), undefined, true) !== null;
}

const HEADING_KEYS = ['setup', 'checkup', 'turnHeader'] as const;
const HEADING_WORDS = 8;

/** Cuts a heading (`Setup`, `Ann's Turn`, `Pokémon Checkup`) off the front of a piece when the rest reads as a line. */
function cutHeading(piece: string, matcher: PhraseMatcher): [string, string] | null {
  const words = piece.split(' ');
  for (let count = 1; count < Math.min(words.length, HEADING_WORDS + 1); count += 1) {
    const heading = words.slice(0, count).join(' ');
    const rest = words.slice(count).join(' ');
    if (matcher.match(heading, HEADING_KEYS, true) && matches(matcher, rest)) return [heading, rest];
  }
  return null;
}

/** Cuts a piece at the first place a known name starts and the rest reads as a line; recursive on the part before. */
function cutAtName(piece: string, matcher: PhraseMatcher, names: readonly string[]): string[] {
  // A heading glued to the front goes first, even when the whole still reads as a line (`Ann's Turn Opponent
  // conceded. Bo wins.` reads as an ending with a long reason).
  const headed = cutHeading(piece, matcher);
  if (headed) return headed;
  if (names.length === 0 || matches(matcher, piece)) return [piece];
  const pattern = new RegExp(`(?:^|\\s)(?=(?:${names.map(escapeRegex).join('|')}))`, 'giu');
  const starts: number[] = [];
  let found: RegExpExecArray | null;
  while ((found = pattern.exec(piece)) !== null) {
    const at = found.index + found[0].length;
    if (at > 0) starts.push(at);
    if (found[0].length === 0) pattern.lastIndex += 1;
  }
  for (const at of starts) {
    const rest = piece.slice(at).trim();
    if (rest !== '' && matches(matcher, rest)) {
      const before = piece.slice(0, at).trim();
      return before === '' ? [rest] : [...cutAtName(before, matcher, names), rest];
    }
  }
  return cutTrailingHeading(piece, matcher);
}

/** Cuts a heading off the end of a piece (`• a, b Ann's Turn` after the line that followed it was cut off). */
function cutTrailingHeading(piece: string, matcher: PhraseMatcher): string[] {
  const words = piece.split(' ');
  for (let count = Math.min(words.length - 1, HEADING_WORDS); count >= 1; count -= 1) {
    const heading = words.slice(words.length - count).join(' ');
    if (matcher.match(heading, HEADING_KEYS, true)) return [words.slice(0, words.length - count).join(' '), heading];
  }
  return [piece];
}

/** Refines pre-split pieces with the known names (see the header). */
export function refineFlattened(pieces: readonly string[], matcher: PhraseMatcher, names: readonly string[]): string[] {
  matcher.setNames(names);
  const joined: string[] = [];
  for (let index = 0; index < pieces.length; index += 1) {
    let piece = pieces[index] ?? '';
    // Join a piece that reads as nothing with the next ones while the join reads as a line.
    while (!matches(matcher, piece) && index + 1 < pieces.length) {
      const next = pieces[index + 1] ?? '';
      const candidate = `${piece} ${next}`;
      const joinedMatch = matcher.match(bulletless(candidate), undefined, true);
      if (!joinedMatch || (matches(matcher, next) && !joinedMatch.key.startsWith('end'))) break;
      piece = candidate;
      index += 1;
    }
    joined.push(piece);
  }
  const lines: string[] = [];
  for (const piece of joined) {
    for (const part of cutAtName(piece, matcher, names)) {
      // Sub-lines and card lists keep their bullets so the reader sees the structure of the log.
      lines.push(part.startsWith('•') ? `   ${part}` : part);
    }
  }
  return lines;
}
