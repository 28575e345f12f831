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
 * - A card list piece ending in a full stop is joined with the next piece when that one goes on listing cards
 *   (continuesList): the stop was inside a card name.
 * - A turn heading cut at its screen name keeps the words before the name that belong to it (`Turn # 2 - `).
 * - A card list piece ending like a sentence has the next line glued to its last card (`• Dreepy, Duskull Basic
 *   Fire Energy was discarded from Bo's Dreepy.`) when that line starts with a card name, not a screen name. It is
 *   cut at a word where the rest reads as a line; of several such words, the one whose two sides (the last card and
 *   the card the rest starts with) both occur most often in the whole text as words, ties to the first. The whole
 *   text names the same cards again elsewhere, while `Duskull Basic` or `Greninja Basic Fire Energy` appear only at
 *   the cut. Facts never depend on this: it only decides the last card of the list.
 */
import { escapeRegex, type PhraseMatch, type PhraseMatcher } from './compile.ts';

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

/** Whether a line starts with one of `headings` (any letter case) followed by more text. */
export function startsWithHeading(line: string, headings: readonly string[]): boolean {
  const text = line.trimStart().toLowerCase();
  return headings.some(
    (heading) => text.startsWith(`${heading.toLowerCase()} `) && text.trim() !== heading.toLowerCase(),
  );
}

/** Cuts a leading heading (`Setup`) off the first piece: `Setup Opponent conceded.` → `Setup`, `Opponent conceded.` */
export function splitLeadingHeading(pieces: readonly string[], headings: readonly string[]): string[] {
  const [first = '', ...rest] = pieces;
  const heading = headings.find((candidate) => first.toLowerCase().startsWith(`${candidate.toLowerCase()} `));
  if (!heading) return [...pieces];
  const after = first.slice(heading.length).trim();
  return after === '' ? [first.slice(0, heading.length), ...rest] : [first.slice(0, heading.length), after, ...rest];
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
  let heading = '';
  for (let count = 1; count < Math.min(words.length, HEADING_WORDS + 1); count += 1) {
    heading = count === 1 ? (words[0] ?? '') : `${heading} ${words[count - 1] ?? ''}`;
    // The rest is only put together behind a heading (most pieces have none).
    if (!matcher.match(heading, HEADING_KEYS, true)) continue;
    const rest = words.slice(count).join(' ');
    if (matches(matcher, rest)) return [heading, rest];
  }
  return null;
}

/** How often `needle` occurs in `text` as whole words (at most MAX_COUNT). */
function wordOccurrences(text: string, needle: string): number {
  const MAX_COUNT = 50;
  let count = 0;
  for (let at = text.indexOf(needle); at >= 0 && count < MAX_COUNT; at = text.indexOf(needle, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + needle.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) count += 1;
  }
  return count;
}

/** Cuts the next line off the last card of a list piece (see the header), or null. */
function cutListTail(piece: string, matcher: PhraseMatcher, corpus: string): string[] | null {
  if (!piece.startsWith('•') || !/[.!]$/.test(piece)) return null;
  const comma = piece.lastIndexOf(', ');
  const head = comma >= 0 ? piece.slice(0, comma + 2) : '• ';
  const words = (comma >= 0 ? piece.slice(comma + 2) : piece.slice(1)).trim().split(' ');
  let best: { at: number; score: number } | null = null;
  for (let at = 1; at < words.length; at += 1) {
    const rest = words.slice(at).join(' ');
    const found = matcher.match(rest, undefined, true);
    if (!found) continue;
    const card = words.slice(0, at).join(' ');
    const firstSlot = found.template.startsWith('{') ? Object.values(found.slots)[0] : undefined;
    const lead = firstSlot && rest.startsWith(firstSlot) ? wordOccurrences(corpus, firstSlot) : Infinity;
    const score = Math.min(wordOccurrences(corpus, card), lead);
    if (!best || score > best.score) best = { at, score };
  }
  if (!best) return null;
  return [`${head}${words.slice(0, best.at).join(' ')}`, words.slice(best.at).join(' ')];
}

