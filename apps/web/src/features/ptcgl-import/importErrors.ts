/**
 * The import's refusals placed where the player can act on them (issue 12: "400 paths shown next to the match/game
 * they concern"): under the paste (`text`), at the date, at a match's field, at a game, or above the import button.
 */
import type { PtcglFieldError } from './ptcglImport.ts';
import type { RequestLayoutEntry } from '../../ui/importReview/arrangement.ts';
import { placeAtMatch, type MatchErrors } from '../../ui/importReview/importErrors.ts';
import { placeOfError } from './arrangement.ts';

export { withoutMatch } from '../../ui/importReview/importErrors.ts';

/** Fields of a match that have a control of their own; other match errors show in the card. */
export const MATCH_FIELDS = ['deckId', 'deckName', 'opponentDeck', 'opponentDeckVariant', 'format'] as const;

export interface PlacedErrors extends MatchErrors {
  text: string | null;
  date: string | null;
  form: string[];
}

export const NO_ERRORS: PlacedErrors = { text: null, date: null, matches: {}, games: {}, form: [] };

export function placeErrors(
  errors: readonly PtcglFieldError[],
  layout: readonly RequestLayoutEntry[],
  fallback: string,
): PlacedErrors {
  const placed: PlacedErrors = { text: null, date: null, matches: {}, games: {}, form: [] };
  for (const { path, message } of errors) {
    const place = placeOfError(path, layout);
    if (place.kind === 'text') placed.text ??= message;
    else if (place.kind === 'date') placed.date ??= message;
    else if (place.kind === 'game' || place.kind === 'match') placeAtMatch(placed, place, message, MATCH_FIELDS);
    else placed.form.push(message);
  }
  if (errors.length === 0) placed.form.push(fallback);
  return placed;
}
