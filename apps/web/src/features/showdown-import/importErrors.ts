/**
 * The import's refusals placed where the player can act on them (issue 13: "errors shown at their fields"): under the
 * replay box (`replays`), at one replay (`replays.2.text`), at "Which player are you?" (`playerName`), at a match's
 * field, at a game, or above the import button.
 */
import type { ShowdownFieldError } from './showdownImport.ts';
import type { RequestLayoutEntry } from '../../ui/importReview/arrangement.ts';
import { placeAtMatch, type MatchErrors } from '../../ui/importReview/importErrors.ts';
import { placeOfError } from './arrangement.ts';

export { withoutMatch } from '../../ui/importReview/importErrors.ts';

/** Fields of a match that have a control of their own; other match errors show in the card. */
export const MATCH_FIELDS = ['teamId', 'opponentName', 'format', 'bestOf'] as const;

export interface PlacedErrors extends MatchErrors {
  /** The replays as a whole. */
  input: string | null;
  /** By replay index (position in the import's replays). */
  replays: Record<number, string[]>;
  player: string | null;
  form: string[];
}

export const NO_ERRORS: PlacedErrors = { input: null, replays: {}, player: null, matches: {}, games: {}, form: [] };

export function placeErrors(
  errors: readonly ShowdownFieldError[],
  layout: readonly RequestLayoutEntry[],
  fallback: string,
): PlacedErrors {
  const placed: PlacedErrors = { input: null, replays: {}, player: null, matches: {}, games: {}, form: [] };
  for (const { path, message } of errors) {
    const place = placeOfError(path, layout);
    if (place.kind === 'replays') {
      if (place.replay === null) placed.input ??= message;
      else (placed.replays[place.replay] ??= []).push(message);
    } else if (place.kind === 'player') placed.player ??= message;
    else if (place.kind === 'game' || place.kind === 'match') placeAtMatch(placed, place, message, MATCH_FIELDS);
    else placed.form.push(message);
  }
  if (errors.length === 0) placed.form.push(fallback);
  return placed;
}
