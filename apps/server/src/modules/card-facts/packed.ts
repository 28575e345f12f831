/**
 * The stored form of a match's card facts (`tcg_match_card_facts.facts`, migration 0028): a JSON text of arrays with
 * cards as ids of `tcg_card_names` (cardNames.ts), element i the facts of game i or null —
 * per game `[you, opp, hand, mulligans, firstAttack, firstKnockOut, firstPrize, stage2ByTurn2 (0/1)]`, `you` and
 * `opp` as `[[card id, first own turn, uses], …]`, `hand` as `[card id, …]`.
 *
 * Why this form (issue 30 "Kept compactly", measured in bench/src/cardFacts.ts): the Cards view reads 10,000 games'
 * facts at once. PostgreSQL answers a text as stored, where jsonb is rebuilt as text on every read; numbers are about
 * a quarter of the names' bytes; and JSON.parse of small arrays is the cheapest decoding in JS. The tuples are
 * decoded in place (the id replaced by the name), so reading allocates nothing per card, and every game names a card
 * with the same string, which keeps core's per-card Map lookups cheap. The community triggers read the same text.
 */
import type { TcgCardUse, TcgGameCardFacts } from '@trainerlog/core';

type PackedUse = [card: number, first: number | null, uses: number];
type PackedGame = [
  you: PackedUse[],
  opp: PackedUse[],
  hand: number[],
  mulligans: number,
  firstAttack: number | null,
  firstKnockOut: number | null,
  firstPrize: number | null,
  stage2ByTurn2: 0 | 1,
];
export type PackedMatch = (PackedGame | null)[];

/** Every card name of these facts (to give them ids before packing). */
export function cardNamesOf(games: readonly (TcgGameCardFacts | null)[], into = new Set<string>()): Set<string> {
  for (const game of games) {
    if (!game) continue;
    for (const [card] of game.you) into.add(card);
    for (const [card] of game.opp) into.add(card);
    for (const card of game.hand) into.add(card);
  }
  return into;
}

/** A match's facts as stored; `idOf` knows every name of them (cardNamesOf). */
export function packCardFacts(games: readonly (TcgGameCardFacts | null)[], idOf: (name: string) => number): string {
  const uses = (list: readonly TcgCardUse[]): PackedUse[] => list.map(([card, first, n]) => [idOf(card), first, n]);
  const packed: PackedMatch = games.map((game) =>
    game
      ? [
          uses(game.you),
          uses(game.opp),
          game.hand.map(idOf),
          game.mulligans,
          game.firstAttack,
          game.firstKnockOut,
          game.firstPrize,
          game.stage2ByTurn2 ? 1 : 0,
        ]
      : null,
  );
  return JSON.stringify(packed);
}

/** The card ids of parsed packed facts that `names` does not hold yet. */
export function unknownCardIds(matches: readonly PackedMatch[], names: readonly (string | undefined)[]): number[] {
  const unknown = new Set<number>();
  for (const games of matches) {
    for (const game of games) {
      if (!game) continue;
      for (const use of game[0]) if (names[use[0]] === undefined) unknown.add(use[0]);
      for (const use of game[1]) if (names[use[0]] === undefined) unknown.add(use[0]);
      for (const card of game[2]) if (names[card] === undefined) unknown.add(card);
    }
  }
  return [...unknown];
}

/** Parsed packed facts as core's facts, the tuples reused (see header); `names[id]` holds every id's name. */
export function unpackCardFacts(
  games: PackedMatch,
  names: readonly (string | undefined)[],
): (TcgGameCardFacts | null)[] {
  const nameOf = (id: number) => {
    const name = names[id];
    if (name === undefined) throw new Error(`Card facts name card id ${id}, which tcg_card_names does not hold`);
    return name;
  };
  return games.map((game) => {
    if (!game) return null;
    const [you, opp, hand, mulligans, firstAttack, firstKnockOut, firstPrize, stage2] = game;
    for (const use of you) (use as unknown as [string, ...unknown[]])[0] = nameOf(use[0]);
    for (const use of opp) (use as unknown as [string, ...unknown[]])[0] = nameOf(use[0]);
    return {
      you: you as unknown as TcgCardUse[],
      opp: opp as unknown as TcgCardUse[],
      hand: hand.map(nameOf),
      mulligans,
      firstAttack,
      firstKnockOut,
      firstPrize,
      stage2ByTurn2: stage2 === 1,
    };
  });
}
