/**
 * Card impact (issue 30 "Card impact (TCG)"): for each card, your win rate in games where it was used by your turn
 * 1, 2, 3 and at all, against the games where it was not — for your own cards and for the opponent's ("when they
 * played Iono by their turn 2 you win 38%").
 *
 * Definitions:
 * - The games are imported games with card facts (tcgCardFacts.ts) whose result is a win or a loss, as everywhere in
 *   game-level analytics (tcgGameSplits.ts); ties are left out. `filterCardGames` narrows them to going first or
 *   second and to one opponent archetype (the split the screen asks for).
 * - Used by turn k: the card's first use (played, attached, evolved into, attacked with, ability) was in its player's
 *   own turn k or earlier (setup counts as turn 0). `any`: used at all in the game. Each bucket holds the games with
 *   (`with`) and the games without (`without`); together they are all the games.
 * - `difference` is rate(with) − rate(without). `z` is the two-proportion z statistic of that difference (pooled
 *   rate); `likely` says it is unlikely to be chance at the 95% level (|z| ≥ 1.96) and both sides have at least
 *   `SMALL_SAMPLE` games — small samples are shown greyed, never ranked as findings.
 * - A row's `score` is the largest |z| of its likely buckets (0 when none); rows are sorted by it, then by the games the
 *   card was used in, then by name, so the differences least likely to be chance come first.
 * - Only cards used in at least one of the games get a row (a card only drawn or searched says nothing of its play).
 */
import { listedGamesBehind, newestGamesFirst } from './gamesBehind.ts';
import { SMALL_SAMPLE } from './winRate.ts';
import type { TcgGameCardFacts } from './tcgCardFacts.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';

/** An imported game with its facts and what the match records of it. */
export interface TcgCardGame {
  matchId: string;
  /** 0-based index of the game in its match. */
  game: number;
  date: string;
  opponentDeck: string;
  result: string;
  wentFirst: boolean | null;
  facts: TcgGameCardFacts;
}

export type CardSide = 'you' | 'opp';
export const CARD_TURN_BUCKETS = ['turn1', 'turn2', 'turn3', 'any'] as const;
export type CardTurnBucket = (typeof CARD_TURN_BUCKETS)[number];
const BUCKET_TURN: Record<CardTurnBucket, number> = { turn1: 1, turn2: 2, turn3: 3, any: Infinity };

export interface CardBucket {
  with: GameSplit;
  without: GameSplit;
  /** rate(with) − rate(without), null when either side has no games. */
  difference: number | null;
  /** Two-proportion z statistic, null when it cannot be computed. */
  z: number | null;
  likely: boolean;
}

export interface CardImpactRow {
  card: string;
  buckets: Record<CardTurnBucket, CardBucket>;
  score: number;
}

export interface CardImpact {
  side: CardSide;
  /** Games counted (win or loss with facts, after the filter). */
  games: number;
  rows: CardImpactRow[];
}

export interface CardGameFilter {
  /** true: games you went first; false: second; null/undefined: all. */
  wentFirst?: boolean | null;
  /** One opponent archetype (the match's opponent deck, compared ignoring case); empty/undefined: all. */
  opponentDeck?: string | null;
}

const Z_LIKELY = 1.96;
const decided = (result: string) => result === 'win' || result === 'loss';

/** The games of the filter that count (win or loss). */
export function filterCardGames(games: readonly TcgCardGame[], filter: CardGameFilter = {}): TcgCardGame[] {
  const deck = filter.opponentDeck?.trim().toLowerCase() || null;
  return games.filter(
    (g) =>
      decided(g.result) &&
      (filter.wentFirst == null || g.wentFirst === filter.wentFirst) &&
      (deck === null || g.opponentDeck.trim().toLowerCase() === deck),
  );
}

