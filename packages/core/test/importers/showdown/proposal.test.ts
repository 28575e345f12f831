import { describe, expect, it } from 'vitest';
import { SHOWDOWN_NOT_A_REPLAY, SHOWDOWN_NOT_VGC } from '../../../src/schemas/showdownImport.ts';
import { showdownFormatLabel } from '../../../src/importers/showdown/formatLabel.ts';
import { showdownReplayLink } from '../../../src/importers/showdown/links.ts';
import {
  previewShowdownImport,
  previewShowdownReadings,
  showdownImportProblem,
  showdownReplayKey,
  type ShowdownReadSource,
} from '../../../src/importers/showdown/proposal.ts';
import type { ShowdownPreviewOptions, ShowdownReplayReading } from '../../../src/importers/showdown/types.ts';
import { REG_I_P1, REG_I_P2, regIGame, replayJson, replayPage, T } from './fixtures.ts';
import { ALICE_TEAM, BOB_PREVIEW, makeReading, minutes, swapped, team } from './importReadings.ts';

const preview = (
  readings: readonly (ShowdownReplayReading | ShowdownReadSource)[],
  options: ShowdownPreviewOptions = {},
) =>
  previewShowdownReadings(
    readings.map((r) => ('reading' in r ? r : { reading: r })),
    options,
  );
const ME = { playerName: 'Alice' };
const notAReplay = () =>
  makeReading({ isReplay: false, notAReplayReason: 'not a replay', fingerprint: '', players: { p1: '', p2: '' } });

describe('showdownReplayKey', () => {
  it('is the battle fingerprint, whatever the replay came as', () => {
    expect(showdownReplayKey(makeReading({ fingerprint: 'abc', replayId: 'gen9vgc2025regi-1' }))).toBe('log:abc');
    expect(showdownReplayKey(notAReplay())).toBe('');
  });
});

describe('who you are', () => {
  it('is the chosen player name, ignoring case and punctuation', () => {
    const [game] = preview([makeReading()], { playerName: ' BOB! ', myShowdownNames: ['Alice'] }).games;
    expect(game).toMatchObject({ me: 'p2', meSource: 'chosen', opponentName: 'Alice' });
  });

  it('is one of your Showdown names when the chosen name does not play', () => {
    const [game] = preview([makeReading()], { playerName: 'Carol', myShowdownNames: ['x', 'a.l.i.c.e'] }).games;
    expect(game).toMatchObject({ me: 'p1', meSource: 'showdown-name', opponentName: 'Bob' });
  });

  it('is not a Showdown name when both players have one (your own two accounts)', () => {
    const [game] = preview([makeReading()], { myShowdownNames: ['Alice', 'Bob'] }).games;
    expect(game).toMatchObject({ me: null, meSource: null, opponentName: '', playerTeam: [], opponentTeam: [] });
    expect(game!.fields).toMatchObject({ result: null, broughtPokemon: [], firstKnockout: null, teraPokemon: null });
  });

  it('is the side your saved team overlaps, in either seat', () => {
    expect(preview([makeReading()], { teams: [ALICE_TEAM] }).games[0]).toMatchObject({ me: 'p1', meSource: 'team' });
    expect(preview([swapped(makeReading())], { teams: [ALICE_TEAM] }).games[0]).toMatchObject({
      me: 'p2',
      meSource: 'team',
      opponentName: 'Bob',
    });
  });

  it('needs 4 of 6 and strictly more than the other side', () => {
    const three = team('local_3', ['Incineroar', 'Rillaboom', 'Tornadus']);
    expect(preview([makeReading()], { teams: [three] }).games[0]!.me).toBeNull();
    const four = team('local_4', ['Incineroar', 'Rillaboom', 'Tornadus', 'Chien-Pao']);
    expect(preview([makeReading()], { teams: [four] }).games[0]!.me).toBe('p1');
    const bobFour = team('local_b4', BOB_PREVIEW.slice(0, 4));
    expect(preview([makeReading()], { teams: [four, bobFour] }).games[0]!.me).toBeNull();
    const bobFive = team('local_b5', BOB_PREVIEW.slice(0, 5));
    expect(preview([makeReading()], { teams: [four, bobFive] }).games[0]!.me).toBe('p2');
  });

  it('carries the name one game revealed to the other games between the same two players', () => {
    // The second game is a bare log cut short: no team preview, two Pokémon seen — the team cannot tell.
    const cut = swapped(
      makeReading({
        startTime: minutes(20),
        teamPreview: { p1: [], p2: [] },
        brought: { p1: ['Incineroar', 'Rillaboom'], p2: ['Amoonguss', 'Farigiraf'] },
        leads: { p1: ['Incineroar', 'Rillaboom'], p2: ['Amoonguss', 'Farigiraf'] },
        tera: { p1: null, p2: null },
        winner: null,
        endReason: null,
      }),
    );
    // Another pair of players: the name is not carried over to it.
    const other = makeReading({
      players: { p1: 'Carol', p2: 'Bob' },
      teamPreview: { p1: [], p2: [] },
      brought: { p1: ['Incineroar', 'Rillaboom'], p2: ['Amoonguss', 'Farigiraf'] },
      leads: { p1: ['Incineroar', 'Rillaboom'], p2: ['Amoonguss', 'Farigiraf'] },
      tera: { p1: null, p2: null },
    });
    const { games } = preview([makeReading(), cut, other], { teams: [ALICE_TEAM] });
    expect(games.map((g) => [g.me, g.meSource])).toEqual([
      ['p1', 'team'],
      ['p2', 'team'],
      [null, null],
    ]);
    expect(games[1]!.playerTeam).toEqual(['Incineroar', 'Rillaboom']);
  });
});

