/**
 * The arrangement of an import's proposed matches, whatever the game (issue 12's PTCGL logs, issue 13's Showdown
 * replays): which games form which match, which are left out, and the results the player chose where a game does not
 * say who won. Pure and generic over the match (`M`: a key and its game indices plus the feature's own choices), so
 * both import screens arrange the same way and the rules are tested without a screen.
 *
 * Decisions:
 * - Split turns a match into one match per game, in place; join appends the next match's games (a match holds at
 *   most MAX_GAMES_PER_MATCH). What else changes (the format, which choices win) is the feature's, given as a
 *   function.
 * - A left-out game stays in its match's place but is not sent; a match whose games are all left out is not sent.
 * - The request's matches are numbered in sending order, which the server's error paths (`matches.2.results.0`) use:
 *   the layout maps them back to the match and game they concern (`placeInMatches`).
 */

export const MAX_GAMES_PER_MATCH = 3;

/** A result the player chooses for a game that does not say who won. */
export type GameResult = 'win' | 'loss';
/** What a game may say of itself: a tie too (issue 29: a Pokémon Champions game drawn on the overall timer). */
export type GameOutcome = GameResult | 'tie';

/** A game's result as its badge says it. */
export function resultWords(result: GameOutcome | null): string {
  return result === 'win' ? 'Won' : result === 'loss' ? 'Lost' : result === 'tie' ? 'Tie' : 'Result unknown';
}

/** What every arranged match has. */
export interface MatchOfGames {
  /** Stable across splits and joins, for React keys and error placement. */
  key: string;
  /** Game indices of the import, in play order, left-out ones included. */
  games: number[];
}

export interface Arrangement<M extends MatchOfGames> {
  matches: M[];
  /** Games the player left out. */
  excluded: number[];
  /** Results the player chose for games that do not say who won, by game index. */
  results: Record<number, GameResult>;
  /** Next key number. */
  nextKey: number;
}

/** The player's changes to a match's own choices. */
export type MatchChanges<M extends MatchOfGames> = Partial<Omit<M, 'key' | 'games'>>;

/** A game as far as the arrangement cares: its index and the result it says, if any. */
export type GameLike = { index: number; fields: { result: GameOutcome | null } };
export type GameAt = (index: number) => GameLike | undefined;

/** The proposal's matches, keyed `m0`, `m1`… by the caller (a split numbers new keys on), as the starting arrangement. */
export function arrangementOf<M extends MatchOfGames>(matches: M[]): Arrangement<M> {
  return { matches, excluded: [], results: {}, nextKey: matches.length };
}

/** The proposed match that starts with the same game as these games, if any. */
export function proposalOf<P extends { games: readonly number[] }>(
  proposals: readonly P[],
  games: readonly number[],
): P | undefined {
  return proposals.find((m) => m.games[0] === games[0]);
}

export function updateMatch<M extends MatchOfGames>(
  arrangement: Arrangement<M>,
  key: string,
  changes: MatchChanges<M>,
): Arrangement<M> {
  return { ...arrangement, matches: arrangement.matches.map((m) => (m.key === key ? { ...m, ...changes } : m)) };
}

/** Each game of the match becomes its own match, in place; `single` sets what a one-game match changes (its format). */
export function splitMatch<M extends MatchOfGames>(
  arrangement: Arrangement<M>,
  key: string,
  single: (part: M) => M,
): Arrangement<M> {
  const at = arrangement.matches.findIndex((m) => m.key === key);
  const match = arrangement.matches[at];
  if (!match || match.games.length < 2) return arrangement;
  let nextKey = arrangement.nextKey;
  const parts = match.games.map((game, i) =>
    single({ ...match, key: i === 0 ? match.key : `m${nextKey++}`, games: [game] }),
  );
  const matches = [...arrangement.matches.slice(0, at), ...parts, ...arrangement.matches.slice(at + 1)];
  return { ...arrangement, matches, nextKey };
}

/** Whether the match can take the next one's games. */
export function canJoinNext<M extends MatchOfGames>(arrangement: Arrangement<M>, key: string): boolean {
  const at = arrangement.matches.findIndex((m) => m.key === key);
  const next = arrangement.matches[at + 1];
  return at >= 0 && !!next && arrangement.matches[at]!.games.length + next.games.length <= MAX_GAMES_PER_MATCH;
}

/**
 * The next match's games are appended to this one; `joined` gets the match with all the games and the next match,
 * and says which choices the joined match keeps.
 */
