/**
 * How the player arranges the proposed matches before importing (issue 13): which replays form which match, which
 * are left out, each match's team, opponent name, format label and best-of, and a result where the replay does not
 * say who won. Pure, so the rules are tested without a screen; the page keeps one `Arrangement` in state.
 *
 * Decisions:
 * - The arrangement starts from core's proposal (`previewShowdownImport`): a Showdown best-of-3 series as one match
 *   in game order, other games between the same two players close in time as one, a lone replay as a Bo1; replays
 *   imported before, pasted twice, or not VGC are in no match.
 * - Split turns a match into one Bo1 per game; join appends the next match's games (a match holds at most 3). Both
 *   keep the first match's choices (team, opponent, format) and set best-of from the game count (1 → Bo1, more →
 *   Bo3), which the player may still change.
 * - A left-out game stays in its match's place (shown dimmed, to be taken back) but is not sent; a match whose games
 *   are all left out is not imported.
 * - Every match is sent with its choices (`teamId` null for no team), so what the screen shows is what is stored.
 * - The request's matches are numbered in sending order, which the error paths (`matches.2.results.0`) use:
 *   `placeOfError` maps them back to the match and game they concern.
 */
import type { ShowdownImportPreview, ShowdownMatchChoice } from '@trainerlog/core';

export const MAX_GAMES_PER_MATCH = 3;

export type GameResult = 'win' | 'loss';

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

export interface Arrangement {
  matches: ArrangedMatch[];
  /** Games the player left out. */
  excluded: number[];
  /** Results the player chose for games whose replay does not say who won, by game index. */
  results: Record<number, GameResult>;
  /** Next key number. */
  nextKey: number;
}

type GameLike = { index: number; fields: { result: GameResult | null } };
type GameAt = (index: number) => GameLike | undefined;

/** The proposal of a read import as the starting arrangement. */
export function arrangementFrom(preview: Pick<ShowdownImportPreview, 'matches'>): Arrangement {
  const matches = preview.matches.map((m, i) => ({
    key: `m${i}`,
    games: [...m.games],
    teamId: m.teamId,
    opponentName: m.opponentName,
    format: m.format,
    bestOf: m.bestOf,
  }));
  return { matches, excluded: [], results: {}, nextKey: matches.length };
}

export type MatchChanges = Partial<Omit<ArrangedMatch, 'key' | 'games'>>;

export function updateMatch(arrangement: Arrangement, key: string, changes: MatchChanges): Arrangement {
  return { ...arrangement, matches: arrangement.matches.map((m) => (m.key === key ? { ...m, ...changes } : m)) };
}

/** Each game of the match becomes its own Bo1, in place. */
export function splitMatch(arrangement: Arrangement, key: string): Arrangement {
  const at = arrangement.matches.findIndex((m) => m.key === key);
  const match = arrangement.matches[at];
  if (!match || match.games.length < 2) return arrangement;
  let nextKey = arrangement.nextKey;
  const parts = match.games.map((game, i) => ({
    ...match,
    key: i === 0 ? match.key : `m${nextKey++}`,
    games: [game],
    bestOf: 1 as const,
  }));
  const matches = [...arrangement.matches.slice(0, at), ...parts, ...arrangement.matches.slice(at + 1)];
  return { ...arrangement, matches, nextKey };
}

/** Whether the match can take the next one's games. */
export function canJoinNext(arrangement: Arrangement, key: string): boolean {
  const at = arrangement.matches.findIndex((m) => m.key === key);
  const next = arrangement.matches[at + 1];
  return at >= 0 && !!next && arrangement.matches[at]!.games.length + next.games.length <= MAX_GAMES_PER_MATCH;
}

/** The next match's games are appended to this one, which keeps its own choices. */
export function joinWithNext(arrangement: Arrangement, key: string): Arrangement {
  if (!canJoinNext(arrangement, key)) return arrangement;
  const at = arrangement.matches.findIndex((m) => m.key === key);
  const match = arrangement.matches[at]!;
  const next = arrangement.matches[at + 1]!;
  const joined = {
    ...match,
    games: [...match.games, ...next.games],
    teamId: match.teamId ?? next.teamId,
    opponentName: match.opponentName || next.opponentName,
    format: match.format || next.format,
    bestOf: 3 as const,
  };
  const matches = [...arrangement.matches.slice(0, at), joined, ...arrangement.matches.slice(at + 2)];
  return { ...arrangement, matches };
}

