/**
 * From raw text to the lines, language, matcher and screen names a reading works on (issue 12).
 *
 * Definitions:
 * - A *joined line* is a line that is not flattened (unflatten.ts) but holds more than one line of the log, as hand
 *   edits and some chats leave them (`Ann drew 7 cards for the opening hand. - 7 drawn cards.`, `Bo took a Prize
 *   card. A card was added to Bo's hand.`): it has a sentence end, ` - ` or `•` inside, and reading it whole either
 *   fails or puts such a break inside a name or card slot (see isJoinedLine).
 * - A *dialect word* tells Spain's Spanish from Latin America's: the deck is `su baraja` in Spain (also in the simple
 *   past of the single Spanish client before the 2025 split) and `su mazo` in Latin America.
 *
 * Decisions:
 * - Flattened and joined lines are rebuilt in two steps: pre-split, then — once the language and the names are known
 *   — refined; the names are then discovered again from the rebuilt lines. A flattened text's first line also loses
 *   a leading setup heading before the language is detected, so `Setup Opponent conceded. Ann wins.` is a log.
 * - The phrase table that reads a Spanish log is the one detection chose (its verbs), but the language reported is
 *   the dialect of its deck word when the two Spanish tables are the only candidates: `barajó su baraja` is Spain's
 *   client before the split, read with the simple-past table and reported as `es`. Without a deck word the
 *   detected table decides. The lower-case `su` keeps card names (`Mazo Aplastador`, a hammer) out of the count.
 * - HTML character references (`Eevee &amp; Snorlax-GX`, `Boss&#39;s Orders`, from logs copied out of web pages)
 *   are decoded once, before anything else (formats/htmlEntities.ts); a reference to a line break becomes a space.
 * - At most MAX_LINES lines are read: a real game has well under a tenth of that, and the cap bounds the time spent on
 *   a huge paste.
 */
import { decodeHtmlEntities } from '../../formats/htmlEntities.ts';
import type { PhraseMatcher } from './compile.ts';
import { detectPtcglLanguage, type PtcglLanguageGuess } from './detectLanguage.ts';
import { forgetPhraseMatches } from './lineMemory.ts';
import { matcherFor } from './matchers.ts';
import { lineContent, normalizePtcglText, type PtcglLineContent } from './normalize.ts';
import { PTCGL_PHRASES } from './phrases/index.ts';
import { discoverPlayers } from './players.ts';
import type { PtcglLanguage } from './types.ts';
import {
  isFlattenedLine,
  preSplitFlattened,
  refineFlattened,
  splitLeadingHeading,
  startsWithHeading,
} from './unflatten.ts';

const MAX_LINES = 50000;
/** A break inside a line: a sentence end followed by more text, a ` - ` sub-line bullet, or a `•` card list. */
const INNER_BREAK = /[.!]\s+\S|\s[-–]\s|\S\s*•/;
/** Slots whose text may hold a sentence end: the further sentences of a damage line and the reason of an ending. */
const FREE_SLOTS = new Set(['rest', 'reason']);

export interface PreparedPtcglText {
  lines: string[];
  contents: PtcglLineContent[];
  guess: PtcglLanguageGuess;
  /** The language to report (the guess, or the Spanish dialect of its deck word). */
  language: PtcglLanguage | null;
  matcher: PhraseMatcher | null;
  players: string[];
}

let setupHeadings: string[] | null = null;

/** Every language's setup headings (`Setup`, `Vorbereitung`, …), longest first. */
function allSetupHeadings(): string[] {
  setupHeadings ??= [...new Set(PTCGL_PHRASES.flatMap((phrases) => phrases.setup))].sort((a, b) => b.length - a.length);
  return setupHeadings;
}

function readableTexts(contents: readonly PtcglLineContent[]): string[] {
  return contents.map((content) => (content.kind === 'main' || content.kind === 'sub' ? content.text : ''));
}

/** Whether a line that is not flattened holds several lines of the log (see the header), from its content. */
function isJoinedLine(content: PtcglLineContent, matcher: PhraseMatcher): boolean {
  // A card list may hold a full stop inside a card name (`Prof. Antiquas Vitalität`) and is never split.
  if (content.kind === 'blank' || content.kind === 'list' || !INNER_BREAK.test(content.text)) return false;
  const found = matcher.match(content.text);
  if (!found) return true;
  return Object.entries(found.slots).some(([slot, value]) => !FREE_SLOTS.has(slot) && INNER_BREAK.test(value));
}

/** The Spanish dialect of a log's deck word, or null without one (see the header). */
function spanishDialect(text: string): PtcglLanguage | null {
  let spain = 0;
  let latin = 0;
  for (const found of text.matchAll(/(?:^|[^\p{L}])su (baraja|mazo)(?![\p{L}])/gu)) {
    if (found[1] === 'baraja') spain += 1;
    else latin += 1;
  }
  if (spain === latin) return null;
  return spain > latin ? 'es' : 'es-419';
}

/** The lines of the groups in order (`groups.flat()`, in a plain loop: a tenth of the time). */
function flatten(groups: readonly (string | string[])[]): string[] {
  const lines: string[] = [];
  for (const group of groups) {
    if (typeof group === 'string') lines.push(group);
    else for (const line of group) lines.push(line);
  }
  return lines;
}

export function preparePtcglText(text: string): PreparedPtcglText {
  forgetPhraseMatches();
  const normalized = normalizePtcglText(decodeHtmlEntities(text));
  const rawLines = normalized.split('\n').slice(0, MAX_LINES);
  const firstLine = rawLines.findIndex((line) => line.trim() !== '');
  const headings = allSetupHeadings();
  // Each entry: a plain line, or the pre-split pieces of a flattened or joined line.
  let groups: (string | string[])[] = rawLines.map((line, index) => {
    const leading = index === firstLine && startsWithHeading(line, headings);
    if (!isFlattenedLine(line) && !leading) return line;
    const pieces = preSplitFlattened(line);
    return leading ? splitLeadingHeading(pieces, headings) : pieces;
  });
  let lines = flatten(groups).slice(0, MAX_LINES);
  let contents = lines.map(lineContent);
  const texts = readableTexts(contents);
  const guess = detectPtcglLanguage(texts);
  const matcher = guess.language ? matcherFor(guess.language) : null;
  if (!matcher) return { lines, contents, guess, language: guess.language, matcher: null, players: [] };
  const language =
    guess.language === 'es' || guess.language === 'es-419'
      ? (spanishDialect(normalized) ?? guess.language)
      : guess.language;
  let players = discoverPlayers(texts, matcher);
  // A plain line's content is already in `contents` at its place (unless past MAX_LINES).
  let at = 0;
  groups = groups.map((group) => {
    const index = at;
    at += typeof group === 'string' ? 1 : group.length;
    if (typeof group !== 'string') return group;
    return isJoinedLine(contents[index] ?? lineContent(group), matcher) ? preSplitFlattened(group) : group;
  });
  if (groups.some((group) => Array.isArray(group))) {
    lines = groups
      .flatMap((group) => (Array.isArray(group) ? refineFlattened(group, matcher, players, normalized) : [group]))
      .slice(0, MAX_LINES);
    contents = lines.map(lineContent);
    players = discoverPlayers(readableTexts(contents), matcher);
  }
  matcher.setNames(players);
  return { lines, contents, guess, language, matcher, players };
}
