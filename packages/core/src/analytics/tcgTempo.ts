/**
 * Tempo and openings (issue 30 "Tempo and openings (TCG)"): the milestones of imported games and their win rates, and
 * the log owner's opening-hand guide.
 *
 * Definitions (games as in tcgCardImpact.ts: win or loss, with card facts, after the screen's filter):
 * - Milestones, in your own turns (tcgCardFacts.ts): first attack, first knock-out, first Prize card. Each milestone's
 *   rows are the turn it happened in — 1, 2, 3, 4 and later (`4+`), never (`never`) — with the win rate of those
 *   games, and `average` the mean turn over the games where it happened (null without any).
 * - Stage 2 by your second turn: games where a Stage 2 Pokémon of yours was in play by then, against the rest.
 * - Opening hand: for each card seen in your opening hand in at least one game, the games with it in hand against
 *   the games whose opening hand was revealed without it (games whose hand the log does not show count on neither
 *   side). After a mulligan: games in which you took at least one, against games with none.
 */
import type { TcgCardGame } from './tcgCardImpact.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';

export const TEMPO_TURNS = ['1', '2', '3', '4+', 'never'] as const;
export type TempoTurn = (typeof TEMPO_TURNS)[number];
export const TEMPO_MILESTONES = ['firstAttack', 'firstKnockOut', 'firstPrize'] as const;
export type TempoMilestone = (typeof TEMPO_MILESTONES)[number];

export interface MilestoneFacts {
  rows: { turn: TempoTurn; split: GameSplit }[];
  /** Mean own turn over the games where it happened, null when it never did. */
  average: number | null;
}

export interface TcgTempo {
  games: number;
  milestones: Record<TempoMilestone, MilestoneFacts>;
  stage2ByTurn2: { yes: GameSplit; no: GameSplit };
}

export interface OpeningCardRow {
  card: string;
  with: GameSplit;
  without: GameSplit;
  difference: number | null;
}

export interface TcgOpenings {
  /** Games whose opening hand the log reveals. */
  gamesWithHand: number;
  cards: OpeningCardRow[];
  mulligan: { none: GameSplit; afterMulligan: GameSplit };
}

type Tally = { wins: number; losses: number };
const tally = (): Tally => ({ wins: 0, losses: 0 });
const add = (t: Tally, won: boolean) => (won ? t.wins++ : t.losses++);
const split = (t: Tally) => gameSplit(t.wins, t.losses);
const turnOf = (turn: number | null): TempoTurn =>
  turn === null ? 'never' : turn <= 1 ? '1' : turn === 2 ? '2' : turn === 3 ? '3' : '4+';

/** Milestones of these games (see header). */
export function tcgTempo(games: readonly TcgCardGame[]): TcgTempo {
  const counted = games.filter((g) => g.result === 'win' || g.result === 'loss');
  const milestones = {} as Record<TempoMilestone, MilestoneFacts>;
  for (const milestone of TEMPO_MILESTONES) {
    const byTurn = new Map<TempoTurn, Tally>(TEMPO_TURNS.map((t) => [t, tally()]));
    let sum = 0;
    let happened = 0;
    for (const game of counted) {
      const turn = game.facts[milestone];
      add(byTurn.get(turnOf(turn))!, game.result === 'win');
      if (turn !== null) {
        sum += turn;
        happened++;
      }
    }
    milestones[milestone] = {
      rows: TEMPO_TURNS.map((turn) => ({ turn, split: split(byTurn.get(turn)!) })),
      average: happened > 0 ? sum / happened : null,
    };
  }
  const yes = tally();
  const no = tally();
  for (const game of counted) add(game.facts.stage2ByTurn2 ? yes : no, game.result === 'win');
  return { games: counted.length, milestones, stage2ByTurn2: { yes: split(yes), no: split(no) } };
}

/** The opening-hand guide of these games (see header), cards sorted by games in hand, then name. */
export function tcgOpenings(games: readonly TcgCardGame[]): TcgOpenings {
  const counted = games.filter((g) => g.result === 'win' || g.result === 'loss');
  const withHand = counted.filter((g) => g.facts.hand.length > 0);
  const total = tally();
  const byCard = new Map<string, Tally>();
  for (const game of withHand) {
    const won = game.result === 'win';
    add(total, won);
    for (const card of new Set(game.facts.hand)) {
      let t = byCard.get(card);
      if (!t) byCard.set(card, (t = tally()));
      add(t, won);
    }
  }
  const cards = [...byCard.entries()].map(([card, t]): OpeningCardRow => {
    const withSplit = split(t);
    const without = gameSplit(total.wins - t.wins, total.losses - t.losses);
    const difference = withSplit.rate !== null && without.rate !== null ? withSplit.rate - without.rate : null;
    return { card, with: withSplit, without, difference };
  });
  cards.sort((a, b) => b.with.games - a.with.games || a.card.localeCompare(b.card));
  const none = tally();
  const after = tally();
  for (const game of counted) add(game.facts.mulligans > 0 ? after : none, game.result === 'win');
  return { gamesWithHand: withHand.length, cards, mulligan: { none: split(none), afterMulligan: split(after) } };
}
