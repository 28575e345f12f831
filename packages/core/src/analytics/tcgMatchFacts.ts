/**
 * What the personal TCG analytics read of one match, worked out once per match object (issue 18 "Speed": the
 * records, matchups, game splits, prize race and deck rows each re-read every match's day, result, names and games,
 * and the server hands the same row objects to every computation while they are unchanged — keptRows.ts — so a new
 * filter on an unchanged player now pays only for the part that depends on the query).
 *
 * Every fact is the reading its figure defines, computed by the same rules:
 * - `day` (`matchDayOf`), `created` (createdAt as epoch ms, -Infinity when missing or invalid) and `id` order matches
 *   newest first as `newestFirst` does; `result` is `analyticsResult`; `bestOf` is `matchBestOf`.
 * - `opponentKey` / `opponentName`: `opponentDeckKey`; `deckKey` / `deckName` / `latestDeckName`: `deckKeyOf` and
 *   the trimmed deck name a row shows when its deck is not saved.
 * - `gameCounts`: the game-level tallies of `tcgGameSplits` and `tcgPrizeRace` as slots to add one to (see SLOT), so
 *   the figures are sums over matches; `comeback` and `leadSteps` the prize-race parts that are not counts.
 *
 * Kept per match object and per array (keptFacts.ts): the facts depend on nothing but the match, and the callers
 * never change a match object once handed over (the server's kept rows are shared by every computation; the browser
 * reads fresh objects each time, which simply find nothing kept). A match edited in place would keep stale facts, so
 * callers must hand a new object for a changed match, as both do.
 */
import { createdTimeOf } from '../rules/dates.ts';
import { analyticsResult, matchBestOf } from '../rules/matchResult.ts';
import type { MatchOutcome } from '../rules/matchResult.ts';
import { matchDayOf } from '../rules/seasons.ts';
import { KeptFacts } from './keptFacts.ts';
import { opponentDeckKey } from './matchupTable.ts';
import { deckKeyOf } from './tcgDeckBreakdown.ts';
import type { DeckBreakdownMatch } from './tcgDeckBreakdown.ts';
import { mulliganBucket } from './tcgGameSplits.ts';
import type { TcgGameLike } from './tcgGameSplits.ts';
import { firstPrizeTakerOf, prizeOrderOf } from './tcgPrizeRace.ts';
import type { PrizeRaceGameLike } from './tcgPrizeRace.ts';

/** The match shape the facts read (what `TcgAnalyticsMatch` is). */
export interface TcgFactsMatch extends DeckBreakdownMatch {
  _id?: string;
  games?: readonly (TcgGameLike & PrizeRaceGameLike)[] | null;
}

/**
 * Count slots: each game-level tally has a win slot (even) and a loss slot (the next one); `PRIZE_ORDER_GAMES` counts
 * games with a prize order.
 */
export const SLOT = {
  all: 0,
  first: 2,
  second: 4,
  flipWon: 6,
  flipLost: 8,
  choiceFirst: 10,
  choiceSecond: 12,
  own0: 14,
  opp0: 20,
  bo3Game1: 26,
  bo3Games23: 28,
  concededByYou: 30,
  concededByOpponent: 32,
  firstPrizeYou: 34,
  firstPrizeOpponent: 36,
  fellBehind: 38,
  tookLead: 40,
  prizeOrderGames: 42,
} as const;
export const SLOT_COUNT = 43;

export interface TcgMatchFacts {
  day: string | null;
  created: number;
  id: string;
  result: MatchOutcome | null;
  bestOf: number;
  opponentKey: string;
  opponentName: string;
  deckKey: string;
  deckId: string | null;
  deckName: string;
  /** The match's deck name trimmed ('' when blank): the name a row of an unsaved deck shows. */
  latestDeckName: string;
  /** Slots to add one to, one entry per count (a slot may repeat). */
  gameCounts: Uint8Array;
  /** Biggest prize deficit of a game won from behind, null without one. */
  comeback: number | null;
  /** Prize-race lead steps of the games with a prize order: [card index, lead, won 1/0] triples; null without. */
  leadSteps: Int32Array | null;
}

const kept = new KeptFacts<TcgMatchFacts>();

