import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SHOWDOWN_GAME_TWICE,
  SHOWDOWN_GAME_UNKNOWN,
  SHOWDOWN_NAMES_DUPLICATE,
  SHOWDOWN_NOT_A_REPLAY,
  SHOWDOWN_NOT_VGC,
  SHOWDOWN_PLAYER_UNKNOWN,
  SHOWDOWN_REPLAY_ALREADY_IMPORTED,
  SHOWDOWN_REPLAY_MAX_LENGTH,
  SHOWDOWN_REPLAY_TOO_LONG,
  SHOWDOWN_RESULT_UNKNOWN,
  vgcMatchSchema,
} from '@trainerlog/core';
import { vgcMatches, vgcMatchReplays } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { startLocalServer } from './support/http-server.ts';
import {
  ALICE_FOUR,
  ALICE_SIX,
  BO3_FORMAT_ID,
  BO3_TIER,
  BOB_FOUR,
  BOB_SIX,
  replayJson,
  singlesBattleLog,
  T0,
  vgcBattleLog,
} from './support/showdown-replays.ts';
import { useTestApp } from './support/test-app.ts';

const REPLAY_HOST = 'https://replay.pokemonshowdown.com';
const SERIES = { id: 'gen9vgc2025regibo3-2300000010', password: 'abcdef' };

// A Bo1 against Carol, and a Bo3 against Bob played as Showdown's best-of-3 series: Alice wins game 1 (leading
// Urshifu and Incineroar, Urshifu terastallizing), Bob game 2, Alice game 3, each with other leads and Pokémon.
const BO1_ID = 'gen9vgc2025regi-2300000001';
const bo1Log = vgcBattleLog({ p1: 'Alice', p2: 'Carol', winner: 'p1' });
const BO3 = [
  {
    id: 'gen9vgc2025regibo3-2300000011',
    winner: 'p1' as const,
    four: ['Urshifu-Rapid-Strike', 'Incineroar', 'Flutter Mane', 'Rillaboom'],
    tera: 'Water',
  },
  {
    id: 'gen9vgc2025regibo3-2300000012',
    winner: 'p2' as const,
    four: ['Flutter Mane', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Incineroar'],
  },
  {
    id: 'gen9vgc2025regibo3-2300000013',
    winner: 'p1' as const,
    four: ['Incineroar', 'Flutter Mane', 'Tornadus', 'Urshifu-Rapid-Strike'],
  },
].map((game, i) => ({
  ...game,
  json: replayJson({
    id: game.id,
    format: BO3_TIER,
    formatid: BO3_FORMAT_ID,
    players: ['Alice', 'Bob'],
    uploadtime: T0 + 3600 + i * 900 + 800,
    log: vgcBattleLog({
      p1: 'Alice',
      p2: 'Bob',
      winner: game.winner,
      start: T0 + 3600 + i * 900,
      tier: BO3_TIER,
      series: { ...SERIES, game: i + 1 },
      tera: game.tera,
      four: { p1: game.four, p2: ['Calyrex-Shadow', 'Amoonguss', 'Raging Bolt', 'Farigiraf'] },
    }),
  }),
}));

const served = new Map<string, string>([
  [`/${BO1_ID}.json`, replayJson({ id: BO1_ID, log: bo1Log, players: ['Alice', 'Carol'] })],
  ...BO3.map((game): [string, string] => [`/${game.id}.json`, game.json]),
]);
const upstream = await startLocalServer((request, response) => {
  const body = served.get(request.url ?? '');
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '{"error":"Not found"}');
});

const t = useTestApp({ SHOWDOWN_REPLAY_BASE_URL: upstream.url });
afterAll(async () => {
  await upstream.close();
});

const FETCH = '/api/vgcmatches/import/showdown/replays';
const PREVIEW = '/api/vgcmatches/import/showdown/preview';
const IMPORT = '/api/vgcmatches/import/showdown';

type Source = { text: string; link?: string };

/** The replays of these links, fetched through the server's reader as the browser does. */
async function fetched(links: string[]): Promise<Source[]> {
  const res = await call(t.app, 'POST', FETCH, { body: { links } });
  expect(res.status).toBe(200);
  return res.body.replays.map((answer: { ok: boolean; text: string; link: string; message?: string }) => {
    expect(answer.ok, answer.message).toBe(true);
    return { text: answer.text, link: answer.link };
  });
}

const bo1Link = `${REPLAY_HOST}/${BO1_ID}`;
const bo3Links = BO3.map((game) => `${REPLAY_HOST}/${game.id}`);

