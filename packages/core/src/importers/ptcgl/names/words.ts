/**
 * How card names are cut into words for lookups: the words of `analytics/categorize.ts` (accents removed, lower
 * case, runs of letters and digits), so `Türkisgrüne-Maske-Ogerpon-ex`, `Ogerpon Maschera Turchese-ex` and
 * `Cynthia’s Gible` become `turkisgrune maske ogerpon ex`, `ogerpon maschera turchese ex` and `cynthia s gible`.
 *
 * Decision: a change of script inside a word splits it (`날뛰는우레ex` → `날뛰는우레 ex`), because Korean names glue
 * the Latin `ex`/`V` to the Hangul name while no Latin name mixes scripts.
 */
import { wordsOf } from '../../../analytics/categorize.ts';

const SCRIPT_CHANGE = /(\p{Script=Hangul})(?=[a-z0-9])|([a-z0-9])(?=\p{Script=Hangul})/gu;

export function nameWords(text: string): string[] {
  const words = wordsOf(text);
  if (!words.some((w) => /\p{Script=Hangul}/u.test(w))) return words;
  return words.flatMap((w) => w.normalize('NFC').replace(SCRIPT_CHANGE, '$1$2 ').split(' '));
}

/** A word sequence as one lookup key. */
export const wordsKey = (words: readonly string[]): string => words.join(' ');