describe('the game from your side', () => {
  it('records result, leads, brought, first knockout and Tera from your side', () => {
    const [won, lost] = preview([makeReading(), swapped(makeReading({ winner: 'Bob' }))], ME).games;
    expect(won!.fields).toEqual({
      result: 'win',
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
      replayLink: '',
    });
    expect(lost!.me).toBe('p2');
    // Your side's moves, also from the other seat.
    expect(lost!.fields.movesUsed).toEqual(won!.fields.movesUsed);
    expect(lost!.fields).toMatchObject({ result: 'loss', firstKnockout: 'player', teraPokemon: 'Incineroar' });
  });

  it('leaves the result open for a tie or a log cut before the end', () => {
    const games = preview(
      [
        makeReading({ tie: true, winner: null, endReason: 'tie' }),
        makeReading({ winner: null, endReason: null, firstFaint: null, faints: [] }),
        makeReading({ winner: 'Somebody else' }),
      ],
      ME,
    ).games;
    expect(games.map((g) => g.fields.result)).toEqual([null, null, null]);
    expect(games[1]!.fields.firstKnockout).toBeNull();
  });

  it('scores the first knockout for the opponent when your Pokémon fainted first', () => {
    const [game] = preview([makeReading({ firstFaint: { side: 'p1', species: 'Incineroar' } })], ME).games;
    expect(game!.fields.firstKnockout).toBe('opponent');
  });

  it('resolves the team preview wildcard through the brought Pokémon or the open team sheet', () => {
    const sheet = ['Urshifu', 'Incineroar'].map((species) => ({
      species,
      nickname: '',
      item: '',
      ability: '',
      moves: [],
      teraType: '',
      gender: null,
      level: 50,
    }));
    const [brought, onSheet, hidden] = preview(
      [
        makeReading(),
        makeReading({ brought: { p1: ['Incineroar', 'Rillaboom'], p2: [] }, teamSheets: { p1: sheet, p2: null } }),
        makeReading({ brought: { p1: ['Incineroar', 'Rillaboom'], p2: [] }, tera: { p1: null, p2: null } }),
      ],
      ME,
    ).games;
    expect(brought!.playerTeam[0]).toBe('Urshifu-Rapid-Strike');
    expect(onSheet!.playerTeam[0]).toBe('Urshifu');
    expect(hidden!.playerTeam[0]).toBe('Urshifu-*');
    expect(brought!.opponentTeam).toEqual(BOB_PREVIEW);
  });

  it('takes the team from the brought Pokémon (and the team sheet) without a team preview', () => {
    const sheet = ['Farigiraf', 'Amoonguss'].map((species) => ({
      species,
      nickname: '',
      item: '',
      ability: '',
      moves: [],
      teraType: '',
      gender: null,
      level: 50,
    }));
    const [game] = preview(
      [makeReading({ teamPreview: { p1: [], p2: [] }, teamSheets: { p1: null, p2: sheet } })],
      ME,
    ).games;
    expect(game!.playerTeam).toEqual(['Urshifu-Rapid-Strike', 'Incineroar', 'Flutter Mane', 'Rillaboom']);
    expect(game!.opponentTeam).toEqual([
      'Farigiraf',
      'Amoonguss',
      'Calyrex-Shadow',
      'Ogerpon-Hearthflame',
      'Raging Bolt',
    ]);
  });

  it('links the replay by id, else by the http(s) link it came from', () => {
    const games = preview(
      [
        makeReading({ replayId: 'gen9vgc2025regi-111', password: 'secret' }),
        { reading: makeReading(), link: 'https://example.com/replay/1' },
        { reading: makeReading(), link: 'replay.pokemonshowdown.com/x' },
        {
          reading: makeReading({ replayId: 'gen9vgc2025regi-222' }),
          link: 'https://replay.pokemonshowdown.com/gen9vgc2025regi-222-abcpw',
        },
        { reading: makeReading(), link: 'Replay.PokemonShowdown.com/gen9vgc2025regi-333.json' },
      ],
      ME,
    ).games;
    expect(games[0]!.replayLink).toBe(showdownReplayLink('gen9vgc2025regi-111', 'secret'));
    expect(games[0]!.fields.replayLink).toBe(games[0]!.replayLink);
    expect(games[1]!.replayLink).toBe('https://example.com/replay/1');
    expect(games[2]!.replayLink).toBe('');
    // A private replay's password from the link it was fetched from; a Showdown link in its canonical form.
    expect(games[3]!.replayLink).toBe(showdownReplayLink('gen9vgc2025regi-222', 'abc'));
    expect(games[4]!.replayLink).toBe(showdownReplayLink('gen9vgc2025regi-333', null));
  });

  it('dates the game by its upload, else its start (UTC), and labels its format', () => {
    const games = preview(
      [
        makeReading({
          uploadTime: Date.UTC(2025, 5, 16, 0, 30) / 1000,
          startTime: Date.UTC(2025, 5, 15, 23, 50) / 1000,
        }),
        makeReading({ startTime: Date.UTC(2025, 5, 15, 23, 50) / 1000 }),
        makeReading({ startTime: null }),
      ],
      ME,
    ).games;
    expect(games.map((g) => g.date)).toEqual(['2025-06-16', '2025-06-15', null]);
    expect(games[0]!.formatLabel).toBe(showdownFormatLabel('gen9vgc2025regi', '[Gen 9] VGC 2025 Reg I'));
  });

  it('links your saved team with the largest overlap', () => {
    const other = team('local_other', ['Incineroar', 'Rillaboom', 'Tornadus', 'Chien-Pao']);
    const options = { ...ME, teams: [other, ALICE_TEAM] };
    expect(preview([makeReading()], options).games[0]!.teamId).toBe('local_alice');
    expect(preview([swapped(makeReading())], { playerName: 'Bob', teams: [ALICE_TEAM] }).games[0]!.teamId).toBeNull();
  });
});

