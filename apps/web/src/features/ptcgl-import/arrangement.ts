/**
 * How the player arranges the proposed matches before importing (issue 12): which games form which match, which
 * games are left out, each match's deck, opponent archetype, variant and format, and a result where the log does not
 * say who won. The rules every import shares (split, join, leave out, score, request layout) are the import kit's
 * (`ui/importReview/arrangement.ts`); this file holds what is PTCGL's. The page keeps one `Arrangement` in state.
 *
 * Decisions:
 * - The arrangement starts from core's proposal (`previewPtcglPaste`): games against the same opponent in paste order
 *   as one Bo3, a lone log as a Bo1; games imported before or pasted twice are not in any match.
 * - Split turns a match into one Bo1 per game; join appends the next match's games (a match holds at most 3). Both
 *   keep the first match's choices (deck, archetype, variant) and set the format from the game count (1 → Bo1,
 *   more → Bo3), which the player may still change.
 * - The request names your deck by id when one of your decks is chosen, else by the typed name (`deckId: null`).
 * - The server's error paths: `text` and `date` are the paste's and the import's; `matches.…` go back to the match
 *   and game they concern.
 */
import type { PtcglMatchChoice, PtcglPastePreview } from '@trainerlog/core';
import * as kit from '../../ui/importReview/arrangement.ts';
import type { GameAt, MatchErrorPlace, RequestLayoutEntry } from '../../ui/importReview/arrangement.ts';

export interface ArrangedMatch {
  /** Stable across splits and joins, for React keys and error placement. */
  key: string;
  /** Game indices of the paste, in play order, left-out ones included. */
  games: number[];
  deckId: string | null;
  deckName: string;
  opponentDeck: string;
  opponentDeckVariant: string;
  format: 'Bo1' | 'Bo3';
}

export type Arrangement = kit.Arrangement<ArrangedMatch>;
export type MatchChanges = kit.MatchChanges<ArrangedMatch>;

const formatFor = (games: readonly number[]): 'Bo1' | 'Bo3' => (games.length > 1 ? 'Bo3' : 'Bo1');

/** The proposal of a read paste as the starting arrangement. */
export function arrangementFrom(preview: Pick<PtcglPastePreview, 'matches'>): Arrangement {
  return kit.arrangementOf(
    preview.matches.map((m, i) => ({
      key: `m${i}`,
      games: [...m.games],
      deckId: m.deckId,
      deckName: m.deckName,
      opponentDeck: m.opponentDeck,
      opponentDeckVariant: '',
      format: m.format,
    })),
  );
}

/** Each game of the match becomes its own Bo1, in place. */
export const splitMatch = (arrangement: Arrangement, key: string): Arrangement =>
  kit.splitMatch(arrangement, key, (part) => ({ ...part, format: 'Bo1' }));

/** The next match's games are appended to this one, which keeps its own choices; the format follows the count. */
export const joinWithNext = (arrangement: Arrangement, key: string): Arrangement =>
  kit.joinWithNext(arrangement, key, (joined) => ({ ...joined, format: formatFor(joined.games) }));

/** The matches to send, in order, with the layout to read the server's error paths back. */
export function requestMatches(
  arrangement: Arrangement,
  gameAt: GameAt,
): { matches: PtcglMatchChoice[]; layout: RequestLayoutEntry[] } {
  return kit.requestMatches(arrangement, gameAt, (match) => ({
    ...(match.deckId ? { deckId: match.deckId } : { deckId: null, deckName: match.deckName.trim() }),
    opponentDeck: match.opponentDeck.trim(),
    opponentDeckVariant: match.opponentDeckVariant.trim(),
    format: match.format,
  }));
}

/** Where an error of the import request belongs on the screen. */
export type ErrorPlace = { kind: 'text' } | { kind: 'date' } | MatchErrorPlace | { kind: 'form' };

/** Reads a server path back: `text`, `date`, the matches' paths (see the kit); anything else is the form's. */
export function placeOfError(path: string, layout: readonly RequestLayoutEntry[]): ErrorPlace {
  if (path === 'text') return { kind: 'text' };
  if (path === 'date') return { kind: 'date' };
  return kit.placeInMatches(path, layout) ?? { kind: 'form' };
}
