/**
 * The import's refusals placed where the player can act on them (issue 13: "errors shown at their fields"): under the
 * replay box (`replays`), at one replay (`replays.2.text`), at "Which player are you?" (`playerName`), at a match's
 * field, at a game, or above the import button.
 */
import type { ShowdownFieldError } from '../../data/showdownImport.ts';
import { placeOfError, type RequestLayoutEntry } from './arrangement.ts';

/** Fields of a match that have a control of their own; other match errors show in the card. */
export const MATCH_FIELDS = ['teamId', 'opponentName', 'format', 'bestOf'] as const;

export interface PlacedErrors {
  /** The replays as a whole. */
  input: string | null;
  /** By replay index (position in the import's replays). */
  replays: Record<number, string[]>;
  player: string | null;
  /** By match key, then field ('' for the match as a whole: its games, its best-of rule). */
  matches: Record<string, Record<string, string>>;
  /** By game index. */
  games: Record<number, string[]>;
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
    else if (place.kind === 'game') (placed.games[place.game] ??= []).push(message);
    else if (place.kind === 'match') {
      const fields = (placed.matches[place.key] ??= {});
      const field = (MATCH_FIELDS as readonly string[]).includes(place.field) ? place.field : '';
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
