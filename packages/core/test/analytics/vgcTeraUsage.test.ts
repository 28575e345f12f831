import { describe, expect, it } from 'vitest';
import { vgcTeraUsage } from '../../src/analytics/vgcTeraUsage.ts';
import { TEAM_ONE, TEAM_TWO } from './vgcTeams.fixture.ts';

const matches = [
  {
    teamId: 'local_t1',
    bestOf: 3,
    games: [
      {
        result: 'win',
        teraPokemon: 'Incineroar',
        opponentTeraPokemon: 'Chi-Yu',
        broughtPokemon: ['Incineroar', 'Flutter Mane'],
      },
      { result: 'loss', teraPokemon: null, opponentTeraPokemon: 'chi-yu', broughtPokemon: ['Incineroar'] },
      {
        result: 'win',
        teraPokemon: 'Flutter Mane',
        opponentTeraPokemon: null,
        broughtPokemon: ['Flutter Mane', 'Amoonguss'],
      },
    ],
  },
  // No Tera named anywhere in the match: not recorded (its sets still count for the brought Tera types).
  { teamId: 'local_t2', bestOf: 1, games: [{ result: 'loss', broughtPokemon: ['Incineroar'] }] },
  // Typed team: Tera recorded, no set to read a type from.
  {
    teamId: null,
    bestOf: 1,
    games: [
      {
        result: 'win',
        teraPokemon: 'Rillaboom',
        opponentTeraPokemon: 'Landorus-Therian',
        broughtPokemon: ['Rillaboom'],
      },
    ],
  },
  { teamId: 'local_t1', bestOf: 1, games: [{ result: 'draw', teraPokemon: 'Incineroar' }] }, // not counted
];

describe('vgcTeraUsage (hand-counted)', () => {
  const tera = vgcTeraUsage(matches, [TEAM_ONE, TEAM_TWO]);

  it('reads Tera as recorded per match and side', () => {
    // Counted games 3 + 1 + 1 = 5; recorded: the first match's 3 and the third's 1, on both sides.
    expect([tera.games, tera.recordedGames]).toEqual([5, 4]);
    expect([tera.own.recordedGames, tera.opponent.recordedGames]).toEqual([4, 4]);
  });

  it('you: terastallized 3-0 in 3 of 4 recorded games, did not 0-1', () => {
    expect([tera.own.terastallized.wins, tera.own.terastallized.losses]).toEqual([3, 0]);
    expect([tera.own.didNot.wins, tera.own.didNot.losses]).toEqual([0, 1]);
    expect(tera.own.share).toBe(3 / 4);
    expect(tera.own.pokemon.map((p) => [p.pokemon, p.games, p.share])).toEqual([
      ['Flutter Mane', 1, 1 / 3],
      ['Incineroar', 1, 1 / 3],
      ['Rillaboom', 1, 1 / 3],
    ]);
    // Interval of 3 of 3: low = 3/(3 + 1.96²) ≈ 0.4385, high 1.
    expect(tera.own.terastallized.interval).toEqual({ low: expect.closeTo(0.43849, 4), high: 1 });
  });

  it('opponents: terastallized in 3 of 4 (your record 2-1), not in 1 (1-0), formes kept apart', () => {
    expect([tera.opponent.terastallized.wins, tera.opponent.terastallized.losses]).toEqual([2, 1]);
    expect([tera.opponent.didNot.wins, tera.opponent.didNot.losses]).toEqual([1, 0]);
    expect(tera.opponent.share).toBe(3 / 4);
    expect(tera.opponent.pokemon.map((p) => [p.pokemon, p.wins, p.losses, p.share])).toEqual([
      ['Chi-Yu', 1, 1, 2 / 3],
      ['Landorus-Therian', 1, 0, 1 / 3],
    ]);
  });

  it('Tera types you used, from the sets of the linked team', () => {
    expect(tera.own.types.map((t) => [t.teraType, t.wins, t.losses, t.share])).toEqual([
      ['Fairy', 1, 0, 0.5],
      ['Grass', 1, 0, 0.5],
    ]);
  });

  it('Tera types of your brought Pokémon, per set', () => {
    expect(tera.broughtTeraTypes).toEqual([
      { pokemon: 'Flutter Mane', teraType: 'Fairy', games: 2 },
      { pokemon: 'Incineroar', teraType: 'Grass', games: 2 },
      { pokemon: 'Amoonguss', teraType: 'Water', games: 1 },
      { pokemon: 'Incineroar', teraType: 'Ghost', games: 1 },
    ]);
  });

  it('is empty without recorded Tera', () => {
    const none = vgcTeraUsage([{ games: [{ result: 'win' }] }]);
    expect([none.games, none.recordedGames, none.own.share, none.opponent.share]).toEqual([1, 0, null, null]);
    expect(none.own.terastallized).toMatchObject({ games: 0, rate: null, interval: null, small: true });
    expect([none.own.pokemon, none.own.types, none.broughtTeraTypes]).toEqual([[], [], []]);
  });
});

