import { describe, expect, it } from 'vitest';
import { vgcUsage } from '../../src/analytics/vgcUsage.ts';
import type { GameSplit } from '../../src/index.ts';

const matches = [
  {
    bestOf: 3,
    games: [
      {
        result: 'win',
        leadPokemon: ['Incineroar', 'Flutter Mane'],
        broughtPokemon: ['Incineroar', 'Flutter Mane', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        opponentBroughtPokemon: ['Chi-Yu', 'Landorus-Therian', 'Ogerpon-Wellspring', 'Rillaboom'],
      },
      {
        result: 'loss',
        leadPokemon: ['flutter mane', ' incineroar '],
        broughtPokemon: ['Incineroar', 'Flutter Mane', 'Urshifu-*', 'Rillaboom'],
        opponentBroughtPokemon: ['Chi-Yu', 'Landorus', 'Ogerpon-Hearthflame', 'Amoonguss'],
      },
      {
        result: 'win',
        leadPokemon: ['Urshifu-Rapid-Strike', 'Amoonguss'],
        broughtPokemon: ['Urshifu-Rapid-Strike', 'Amoonguss', 'Incineroar', 'Rillaboom'],
        opponentBroughtPokemon: [],
      },
    ],
  },
  // One lead only (no pair), nothing of ours brought recorded.
  {
    bestOf: 1,
    games: [{ result: 'loss', leadPokemon: ['Incineroar', ' '], opponentBroughtPokemon: ['Chi-Yu', 'Rillaboom'] }],
  },
  // No counted result: ignored.
  {
    bestOf: 1,
    games: [{ result: 'draw', leadPokemon: ['Incineroar', 'Flutter Mane'], broughtPokemon: ['Incineroar'] }],
  },
  { bestOf: 1, games: null },
];

const row = (r: GameSplit & { share?: number }) => [r.wins, r.losses, r.games, r.share];

describe('vgcUsage (hand-counted from the matches above)', () => {
  const usage = vgcUsage(matches);

  it('counts games with a result and games with brought lists', () => {
    expect(usage.games).toBe(4);
    expect(usage.gamesWithBrought).toBe(3);
    expect(usage.gamesWithOpponentBrought).toBe(3);
  });

  it('lead pairs ignore order, case and spaces: Flutter Mane + Incineroar 1-1, Amoonguss + Urshifu-Rapid-Strike 1-0', () => {
    expect(usage.leadPairs.map((p) => [p.pokemon, p.wins, p.losses])).toEqual([
      [['Flutter Mane', 'Incineroar'], 1, 1],
      [['Amoonguss', 'Urshifu-Rapid-Strike'], 1, 0],
    ]);
    expect(usage.leadPairs[0]?.rate).toBe(0.5);
    expect(usage.leadPairs[1]?.interval).toEqual({ low: expect.closeTo(0.20655, 4), high: 1 });
  });

  it('brought per counted Pokémon: frequency over the 3 games with a brought list', () => {
    expect(usage.brought.map((r) => [r.pokemon, ...row(r)])).toEqual([
      ['Incineroar', 2, 1, 3, 1],
      ['Amoonguss', 2, 0, 2, 2 / 3],
      ['Flutter Mane', 1, 1, 2, 2 / 3],
      ['Rillaboom', 1, 1, 2, 2 / 3],
      ['Urshifu-Rapid-Strike', 2, 0, 2, 2 / 3],
      // The preview's Urshifu-* names no forme: it counts as Urshifu, never as Rapid Strike (issue 29).
      ['Urshifu', 0, 1, 1, 1 / 3],
    ]);
    const incineroar = usage.brought[0]!;
    expect(incineroar.rate).toBeCloseTo(2 / 3, 12);
    expect(incineroar.interval!.low).toBeCloseTo(0.20766, 4);
    expect(incineroar.interval!.high).toBeCloseTo(0.93851, 4);
    expect(incineroar.small).toBe(true);
  });

  it('win rate against each opposing Pokémon brought', () => {
    expect(usage.opponents.map((r) => [r.pokemon, ...row(r)])).toEqual([
      ['Chi-Yu', 1, 2, 3, 1],
      ['Rillaboom', 1, 1, 2, 2 / 3],
      ['Amoonguss', 0, 1, 1, 1 / 3],
      // Formes stay apart (issue 29): Therian and Incarnate, and each of Ogerpon's masks.
      ['Landorus', 0, 1, 1, 1 / 3],
      ['Landorus-Therian', 1, 0, 1, 1 / 3],
      ['Ogerpon-Hearthflame', 0, 1, 1, 1 / 3],
      ['Ogerpon-Wellspring', 1, 0, 1, 1 / 3],
    ]);
    expect(usage.opponents[0]!.interval!.low).toBeCloseTo(0.06149, 4);
    expect(usage.opponents[0]!.interval!.high).toBeCloseTo(0.79234, 4);
  });

  it('keeps battle-relevant formes apart and folds battle-only ones, on both sides (issue 29)', () => {
    const formes = vgcUsage([
      {
        games: [
          {
            result: 'win',
            leadPokemon: ['Calyrex-Shadow', 'Charizard-Mega-Y'],
            broughtPokemon: ['Calyrex-Shadow', 'Charizard-Mega-Y'],
            opponentBroughtPokemon: ['Calyrex-Ice', 'Ogerpon-Wellspring-Tera', 'Indeedee-F'],
          },
          {
            result: 'loss',
            leadPokemon: ['Charizard', 'Calyrex-Shadow'],
            broughtPokemon: ['Calyrex-Ice', 'Charizard'],
            opponentBroughtPokemon: ['Calyrex-Shadow', 'Ogerpon-Wellspring', 'Indeedee'],
          },
        ],
      },
    ]);
    expect(formes.leadPairs.map((p) => [p.pokemon, p.games])).toEqual([[['Calyrex-Shadow', 'Charizard'], 2]]);
    expect(formes.brought.map((r) => [r.pokemon, r.games])).toEqual([
      ['Charizard', 2],
      ['Calyrex-Ice', 1],
      ['Calyrex-Shadow', 1],
    ]);
    expect(formes.opponents.map((r) => [r.pokemon, r.games])).toEqual([
      ['Ogerpon-Wellspring', 2],
      ['Calyrex-Ice', 1],
      ['Calyrex-Shadow', 1],
      ['Indeedee', 1],
      ['Indeedee-F', 1],
    ]);
  });

  it('is empty without data', () => {
    expect(vgcUsage([])).toEqual({
      games: 0,
      gamesWithBrought: 0,
      gamesWithOpponentBrought: 0,
      leadPairs: [],
      brought: [],
      opponents: [],
    });
  });

  it('is not small from 10 games', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      games: [{ result: i < 7 ? 'win' : 'loss', leadPokemon: ['A', 'B'], broughtPokemon: ['Pikachu'] }],
    }));
    const usage10 = vgcUsage(many);
    expect(usage10.leadPairs[0]).toMatchObject({ wins: 7, losses: 3, games: 10, rate: 0.7, small: false });
    expect(usage10.brought[0]).toMatchObject({ pokemon: 'Pikachu', games: 10, share: 1, small: false });
  });
});
