/**
 * Which language a log is written in (issue 12).
 *
 * Definitions:
 * - A language's *score* is the number of lines (of the first DETECT_LINES non-blank ones) that one of its templates
 *   matches, read generically (any screen name).
 * - *Anchor* lines are the ones only a game log writes: headings, the coin flip, opening hands, mulligans, prizes
 *   and endings.
 *
 * Decisions: the highest score wins, ties go to the earlier table in phrases/index.ts. A text is a log only with at
 * least MIN_LOG_SCORE matching lines of which one is an anchor: a chat message saying `I played Iono.` twice is not a
 * game.
 */
import { END_KEYS, SETUP_FACT_KEYS, type PhraseKey } from './compile.ts';
import { allMatchers } from './matchers.ts';
import type { PtcglLanguage } from './types.ts';

const DETECT_LINES = 400;
export const MIN_LOG_SCORE = 2;

/** Lines only a game log has: headings, setup facts, prizes and endings. */
const ANCHOR_KEYS = new Set<PhraseKey>([
  'setup',
  'turnHeader',
  ...SETUP_FACT_KEYS,
  'prizeOne',
  'prizeMany',
  'prizeCardHidden',
  ...END_KEYS,
]);

export interface PtcglLanguageGuess {
  language: PtcglLanguage | null;
  score: number;
  anchors: number;
}

export function detectPtcglLanguage(contents: readonly string[]): PtcglLanguageGuess {
  const sample = contents.filter((text) => text !== '').slice(0, DETECT_LINES);
  const guesses = [...allMatchers()].map(([language, matcher]) => {
    matcher.setNames([]);
    return { language, matcher, score: 0, anchors: 0 };
  });
  // One line in every language in a row, so the matchers share the line's memory (lineMemory.ts). Without names a
  // match is generic, so only its key is asked for.
  for (const text of sample) {
    for (const guess of guesses) {
      const key = guess.matcher.genericKey(text);
      if (key === null) continue;
      guess.score += 1;
      if (ANCHOR_KEYS.has(key)) guess.anchors += 1;
    }
  }
  let best: PtcglLanguageGuess = { language: null, score: 0, anchors: 0 };
  for (const { language, score, anchors } of guesses) if (score > best.score) best = { language, score, anchors };
  return best;
}

export function looksLikeLog(guess: PtcglLanguageGuess): boolean {
  return guess.language !== null && guess.score >= MIN_LOG_SCORE && guess.anchors >= 1;
}
