/**
 * Why a game ended (issue 12).
 *
 * Definitions: the client writes every ending as `[reason]. [winner] wins.`. A reason matched by an `end*` template
 * has its kind; any other reason sentence is classified by the language's `endReasonWords` (and the English ones,
 * since some clients leave reasons untranslated).
 *
 * Decisions (from the rules and the contract):
 * - Words are checked in the order concede, prizes, timeout, deck out, no Pokémon: a reason naming both Prize cards
 *   and Pokémon is a prize win.
 * - A winner who has taken all six Prize cards won by prizes, whatever else the reason says (both at once →
 *   'prizes').
 */
import type { PhraseKey } from './compile.ts';
import { EN_PHRASES } from './phrases/en.ts';
import type { PtcglEndReason, PtcglPhrases } from './types.ts';

const CHECK_ORDER: readonly PtcglEndReason[] = ['concede', 'prizes', 'timeout', 'deck_out', 'no_pokemon'];

export const END_KEYS: Partial<Record<PhraseKey, PtcglEndReason>> = {
  endPrizes: 'prizes',
  endConcede: 'concede',
  endDeckOut: 'deck_out',
  endNoPokemon: 'no_pokemon',
  endTimeout: 'timeout',
};

export function classifyEndReason(reason: string, phrases: PtcglPhrases): PtcglEndReason | null {
  const lower = reason.toLowerCase();
  if (lower.trim() === '') return null;
  for (const kind of CHECK_ORDER) {
    const words = [...(phrases.endReasonWords?.[kind] ?? []), ...(EN_PHRASES.endReasonWords?.[kind] ?? [])];
    if (words.some((word) => word !== '' && lower.includes(word.toLowerCase()))) return kind;
  }
  return null;
}