/** The pooled two-proportion z statistic of w1/n1 against w2/n2, null when undefined. */
export function twoProportionZ(w1: number, n1: number, w2: number, n2: number): number | null {
  if (n1 <= 0 || n2 <= 0) return null;
  const pooled = (w1 + w2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (!(se > 0)) return null;
  return (w1 / n1 - w2 / n2) / se;
}

export function cardBucketOf(withWins: number, withGames: number, totalWins: number, totalGames: number): CardBucket {
  const withSplit = gameSplit(withWins, withGames - withWins);
  const without = gameSplit(totalWins - withWins, totalGames - withGames - (totalWins - withWins));
  const difference = withSplit.rate !== null && without.rate !== null ? withSplit.rate - without.rate : null;
  const z = twoProportionZ(withWins, withGames, totalWins - withWins, totalGames - withGames);
  const likely =
    z !== null && Math.abs(z) >= Z_LIKELY && withSplit.games >= SMALL_SAMPLE && without.games >= SMALL_SAMPLE;
  return { with: withSplit, without, difference, z, likely };
}

/** The rows' order (see header): least likely to be chance first, then most used, then by name. */
export const byCardImpact = (a: CardImpactRow, b: CardImpactRow): number =>
  b.score - a.score || b.buckets.any.with.games - a.buckets.any.with.games || a.card.localeCompare(b.card);

/** Card impact of one side's cards over these games (already filtered, see header). */
export function tcgCardImpact(games: readonly TcgCardGame[], side: CardSide): CardImpact {
  const counted = games.filter((g) => decided(g.result));
  let totalWins = 0;
  // card → per bucket [games, wins]
  const tallies = new Map<string, number[]>();
  for (const game of counted) {
    const won = game.result === 'win';
    if (won) totalWins++;
    const uses = game.facts[side];
    // The hot loop of the Cards view (10,000 games × dozens of cards): plain comparisons, no closures.
    for (let u = 0; u < uses.length; u++) {
      const use = uses[u]!;
      const first = use[1];
      if (first === null) continue;
      let tally = tallies.get(use[0]);
      if (!tally) tallies.set(use[0], (tally = [0, 0, 0, 0, 0, 0, 0, 0]));
      const win = won ? 1 : 0;
      tally[6]! += 1;
      tally[7]! += win;
      if (first <= 3) {
        tally[4]! += 1;
        tally[5]! += win;
        if (first <= 2) {
          tally[2]! += 1;
          tally[3]! += win;
          if (first <= 1) {
            tally[0]! += 1;
            tally[1]! += win;
          }
        }
      }
    }
  }
  const rows: CardImpactRow[] = [];
  for (const [card, tally] of tallies) {
    const buckets = {} as Record<CardTurnBucket, CardBucket>;
    let score = 0;
    CARD_TURN_BUCKETS.forEach((bucket, i) => {
      const b = cardBucketOf(tally[i * 2 + 1]!, tally[i * 2]!, totalWins, counted.length);
      buckets[bucket] = b;
      if (b.likely) score = Math.max(score, Math.abs(b.z!));
    });
    rows.push({ card, buckets, score });
  }
  rows.sort(
    (a, b) => b.score - a.score || b.buckets.any.with.games - a.buckets.any.with.games || a.card.localeCompare(b.card),
  );
  return { side, games: counted.length, rows };
}

/** What "the games behind" a number are: one card, one side, one bucket, used or not. */
export interface CardGamesQuery {
  side: CardSide;
  card: string;
  bucket: CardTurnBucket;
  used: boolean;
}

/** The counted games behind one card bucket (newest first), for the list of games a number is made of. */
export function tcgCardGamesBehind(games: readonly TcgCardGame[], query: CardGamesQuery): TcgCardGame[] {
  const limit = BUCKET_TURN[query.bucket];
  const behind = games.filter((g) => {
    if (!decided(g.result)) return false;
    const use = g.facts[query.side].find(([card]) => card === query.card);
    const used = use !== undefined && use[1] !== null && use[1] <= limit;
    return used === query.used;
  });
  return newestGamesFirst(behind, (g) => g.date);
}

/** The list a number opens (gamesBehind.ts): its total and the newest games, as the games endpoint answers them. */
export function tcgCardGamesListed(games: readonly TcgCardGame[], query: CardGamesQuery) {
  return listedGamesBehind(
    tcgCardGamesBehind(games, query),
    ({ matchId, game, date, opponentDeck, result, wentFirst }) => ({
      matchId,
      game,
      date,
      opponentDeck,
      result,
      wentFirst,
    }),
  );
}
