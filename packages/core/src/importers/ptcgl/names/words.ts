/**
 * How card names are cut into words for lookups: the words of `analytics/categorize.ts` (accents removed, lower
 * case, runs of letters and digits), so `Türkisgrüne-Maske-Ogerpon-ex`, `Ogerpon Maschera Turchese-ex` and
 * `Cynthia’s Gible` become `turkisgrune maske ogerpon ex`, `ogerpon maschera turchese ex` and `cynthia s gible`.
 */
import { wordsOf } from '../../../analytics/categorize.ts';

export function nameWords(text: string): string[] {
  return wordsOf(text);
}

/** A word sequence as one lookup key. */
export const wordsKey = (words: readonly string[]): string => words.join(' ');
