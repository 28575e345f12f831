import { describe, expect, it } from 'vitest';
import {
  SHOWDOWN_GAME_TWICE,
  SHOWDOWN_GAME_UNKNOWN,
  SHOWDOWN_NOT_A_REPLAY,
  SHOWDOWN_NOT_VGC,
  SHOWDOWN_NOTHING_TO_IMPORT,
  SHOWDOWN_PLAYER_UNKNOWN,
  SHOWDOWN_RESULT_UNKNOWN,
} from '../../../src/schemas/showdownImport.ts';
import { BO1_ONE_GAME, BO3_NEEDS_THIRD_GAME, BO3_TWO_OR_THREE_GAMES } from '../../../src/schemas/tcgMatches.ts';
import { vgcMatchInputSchema } from '../../../src/schemas/vgcMatches.ts';
import { planShowdownImport, SHOWDOWN_TEAM_NOT_FOUND } from '../../../src/importers/showdown/importPlan.ts';
import { showdownReplayLink } from '../../../src/importers/showdown/links.ts';
import { previewShowdownImport, previewShowdownReadings } from '../../../src/importers/showdown/proposal.ts';
import type { ShowdownPreviewOptions, ShowdownReplayReading } from '../../../src/importers/showdown/types.ts';
import { REG_I_P1, regIGame, T } from './fixtures.ts';
import { ALICE_TEAM, makeReading, minutes, team } from './importReadings.ts';

const OTHER_TEAM = team('11111111-2222-4333-8444-555555555555', ['Incineroar', 'Rillaboom', 'Tornadus', 'Chien-Pao']);
const TEAMS = [ALICE_TEAM, OTHER_TEAM];
const preview = (readings: readonly ShowdownReplayReading[], options: ShowdownPreviewOptions = {}) =>
  previewShowdownReadings(
    readings.map((reading) => ({ reading })),
    { playerName: 'Alice', teams: TEAMS, ...options },
  );
const vs = (opponent: string, start: number, winner: string | null, over: Partial<ShowdownReplayReading> = {}) =>
  makeReading({ players: { p1: 'Alice', p2: opponent }, startTime: start, winner, ...over });

/** A Bo3 against Bob (2-1, replays with ids), then a Bo1 against Carol. */
function tournament() {
  return preview([
    vs('Bob', minutes(0), 'Alice', { replayId: 'gen9vgc2025regi-1' }),
    vs('Bob', minutes(15), 'Bob', { replayId: 'gen9vgc2025regi-2' }),
    vs('Bob', minutes(30), 'Alice', { replayId: 'gen9vgc2025regi-3' }),
    vs('Carol', minutes(60), 'Carol', { replayId: 'gen9vgc2025regi-4', password: 'abc' }),
  ]);
}

