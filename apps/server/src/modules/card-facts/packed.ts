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

/**
 * Parsed packed facts as core's facts, the tuples reused (see header): each card id whose `names[id]` is known is
 * replaced by its name; an id not known yet goes into `unknown` and stays a number (then null is answered, and the
 * same games can be unpacked again once the names are read: a replaced tuple is left as it is).
 */
export function unpackCardFacts(
  games: PackedMatch,
  names: readonly (string | undefined)[],
  unknown: Set<number>,
): (TcgGameCardFacts | null)[] | null {
  const before = unknown.size;
  const facts: (TcgGameCardFacts | null)[] = [];
  for (let g = 0; g < games.length; g++) {
    const game = games[g];
    if (!game) {
      facts.push(null);
      continue;
    }
    // Plain loops, no closures: 10,000 games are unpacked at once, mostly by code not optimised yet.
    for (let side = 0; side < 2; side++) {
      const uses = game[side] as PackedUse[];
      for (let i = 0; i < uses.length; i++) {
        const use = uses[i]!;
        const id = use[0];
        if (typeof id !== 'number') continue;
        const name = names[id];
        if (name === undefined) unknown.add(id);
        else (use as unknown as [string, ...unknown[]])[0] = name;
      }
    }
    const ids = game[2];
    const hand: string[] = [];
    for (let i = 0; i < ids.length; i++) {
      const name = names[ids[i]!];
      if (name === undefined) unknown.add(ids[i]!);
      else hand.push(name);
    }
    facts.push({
      you: game[0] as unknown as TcgCardUse[],
      opp: game[1] as unknown as TcgCardUse[],
      hand,
      mulligans: game[3],
      firstAttack: game[4],
      firstKnockOut: game[5],
      firstPrize: game[6],
      stage2ByTurn2: game[7] === 1,
    });
  }
  return unknown.size === before ? facts : null;
}
