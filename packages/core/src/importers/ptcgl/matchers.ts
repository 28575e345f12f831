/**
 * One PhraseMatcher per language, built once (issue 12).
 *
 * Decision: matchers are shared between readings and re-armed with each reading's screen names (`setNames`); the
 * reader is synchronous, so two readings never interleave.
 */
import { PhraseMatcher } from './compile.ts';
import { PTCGL_PHRASES } from './phrases/index.ts';
import type { PtcglLanguage } from './types.ts';

let cache: Map<PtcglLanguage, PhraseMatcher> | null = null;

export function allMatchers(): Map<PtcglLanguage, PhraseMatcher> {
  if (!cache) {
    cache = new Map();
    for (const phrases of PTCGL_PHRASES) cache.set(phrases.language, new PhraseMatcher(phrases));
  }
  return cache;
}

export function matcherFor(language: PtcglLanguage): PhraseMatcher | null {
  return allMatchers().get(language) ?? null;
}