describe('duplicates and problems', () => {
  it('marks a later copy of one battle and a battle imported before, and proposes neither', () => {
    const first = makeReading({ fingerprint: 'same', replayId: 'gen9vgc2025regi-1' });
    const copy = makeReading({ fingerprint: 'same', startTime: minutes(1) });
    const old = makeReading({ fingerprint: 'old', startTime: minutes(100), players: { p1: 'Alice', p2: 'Dan' } });
    const result = preview([first, copy, old], { ...ME, importedKeys: new Set(['log:old']) });
    expect(result.games.map((g) => [g.key, g.duplicateOf, g.alreadyImported])).toEqual([
      ['log:same', null, false],
      ['log:same', 0, false],
      ['log:old', null, true],
    ]);
    expect(result.matches.map((m) => m.games)).toEqual([[0]]);
  });

  it('leaves games that are not replays or not VGC doubles out of every match', () => {
    const singles = makeReading({ format: '[Gen 9] OU', formatId: 'gen9ou', gameType: 'singles' });
    const result = preview([notAReplay(), singles, makeReading({ startTime: minutes(200) })], ME);
    expect(result.games.map((g) => g.problem)).toEqual([SHOWDOWN_NOT_A_REPLAY, SHOWDOWN_NOT_VGC('[Gen 9] OU'), null]);
    expect(result.matches.map((m) => m.games)).toEqual([[2]]);
    expect(showdownImportProblem(result)).toBeNull();
  });

  it('names the problem of the import as a whole when nothing can be imported', () => {
    const singles = () => makeReading({ format: '[Gen 9] OU', formatId: 'gen9ou', gameType: 'singles' });
    expect(showdownImportProblem(preview([notAReplay(), notAReplay()]))).toBe(SHOWDOWN_NOT_A_REPLAY);
    expect(showdownImportProblem(preview([]))).toBe(SHOWDOWN_NOT_A_REPLAY);
    expect(showdownImportProblem(preview([singles(), singles()]))).toBe(SHOWDOWN_NOT_VGC('[Gen 9] OU'));
    expect(showdownImportProblem(preview([singles(), notAReplay()]))).toBeNull();
  });
});

