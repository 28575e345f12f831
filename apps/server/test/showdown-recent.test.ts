/**
 * Recent replays (issue 28): a member's public replays found by Showdown's replay search for their saved names,
 * marked when already imported, and imported in one step through the replay import — against a stand-in that speaks
 * the replay server's `/search.json?user=<id>` and `/<id>.json`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  SHOWDOWN_PLAYER_UNKNOWN,
  SHOWDOWN_RECENT_NOTHING_CHOSEN,
  showdownRecentReplaysAnswerSchema,
} from '@trainerlog/core';
import { SHOWDOWN_UPSTREAM_MESSAGES } from '../src/modules/showdown-import/client.ts';
import { call, registerUser } from './support/api.ts';
import { startLocalServer } from './support/http-server.ts';
import { replayJson, singlesBattleLog, T0, vgcBattleLog } from './support/showdown-replays.ts';
import { useTestApp } from './support/test-app.ts';

const REPLAY_HOST = 'https://replay.pokemonshowdown.com';
const ID = {
  older: 'gen9vgc2025regi-2400000001',
  newer: 'gen9vgc2025regi-2400000002',
  singles: 'gen9ou-2400000003',
  gone: 'gen9vgc2025regi-2400000004',
  down: 'gen9vgc2025regi-2400000005',
} as const;

const replays: Record<string, string> = {
  [ID.older]: replayJson({
    id: ID.older,
    log: vgcBattleLog({ p1: 'Alice', p2: 'Carol', winner: 'p1' }),
    players: ['Alice', 'Carol'],
  }),
  [ID.newer]: replayJson({
    id: ID.newer,
    log: vgcBattleLog({ p1: 'Dana', p2: 'Alice', winner: 'p1', start: T0 + 3600 }),
    players: ['Dana', 'Alice'],
    uploadtime: T0 + 4200,
  }),
  [ID.singles]: replayJson({
    id: ID.singles,
    log: singlesBattleLog('Alice', 'Erin'),
    players: ['Alice', 'Erin'],
    format: '[Gen 9] OU',
    formatid: 'gen9ou',
  }),
};

/** Showdown's search answer: newest first, `private` only on private ones, rating when rated. */
const searches: Record<string, unknown[]> = {
  alice: [
    { uploadtime: T0 + 4200, id: ID.newer, format: '[Gen 9] VGC 2025 Reg I', players: ['Dana', 'Alice'], rating: 1250 },
    { uploadtime: T0 + 3000, id: ID.singles, format: '[Gen 9] OU', players: ['Alice', 'Erin'] },
    { uploadtime: T0 + 600, id: ID.older, format: '[Gen 9] VGC 2025 Reg I', players: ['Alice', 'Carol'] },
    {
      uploadtime: T0 + 500,
      id: `${ID.gone}-abcpw`,
      format: '[Gen 9] VGC 2025 Reg I',
      players: ['Alice', 'Bo'],
      private: 1,
    },
    { not: 'an entry' },
  ],
  alicealt: [
    { uploadtime: T0 + 4200, id: ID.newer, format: '[Gen 9] VGC 2025 Reg I', players: ['Dana', 'Alice'], rating: 1250 },
  ],
};

const seen: string[] = [];
const upstream = await startLocalServer((request, response) => {
  seen.push(request.url ?? '');
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const json = (status: number, body: string) =>
    void response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  if (url.pathname === '/search.json') {
    const user = url.searchParams.get('user') ?? '';
    if (user === 'downname') return json(503, '<html>Service Unavailable</html>');
    return json(200, JSON.stringify(searches[user] ?? []));
  }
  const id = /^\/(.+)\.json$/.exec(url.pathname)?.[1] ?? '';
  if (id === ID.down) return json(502, '<html>Bad Gateway</html>');
  const replay = replays[id];
  return replay ? json(200, replay) : json(404, '{"error":"Not found"}');
});

const t = useTestApp({ SHOWDOWN_REPLAY_BASE_URL: upstream.url, SHOWDOWN_REPLAY_TIMEOUT_MS: '2000' });
const RECENT = '/api/vgcmatches/import/showdown/recent';

afterAll(async () => {
  await upstream.close();
});

async function member(names: string[]) {
  const registered = await registerUser(t.app);
  if (names.length > 0) {
    const saved = await call(t.app, 'PUT', '/api/auth/showdown-names', {
      token: registered.token,
      body: { showdownNames: names },
    });
    expect(saved.status).toBe(200);
  }
  return registered;
}

const list = (token: string) => call(t.app, 'GET', RECENT, { token });
const importIds = (token: string, body: unknown) => call(t.app, 'POST', RECENT, { token, body });
const matchCount = async (token: string) =>
  (await call(t.app, 'GET', '/api/vgcmatches', { token })).body.totalCount as number;

