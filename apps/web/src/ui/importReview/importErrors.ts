/**
 * An import's refusals at the matches and games they concern, whatever the game: the part of placing errors that
 * both import screens share (each places its own paths — the paste, the date, the replays, the player — itself).
 */
import type { MatchErrorPlace } from './arrangement.ts';

export interface MatchErrors {
  /** By match key, then field ('' for the match as a whole: its games, its format rule). */
  matches: Record<string, Record<string, string>>;
  /** By game index. */
  games: Record<number, string[]>;
}

/** Adds a message at its game, or at its match's field when the match has a control for it (else the match's ''). */
export function placeAtMatch(
  placed: MatchErrors,
  place: MatchErrorPlace,
  message: string,
  fields: readonly string[],
): void {
  if (place.kind === 'game') {
    (placed.games[place.game] ??= []).push(message);
    return;
  }
  const byField = (placed.matches[place.key] ??= {});
  const field = fields.includes(place.field) ? place.field : '';
  byField[field] = byField[field] ? `${byField[field]} · ${message}` : message;
}

/** The errors left once the player changed a match (its own go; the others stay until the next try). */
export function withoutMatch<E extends MatchErrors>(errors: E, key: string, games: readonly number[]): E {
  const matches = { ...errors.matches };
  delete matches[key];
  const gameErrors = { ...errors.games };
  for (const game of games) delete gameErrors[game];
  return { ...errors, matches, games: gameErrors };
}

/** A match's errors that no field shows (the match as a whole), for its card. */
export function matchWideErrors(errors: Record<string, string>, fields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field, message]) => message && !fields.includes(field))
    .map(([, message]) => message);
}