describe('grouping into matches', () => {
  const vs = (opponent: string, start: number, winner: string | null, over: Partial<ShowdownReplayReading> = {}) =>
    makeReading({ players: { p1: 'Alice', p2: opponent }, startTime: start, winner, ...over });

  it('makes one Bo3 of a Showdown series, in game order, whatever the input order', () => {
    const series = (game: number, start: number, winner: string) =>
      vs('Bob', start, winner, { series: { seriesId: 'gen9vgc2025regibo3-1', game, of: 3 } });
    const result = preview(
      [series(3, minutes(30), 'Alice'), series(1, minutes(0), 'Alice'), series(2, minutes(15), 'Bob')],
      {
        ...ME,
        teams: [ALICE_TEAM],
      },
    );
    expect(result.matches).toEqual([
      {
        games: [1, 2, 0],
        bestOf: 3,
        opponentName: 'Bob',
        format: showdownFormatLabel('gen9vgc2025regi', '[Gen 9] VGC 2025 Reg I'),
        date: '2025-06-15',
        teamId: 'local_alice',
        playerTeam: ['Urshifu-Rapid-Strike', 'Incineroar', 'Rillaboom', 'Flutter Mane', 'Tornadus', 'Chien-Pao'],
        opponentTeam: BOB_PREVIEW,
      },
    ]);
  });

  it('makes a Bo3 of a lone series game or a lone game of a bo3 format', () => {
    const result = preview(
      [
        vs('Bob', minutes(0), 'Alice', { series: { seriesId: 's', game: 1, of: 3 } }),
        vs('Carol', minutes(100), 'Alice', { formatId: 'gen9vgc2025regibo3' }),
      ],
      ME,
    );
    expect(result.matches.map((m) => [m.games, m.bestOf])).toEqual([
      [[0], 3],
      [[1], 3],
    ]);
  });

  it('joins games against one player in one format within 45 minutes, until a player has two wins', () => {
    const result = preview(
      [
        vs('Bob', minutes(44), 'Alice'),
        vs('Bob', minutes(0), 'Alice'),
        vs('Bob', minutes(60), 'Bob'),
        vs('Bob', minutes(200), 'Bob'),
        vs('Bob', minutes(240), 'Alice'),
        vs('Bob', minutes(280), 'Alice'),
      ],
      ME,
    );
    expect(result.matches.map((m) => [m.games, m.bestOf])).toEqual([
      [[1, 0], 3],
      [[2], 1],
      [[3, 4, 5], 3],
    ]);
  });

  it('does not join games more than 45 minutes apart, in another format, or against another player', () => {
    const result = preview(
      [
        vs('Bob', minutes(0), 'Alice'),
        vs('Bob', minutes(46), 'Alice'),
        vs('Bob', minutes(50), 'Alice', { formatId: 'gen9vgc2025regh' }),
        vs('Carol', minutes(55), 'Alice'),
        vs('Dan', minutes(60), 'Dan'),
      ],
      ME,
    );
    expect(result.matches.map((m) => [m.games, m.bestOf, m.opponentName])).toEqual([
      [[0], 1, 'Bob'],
      [[1], 1, 'Bob'],
      [[2], 1, 'Bob'],
      [[3], 1, 'Carol'],
      [[4], 1, 'Dan'],
    ]);
  });

  it('proposes two games ending 1-1 with no third as two Bo1s, but as a Bo3 in a bo3 format', () => {
    const ladder = preview([vs('Bob', minutes(0), 'Alice'), vs('Bob', minutes(10), 'Bob')], ME);
    expect(ladder.matches.map((m) => [m.games, m.bestOf])).toEqual([
      [[0], 1],
      [[1], 1],
    ]);
    const bo3 = { formatId: 'gen9vgc2025regibo3' };
    const missing = preview([vs('Bob', minutes(0), 'Alice', bo3), vs('Bob', minutes(10), 'Bob', bo3)], ME);
    expect(missing.matches.map((m) => [m.games, m.bestOf])).toEqual([[[0, 1], 3]]);
  });

  it('keeps a group open over a game with no winner', () => {
    const result = preview(
      [
        vs('Bob', minutes(0), 'Alice'),
        vs('Bob', minutes(15), null, { tie: true, endReason: 'tie' }),
        vs('Bob', minutes(30), 'Alice'),
      ],
      ME,
    );
    expect(result.matches.map((m) => [m.games, m.bestOf])).toEqual([[[0, 1, 2], 3]]);
    expect(result.games[1]!.fields.result).toBeNull();
  });

  it('groups games whose seats change between games', () => {
    const result = preview([vs('Bob', minutes(0), 'Alice'), swapped(vs('Bob', minutes(10), 'Alice'))], ME);
    expect(result.matches.map((m) => m.games)).toEqual([[0, 1]]);
  });
});