/** Cuts a piece at the first place a known name starts and the rest reads as a line; recursive on the part before. */
function cutAtName(piece: string, matcher: PhraseMatcher, names: readonly string[], corpus: string): string[] {
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
      const [before, line] = widenHeading(piece.slice(0, at).trim(), rest, matcher);
      return before === '' ? [line] : [...cutAtName(before, matcher, names, corpus), line];
    }
  }
  return cutListTail(piece, matcher, corpus) ?? cutTrailingHeading(piece, matcher);
}

/**
 * A turn heading cut at its name takes back the words before the name that belong to it (`Turn # 2 - ` of an old
 * heading): the longest such start that still reads as a heading.
 */
function widenHeading(before: string, rest: string, matcher: PhraseMatcher): [string, string] {
  if (!matcher.match(rest, HEADING_KEYS, true)) return [before, rest];
  const words = before === '' ? [] : before.split(' ');
  for (let count = Math.min(words.length, HEADING_WORDS); count >= 1; count -= 1) {
    const heading = `${words.slice(words.length - count).join(' ')} ${rest}`;
    if (matcher.match(heading, HEADING_KEYS, true)) return [words.slice(0, words.length - count).join(' '), heading];
  }
  return [before, rest];
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

/**
 * The match of a joined candidate behind a heading glued to its front (`Zug von Ann Ann hat Prof.` + `Antiquas
 * Vitalität gezogen.`; the heading is cut later), for a piece whose heading cannot be cut alone, when no slot
 * swallowed a sub-line, a list or more than the one full stop of the card name.
 */
function headedJoin(candidate: string, matcher: PhraseMatcher): PhraseMatch | null {
  const headed = cutHeading(candidate, matcher);
  const found = headed ? matcher.match(headed[1], undefined, true) : null;
  const swallowed = (value: string) => /\s[-–]\s|•/.test(value) || (value.match(/[.!]\s/g)?.length ?? 0) > 1;
  if (!found || Object.values(found.slots).some(swallowed)) return null;
  return found;
}

/**
 * Whether `next` is the rest of the card list `piece`, cut at a full stop inside a card name (`• Hyperball, Prof.` +
 * `Antiquas Vitalität, Brianna`): it is no bullet, sub-line or line of its own, and still lists cards (a comma) or
 * ends without a full stop as a list does.
 */
function continuesList(piece: string, next: string, matcher: PhraseMatcher): boolean {
  if (!piece.startsWith('•') || !/\.$/.test(piece) || /^[•\-–]/.test(next) || matches(matcher, next)) return false;
  return next.includes(', ') || !/[.!]$/.test(next);
}

/** Refines pre-split pieces with the known names (see the header); `corpus` is the whole text, for cutListTail. */
export function refineFlattened(
  pieces: readonly string[],
  matcher: PhraseMatcher,
  names: readonly string[],
  corpus = '',
): string[] {
  matcher.setNames(names);
  const joined: string[] = [];
  for (let index = 0; index < pieces.length; index += 1) {
    let piece = pieces[index] ?? '';
    // Join a piece that reads as nothing with the next ones while the join reads as a line.
    while (!matches(matcher, piece) && index + 1 < pieces.length) {
      const next = pieces[index + 1] ?? '';
      const candidate = `${piece} ${next}`;
      const joinedMatch =
        matcher.match(bulletless(candidate), undefined, true) ??
        (cutHeading(piece, matcher) ? null : headedJoin(candidate, matcher));
      if (!joinedMatch && continuesList(piece, next, matcher)) {
        piece = candidate;
        index += 1;
        continue;
      }
      if (!joinedMatch || (matches(matcher, next) && !joinedMatch.key.startsWith('end'))) break;
      piece = candidate;
      index += 1;
    }
    joined.push(piece);
  }
  const lines: string[] = [];
  for (const piece of joined) {
    for (const part of cutAtName(piece, matcher, names, corpus)) {
      // Sub-lines and card lists keep their bullets so the reader sees the structure of the log.
      lines.push(part.startsWith('•') ? `   ${part}` : part);
    }
  }
  return lines;
}