async function newTeam(token: string, species: readonly string[], name = 'Alice team') {
  const res = await call(t.app, 'POST', '/api/teams', {
    token,
    body: { name, format: 'VGC 2025 Reg I', pokemon: species.map((s) => ({ species: s })) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

async function setNames(token: string, showdownNames: string[]) {
  return call(t.app, 'PUT', '/api/auth/showdown-names', { token, body: { showdownNames } });
}

const importReplays = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', IMPORT, { token, body });

async function storedMatches(userId: string) {
  return t.database.db.select().from(vgcMatches).where(eq(vgcMatches.userId, userId));
}
async function storedReplays(userId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(vgcMatchReplays)
    .where(eq(vgcMatchReplays.userId, userId));
  return row!.n;
}

describe('Showdown import', () => {
  it('is for members only (the replay reader is not)', async () => {
    const replays = [{ text: bo1Log }];
    for (const url of [PREVIEW, IMPORT]) {
      const res = await call(t.app, 'POST', url, { body: { replays } });
      expect(res.status, url).toBe(401);
    }
    expect((await call(t.app, 'POST', FETCH, { body: { links: [bo1Link] } })).status).toBe(200);
  });

  it('takes your side from your remembered Showdown names, storing nothing', async () => {
    const { token, user } = await registerUser(t.app);
    expect((await setNames(token, ['  a.l.i.c.e  '])).status).toBe(200);
    const res = await call(t.app, 'POST', PREVIEW, { token, body: { replays: await fetched([bo1Link]) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [game] = res.body.games;
    expect(game).toMatchObject({
      index: 0,
      me: 'p1',
      meSource: 'showdown-name',
      opponentName: 'Carol',
      replayLink: bo1Link,
      problem: null,
      alreadyImported: false,
      teamId: null,
    });
    expect(game.fields).toMatchObject({ result: 'win', leadPokemon: ['Urshifu-Rapid-Strike', 'Incineroar'] });
    expect(res.body.matches).toEqual([expect.objectContaining({ games: [0], bestOf: 1, opponentName: 'Carol' })]);
    expect(await storedMatches(user._id)).toHaveLength(0);
  });

  it('takes your side from the team it matches when no name tells, and proposes that team', async () => {
    const { token } = await registerUser(t.app);
    const teamId = await newTeam(token, ALICE_SIX);
    const res = await call(t.app, 'POST', PREVIEW, { token, body: { replays: [{ text: bo1Log }] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.games[0]).toMatchObject({ me: 'p1', meSource: 'team', teamId, replayLink: '' });
    expect(res.body.matches[0]).toMatchObject({ teamId });
  });

  it('asks which player you are when nothing tells, and imports once you say', async () => {
    const { token, user } = await registerUser(t.app);
    const replays = [{ text: bo1Log }];
    const preview = await call(t.app, 'POST', PREVIEW, { token, body: { replays } });
    expect(preview.status).toBe(200);
    expect(preview.body.games[0]).toMatchObject({ me: null, meSource: null });

    const unknown = await importReplays(token, { replays });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      msg: SHOWDOWN_PLAYER_UNKNOWN,
      errors: [{ path: 'playerName', message: SHOWDOWN_PLAYER_UNKNOWN }],
    });
    expect(await storedMatches(user._id)).toHaveLength(0);

    const chosen = await call(t.app, 'POST', PREVIEW, { token, body: { replays, playerName: 'Carol' } });
    expect(chosen.body.games[0]).toMatchObject({ me: 'p2', meSource: 'chosen', opponentName: 'Alice' });
    const imported = await importReplays(token, { replays, playerName: 'Carol' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.matches[0]).toMatchObject({ opponentName: 'Alice', result: 'loss', bestOf: 1 });
  });

  it('imports a Bo3 from three replays as one match, games in play order, with their facts and links', async () => {
    const { token, user } = await registerUser(t.app);
    await setNames(token, ['Alice']);
    const teamId = await newTeam(token, ALICE_SIX);
    // Pasted out of order: the series puts them back in play order.
    const replays = await fetched([bo3Links[1]!, bo3Links[2]!, bo3Links[0]!]);
    const preview = await call(t.app, 'POST', PREVIEW, { token, body: { replays } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.matches).toEqual([
      expect.objectContaining({ games: [2, 0, 1], bestOf: 3, opponentName: 'Bob', teamId }),
    ]);

    const res = await importReplays(token, { replays });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.matches).toHaveLength(1);
    const match = vgcMatchSchema.parse(res.body.matches[0]);
    expect(match).toMatchObject({
      teamId,
      opponentName: 'Bob',
      bestOf: 3,
      result: 'win',
      matchScore: '2-1',
      date: '2025-06-15',
      replayLink: '',
    });
    expect(match.playerTeam).toHaveLength(6);
    expect(match.playerTeam).toEqual(expect.arrayContaining(['Urshifu-Rapid-Strike', 'Chien-Pao']));
    expect(match.games.map((g) => g.result)).toEqual(['win', 'loss', 'win']);
    expect(match.games.map((g) => g.replayLink)).toEqual(bo3Links);
    expect(match.games.map((g) => g.leadPokemon)).toEqual(BO3.map((game) => game.four.slice(0, 2)));
    expect(match.games.map((g) => [...g.broughtPokemon].sort())).toEqual(BO3.map((game) => [...game.four].sort()));
    expect(match.games.map((g) => g.opponentLeadPokemon)).toEqual(Array(3).fill(['Calyrex-Shadow', 'Amoonguss']));
    expect(match.games.map((g) => g.teraPokemon)).toEqual(['Urshifu-Rapid-Strike', null, null]);
    expect(match.games.map((g) => g.firstKnockout)).toEqual(['player', 'opponent', 'player']);

    expect(await storedMatches(user._id)).toHaveLength(1);
    expect(await storedReplays(user._id)).toBe(3);
    const list = await call(t.app, 'GET', '/api/vgcmatches', { token });
    expect(list.body.totalCount).toBe(1);
  });

  it('imports a pasted bare battle log', async () => {
    const { token } = await registerUser(t.app);
    const res = await importReplays(token, { replays: [{ text: `\n${bo1Log}\n` }], playerName: 'Alice' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.matches[0]).toMatchObject({
      opponentName: 'Carol',
      bestOf: 1,
      result: 'win',
      replayLink: '',
      date: '2025-06-15',
    });
    expect(res.body.matches[0].games[0]).toMatchObject({
      result: 'win',
      leadPokemon: ['Urshifu-Rapid-Strike', 'Incineroar'],
      opponentLeadPokemon: ['Calyrex-Shadow', 'Amoonguss'],
    });
  });

  it('imports a Pokémon Champions game drawn on the timer: a tie game at time, with each side’s Mega Evolution', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const log = [
      vgcBattleLog({
        p1: 'Alice',
        p2: 'Bob',
        winner: null,
        tier: '[Gen 9 Champions] VGC 2026 Reg M-A (Bo3)',
        six: {
          p1: ['Charizard', 'Kingambit', 'Sinistcha', 'Basculegion', 'Garchomp', 'Whimsicott'],
          p2: ['Gengar', 'Incineroar', 'Farigiraf', 'Pelipper', 'Archaludon', 'Tyranitar'],
        },
        four: {
          p1: ['Charizard', 'Whimsicott', 'Garchomp', 'Kingambit'],
          p2: ['Gengar', 'Incineroar', 'Pelipper', 'Archaludon'],
        },
      }),
      '|detailschange|p1a: Charizard|Charizard-Mega-Y, L50',
      '|-mega|p1a: Charizard|Charizard|Charizardite Y',
      '|detailschange|p2a: Gengar|Gengar-Mega, L50',
      '|-mega|p2a: Gengar|Gengar|Gengarite',
      '|',
      '|tie',
    ].join('\n');
    const res = await importReplays(me.token, { replays: [{ text: log }], playerName: 'Alice' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const match = vgcMatchSchema.parse(res.body.matches[0]);
    expect(match).toMatchObject({ format: 'VGC 2026 Reg M-A', timeCalled: true, result: 'tie', opponentName: 'Bob' });
    expect(match.games).toHaveLength(1);
    expect(match.games[0]).toMatchObject({ result: 'tie', megaPokemon: 'Charizard', opponentMegaPokemon: 'Gengar' });
    expect(match.games[0]).toMatchObject({ teraPokemon: null, opponentTeraPokemon: null });
    // Stored as answered, and another member cannot read it.
    const [row] = await storedMatches(me.user._id);
    expect(row!.games[0]).toMatchObject({ megaPokemon: 'Charizard', opponentMegaPokemon: 'Gengar' });
    expect((await call(t.app, 'GET', `/api/vgcmatches/${match._id}`, { token: other.token })).status).toBe(404);
  });

  it('refuses a replay imported before with 409 and stores nothing, in any form', async () => {
    const { token, user } = await registerUser(t.app);
    await setNames(token, ['Alice']);
    const replays = await fetched([bo1Link]);
    const first = await importReplays(token, { replays });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.matches[0].replayLink).toBe(bo1Link);

    // The same battle as JSON, as a bare log, and together with a new one: nothing of it is stored.
    for (const again of [replays, [{ text: bo1Log }], [...replays, ...(await fetched([bo3Links[0]!]))]]) {
      const res = await importReplays(token, { replays: again });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ msg: SHOWDOWN_REPLAY_ALREADY_IMPORTED });
    }
    expect(await storedMatches(user._id)).toHaveLength(1);
    expect(await storedReplays(user._id)).toBe(1);
    const preview = await call(t.app, 'POST', PREVIEW, { token, body: { replays } });
    expect(preview.body.games[0].alreadyImported).toBe(true);
    expect(preview.body.matches).toEqual([]);
  });

  it('stores one of two concurrent imports of the same replay', async () => {
    const { token, user } = await registerUser(t.app);
    const body = { replays: [{ text: bo1Log }], playerName: 'Alice' };
    const answers = await Promise.all([importReplays(token, body), importReplays(token, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await storedMatches(user._id)).toHaveLength(1);
    expect(await storedReplays(user._id)).toBe(1);
  });

  it('lets two players import the same replay, and a deleted match frees its replay', async () => {
    const alice = await registerUser(t.app);
    const carol = await registerUser(t.app);
    const replays = await fetched([bo1Link]);
    const mine = await importReplays(alice.token, { replays, playerName: 'Alice' });
    const theirs = await importReplays(carol.token, { replays, playerName: 'Carol' });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.matches[0].result).toBe('loss');

    const matchId = mine.body.matches[0]._id;
    expect((await call(t.app, 'DELETE', `/api/vgcmatches/${matchId}`, { token: alice.token })).status).toBe(200);
    expect(await storedReplays(alice.user._id)).toBe(0);
    expect(await storedReplays(carol.user._id)).toBe(1);
    const again = await importReplays(alice.token, { replays, playerName: 'Alice' });
    expect(again.status).toBe(201);
  });

  it('answers 400 with every problem at its path, storing nothing', async () => {
    const { token, user } = await registerUser(t.app);
    await setNames(token, ['Alice']);
    const cut = vgcBattleLog({ p1: 'Alice', p2: 'Carol', winner: null, start: T0 - 20_000 });
    const replays = [{ text: cut }, { text: bo1Log }];

    const cases: [Record<string, unknown>, { path: string; message: string }[]][] = [
      [{}, [{ path: 'matches.0.results.0', message: SHOWDOWN_RESULT_UNKNOWN }]],
      [{ matches: [{ games: [1] }, { games: [1, 0] }] }, [{ path: 'matches.1.games', message: SHOWDOWN_GAME_TWICE }]],
      [{ matches: [{ games: [5] }] }, [{ path: 'matches.0.games', message: SHOWDOWN_GAME_UNKNOWN }]],
    ];
    for (const [arrangement, errors] of cases) {
      const res = await importReplays(token, { replays, ...arrangement });
      expect(res.status, JSON.stringify(arrangement)).toBe(400);
      expect(res.body.errors, JSON.stringify(arrangement)).toEqual(expect.arrayContaining(errors));
      expect(res.body.msg).toBe(res.body.errors[0].message);
    }
    expect(await storedMatches(user._id)).toHaveLength(0);

    // The player decides the game the replay does not.
    const decided = await importReplays(token, {
      replays,
      matches: [{ games: [0], results: ['loss'] }, { games: [1] }],
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(201);
    expect(decided.body.matches.map((m: { result: string }) => m.result)).toEqual(['loss', 'win']);
    expect(await storedReplays(user._id)).toBe(2);
  });

  it("creates all matches or none: a match over its regulation's restricted limit stops the whole import", async () => {
    const { token, user } = await registerUser(t.app);
    // Alice on a Calyrex team in Regulation H, which allows no restricted Pokémon.
    const regH = vgcBattleLog({
      p1: 'Alice',
      p2: 'Carol',
      winner: 'p1',
      start: T0 + 30_000,
      tier: '[Gen 9] VGC 2024 Reg H',
      six: { p1: BOB_SIX, p2: ALICE_SIX },
      four: { p1: BOB_FOUR, p2: ALICE_FOUR },
    });
    const res = await importReplays(token, { replays: [{ text: bo1Log }, { text: regH }], playerName: 'Alice' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'matches.1.playerTeam', message: expect.stringMatching(/Regulation H/) }]);
    expect(await storedMatches(user._id)).toHaveLength(0);
    expect(await storedReplays(user._id)).toBe(0);
  });

  it("refuses another player's team and does not link it", async () => {
    const other = await registerUser(t.app);
    const theirTeam = await newTeam(other.token, ALICE_SIX);
    const { token, user } = await registerUser(t.app);
    const replays = [{ text: bo1Log }];
    const asRequest = await importReplays(token, { replays, playerName: 'Alice', teamId: theirTeam });
    expect(asRequest.status).toBe(400);
    expect(asRequest.body.errors).toEqual([{ path: 'teamId', message: 'Team not found' }]);
    const asChoice = await importReplays(token, {
      replays,
      playerName: 'Alice',
      matches: [{ games: [0], teamId: theirTeam }],
    });
    expect(asChoice.status).toBe(400);
    expect(asChoice.body.errors).toEqual([{ path: 'matches.0.teamId', message: 'Team not found' }]);
    // Nor does a preview propose it.
    const preview = await call(t.app, 'POST', PREVIEW, { token, body: { replays, playerName: 'Alice' } });
    expect(preview.body.games[0].teamId).toBeNull();
    expect(await storedMatches(user._id)).toHaveLength(0);
  });

  it('answers 400 at `replays` when nothing can be imported, and for a replay too long', async () => {
    const { token } = await registerUser(t.app);
    const cases: [Source[], string, string][] = [
      [[{ text: 'My grocery list: eggs, milk.' }], 'replays', SHOWDOWN_NOT_A_REPLAY],
      [[{ text: singlesBattleLog('Alice', 'Erin') }], 'replays', SHOWDOWN_NOT_VGC('[Gen 9] OU')],
      [[{ text: 'x'.repeat(SHOWDOWN_REPLAY_MAX_LENGTH + 1) }], 'replays.0.text', SHOWDOWN_REPLAY_TOO_LONG],
    ];
    for (const url of [PREVIEW, IMPORT]) {
      for (const [replays, path, message] of cases) {
        const res = await call(t.app, 'POST', url, { token, body: { replays, playerName: 'Alice' } });
        expect(res.status, `${url} ${message}`).toBe(400);
        expect(res.body.msg).toBe(message);
        expect(res.body.errors).toEqual([{ path, message }]);
      }
    }
  });
});

describe('PUT /api/auth/showdown-names', () => {
  it("stores the player's names, refusing repeats ignoring case and punctuation, and leaves others' alone", async () => {
    const other = await registerUser(t.app);
    expect((await setNames(other.token, ['Misty'])).body.showdownNames).toEqual(['Misty']);
    const { token } = await registerUser(t.app);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.showdownNames).toEqual([]);

    const saved = await setNames(token, [' Take Me ', 'Ash']);
    expect(saved.status).toBe(200);
    expect(saved.body.showdownNames).toEqual(['Take Me', 'Ash']);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.showdownNames).toEqual(['Take Me', 'Ash']);

    const repeated = await setNames(token, ['Take Me', 'takeme!']);
    expect(repeated.status).toBe(400);
    expect(repeated.body.msg).toBe(SHOWDOWN_NAMES_DUPLICATE);
    for (const bad of [[''], ['x'.repeat(31)], Array.from({ length: 11 }, (_, i) => `Name ${i}`)]) {
      const res = await setNames(token, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors[0].path).toMatch(/^showdownNames/);
    }
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.showdownNames).toEqual(['Take Me', 'Ash']);
    expect((await setNames(token, [])).body.showdownNames).toEqual([]);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: other.token })).body.showdownNames).toEqual(['Misty']);
    expect((await call(t.app, 'PUT', '/api/auth/showdown-names', { body: { showdownNames: [] } })).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('lists the Showdown import routes', async () => {
    const spec = (await call(t.app, 'GET', '/api/docs/json')).body;
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/vgcmatches/import/showdown/replays',
        '/api/vgcmatches/import/showdown/preview',
        '/api/vgcmatches/import/showdown/',
        '/api/auth/showdown-names',
      ]),
    );
    expect(spec.paths['/api/vgcmatches/import/showdown/replays'].post.security).toEqual([]);
    expect(spec.paths['/api/vgcmatches/import/showdown/'].post.summary).toMatch(/Showdown/);
  });
});