describe('through the reader', () => {
  const log = regIGame().join('\n');
  const aliceTeam = team('local_regi', REG_I_P1);

  it('gives one battle one key as JSON, bare log or replay page', () => {
    const result = previewShowdownImport(
      [{ text: replayJson(log, { password: 'abc' }) }, { text: log }, { text: replayPage(log) }],
      { playerName: 'alice' },
    );
    expect(new Set(result.games.map((g) => g.key)).size).toBe(1);
    expect(result.games.map((g) => g.duplicateOf)).toEqual([null, 0, 0]);
    expect(result.games[0]!.replayLink).toBe(showdownReplayLink('gen9vgc2025regi-2345678901', 'abc'));
    expect(result.matches.map((m) => [m.games, m.bestOf])).toEqual([[[0], 1]]);
  });

  it('reads your side of a game by your team, with the wildcard resolved', () => {
    const [game] = previewShowdownImport([{ text: log }], { teams: [aliceTeam] }).games;
    expect(game).toMatchObject({ me: 'p1', meSource: 'team', opponentName: 'Bob', teamId: 'local_regi' });
    expect(game!.playerTeam).toEqual(REG_I_P1);
    expect(game!.opponentTeam).toEqual(REG_I_P2.map((s) => (s === 'Urshifu-*' ? 'Urshifu-Rapid-Strike' : s)));
    expect(game!.fields).toMatchObject({
      result: 'win',
      leadPokemon: ['Miraidon', 'Whimsicott'],
      firstKnockout: 'player',
      teraPokemon: 'Miraidon',
      opponentTeraPokemon: 'Calyrex-Shadow',
    });
    expect(game!.date).toBe(new Date(T * 1000).toISOString().slice(0, 10));
  });

  it('makes one Bo3 of a Showdown series pasted out of order', () => {
    const game = (n: number, move: string) =>
      regIGame({ bestOf: [n, 3, 'gen9vgc2025regibo3-77'], tier: '[Gen 9] VGC 2025 Reg I (Bo3)', time: T + n * 900 })
        .map((line) => line.replace('Moonblast', move))
        .join('\n');
    const result = previewShowdownImport([{ text: game(2, 'Dazzling Gleam') }, { text: game(1, 'Moonblast') }], {
      myShowdownNames: ['Alice'],
    });
    expect(result.games.map((g) => g.meSource)).toEqual(['showdown-name', 'showdown-name']);
    expect(result.matches.map((m) => [m.games, m.bestOf, m.format])).toEqual([[[1, 0], 3, 'VGC 2025 Reg I']]);
  });

  it('leaves a singles replay out with its format', () => {
    const singles = regIGame({ gametype: 'singles', tier: '[Gen 9] OU' }).join('\n');
    const result = previewShowdownImport([{ text: singles }, { text: 'hello' }], { playerName: 'Alice' });
    expect(result.games.map((g) => g.problem)).toEqual([SHOWDOWN_NOT_VGC('[Gen 9] OU'), SHOWDOWN_NOT_A_REPLAY]);
    expect(result.matches).toEqual([]);
  });
});
