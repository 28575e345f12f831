/**
 * From raw text to the lines, language, matcher and screen names a reading works on (issue 12).
 *
 * Decisions:
 * - Flattened lines (unflatten.ts) are rebuilt in two steps: pre-split, then — once the language and the names are
 *   known from the pre-split pieces — refined; the names are then discovered again from the rebuilt lines.
 * - At most MAX_LINES lines are read: a real game has well under a tenth of that, and the cap bounds the time spent on
 *   a huge paste.
 */
import type { PhraseMatcher } from './compile.ts';
import { detectPtcglLanguage, type PtcglLanguageGuess } from './detectLanguage.ts';
import { matcherFor } from './matchers.ts';
import { lineContent, normalizePtcglText, type PtcglLineContent } from './normalize.ts';
import { discoverPlayers } from './players.ts';
import { isFlattenedLine, preSplitFlattened, refineFlattened } from './unflatten.ts';

const MAX_LINES = 50000;

export interface PreparedPtcglText {
  lines: string[];
  contents: PtcglLineContent[];
  guess: PtcglLanguageGuess;
  matcher: PhraseMatcher | null;
  players: string[];
}

function readableTexts(contents: readonly PtcglLineContent[]): string[] {
  return contents.map((content) => (content.kind === 'main' || content.kind === 'sub' ? content.text : ''));
}

export function preparePtcglText(text: string): PreparedPtcglText {
  const rawLines = normalizePtcglText(text).split('\n').slice(0, MAX_LINES);
  // Each entry: a plain line, or the pre-split pieces of a flattened line.
  const groups: (string | string[])[] = rawLines.map((line) =>
    isFlattenedLine(line) ? preSplitFlattened(line) : line,
  );
  let lines = groups.flatMap((group) => group).slice(0, MAX_LINES);
  let contents = lines.map(lineContent);
  const guess = detectPtcglLanguage(readableTexts(contents));
  const matcher = guess.language ? matcherFor(guess.language) : null;
  if (!matcher) return { lines, contents, guess, matcher: null, players: [] };
  let players = discoverPlayers(readableTexts(contents), matcher);
  if (groups.some((group) => Array.isArray(group))) {
    lines = groups
      .flatMap((group) => (Array.isArray(group) ? refineFlattened(group, matcher, players) : [group]))
      .slice(0, MAX_LINES);
    contents = lines.map(lineContent);
    players = discoverPlayers(readableTexts(contents), matcher);
  }
  matcher.setNames(players);
  return { lines, contents, guess, matcher, players };
}
