/**
 * TCG game-level insight (issue 6: "win rate going first vs second; after winning vs losing the coin flip and by the
 * choice made; by own and opponent mulligans; game 1 vs games 2–3 in Bo3; by concession").
 *
 * Definitions:
 * - Everything here counts games, not matches: a Bo3 won 2-1 adds two won games and one lost game. Only games whose
 *   result is exactly 'win' or 'loss' count (as `gameTally` reads them); others are ignored everywhere.
 * - Each split is `{ wins, losses, games, rate, interval, small }`: rate = wins / games (0..1, null with no games),
 *   the 95% Wilson interval, and the small flag below 10 games (`SMALL_SAMPLE`). A game is never a tie, so the tie
 *   convention does not apply here.
 * - Going first / second: `wentFirst` true / false; unknown (null or missing) is left out of both.
 * - Coin flip won / lost: `coinFlipWin` true / false; unknown left out.
 * - Coin-flip choice: `coinFlipChoice` 'first' / 'second', whoever made it. The game schema records the choice without
 *   tying it to the flip winner (in games 2 and 3 the previous game's loser chooses), so the split is "games in which
 *   the recorded choice was to go first / second"; unknown left out.
 * - Mulligans (own: `playerMulligans`, opponent's: `opponentMulligans`): buckets 0, 1 and 2+; a value that is not a
 *   whole number ≥ 0 (missing in old data) is left out.
 * - Bo3: games of matches whose best-of is 3 (`matchBestOf`: stored bestOf, else the format), game 1 against games 2
 *   and 3 by their position in the match. Bo1 games are in neither.
 * - Concession: games ended by your concession (`conceded` 'Player') and by the opponent's ('Opponent'). They are
 *   usually lost and won respectively; the split shows how often and whether the recorded results agree.
 * - `all` is every counted game, for context.
 */
import { matchBestOf } from '../rules/matchResult.ts';
import type { GameLike, MatchLike } from '../rules/matchResult.ts';
import { ratedRecord } from './winRate.ts';
import type { Interval } from './winRate.ts';

export interface TcgGameLike extends GameLike {
  wentFirst?: boolean | null;
  coinFlipWin?: boolean | null;
  coinFlipChoice?: string | null;
  playerMulligans?: number | null;
  opponentMulligans?: number | null;
  conceded?: string | null;
}

export interface TcgMatchWithGames extends MatchLike {
  games?: readonly TcgGameLike[] | null;
}

export interface GameSplit {
  wins: number;
  losses: number;
  games: number;
  /** Fraction 0..1, null with no games. */
  rate: number | null;
  interval: Interval | null;
  small: boolean;
}

export type MulliganBucket = '0' | '1' | '2+';
export const MULLIGAN_BUCKETS: readonly MulliganBucket[] = ['0', '1', '2+'];

export interface TcgGameSplits {
  all: GameSplit;
  goingFirst: { first: GameSplit; second: GameSplit };
  coinFlip: { won: GameSplit; lost: GameSplit };
  coinFlipChoice: { first: GameSplit; second: GameSplit };
  playerMulligans: Record<MulliganBucket, GameSplit>;
  opponentMulligans: Record<MulliganBucket, GameSplit>;
  bo3: { game1: GameSplit; games2And3: GameSplit };
  concession: { byYou: GameSplit; byOpponent: GameSplit };
}

/** The split of a win/loss count (see header). */
export function gameSplit(wins: number, losses: number): GameSplit {
  const rated = ratedRecord({ wins, losses });
  return {
    wins: rated.wins,
    losses: rated.losses,
    games: rated.wins + rated.losses,
    rate: rated.rate,
    interval: rated.interval,
    small: rated.small,
  };
}

/** The mulligan bucket of a count, or null when it is not a whole number ≥ 0. */
export function mulliganBucket(mulligans: number | null | undefined): MulliganBucket | null {
  if (typeof mulligans !== 'number' || !Number.isInteger(mulligans) || mulligans < 0) return null;
  return mulligans === 0 ? '0' : mulligans === 1 ? '1' : '2+';
}

type Counts = { wins: number; losses: number };

/** All game-level splits of these matches (see header for each definition). */
export function tcgGameSplits(matches: readonly TcgMatchWithGames[]): TcgGameSplits {
  const counts = new Map<string, Counts>();
  const add = (key: string, won: boolean) => {
    let c = counts.get(key);
    if (!c) {
      c = { wins: 0, losses: 0 };
      counts.set(key, c);
    }
    if (won) c.wins++;
    else c.losses++;
  };

  for (const match of matches) {
    const isBo3 = matchBestOf(match) === 3;
    (match.games ?? []).forEach((game, index) => {
      if (game?.result !== 'win' && game?.result !== 'loss') return;
      const won = game.result === 'win';
      add('all', won);
      if (typeof game.wentFirst === 'boolean') add(game.wentFirst ? 'first' : 'second', won);
      if (typeof game.coinFlipWin === 'boolean') add(game.coinFlipWin ? 'flipWon' : 'flipLost', won);
      if (game.coinFlipChoice === 'first' || game.coinFlipChoice === 'second')
        add(`choice:${game.coinFlipChoice}`, won);
      const own = mulliganBucket(game.playerMulligans);
      if (own) add(`own:${own}`, won);
      const theirs = mulliganBucket(game.opponentMulligans);
      if (theirs) add(`opp:${theirs}`, won);
      if (isBo3) add(index === 0 ? 'bo3:1' : 'bo3:23', won);
      if (game.conceded === 'Player') add('concededByYou', won);
      else if (game.conceded === 'Opponent') add('concededByOpponent', won);
    });
  }

  const split = (key: string) => {
    const c = counts.get(key);
    return gameSplit(c?.wins ?? 0, c?.losses ?? 0);
  };
  const buckets = (prefix: string) =>
    Object.fromEntries(MULLIGAN_BUCKETS.map((b) => [b, split(`${prefix}:${b}`)])) as Record<MulliganBucket, GameSplit>;

  return {
    all: split('all'),
    goingFirst: { first: split('first'), second: split('second') },
    coinFlip: { won: split('flipWon'), lost: split('flipLost') },
    coinFlipChoice: { first: split('choice:first'), second: split('choice:second') },
    playerMulligans: buckets('own'),
    opponentMulligans: buckets('opp'),
    bo3: { game1: split('bo3:1'), games2And3: split('bo3:23') },
    concession: { byYou: split('concededByYou'), byOpponent: split('concededByOpponent') },
  };
}