/**
 * The facts of every match (`[i]` is `matches[i]`'s; see header), worked out when not kept. Contract: the match
 * objects (and their games) must not be changed once read (keptFacts.ts).
 */
export function tcgMatchesFacts(matches: readonly TcgFactsMatch[]): readonly TcgMatchFacts[] {
  return kept.of(matches, readFacts).all;
}

function readFacts(match: TcgFactsMatch): TcgMatchFacts {
  const opponent = opponentDeckKey(match.opponentDeck);
  const deck = deckKeyOf(match);
  const bestOf = matchBestOf(match);
  const counts: number[] = [];
  let comeback: number | null = null;
  let steps: number[] | null = null;
  const games = match.games ?? [];
  for (let index = 0; index < games.length; index++) {
    const game = games[index];
    if (game?.result !== 'win' && game?.result !== 'loss') continue;
    const won = game.result === 'win';
    const side = won ? 0 : 1;
    // tcgGameSplits
    counts.push(SLOT.all + side);
    if (typeof game.wentFirst === 'boolean') counts.push((game.wentFirst ? SLOT.first : SLOT.second) + side);
    if (typeof game.coinFlipWin === 'boolean') counts.push((game.coinFlipWin ? SLOT.flipWon : SLOT.flipLost) + side);
    if (game.coinFlipChoice === 'first') counts.push(SLOT.choiceFirst + side);
    else if (game.coinFlipChoice === 'second') counts.push(SLOT.choiceSecond + side);
    const own = mulliganBucket(game.playerMulligans);
    if (own) counts.push(SLOT.own0 + 2 * bucketIndex(own) + side);
    const theirs = mulliganBucket(game.opponentMulligans);
    if (theirs) counts.push(SLOT.opp0 + 2 * bucketIndex(theirs) + side);
    if (bestOf === 3) counts.push((index === 0 ? SLOT.bo3Game1 : SLOT.bo3Games23) + side);
    if (game.conceded === 'Player') counts.push(SLOT.concededByYou + side);
    else if (game.conceded === 'Opponent') counts.push(SLOT.concededByOpponent + side);
    // tcgPrizeRace
    if (game.advancedDetails == null) continue;
    const taker = firstPrizeTakerOf(game);
    if (taker) counts.push((taker === 'player' ? SLOT.firstPrizeYou : SLOT.firstPrizeOpponent) + side);
    const order = prizeOrderOf(game);
    if (order.length === 0) continue;
    counts.push(SLOT.prizeOrderGames);
    steps ??= [];
    let current = 0;
    let deficit = 0;
    let led = false;
    for (let i = 0; i < order.length; i++) {
      current += order[i] === 'player' ? 1 : -1;
      if (current < 0) deficit = Math.max(deficit, -current);
      if (current > 0) led = true;
      steps.push(i, current, won ? 1 : 0);
    }
    if (deficit > 0) {
      counts.push(SLOT.fellBehind + side);
      if (won) comeback = Math.max(comeback ?? 0, deficit);
    }
    if (led) counts.push(SLOT.tookLead + side);
  }
  return {
    day: matchDayOf(match),
    created: createdTimeOf(match.createdAt),
    id: match._id ?? '',
    result: analyticsResult(match),
    bestOf,
    opponentKey: opponent.key,
    opponentName: opponent.name,
    deckKey: deck.key,
    deckId: deck.deckId,
    deckName: deck.name,
    latestDeckName: (match.deckName ?? '').trim(),
    gameCounts: Uint8Array.from(counts),
    comeback,
    leadSteps: steps ? Int32Array.from(steps) : null,
  };
}

const bucketIndex = (bucket: '0' | '1' | '2+') => (bucket === '0' ? 0 : bucket === '1' ? 1 : 2);

/**
 * True when `a` comes strictly before `b` newest first (`newestFirst`: day, then createdAt, then `_id`, all
 * descending, undated last); equal keys are not newer, so a scan in input order keeps the earlier one, as the
 * stable sort does.
 */
export function isNewer(a: TcgMatchFacts, b: TcgMatchFacts): boolean {
  const dayA = a.day ?? '';
  const dayB = b.day ?? '';
  if (dayA !== dayB) return dayA > dayB;
  if (a.created !== b.created) return a.created > b.created;
  return a.id > b.id;
}
