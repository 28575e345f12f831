import { describe, expect, it } from 'vitest';
import { teamSetOf, vgcMoveUsage } from '../../src/index.ts';
import { TEAM_ONE, TEAM_TWO } from './vgcTeams.fixture.ts';

const matches = [
  {
    teamId: 'local_t1',
    games: [
      { result: 'win', broughtPokemon: ['Incineroar', 'Flutter Mane', 'Urshifu', 'Amoonguss'] },
      { result: 'loss', broughtPokemon: ['incineroar', 'Flutter Mane'] },
      { result: 'win', broughtPokemon: [] }, // nothing brought recorded: not counted
    ],
  },
  { teamId: 'local_t2', games: [{ result: 'win', broughtPokemon: ['Incineroar', 'Pikachu'] }] }, // Pikachu: no set
  { teamId: null, games: [{ result: 'loss', broughtPokemon: ['Incineroar'] }] }, // typed team: moves unknown
  { teamId: 'local_gone', games: [{ result: 'win', broughtPokemon: ['Incineroar'] }] }, // deleted team
  { teamId: 'local_t1', games: [{ result: 'draw', broughtPokemon: ['Incineroar'] }] }, // not a counted game
];

describe('vgcMoveUsage (hand-counted)', () => {
  const usage = vgcMoveUsage(matches, [TEAM_ONE, TEAM_TWO]);

  it('counts the games whose team, and so whose sets, are known', () => {
    expect([usage.gamesWithKnownSets, usage.gamesWithoutKnownSets]).toEqual([3, 2]);
  });

  it('one row per brought Pokémon with a set, most games first', () => {
    expect(usage.pokemon.map((p) => [p.pokemon, p.wins, p.losses, p.games])).toEqual([
      ['Incineroar', 2, 1, 3],
      ['Flutter Mane', 1, 1, 2],
      ['Amoonguss', 1, 0, 1],
      ['Urshifu-Rapid-Strike', 1, 0, 1], // brought as Urshifu (Showdown's preview), found by base species
    ]);
  });

  it('top 4 moves, then Others for the rest (two Incineroar sets over the games)', () => {
    const incineroar = usage.pokemon[0]!;
    // Fake Out and Flare Blitz in all 3 games (W, L, W); Knock Off and Parting Shot in team one's 2 (W, L).
    expect(incineroar.top.map((m) => [m.move, m.wins, m.losses, m.share])).toEqual([
      ['Fake Out', 2, 1, 1],
      ['Flare Blitz', 2, 1, 1],
      ['Knock Off', 1, 1, 2 / 3],
      ['Parting Shot', 1, 1, 2 / 3],
    ]);
    // Protect and Will-O-Wisp: only team two's set, one game (W).
    expect(incineroar.others).toMatchObject({ moves: ['Protect', 'Will-O-Wisp'], wins: 1, losses: 0, games: 1 });
    expect(incineroar.others!.share).toBeCloseTo(1 / 3, 10);
  });

  it('a single set has its four moves and no Others; a set with two moves has two', () => {
    const flutter = usage.pokemon[1]!;
    expect(flutter.top.map((m) => [m.move, m.games, m.share])).toEqual([
      ['Icy Wind', 2, 1],
      ['Moonblast', 2, 1],
      ['Protect', 2, 1],
      ['Shadow Ball', 2, 1],
    ]);
    expect(flutter.others).toBeNull();
    expect(usage.pokemon[2]!.top.map((m) => m.move)).toEqual(['Rage Powder', 'Spore']);
  });

  it('is empty without games or teams', () => {
    expect(vgcMoveUsage([], [TEAM_ONE])).toEqual({ gamesWithKnownSets: 0, gamesWithoutKnownSets: 0, pokemon: [] });
    expect(vgcMoveUsage(matches, [])).toEqual({ gamesWithKnownSets: 0, gamesWithoutKnownSets: 5, pokemon: [] });
  });
});

describe('teamSetOf', () => {
  it('finds by species ignoring case, else by a unique base species', () => {
    expect(teamSetOf(TEAM_ONE, 'flutter mane')?.species).toBe('Flutter Mane');
    expect(teamSetOf(TEAM_ONE, 'Urshifu')?.species).toBe('Urshifu-Rapid-Strike');
    expect(teamSetOf(TEAM_ONE, 'Pikachu')).toBeNull();
    const twoFormes = { pokemon: [{ species: 'Urshifu-Rapid-Strike' }, { species: 'Urshifu' + '-Single-Strike' }] };
    expect(teamSetOf(twoFormes, 'Urshifu-*')).toBeNull();
  });
});