describe('planShowdownImport', () => {
  it('imports the proposal as it is, each input passing the match schema', () => {
    const read = tournament();
    const plan = planShowdownImport(read, {}, TEAMS);
    expect(plan.problems).toEqual([]);
    expect(plan.duplicate).toBe(false);
    expect(plan.matches.map((m) => [m.games, m.keys])).toEqual([
      [[0, 1, 2], read.games.slice(0, 3).map((g) => g.key)],
      [[3], [read.games[3]!.key]],
    ]);
    for (const { input } of plan.matches) expect(vgcMatchInputSchema.safeParse(input).success).toBe(true);
    const [bo3, bo1] = plan.matches.map((m) => m.input);
    expect(bo3).toMatchObject({
      teamId: 'local_alice',
      playerTeam: ['Urshifu-Rapid-Strike', 'Incineroar', 'Rillaboom', 'Flutter Mane', 'Tornadus', 'Chien-Pao'],
      opponentName: 'Bob',
      format: read.matches[0]!.format,
      bestOf: 3,
      date: '2025-06-15',
      replayLink: '',
      notes: '',
    });
    expect(bo3!.games.map((g) => [g.result, g.replayLink])).toEqual([
      ['win', showdownReplayLink('gen9vgc2025regi-1', null)],
      ['loss', showdownReplayLink('gen9vgc2025regi-2', null)],
      ['win', showdownReplayLink('gen9vgc2025regi-3', null)],
    ]);
    expect(bo3!.games[0]).toEqual({
      result: 'win',
      wentFirst: null,
      leadPokemon: ['Urshifu-Rapid-Strike', 'Incineroar'],
      opponentLeadPokemon: ['Calyrex-Shadow', 'Amoonguss'],
      broughtPokemon: ['Urshifu-Rapid-Strike', 'Incineroar', 'Flutter Mane', 'Rillaboom'],
      opponentBroughtPokemon: ['Calyrex-Shadow', 'Amoonguss', 'Ogerpon-Hearthflame', 'Raging Bolt'],
      firstKnockout: 'player',
      teraPokemon: 'Incineroar',
      opponentTeraPokemon: 'Raging Bolt',
      megaPokemon: null,
      opponentMegaPokemon: null,
      movesUsed: [
        { pokemon: 'Urshifu-Rapid-Strike', moves: ['Surging Strikes', 'Protect'] },
        { pokemon: 'Incineroar', moves: ['Fake Out', 'Parting Shot'] },
      ],
      faintedPokemon: [],
      opponentFaintedPokemon: ['Amoonguss'],
      replayLink: showdownReplayLink('gen9vgc2025regi-1', null),
      notes: '',
    });
    expect(bo1).toMatchObject({
      bestOf: 1,
      opponentName: 'Carol',
      replayLink: showdownReplayLink('gen9vgc2025regi-4', 'abc'),
    });
  });

  it("applies the player's arrangement: games, team, best-of, opponent name, format", () => {
    const plan = planShowdownImport(
      tournament(),
      {
        teamId: OTHER_TEAM._id,
        matches: [
          { games: [3], opponentName: ' Carol the Great ', format: 'Regional', teamId: null },
          { games: [0, 1, 2] },
        ],
      },
      TEAMS,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.matches.map((m) => [m.games, m.input.teamId, m.input.opponentName, m.input.format])).toEqual([
      [[3], null, 'Carol the Great', 'Regional'],
      [[0, 1, 2], OTHER_TEAM._id, 'Bob', plan.matches[1]!.input.format],
    ]);
  });

  it('takes results only for games the replay does not decide, and asks for the missing ones', () => {
    const read = preview([
      vs('Bob', minutes(0), 'Alice'),
      vs('Bob', minutes(15), null, { tie: true, endReason: 'tie' }),
      vs('Bob', minutes(30), 'Alice'),
    ]);
    expect(read.matches.map((m) => m.games)).toEqual([[0, 1, 2]]);
    const missing = planShowdownImport(read, {}, TEAMS);
    expect(missing.problems).toEqual([{ path: 'matches.0.results.1', message: SHOWDOWN_RESULT_UNKNOWN }]);
    expect(missing.matches).toEqual([]);
    const chosen = planShowdownImport(
      read,
      { matches: [{ games: [0, 1, 2], results: ['loss', 'loss', null] }] },
      TEAMS,
    );
    expect(chosen.problems).toEqual([]);
    expect(chosen.matches[0]!.input.games.map((g) => g.result)).toEqual(['win', 'loss', 'win']);
  });

  it('reports each wrong choice at its path', () => {
    const read = preview([
      vs('Bob', minutes(0), 'Alice'),
      vs('Bob', minutes(100), 'Alice', { format: '[Gen 9] OU', formatId: 'gen9ou', gameType: 'singles' }),
      vs('Carol', minutes(200), 'Alice'),
    ]);
    const plan = planShowdownImport(
      read,
      {
        matches: [{ games: [0, 99] }, { games: [1] }, { games: [2, 0] }, { games: [2], teamId: 'local_gone' }],
      },
      TEAMS,
    );
    expect(plan.problems).toEqual([
      { path: 'matches.0.games', message: SHOWDOWN_GAME_UNKNOWN },
      { path: 'matches.1.games', message: SHOWDOWN_NOT_VGC('[Gen 9] OU') },
      { path: 'matches.2.games', message: SHOWDOWN_GAME_TWICE },
      { path: 'matches.3.games', message: SHOWDOWN_GAME_TWICE },
      { path: 'matches.3.teamId', message: SHOWDOWN_TEAM_NOT_FOUND },
    ]);
    expect(plan.matches).toEqual([]);
  });

  it("reports a request's unknown team at teamId", () => {
    const plan = planShowdownImport(tournament(), { teamId: 'local_gone' }, TEAMS);
    expect(plan.problems).toEqual([{ path: 'teamId', message: SHOWDOWN_TEAM_NOT_FOUND }]);
  });

  it('asks which player you are when a game cannot tell', () => {
    const read = preview([vs('Bob', minutes(0), 'Alice')], { playerName: null, teams: [] });
    const plan = planShowdownImport(read, {}, TEAMS);
    expect(plan.problems).toEqual([{ path: 'playerName', message: SHOWDOWN_PLAYER_UNKNOWN }]);
  });

  it('maps the match schema problems to the match', () => {
    const read = preview([
      vs('Bob', minutes(0), 'Alice'),
      vs('Bob', minutes(15), 'Bob'),
      vs('Carol', minutes(100), 'Alice'),
    ]);
    const plan = planShowdownImport(
      read,
      {
        matches: [
          { games: [0, 1], bestOf: 3 },
          { games: [2], bestOf: 3 },
        ],
      },
      TEAMS,
    );
    expect(plan.problems).toEqual([
      { path: 'matches.0.games', message: BO3_NEEDS_THIRD_GAME },
      { path: 'matches.1.games', message: BO3_TWO_OR_THREE_GAMES },
    ]);
    const joined = planShowdownImport(read, { matches: [{ games: [0, 2], bestOf: 1 }] }, TEAMS);
    expect(joined.problems).toEqual([{ path: 'matches.0.games', message: BO1_ONE_GAME }]);
    const five = preview([
      vs('Bob', minutes(0), 'Alice', {
        brought: { p1: ['Incineroar', 'Rillaboom', 'Tornadus', 'Chien-Pao', 'Flutter Mane'], p2: [] },
        leads: { p1: ['Incineroar', 'Rillaboom'], p2: [] },
      }),
    ]);
    expect(planShowdownImport(five, {}, TEAMS).problems).toEqual([
      { path: 'matches.0.games.0.broughtPokemon', message: 'Your brought Pokémon has at most 4 Pokémon' },
    ]);
  });

  it('says when nothing is chosen or nothing can be imported', () => {
    const read = preview([
      vs('Bob', minutes(0), 'Alice', { format: '[Gen 9] OU', formatId: 'gen9ou', gameType: 'singles' }),
      vs('Bob', minutes(0), 'Alice', { format: '[Gen 9] Ubers', formatId: 'gen9ubers', gameType: 'singles' }),
    ]);
    expect(planShowdownImport(read, {}, TEAMS).problems).toEqual([
      { path: 'matches', message: SHOWDOWN_NOTHING_TO_IMPORT },
    ]);
    expect(planShowdownImport(tournament(), { matches: [] }, TEAMS).problems).toEqual([
      { path: 'matches', message: SHOWDOWN_NOTHING_TO_IMPORT },
    ]);
    const notReplays = preview([makeReading({ isReplay: false, notAReplayReason: 'x', fingerprint: '' })]);
    expect(planShowdownImport(notReplays, {}, TEAMS).problems).toEqual([
      { path: 'replays', message: SHOWDOWN_NOT_A_REPLAY },
    ]);
  });

  it('is a duplicate when a chosen game was imported before or one battle is chosen twice', () => {
    const games = [
      vs('Bob', minutes(0), 'Alice', { fingerprint: 'one' }),
      vs('Carol', minutes(100), 'Alice', { fingerprint: 'two' }),
    ];
    const imported = preview(games, { importedKeys: new Set(['log:one']) });
    expect(imported.matches.map((m) => m.games)).toEqual([[1]]);
    // Without an arrangement every replay of the request is chosen.
    expect(planShowdownImport(imported, {}, TEAMS).duplicate).toBe(true);
    expect(planShowdownImport(imported, { matches: [{ games: [1] }] }, TEAMS).duplicate).toBe(false);
    expect(planShowdownImport(imported, { matches: [{ games: [0] }] }, TEAMS).duplicate).toBe(true);

    const twice = preview([...games, vs('Bob', minutes(1), 'Alice', { fingerprint: 'one' })]);
    expect(twice.games[2]!.duplicateOf).toBe(0);
    expect(planShowdownImport(twice, {}, TEAMS).duplicate).toBe(true);
    expect(planShowdownImport(twice, { matches: [{ games: [2] }, { games: [1] }] }, TEAMS).duplicate).toBe(false);
    const both = planShowdownImport(twice, { matches: [{ games: [0] }, { games: [2] }] }, TEAMS);
    expect(both).toMatchObject({ duplicate: true, problems: [] });
  });

  it("dates a match without a date by the request's day, else today (UTC)", () => {
    const undated = preview([vs('Bob', null as unknown as number, 'Alice')]);
    expect(undated.matches[0]!.date).toBeNull();
    expect(planShowdownImport(undated, { today: '2025-01-02' }, TEAMS).matches[0]!.input.date).toBe('2025-01-02');
    const today = new Date().toISOString().slice(0, 10);
    expect(planShowdownImport(undated, {}, TEAMS).matches[0]!.input.date).toBe(today);
  });

  it('plans valid matches from replays read by the reader', () => {
    const game = (n: number, move: string) =>
      regIGame({ bestOf: [n, 3, 'gen9vgc2025regibo3-9'], tier: '[Gen 9] VGC 2025 Reg I (Bo3)', time: T + n * 900 })
        .map((line) => line.replace('Moonblast', move))
        .join('\n');
    const saved = team('local_regi', REG_I_P1);
    const read = previewShowdownImport(
      [
        { text: game(1, 'Moonblast'), link: 'https://example.com/a' },
        { text: game(2, 'Dazzling Gleam'), link: 'https://example.com/b' },
      ],
      { playerName: 'Alice', teams: [saved] },
    );
    const plan = planShowdownImport(read, {}, [saved]);
    expect(plan.problems).toEqual([]);
    expect(plan.matches).toHaveLength(1);
    const { input } = plan.matches[0]!;
    expect(vgcMatchInputSchema.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({ teamId: 'local_regi', bestOf: 3, opponentName: 'Bob', format: 'VGC 2025 Reg I' });
    expect(input.opponentTeam).toContain('Urshifu-Rapid-Strike');
    expect(input.games.map((g) => [g.result, g.replayLink])).toEqual([
      ['win', 'https://example.com/a'],
      ['win', 'https://example.com/b'],
    ]);
  });
});
