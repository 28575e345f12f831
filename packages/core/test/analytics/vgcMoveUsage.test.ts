import { describe, expect, it } from 'vitest';
import { teamSetOf, vgcMoveUsage } from '../../src/analytics/vgcMoveUsage.ts';
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

describe('vgcMoveUsage: the team-sheet view (hand-counted)', () => {
  const sheets = vgcMoveUsage(matches, [TEAM_ONE, TEAM_TWO]).teamSheets;

  it('counts the games whose team, and so whose sets, are known', () => {
    expect([sheets.gamesWithKnownSets, sheets.gamesWithoutKnownSets]).toEqual([3, 2]);
  });

  it('one row per brought Pokémon with a set, most games first', () => {
    expect(sheets.pokemon.map((p) => [p.pokemon, p.games])).toEqual([
      ['Incineroar', 3],
      ['Flutter Mane', 2],
      ['Amoonguss', 1],
      ['Urshifu-Rapid-Strike', 1], // brought as Urshifu (Showdown's preview), found by base species
    ]);
  });

  it('every move on its sheets, with the games brought with a sheet listing it (two Incineroar sets)', () => {
    expect(sheets.pokemon[0]!.moves).toEqual([
      { move: 'Fake Out', games: 3 },
      { move: 'Flare Blitz', games: 3 },
      { move: 'Knock Off', games: 2 },
      { move: 'Parting Shot', games: 2 },
      { move: 'Protect', games: 1 },
      { move: 'Will-O-Wisp', games: 1 },
    ]);
    expect(sheets.pokemon[2]!.moves.map((m) => m.move)).toEqual(['Rage Powder', 'Spore']);
  });

  it('never reads a sheet as usage: without moves used there is no usage row', () => {
    const usage = vgcMoveUsage(matches, [TEAM_ONE, TEAM_TWO]);
    expect([usage.gamesWithMovesUsed, usage.gamesWithoutMovesUsed, usage.pokemon]).toEqual([0, 6, []]);
  });

  it('is empty without games or teams', () => {
    expect(vgcMoveUsage([], [TEAM_ONE]).teamSheets).toEqual({
      gamesWithKnownSets: 0,
      gamesWithoutKnownSets: 0,
      pokemon: [],
    });
    expect(vgcMoveUsage(matches, []).teamSheets).toEqual({
      gamesWithKnownSets: 0,
      gamesWithoutKnownSets: 5,
      pokemon: [],
    });
  });
});

describe('vgcMoveUsage: moves used in replays (hand-counted, issue 29)', () => {
  const used = (pokemon: string, ...moves: string[]) => ({ pokemon, moves });
  const replayMatches = [
    {
      teamId: null,
      games: [
        {
          result: 'win',
          broughtPokemon: ['Incineroar', 'Calyrex-Shadow', 'Rillaboom', 'Urshifu-Rapid-Strike'],
          movesUsed: [
            used('Incineroar', 'Fake Out', 'Parting Shot'),
            used('Calyrex-Shadow', 'Astral Barrage', 'Protect', 'Nasty Plot'),
            used('Urshifu-Rapid-Strike', 'Surging Strikes'),
          ], // Rillaboom was brought and never moved
        },
        {
          result: 'loss',
          broughtPokemon: ['Incineroar', 'Calyrex-Shadow'],
          movesUsed: [
            used('Incineroar', 'Fake Out', 'fake out', 'Knock Off'),
            used('Calyrex-Shadow', 'Astral Barrage', 'Psyshock', 'Tera Blast', 'Pollen Puff'),
          ],
        },
        { result: 'win', broughtPokemon: ['Incineroar', 'Calyrex-Ice'], movesUsed: null }, // not recorded
        { result: 'win', broughtPokemon: ['Calyrex-Ice'], movesUsed: [used('Calyrex-Ice', 'Glacial Lance')] },
        { result: 'draw', broughtPokemon: ['Incineroar'], movesUsed: [used('Incineroar', 'Snarl')] }, // not counted
      ],
    },
  ];
  const usage = vgcMoveUsage(replayMatches, []);

  it('counts only games with moves recorded, each Pokémon brought in them once, formes apart', () => {
    expect([usage.gamesWithMovesUsed, usage.gamesWithoutMovesUsed]).toEqual([3, 1]);
    expect(usage.pokemon.map((p) => [p.pokemon, p.wins, p.losses])).toEqual([
      ['Calyrex-Shadow', 1, 1],
      ['Incineroar', 1, 1],
      ['Calyrex-Ice', 1, 0],
      ['Rillaboom', 1, 0],
      ['Urshifu-Rapid-Strike', 1, 0],
    ]);
    expect(usage.pokemon.find((p) => p.pokemon === 'Rillaboom')!.top).toEqual([]);
  });

  it('a move counts once per game; share over the games the Pokémon was brought; top 4, then Others', () => {
    const incineroar = usage.pokemon.find((p) => p.pokemon === 'Incineroar')!;
    expect(incineroar.top.map((m) => [m.move, m.wins, m.losses, m.share])).toEqual([
      ['Fake Out', 1, 1, 1],
      ['Knock Off', 0, 1, 1 / 2],
      ['Parting Shot', 1, 0, 1 / 2],
    ]);
    expect(incineroar.others).toBeNull();
    const calyrex = usage.pokemon[0]!;
    expect(calyrex.top.map((m) => [m.move, m.games])).toEqual([
      ['Astral Barrage', 2],
      ['Nasty Plot', 1],
      ['Pollen Puff', 1],
      ['Protect', 1],
    ]);
    expect(calyrex.others).toMatchObject({ moves: ['Psyshock', 'Tera Blast'], wins: 0, losses: 1, share: 1 / 2 });
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