export function joinWithNext<M extends MatchOfGames>(
  arrangement: Arrangement<M>,
  key: string,
  joined: (match: M, next: M) => M,
): Arrangement<M> {
  if (!canJoinNext(arrangement, key)) return arrangement;
  const at = arrangement.matches.findIndex((m) => m.key === key);
  const match = arrangement.matches[at]!;
  const next = arrangement.matches[at + 1]!;
  const both = joined({ ...match, games: [...match.games, ...next.games] }, next);
  const matches = [...arrangement.matches.slice(0, at), both, ...arrangement.matches.slice(at + 2)];
  return { ...arrangement, matches };
}

export function setExcluded<M extends MatchOfGames>(
  arrangement: Arrangement<M>,
  game: number,
  excluded: boolean,
): Arrangement<M> {
  const rest = arrangement.excluded.filter((g) => g !== game);
  return { ...arrangement, excluded: excluded ? [...rest, game] : rest };
}

export function chooseResult<M extends MatchOfGames>(
  arrangement: Arrangement<M>,
  game: number,
  result: GameResult,
): Arrangement<M> {
  return { ...arrangement, results: { ...arrangement.results, [game]: result } };
}

/** The games of a match that will be imported. */
export function includedGames<M extends MatchOfGames>(arrangement: Arrangement<M>, match: M): number[] {
  return match.games.filter((g) => !arrangement.excluded.includes(g));
}

/** A game's result: the game's own, else the player's choice, else null. */
export function resultOf<M extends MatchOfGames>(arrangement: Arrangement<M>, game: GameLike): GameOutcome | null {
  return game.fields.result ?? arrangement.results[game.index] ?? null;
}

export interface MatchScore {
  wins: number;
  losses: number;
  /** Tie games (counted for neither side). */
  ties: number;
  /** Games without a result yet. */
  open: number;
}

export function scoreOf<M extends MatchOfGames>(arrangement: Arrangement<M>, match: M, gameAt: GameAt): MatchScore {
  const score = { wins: 0, losses: 0, ties: 0, open: 0 };
  for (const index of includedGames(arrangement, match)) {
    const game = gameAt(index);
    const result = game ? resultOf(arrangement, game) : null;
    if (result === 'win') score.wins++;
    else if (result === 'loss') score.losses++;
    else if (result === 'tie') score.ties++;
    else score.open++;
  }
  return score;
}

/** Which arranged match (and which of its games) each request match stands for. */
export interface RequestLayoutEntry {
  key: string;
  games: number[];
}

/**
 * The matches to send, in order, with the layout to read the server's error paths back: `choiceOf` gives a match's
 * own choices; the games sent and the results the player chose (only where some game does not say) are added.
 */
export function requestMatches<M extends MatchOfGames, C>(
  arrangement: Arrangement<M>,
  gameAt: GameAt,
  choiceOf: (match: M) => C,
): { matches: (C & { games: number[]; results?: (GameResult | null)[] })[]; layout: RequestLayoutEntry[] } {
  const matches: (C & { games: number[]; results?: (GameResult | null)[] })[] = [];
  const layout: RequestLayoutEntry[] = [];
  for (const match of arrangement.matches) {
    const games = includedGames(arrangement, match);
    if (games.length === 0) continue;
    const results = games.map((g) => (gameAt(g)?.fields.result == null ? (arrangement.results[g] ?? null) : null));
    matches.push({ games, ...choiceOf(match), ...(results.some((r) => r !== null) ? { results } : {}) });
    layout.push({ key: match.key, games });
  }
  return { matches, layout };
}

/** Where an error of the request's matches belongs: a match's field (`''` for the match as a whole), or a game. */
export type MatchErrorPlace =
  { kind: 'match'; key: string; field: string } | { kind: 'game'; key: string; game: number; field: string };

/**
 * Reads `matches.M[.<field>]`, `matches.M.results.J` and `matches.M.games.J[.<…>]` (game J of the match as sent) back;
 * null for any other path, or a match the layout does not have.
 */
export function placeInMatches(path: string, layout: readonly RequestLayoutEntry[]): MatchErrorPlace | null {
  const found = /^matches\.(\d+)(?:\.(\w+)(?:\.(\d+))?)?/.exec(path);
  const entry = found ? layout[Number(found[1])] : undefined;
  if (!found || !entry) return null;
  const field = found[2] ?? '';
  if ((field === 'results' || field === 'games') && found[3] !== undefined) {
    const game = entry.games[Number(found[3])];
    if (game !== undefined) return { kind: 'game', key: entry.key, game, field };
  }
  return { kind: 'match', key: entry.key, field };
}
