/**
 * How much each Pokémon a PTCGL log shows mattered to its player's deck (issue 12): the importance of a card, the
 * evolution lines the log shows, and the one or two lines a player would name the deck after (its stars). Used by
 * archetype.ts, with and without community categories.
 *
 * Definitions:
 * - A card's *importance*: its mentions, plus `ATTACK_WEIGHT` (5) per attack, plus `EVOLVED_BONUS` (3) when it was
 *   evolved into, plus `RULE_BOX_BONUS` (3) when it is a rule-box Pokémon. Players name decks after what attacks, so
 *   an attack outweighs the mention it comes with several times over; a Pokémon the deck evolved into or a rule-box
 *   one is a deliberate part of the deck; mentions tell the rest (an ability used each turn, a Pokémon often hit).
 *   Weights rather than strict tiers, so one glancing attack of a basic does not outrank a Pokémon used all game.
 *   Cards without a species (Trainers, Energy) have their mentions as importance.
 * - A *rule-box* Pokémon: its English name (else its printed name) has a word `ex`, `EX`, `V`, `VSTAR`, `VMAX` or `GX`
 *   (`V-UNION` included; Radiant Pokémon are not: a deck plays one as a tech).
 * - *Evolution lines*: an `evolved` line links a Pokémon to what it evolved into (`evolvedFrom`). A Pokémon's *final
 *   stage* is itself when the log never shows it evolving, else the final stage of what it evolved into; when it
 *   evolved into several, a rule-box final stage first (Ralts that became Kirlia, and Gardevoir ex by Rare Candy,
 *   belongs to Gardevoir ex), then the one with the highest importance of its own, then the first seen. A line is a
 *   final stage with every Pokémon whose final stage it is; its weight is the sum of their importances, so Dreepy and
 *   Drakloak count for Dragapult ex.
 * - The *stars*: the heaviest line (ties: more attacks, then first seen) is the top; a second line is a co-star when
 *   its final stage is a rule-box Pokémon of another species than the top's that attacked or was evolved into (a
 *   basic that only sat on the Bench for its ability, or a tech glimpsed in a search, is support, not a star), and
 *   the line's weight is at least half the top's — a third when that final stage was evolved into and attacked
 *   itself: an evolution line the deck built that also attacks is a co-star (Pidgeot ex attacking beside Charizard
 *   ex), while a basic ex that attacked once to close a game (Fezandipiti ex) needs half. The heaviest such line is
 *   the one co-star; a deck is never named after more than two.
 *
 * Decisions:
 * - Lines come only from the log's own `evolved` lines: the evolution table (`rules/evolutionFamilies.ts`, issue 29)
 *   knows that Dreepy becomes Dragapult but not whether Dragapult ex or Dragapult, so without a category a deck that
 *   only showed Dreepy is named "Dreepy": honest. A category naming a later stage (`dragapult`) still takes it, by
 *   family and weakly (archetype.ts).
 * - Same species never stars twice (Lugia V beside Lugia VSTAR when the evolution line is missing from the log), and
 *   a pre-evolution can never be a co-star of its own final stage since it belongs to that line.
 */
import { wordsOf } from '../../analytics/categorize.ts';
import type { PtcglCardSeen } from './types.ts';

export const ATTACK_WEIGHT = 5;
export const EVOLVED_BONUS = 3;
export const RULE_BOX_BONUS = 3;

const RULE_BOX_WORDS = new Set(['ex', 'v', 'vstar', 'vmax', 'gx']);

export interface PokemonLine {
  /** The final stage the log shows; the line is named after it. */
  final: PtcglCardSeen;
  /** The final stage and every Pokémon whose final stage it is, in order of first appearance. */
  members: PtcglCardSeen[];
  /** The sum of the members' importances. */
  weight: number;
  /** The members' attacks. */
  attacks: number;
  /** The members' mentions. */
  mentions: number;
  /** The first appearance of a member among the player's cards (0-based). */
  order: number;
}

export const attacksOf = (card: PtcglCardSeen): number => card.attacks ?? (card.actions.includes('attacked') ? 1 : 0);

export function isRuleBox(card: PtcglCardSeen): boolean {
  if (card.species === null) return false;
  return wordsOf(card.englishName ?? card.name).some((word) => RULE_BOX_WORDS.has(word));
}

/** A card's importance (see header). */
export function cardImportance(card: PtcglCardSeen): number {
  let importance = card.mentions;
  if (card.species === null) return importance;
  importance += ATTACK_WEIGHT * attacksOf(card);
  if (card.actions.includes('evolved')) importance += EVOLVED_BONUS;
  if (isRuleBox(card)) importance += RULE_BOX_BONUS;
  return importance;
}

/** The name a line is shown by: its final stage's English name, else its species. */
export const lineName = (line: PokemonLine): string => line.final.englishName ?? line.final.species!;

/** The evolution lines of a player's cards (see header), heaviest first (ties: more attacks, then first seen). */
export function pokemonLines(cards: readonly PtcglCardSeen[]): PokemonLine[] {
  const pokemon = cards.filter((card) => card.species !== null);
  const byName = new Map(pokemon.map((card) => [card.name.toLowerCase(), card]));
  const evolutions = new Map<PtcglCardSeen, PtcglCardSeen[]>();
  for (const card of pokemon) {
    for (const name of card.evolvedFrom ?? []) {
      const base = byName.get(name.toLowerCase());
      if (!base || base === card) continue;
      const list = evolutions.get(base) ?? [];
      list.push(card);
      evolutions.set(base, list);
    }
  }

  const finals = new Map<PtcglCardSeen, PtcglCardSeen>();
  const finalOf = (card: PtcglCardSeen, path: Set<PtcglCardSeen>): PtcglCardSeen => {
    const known = finals.get(card);
    if (known) return known;
    let best: PtcglCardSeen = card;
    // A loop of links (a malformed log) ends where it closes.
    if (!path.has(card)) {
      path.add(card);
      let bestRank: [number, number] = [-1, -1];
      for (const next of evolutions.get(card) ?? []) {
        const final = finalOf(next, path);
        const rank: [number, number] = [Number(isRuleBox(final)), cardImportance(final)];
        if (rank[0] > bestRank[0] || (rank[0] === bestRank[0] && rank[1] > bestRank[1]))
          [best, bestRank] = [final, rank];
      }
      path.delete(card);
    }
    finals.set(card, best);
    return best;
  };

  const lines = new Map<PtcglCardSeen, PokemonLine>();
  pokemon.forEach((card, order) => {
    const final = finalOf(card, new Set());
    const line = lines.get(final) ?? { final, members: [], weight: 0, attacks: 0, mentions: 0, order };
    line.members.push(card);
    line.weight += cardImportance(card);
    line.attacks += attacksOf(card);
    line.mentions += card.mentions;
    lines.set(final, line);
  });
  return [...lines.values()].sort((a, b) => b.weight - a.weight || b.attacks - a.attacks || a.order - b.order);
}

/** The top line and its co-star, if any (see header); empty without lines. `lines` heaviest first. */
export function deckStars(lines: readonly PokemonLine[]): PokemonLine[] {
  const top = lines[0];
  if (!top) return [];
  const coStar = lines.slice(1).find((line) => {
    const { final } = line;
    if (!isRuleBox(final) || final.species === top.final.species) return false;
    const attacked = attacksOf(final) > 0;
    const evolved = final.actions.includes('evolved');
    if (!attacked && !evolved) return false;
    return line.weight >= (attacked && evolved ? 1 / 3 : 1 / 2) * top.weight;
  });
  return coStar ? [top, coStar] : [top];
}
