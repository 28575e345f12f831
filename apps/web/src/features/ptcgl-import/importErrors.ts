/**
 * The import's refusals placed where the player can act on them (issue 12: "400 paths shown next to the match/game
 * they concern"): under the paste (`text`), at the date, at a match's field, at a game, or above the import button.
 */
import type { PtcglFieldError } from '../../data/ptcglImport.ts';
import { placeOfError, type RequestLayoutEntry } from './arrangement.ts';

export interface PlacedErrors {
  text: string | null;
  date: string | null;
  /** By match key, then field ('' for the match as a whole: its games, its format rule). */
  matches: Record<string, Record<string, string>>;
  /** By game index. */
  games: Record<number, string[]>;
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
    else if (place.kind === 'game') (placed.games[place.game] ??= []).push(message);
    else if (place.kind === 'match') {
      const fields = (placed.matches[place.key] ??= {});
      const field = ['deckId', 'deckName', 'opponentDeck', 'opponentDeckVariant', 'format'].includes(place.field)
        ? place.field
        : '';
      fields[field] = fields[field] ? `${fields[field]} · ${message}` : message;
    } else placed.form.push(message);
  }
  if (errors.length === 0) placed.form.push(fallback);
  return placed;
}

/** The errors left once the player changed a match (its own go; the others stay until the next try). */
export function withoutMatch(errors: PlacedErrors, key: string, games: readonly number[]): PlacedErrors {
  const matches = { ...errors.matches };
  delete matches[key];
  const gameErrors = { ...errors.games };
  for (const game of games) delete gameErrors[game];
  return { ...errors, matches, games: gameErrors };
}
