/**
 * How the player arranges the proposed matches before importing (issue 13): which replays form which match, which
 * are left out, each match's team, opponent name, format label and best-of, and a result where the replay does not
 * say who won. The rules every import shares (split, join, leave out, score, request layout) are the import kit's
 * (`ui/importReview/arrangement.ts`); this file holds what is Showdown's. The page keeps one `Arrangement` in state.
 *
 * Decisions:
 * - The arrangement starts from core's proposal (`previewShowdownImport`): a Showdown best-of-3 series as one match
 *   in game order, other games between the same two players close in time as one, a lone replay as a Bo1; replays
 *   imported before, pasted twice, or not VGC are in no match.
 * - Split turns a match into one Bo1 per game; join appends the next match's games (a match holds at most 3) and
 *   makes it a Bo3. Both keep the first match's choices (team, opponent, format; a join takes the next match's where
 *   the first has none), which the player may still change.
 * - Every match is sent with its choices (`teamId` null for no team), so what the screen shows is what is stored.
 * - The error paths: `replays[.N…]` and `playerName` are the input's; `matches.…` go back to the match and game they
 *   concern (`placeOfError`).
 */
import type { ShowdownImportPreview, ShowdownMatchChoice } from '@trainerlog/core';
import * as kit from '../../ui/importReview/arrangement.ts';
import type { GameAt, MatchErrorPlace, RequestLayoutEntry } from '../../ui/importReview/arrangement.ts';

export interface ArrangedMatch {
  /** Stable across splits and joins, for React keys and error placement. */
  key: string;
  /** Game indices of the import (positions in its replays), in play order, left-out ones included. */
  games: number[];
  teamId: string | null;
  opponentName: string;
  format: string;
  bestOf: 1 | 3;
}

export type Arrangement = kit.Arrangement<ArrangedMatch>;
export type MatchChanges = kit.MatchChanges<ArrangedMatch>;

/** The proposal of a read import as the starting arrangement. */
export function arrangementFrom(preview: Pick<ShowdownImportPreview, 'matches'>): Arrangement {
  return kit.arrangementOf(
    preview.matches.map((m, i) => ({
      key: `m${i}`,
      games: [...m.games],
      teamId: m.teamId,
      opponentName: m.opponentName,
      format: m.format,
      bestOf: m.bestOf,
    })),
  );
}

/** Each game of the match becomes its own Bo1, in place. */
export const splitMatch = (arrangement: Arrangement, key: string): Arrangement =>
  kit.splitMatch(arrangement, key, (part) => ({ ...part, bestOf: 1 }));

/** The next match's games are appended to this one, a Bo3 that keeps its own choices, else the next one's. */
export const joinWithNext = (arrangement: Arrangement, key: string): Arrangement =>
  kit.joinWithNext(arrangement, key, (joined, next) => ({
    ...joined,
    teamId: joined.teamId ?? next.teamId,
    opponentName: joined.opponentName || next.opponentName,
    format: joined.format || next.format,
    bestOf: 3,
  }));

/** The matches to send, in order, with the layout to read error paths back. */
export function requestMatches(
  arrangement: Arrangement,
  gameAt: GameAt,
): { matches: ShowdownMatchChoice[]; layout: RequestLayoutEntry[] } {
  return kit.requestMatches(arrangement, gameAt, (match) => ({
    teamId: match.teamId,
    bestOf: match.bestOf,
    opponentName: match.opponentName.trim(),
    format: match.format.trim(),
  }));
}

/** Where an error of the import request belongs on the screen. */
export type ErrorPlace =
  { kind: 'replays'; replay: number | null } | { kind: 'player' } | MatchErrorPlace | { kind: 'form' };

/**
 * Reads a path back: `replays`, `replays.N[.text]`, `playerName`, the matches' paths (see the kit); anything else
 * (`teamId`, `matches`) is the form's.
 */
export function placeOfError(path: string, layout: readonly RequestLayoutEntry[]): ErrorPlace {
  const replay = /^replays(?:\.(\d+))?(?:\.|$)/.exec(path);
  if (replay) return { kind: 'replays', replay: replay[1] === undefined ? null : Number(replay[1]) };
  if (path === 'playerName') return { kind: 'player' };
  return kit.placeInMatches(path, layout) ?? { kind: 'form' };
}