describe('GET /api/vgcmatches/import/showdown/recent', () => {
  it("lists the member's public replays by their saved names, newest first, once each, none imported yet", async () => {
    const { token } = await member(['Alice', 'Alice Alt']);
    const res = await list(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = showdownRecentReplaysAnswerSchema.parse(res.body);
    expect(answer.names).toEqual(['Alice', 'Alice Alt']);
    expect(answer.problems).toEqual([]);
    expect(answer.replays).toEqual([
      {
        id: ID.newer,
        link: `${REPLAY_HOST}/${ID.newer}`,
        format: '[Gen 9] VGC 2025 Reg I',
        players: ['Dana', 'Alice'],
        uploadtime: T0 + 4200,
        rating: 1250,
        name: 'Alice',
        vgc: true,
        imported: false,
      },
      expect.objectContaining({ id: ID.singles, vgc: false, imported: false, rating: null }),
      expect.objectContaining({ id: ID.older, vgc: true, imported: false }),
    ]);
    // Searched by Showdown's user id of each name.
    expect(seen).toEqual(expect.arrayContaining(['/search.json?user=alice', '/search.json?user=alicealt']));
  });

  it('is an empty list without saved names, and for members only', async () => {
    const { token } = await member([]);
    expect((await list(token)).body).toEqual({ names: [], replays: [], problems: [] });
    expect((await call(t.app, 'GET', RECENT)).status).toBe(401);
  });

  it('says clearly when Showdown is down: 503 when no name could be searched, the name in problems otherwise', async () => {
    const down = await member(['Down Name']);
    const res = await list(down.token);
    expect(res.status).toBe(503);
    expect(res.body.msg).toBe(SHOWDOWN_UPSTREAM_MESSAGES.httpError(503));

    const partly = await member(['Alice', 'Down Name']);
    const answer = await list(partly.token);
    expect(answer.status).toBe(200);
    expect(answer.body.problems).toEqual([{ name: 'Down Name', message: SHOWDOWN_UPSTREAM_MESSAGES.httpError(503) }]);
    expect(answer.body.replays).toHaveLength(3);
  });
});

describe('POST /api/vgcmatches/import/showdown/recent', () => {
  it('imports the chosen replays in one step, as the replay import proposes, and marks them imported', async () => {
    const { token } = await member(['Alice']);
    const res = await importIds(token, { ids: [ID.older, ID.newer] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.matches).toHaveLength(2);
    expect(res.body.matches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ opponentName: 'Carol', result: 'win', replayLink: `${REPLAY_HOST}/${ID.older}` }),
        expect.objectContaining({ opponentName: 'Dana', result: 'loss', replayLink: `${REPLAY_HOST}/${ID.newer}` }),
      ]),
    );
    expect(await matchCount(token)).toBe(2);

    const after = await list(token);
    expect(after.body.replays.map((r: { id: string; imported: boolean }) => [r.id, r.imported])).toEqual([
      [ID.newer, true],
      [ID.singles, false],
      [ID.older, true],
    ]);
    // A second import of the same replay is refused, storing nothing more.
    const again = await importIds(token, { ids: [ID.older] });
    expect(again.status).toBe(409);
    expect(await matchCount(token)).toBe(2);
  });

  it("cannot import into someone else's account: the caller's own side and account only", async () => {
    const alice = await member(['Alice']);
    const mallory = await member(['Mallory']);
    // Mallory names Alice's replay (and Alice herself): nothing in the request can point at another account.
    const res = await importIds(mallory.token, { ids: [ID.older], userId: alice.user._id, playerName: 'Alice' });
    // Unknown fields are dropped: her own names do not play in it, so the import cannot tell her side.
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(SHOWDOWN_PLAYER_UNKNOWN);
    expect(await matchCount(alice.token)).toBe(0);
    expect(await matchCount(mallory.token)).toBe(0);
    // And Mallory's list holds her names' replays only.
    expect((await list(mallory.token)).body).toEqual({ names: ['Mallory'], replays: [], problems: [] });
  });

  it('refuses ids that are not replays, a replay not found or not VGC at its place, and Showdown down with 503', async () => {
    const { token } = await member(['Alice']);
    const bad = await importIds(token, { ids: ['../../etc/passwd'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('ids.0');
    const none = await importIds(token, { ids: [] });
    expect(none.body.msg).toBe(SHOWDOWN_RECENT_NOTHING_CHOSEN);

    const missing = await importIds(token, { ids: [ID.older, ID.gone] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'ids.1', message: SHOWDOWN_UPSTREAM_MESSAGES.notFoundMaybePrivate }]);
    const singles = await importIds(token, { ids: [ID.singles] });
    expect(singles.status).toBe(400);
    expect(singles.body.errors[0].path).toBe('ids.0');

    const down = await importIds(token, { ids: [ID.down] });
    expect(down.status).toBe(503);
    expect(down.body.msg).toBe(SHOWDOWN_UPSTREAM_MESSAGES.httpError(502));
    expect(await matchCount(token)).toBe(0);
    expect((await importIds('', { ids: [ID.older] })).status).toBe(401);
  });
});