export function setExcluded(arrangement: Arrangement, game: number, excluded: boolean): Arrangement {
  const rest = arrangement.excluded.filter((g) => g !== game);
  return { ...arrangement, excluded: excluded ? [...rest, game] : rest };
}

export function chooseResult(arrangement: Arrangement, game: number, result: GameResult): Arrangement {
  return { ...arrangement, results: { ...arrangement.results, [game]: result } };
}

/** The games of a match that will be imported. */
export function includedGames(arrangement: Arrangement, match: ArrangedMatch): number[] {
  return match.games.filter((g) => !arrangement.excluded.includes(g));
}

/** A game's result: the replay's, else the player's choice, else null. */
export function resultOf(arrangement: Arrangement, game: GameLike): GameResult | null {
  return game.fields.result ?? arrangement.results[game.index] ?? null;
}

export interface MatchScore {
  wins: number;
  losses: number;
  /** Games without a result yet. */
  open: number;
}

export function scoreOf(arrangement: Arrangement, match: ArrangedMatch, gameAt: GameAt): MatchScore {
  const score = { wins: 0, losses: 0, open: 0 };
  for (const index of includedGames(arrangement, match)) {
    const game = gameAt(index);
    const result = game ? resultOf(arrangement, game) : null;
    if (result === 'win') score.wins++;
    else if (result === 'loss') score.losses++;
    else score.open++;
  }
  return score;
}

/** Which arranged match (and which of its games) each request match stands for. */
export interface RequestLayoutEntry {
  key: string;
  games: number[];
}

/** The matches to send, in order, with the layout to read error paths back. */
export function requestMatches(
  arrangement: Arrangement,
  gameAt: GameAt,
): { matches: ShowdownMatchChoice[]; layout: RequestLayoutEntry[] } {
  const matches: ShowdownMatchChoice[] = [];
  const layout: RequestLayoutEntry[] = [];
  for (const match of arrangement.matches) {
    const games = includedGames(arrangement, match);
    if (games.length === 0) continue;
    const results = games.map((g) => (gameAt(g)?.fields.result == null ? (arrangement.results[g] ?? null) : null));
    matches.push({
      games,
      teamId: match.teamId,
      bestOf: match.bestOf,
      opponentName: match.opponentName.trim(),
      format: match.format.trim(),
      ...(results.some((r) => r !== null) ? { results } : {}),
    });
    layout.push({ key: match.key, games });
  }
  return { matches, layout };
}

/** Where an error of the import request belongs on the screen. */
export type ErrorPlace =
  | { kind: 'replays'; replay: number | null }
  | { kind: 'player' }
  | { kind: 'match'; key: string; field: string }
  | { kind: 'game'; key: string; game: number; field: string }
  | { kind: 'form' };

/**
 * Reads a path back: `replays`, `replays.N[.text]`, `playerName`, `matches.M[.<field>]`, `matches.M.results.J` and
 * `matches.M.games.J[.<…>]` (game J of the match as sent); anything else (`teamId`, `matches`) is the form's.
 */
export function placeOfError(path: string, layout: readonly RequestLayoutEntry[]): ErrorPlace {
  const replay = /^replays(?:\.(\d+))?(?:\.|$)/.exec(path);
  if (replay) return { kind: 'replays', replay: replay[1] === undefined ? null : Number(replay[1]) };
  if (path === 'playerName') return { kind: 'player' };
  const found = /^matches\.(\d+)(?:\.(\w+)(?:\.(\d+))?)?/.exec(path);
  const entry = found ? layout[Number(found[1])] : undefined;
  if (!found || !entry) return { kind: 'form' };
  const field = found[2] ?? '';
  if ((field === 'results' || field === 'games') && found[3] !== undefined) {
    const game = entry.games[Number(found[3])];
    if (game !== undefined) return { kind: 'game', key: entry.key, game, field };
  }
  return { kind: 'match', key: entry.key, field };
}
