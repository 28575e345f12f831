/**
 * Every language's phrase table (issue 12), in detection-preference order: on a tie in language detection the
 * earlier table wins. Tables of further languages add one import and one entry here.
 */
import type { PtcglLanguage, PtcglPhrases } from '../types.ts';
import { DE_PHRASES } from './de.ts';
import { EN_PHRASES } from './en.ts';
import { ES_PHRASES } from './es.ts';
import { ES_419_PHRASES } from './es419.ts';
import { FR_PHRASES } from './fr.ts';
import { IT_PHRASES } from './it.ts';
import { PT_BR_PHRASES } from './ptBR.ts';

export const PTCGL_PHRASES: readonly PtcglPhrases[] = [
  EN_PHRASES,
  DE_PHRASES,
  PT_BR_PHRASES,
  FR_PHRASES,
  IT_PHRASES,
  ES_PHRASES,
  ES_419_PHRASES,
];

export function ptcglPhrasesFor(language: PtcglLanguage): PtcglPhrases | null {
  return PTCGL_PHRASES.find((phrases) => phrases.language === language) ?? null;
}
