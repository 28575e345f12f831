import { describe, expect, it } from 'vitest';
import {
  cardImportance,
  deckStars,
  isRuleBox,
  lineName,
  pokemonLines,
} from '../../../src/importers/ptcgl/pokemonLines.ts';
import type { PtcglCardSeen } from '../../../src/importers/ptcgl/types.ts';

const mon = (
  name: string,
  species: string | null,
  mentions: number,
  over: Partial<PtcglCardSeen> = {},
): PtcglCardSeen => ({
  name,
  englishName: name,
  species,
  mentions,
  actions: ['played'],
  firstUsedTurn: null,
  ...over,
});

describe('isRuleBox', () => {
  it('knows the rule-box suffixes in any letter case and language, not Radiant Pokémon or Trainers', () => {
    for (const name of [
      'Charizard ex',
      'Mewtwo EX',
      'Lugia V',
      'Lugia VSTAR',
      'Eternatus VMAX',
      'Zoroark-GX',
      'Mewtwo V-UNION',
    ])
      expect(isRuleBox(mon(name, 'X', 1)), name).toBe(true);
    expect(isRuleBox({ ...mon('Glurak-ex', 'Charizard', 1), englishName: null })).toBe(true);
    for (const name of ['Radiant Charizard', 'Dreepy', 'Vaporeon', 'Exeggutor'])
      expect(isRuleBox(mon(name, 'X', 1)), name).toBe(false);
    expect(isRuleBox(mon('Ultra Ball ex', null, 1))).toBe(false);
  });
});

describe('cardImportance', () => {
  it('adds 5 per attack, 3 when evolved into and 3 for a rule box to the mentions; Trainers are their mentions', () => {
    expect(cardImportance(mon('Charizard ex', 'Charizard', 9, { actions: ['evolved', 'attacked'], attacks: 4 }))).toBe(
      9 + 20 + 3 + 3,
    );
    // An 'attacked' action without a count is one attack.
    expect(cardImportance(mon('Dreepy', 'Dreepy', 2, { actions: ['attacked'] }))).toBe(7);
    expect(cardImportance(mon('Iono', null, 4, { actions: ['played', 'evolved'], attacks: 2 }))).toBe(4);
  });
});

describe('pokemonLines', () => {
  it('follows evolutions to the final stage, by printed name ignoring case, and skips unknown links', () => {
    const cards = [
      mon('Dreepy', 'Dreepy', 3),
      mon('Drakloak', 'Drakloak', 2, { actions: ['evolved'], evolvedFrom: ['DREEPY'] }),
      mon('Dragapult ex', 'Dragapult', 1, { actions: ['evolved'], evolvedFrom: ['Drakloak', 'Nobody'] }),
      mon('Nest Ball', null, 5),
    ];
    const lines = pokemonLines(cards);
    expect(lines).toHaveLength(1);
    expect(lineName(lines[0]!)).toBe('Dragapult ex');
    expect(lines[0]).toMatchObject({ weight: 3 + 5 + 7, mentions: 6, attacks: 0, order: 0 });
    expect(lines[0]!.members.map((c) => c.name)).toEqual(['Dreepy', 'Drakloak', 'Dragapult ex']);
  });

  it('survives a loop of links and orders lines by weight, then attacks, then first appearance', () => {
    const loop = [
      mon('Ralts', 'Ralts', 1, { evolvedFrom: ['Kirlia'] }),
      mon('Kirlia', 'Kirlia', 1, { evolvedFrom: ['Ralts'] }),
    ];
    expect(pokemonLines(loop).reduce((sum, line) => sum + line.members.length, 0)).toBe(2);
    const ties = [mon('A', 'A', 5), mon('B', 'B', 0, { attacks: 1 }), mon('C', 'C', 5)];
    expect(pokemonLines(ties).map(lineName)).toEqual(['B', 'A', 'C']);
  });

  it('has no stars without Pokémon', () => {
    expect(deckStars(pokemonLines([mon('Iono', null, 3)]))).toEqual([]);
  });
});