describe('vgcTeraUsage: rates only over the games where each side was recorded (issue 29)', () => {
  const replay = 'https://replay.pokemonshowdown.com/gen9vgc2025regi-2290000001';
  const imported = {
    leadPokemon: ['Incineroar', 'Flutter Mane'],
    opponentLeadPokemon: ['Chi-Yu', 'Amoonguss'],
    broughtPokemon: ['Incineroar', 'Flutter Mane'],
    opponentBroughtPokemon: ['Chi-Yu', 'Amoonguss'],
  };

  it('a side never noted in a match is not "did not": only your Tera noted leaves the opponent unrecorded', () => {
    const tera = vgcTeraUsage([
      {
        games: [
          { result: 'win', teraPokemon: 'Incineroar', broughtPokemon: ['Incineroar'] },
          { result: 'loss', teraPokemon: null, broughtPokemon: ['Incineroar'] },
        ],
      },
    ]);
    expect([tera.own.recordedGames, tera.own.share]).toEqual([2, 1 / 2]);
    expect([tera.opponent.recordedGames, tera.opponent.share]).toEqual([0, null]);
    expect(tera.opponent.didNot.games).toBe(0);
  });

  it('a game imported from a Showdown replay records both sides, blank meaning did not', () => {
    const tera = vgcTeraUsage([
      { games: [{ result: 'win', ...imported, replayLink: replay }] },
      { games: [{ result: 'loss', ...imported, replayLink: replay, opponentTeraPokemon: 'Chi-Yu' }] },
    ]);
    expect([tera.recordedGames, tera.own.recordedGames, tera.opponent.recordedGames]).toEqual([2, 2, 2]);
    expect([tera.own.share, tera.opponent.share]).toEqual([0, 1 / 2]);
  });

  it('a game with another link, or without the lists an import fills, is not read as a replay', () => {
    const tera = vgcTeraUsage([
      { games: [{ result: 'win', ...imported, replayLink: 'https://example.com/my-notes' }] },
      { games: [{ result: 'win', ...imported, opponentLeadPokemon: [], replayLink: replay }] },
    ]);
    expect([tera.recordedGames, tera.own.recordedGames, tera.opponent.recordedGames]).toEqual([0, 0, 0]);
  });

  it('counts a Tera forme as the Pokémon brought', () => {
    const tera = vgcTeraUsage([
      {
        games: [{ result: 'win', broughtPokemon: ['Incineroar'], opponentTeraPokemon: 'Ogerpon-Wellspring-Tera' }],
      },
      { games: [{ result: 'loss', broughtPokemon: ['Incineroar'], opponentTeraPokemon: 'Ogerpon-Wellspring' }] },
    ]);
    expect(tera.opponent.pokemon.map((p) => [p.pokemon, p.games])).toEqual([['Ogerpon-Wellspring', 2]]);
  });
});
