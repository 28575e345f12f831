/**
 * TCG prize-race facts (issue 6: "prize race facts where recorded"), from the games' optional advanced details
 * (`advancedDetails.firstPrizeTakenBy` and `advancedDetails.prizeOrder`, schemas/tcgMatches.ts).
 *
 * Definitions:
 * - Only games whose result is exactly 'win' or 'loss' count (as everywhere in game-level analytics), and each fact
 *   only counts the games that recorded what it needs; `gamesWithFirstPrize` and `gamesWithPrizeOrder` say how many
 *   that is, so the screen can show "from 12 of 40 games". Every rate is a `GameSplit` (wins, losses, games, rate
 *   0..1 or null, 95% Wilson interval, small below 10 games); a game is never a tie, so the tie convention does not
 *   apply.
 * - First prize: who took the first prize card of the game — `firstPrizeTakenBy` when recorded, else the first entry
 *   of `prizeOrder`. `firstPrize.you` is your win rate in games where you drew first blood, `firstPrize.opponent` in
 *   games where the opponent did.
 * - Prize order: `prizeOrder` lists who took each prize card in turn ('player' or 'opponent'; anything else in stored
 *   data ends the reading there). The lead after k cards is your prizes taken minus the opponent's among the first k
 *   entries (positive: you are ahead).
 * - Fell behind: games in which the lead was negative after some card. `fellBehind.wins` are the comebacks, so its
 *   rate is "how often you win after falling behind". `largestComeback` is the biggest deficit (in prizes) you won a
 *   game from, null without a comeback.
 * - Took the lead: games in which the lead was positive after some card; `tookLead.losses` are leads given away, so
 *   its rate is "how often you convert a lead".
 * - Lead by cards taken: for each k from 1 to 12 reached by at least one recorded game, the average lead after the
 *   first k prize cards in all such games, and separately in the games you won and lost (null with no such game), with
 *   the counts. The gap between won and lost games shows at which point of the race games are decided.
 *
 * Decisions:
 * - When `firstPrizeTakenBy` and the first entry of `prizeOrder` disagree, the explicit `firstPrizeTakenBy` wins: it is
 *   the field the player answered directly.
 * - Nothing here is inferred from the game result (a won game without a prize order is not assumed to have been a
 *   prize race won), so the facts describe recorded games only.
 */
import type { GameLike, MatchLike } from '../rules/matchResult.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';

export type PrizeSide = 'player' | 'opponent';

export interface PrizeRaceGameLike extends GameLike {
  advancedDetails?: {
    firstPrizeTakenBy?: string | null;
    prizeOrder?: readonly (string | null | undefined)[] | null;
  } | null;
}

export interface PrizeRaceMatchLike extends MatchLike {
  games?: readonly PrizeRaceGameLike[] | null;
}

/** Prize cards a game can list (six a side). */
export const PRIZE_ORDER_MAX = 12;

export interface LeadAfterRow {
  /** Prize cards taken so far, both sides together (1..12). */
  prizesTaken: number;
  /** Games whose recorded prize order reaches this many cards. */
  games: number;
  /** Average of (your prizes − the opponent's) after that many cards; null without games. */
  averageLead: number | null;
  won: { games: number; averageLead: number | null };
  lost: { games: number; averageLead: number | null };
}

export interface TcgPrizeRace {
  /** Counted games (win or loss), recorded or not. */
  games: number;
  gamesWithFirstPrize: number;
  gamesWithPrizeOrder: number;
  firstPrize: { you: GameSplit; opponent: GameSplit };
  fellBehind: GameSplit;
  tookLead: GameSplit;
  /** Biggest prize deficit of a game you won, null without a comeback. */
  largestComeback: number | null;
  leadAfter: LeadAfterRow[];
}

const isSide = (value: unknown): value is PrizeSide => value === 'player' || value === 'opponent';

/** The recorded prize order up to the first entry that is not a side, at most 12 cards. */
export function prizeOrderOf(game: PrizeRaceGameLike): PrizeSide[] {
  const order = game.advancedDetails?.prizeOrder;
  if (!Array.isArray(order)) return [];
  const sides: PrizeSide[] = [];
  for (const entry of order as unknown[]) {
    if (!isSide(entry) || sides.length >= PRIZE_ORDER_MAX) break;
    sides.push(entry);
  }
  return sides;
}

/** Who took the first prize: the explicit field, else the first entry of the prize order, else null. */
export function firstPrizeTakerOf(game: PrizeRaceGameLike): PrizeSide | null {
  const explicit = game.advancedDetails?.firstPrizeTakenBy;
  if (isSide(explicit)) return explicit;
  return prizeOrderOf(game)[0] ?? null;
}

const average = (sum: number, n: number) => (n > 0 ? sum / n : null);

/** The prize-race facts of these matches' games (see header). */
export function tcgPrizeRace(matches: readonly PrizeRaceMatchLike[]): TcgPrizeRace {
  let games = 0;
  let gamesWithFirstPrize = 0;
  let gamesWithPrizeOrder = 0;
  const first = { you: { wins: 0, losses: 0 }, opponent: { wins: 0, losses: 0 } };
  const behind = { wins: 0, losses: 0 };
  const ahead = { wins: 0, losses: 0 };
  let largestComeback: number | null = null;
  const lead = Array.from({ length: PRIZE_ORDER_MAX }, () => ({
    games: 0,
    sum: 0,
    wonGames: 0,
    wonSum: 0,
    lostGames: 0,
    lostSum: 0,
  }));

  for (const match of matches) {
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      const won = game.result === 'win';
      games++;
      const taker = firstPrizeTakerOf(game);
      if (taker) {
        gamesWithFirstPrize++;
        const tally = taker === 'player' ? first.you : first.opponent;
        if (won) tally.wins++;
        else tally.losses++;
      }
      const order = prizeOrderOf(game);
      if (order.length === 0) continue;
      gamesWithPrizeOrder++;
      let current = 0;
      let deficit = 0;
      let led = false;
      order.forEach((side, i) => {
        current += side === 'player' ? 1 : -1;
        if (current < 0) deficit = Math.max(deficit, -current);
        if (current > 0) led = true;
        const row = lead[i]!;
        row.games++;
        row.sum += current;
        if (won) {
          row.wonGames++;
          row.wonSum += current;
        } else {
          row.lostGames++;
          row.lostSum += current;
        }
      });
      if (deficit > 0) {
        if (won) {
          behind.wins++;
          largestComeback = Math.max(largestComeback ?? 0, deficit);
        } else behind.losses++;
      }
      if (led) {
        if (won) ahead.wins++;
        else ahead.losses++;
      }
    }
  }

  return {
    games,
    gamesWithFirstPrize,
    gamesWithPrizeOrder,
    firstPrize: {
      you: gameSplit(first.you.wins, first.you.losses),
      opponent: gameSplit(first.opponent.wins, first.opponent.losses),
    },
    fellBehind: gameSplit(behind.wins, behind.losses),
    tookLead: gameSplit(ahead.wins, ahead.losses),
    largestComeback,
    leadAfter: lead
      .map((row, i) => ({
        prizesTaken: i + 1,
        games: row.games,
        averageLead: average(row.sum, row.games),
        won: { games: row.wonGames, averageLead: average(row.wonSum, row.wonGames) },
        lost: { games: row.lostGames, averageLead: average(row.lostSum, row.lostGames) },
      }))
      .filter((row) => row.games > 0),
  };
}
