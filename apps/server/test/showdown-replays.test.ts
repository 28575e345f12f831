import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SHOWDOWN_BATTLE_LINK,
  SHOWDOWN_LINK_INVALID,
  SHOWDOWN_NOT_VGC,
  SHOWDOWN_REPLAY_MAX_LENGTH,
  SHOWDOWN_TOO_MANY_REPLAYS,
} from '@trainerlog/core';
import { ConfigError, loadConfig } from '../src/config.ts';
import {
  createShowdownReplayClient,
  SHOWDOWN_REPLAY_MAX_BYTES,
  SHOWDOWN_UPSTREAM_MESSAGES,
} from '../src/modules/showdown-import/client.ts';
import { call, registerUser } from './support/api.ts';
import { startLocalServer } from './support/http-server.ts';
import { replayJson, singlesBattleLog, T0, vgcBattleLog } from './support/showdown-replays.ts';
import { useTestApp } from './support/test-app.ts';

// A replay.pokemonshowdown.com stand-in speaking its JSON form (`/<id>.json`, a private replay's
// `/<id>-<password>pw.json`), with ids that misbehave in each way the real server might.
const ID = {
  bo1: 'gen9vgc2025regi-2300000001',
  private: 'gen9vgc2025regi-2300000020',
  singles: 'gen9ou-2300000030',
  missing: 'gen9vgc2025regi-2300000099',
  notJson: 'gen9vgc2025regi-2300000041',
  notAReplay: 'gen9vgc2025regi-2300000042',
  huge: 'gen9vgc2025regi-2300000043',
  down: 'gen9vgc2025regi-2300000044',
  long: 'gen9vgc2025regi-2300000045',
} as const;
const PASSWORD = 's3cret';
const REPLAY_HOST = 'https://replay.pokemonshowdown.com';

const bo1 = replayJson({
  id: ID.bo1,
  log: vgcBattleLog({ p1: 'Alice', p2: 'Carol', winner: 'p1' }),
  players: ['Alice', 'Carol'],
});
const privateReplay = replayJson({
  id: ID.private,
  log: vgcBattleLog({ p1: 'Alice', p2: 'Dana', winner: 'p2', start: T0 + 7200 }),
  players: ['Alice', 'Dana'],
  password: PASSWORD,
});
const singles = replayJson({
  id: ID.singles,
  log: singlesBattleLog('Alice', 'Erin'),
  players: ['Alice', 'Erin'],
  format: '[Gen 9] OU',
  formatid: 'gen9ou',
});
// Chat makes a battle long: just over what an import takes, yet under the download cap.
const long = replayJson({
  id: ID.long,
  log: `${vgcBattleLog({ p1: 'Alice', p2: 'Carol', winner: 'p1' })}\n|c|☆Alice|${'gg '.repeat(SHOWDOWN_REPLAY_MAX_LENGTH / 3)}`,
  players: ['Alice', 'Carol'],
});

const seen: string[] = [];
const upstream = await startLocalServer((request, response) => {
  seen.push(request.url ?? '');
  const json = (status: number, body: string) =>
    void response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  switch (request.url) {
    case `/${ID.bo1}.json`:
      return json(200, bo1);
    case `/${ID.private}-${PASSWORD}pw.json`:
      return json(200, privateReplay);
    case `/${ID.private}.json`:
      return json(403, '{"error":"private"}');
    case `/${ID.singles}.json`:
      return json(200, singles);
    case `/${ID.notJson}.json`:
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Pokémon Showdown</html>');
    case `/${ID.notAReplay}.json`:
      return json(200, JSON.stringify({ id: ID.notAReplay, players: ['Alice', 'Bob'] }));
    case `/${ID.huge}.json`:
      // Chunked, so no Content-Length warns the app: the cap must hold while reading.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(`{"log": "${'x'.repeat(SHOWDOWN_REPLAY_MAX_BYTES / 2)}`);
      response.end(`${'x'.repeat(SHOWDOWN_REPLAY_MAX_BYTES / 2)}"}`);
      return;
    case `/${ID.down}.json`:
      return json(503, '<html>Service Unavailable</html>');
    case `/${ID.long}.json`:
      return json(200, long);
    default:
      // gen9vgc2025regi-230000040N never answers: the app's timeout must end the wait.
      if (/^\/gen9vgc2025regi-230000040\d\.json$/.test(request.url ?? '')) return;
      return json(404, '{"error":"Not found"}');
  }
});

const t = useTestApp({ SHOWDOWN_REPLAY_BASE_URL: `${upstream.url}/`, SHOWDOWN_REPLAY_TIMEOUT_MS: '300' });
const FETCH = '/api/vgcmatches/import/showdown/replays';

afterAll(async () => {
  await upstream.close();
});
beforeEach(() => {
  seen.length = 0;
});

const fetchLinks = (links: string[], token?: string) => call(t.app, 'POST', FETCH, { token, body: { links } });

describe('POST /api/vgcmatches/import/showdown/replays', () => {
  it("answers each link's replay JSON with its canonical link, to guests and members, asking the configured server", async () => {
    const { token } = await registerUser(t.app);
    for (const caller of [undefined, token]) {
      const res = await fetchLinks([`${REPLAY_HOST}/${ID.bo1}`], caller);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        replays: [{ ok: true, link: `${REPLAY_HOST}/${ID.bo1}`, replayLink: `${REPLAY_HOST}/${ID.bo1}`, text: bo1 }],
      });
    }
  });

  it('gives every link its own answer, in the order sent, with 200 even when some fail', async () => {
    const links = [
      `replay.pokemonshowdown.com/${ID.bo1}.json`,
      'https://example.com/gen9vgc2025regi-1',
      'https://play.pokemonshowdown.com/battle-gen9vgc2025regi-2300000077',
      `${REPLAY_HOST}/${ID.missing}`,
      `${REPLAY_HOST}/${ID.missing}-wrongpw`,
      `${REPLAY_HOST}/${ID.private}`,
      `${REPLAY_HOST}/${ID.private}-${PASSWORD}pw`,
      `${REPLAY_HOST}/${ID.singles}`,
      `${upstream.url}/${ID.bo1}`,
    ];
    const res = await fetchLinks(links);
    expect(res.status).toBe(200);
    const answers = res.body.replays;
    expect(answers.map((a: { link: string }) => a.link)).toEqual(links);
    expect(answers[0]).toMatchObject({ ok: true, replayLink: `${REPLAY_HOST}/${ID.bo1}`, text: bo1 });
    expect(answers[1]).toEqual({ ok: false, link: links[1], message: SHOWDOWN_LINK_INVALID });
    expect(answers[2]).toEqual({ ok: false, link: links[2], message: SHOWDOWN_BATTLE_LINK });
    expect(answers[3]).toEqual({ ok: false, link: links[3], message: SHOWDOWN_UPSTREAM_MESSAGES.notFoundMaybePrivate });
    expect(answers[4]).toEqual({ ok: false, link: links[4], message: SHOWDOWN_UPSTREAM_MESSAGES.notFound });
    expect(answers[5]).toEqual({ ok: false, link: links[5], message: SHOWDOWN_UPSTREAM_MESSAGES.private });
    expect(answers[6]).toEqual({
      ok: true,
      link: links[6],
      replayLink: `${REPLAY_HOST}/${ID.private}-${PASSWORD}pw`,
      text: privateReplay,
    });
    expect(answers[7]).toEqual({ ok: false, link: links[7], message: SHOWDOWN_NOT_VGC('[Gen 9] OU') });
    // A link to the configured server itself is a replay link too, answered with Showdown's canonical link.
    expect(answers[8]).toMatchObject({ ok: true, replayLink: `${REPLAY_HOST}/${ID.bo1}` });
    // Bad links ask nothing; one replay in two spellings (and an answer kept from before) is asked at most once.
    expect(seen.filter((url) => url === `/${ID.bo1}.json`).length).toBeLessThanOrEqual(1);
    expect(seen).not.toContain('/gen9vgc2025regi-1.json');
    expect(seen).toContain(`/${ID.private}-${PASSWORD}pw.json`);
  });

  it('asks the replay server once for a link given twice, and keeps a found replay for the next request', async () => {
    const client = createShowdownReplayClient({ baseUrl: upstream.url, timeoutMs: 2000 });
    const link = `${REPLAY_HOST}/${ID.private}-${PASSWORD}pw`;
    const answers = await client.fetchReplays([link, link.toUpperCase(), `${link}/`]);
    expect(answers.map((a) => a.ok)).toEqual([true, true, true]);
    expect(answers.map((a) => a.link)).toEqual([link, link.toUpperCase(), `${link}/`]);
    expect(await client.fetchReplay(link)).toMatchObject({ ok: true, text: privateReplay });
    expect(seen).toEqual([`/${ID.private}-${PASSWORD}pw.json`]);
    // Failures are not kept: a replay uploaded a moment later must be found.
    await client.fetchReplay(`${REPLAY_HOST}/${ID.missing}`);
    await client.fetchReplay(`${REPLAY_HOST}/${ID.missing}`);
    expect(seen.filter((url) => url === `/${ID.missing}.json`)).toHaveLength(2);
  });

  it('answers a clear message when the replay server fails, never a 500', async () => {
    const cases: [string, string][] = [
      [ID.down, SHOWDOWN_UPSTREAM_MESSAGES.httpError(503)],
      [ID.notJson, SHOWDOWN_UPSTREAM_MESSAGES.notAReplay],
      [ID.notAReplay, SHOWDOWN_UPSTREAM_MESSAGES.notAReplay],
      [ID.huge, SHOWDOWN_UPSTREAM_MESSAGES.tooLarge],
      [ID.long, SHOWDOWN_UPSTREAM_MESSAGES.tooLong],
    ];
    const res = await fetchLinks(cases.map(([id]) => `${REPLAY_HOST}/${id}`));
    expect(res.status).toBe(200);
    expect(res.body.replays.map((a: { message: string }) => a.message)).toEqual(cases.map(([, message]) => message));
  });

  it('answers in time when the replay server does not, and asks nothing more of it in that request', async () => {
    const started = Date.now();
    const links = Array.from({ length: 9 }, (_, i) => `${REPLAY_HOST}/gen9vgc2025regi-230000040${i}`);
    const res = await fetchLinks(links);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.status).toBe(200);
    expect(res.body.replays).toEqual(
      links.map((link) => ({ ok: false, link, message: SHOWDOWN_UPSTREAM_MESSAGES.timeout(1) })),
    );
    // Four were asked at once and timed out; the five not yet asked were not asked at all.
    expect(seen).toHaveLength(4);
  });

  it('refuses a request without links, with too many, or with a link too long, at the field', async () => {
    const none = await fetchLinks([]);
    expect(none.status).toBe(400);
    expect(none.body.errors[0].path).toBe('links');
    const many = await fetchLinks(Array.from({ length: 31 }, (_, i) => `${REPLAY_HOST}/gen9vgc2025regi-${i + 1}`));
    expect(many.status).toBe(400);
    expect(many.body.msg).toBe(SHOWDOWN_TOO_MANY_REPLAYS);
    const long = await fetchLinks([`${REPLAY_HOST}/${'a'.repeat(3000)}`]);
    expect(long.status).toBe(400);
    expect(long.body.errors[0].path).toBe('links.0');
    expect(seen).toEqual([]);
  });
});

describe('the Showdown replay client', () => {
  it('answers a clear message when the replay server cannot be reached at all', async () => {
    // A port that was just listening and is now closed: the connection is refused.
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const client = createShowdownReplayClient({ baseUrl: closed.url, timeoutMs: 2000 });
    expect(await client.fetchReplay(`${REPLAY_HOST}/${ID.bo1}`)).toEqual({
      ok: false,
      link: `${REPLAY_HOST}/${ID.bo1}`,
      message: SHOWDOWN_UPSTREAM_MESSAGES.unreachable,
    });
  });

  it('never lets a typed link choose the address asked', async () => {
    const client = createShowdownReplayClient({ baseUrl: upstream.url, timeoutMs: 2000 });
    for (const link of [
      `http://127.0.0.1:1/${ID.bo1}`,
      `${REPLAY_HOST}/${ID.bo1}/../../admin`,
      `${REPLAY_HOST}/..%2f${ID.bo1}`,
      `https://user@replay.pokemonshowdown.com/${ID.bo1}`,
    ]) {
      expect(await client.fetchReplay(link), link).toEqual({ ok: false, link, message: SHOWDOWN_LINK_INVALID });
    }
    expect(seen).toEqual([]);
  });

  it('says the timeout in whole seconds', () => {
    expect(SHOWDOWN_UPSTREAM_MESSAGES.timeout(10)).toBe(
      "Pokémon Showdown did not answer within 10 seconds. Please try again later, or paste the replay's log instead.",
    );
  });
});

describe('Showdown replay rate limit', () => {
  const limited = useTestApp({ SHOWDOWN_REPLAY_BASE_URL: upstream.url, SHOWDOWN_REPLAY_RATE_LIMIT: '2' });

  it('limits requests per client address', async () => {
    const ask = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: FETCH,
        payload: { links: [`${REPLAY_HOST}/${ID.bo1}`] },
        remoteAddress,
      });
    expect((await ask('10.2.0.1')).statusCode).toBe(200);
    expect((await ask('10.2.0.1')).statusCode).toBe(200);
    const third = await ask('10.2.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ msg: 'Too many attempts. Please wait a minute and try again.' });
    expect((await ask('10.2.0.2')).statusCode).toBe(200);
  });
});

describe('Showdown replay configuration', () => {
  it('defaults to replay.pokemonshowdown.com, 10 seconds and 30 requests a minute, and refuses a base that is not http(s)', () => {
    expect(loadConfig({}).showdownReplays).toEqual({ baseUrl: REPLAY_HOST, timeoutMs: 10_000, perMinute: 30 });
    expect(
      loadConfig({
        SHOWDOWN_REPLAY_BASE_URL: 'http://mirror.example:8080/',
        SHOWDOWN_REPLAY_TIMEOUT_MS: '2500',
        SHOWDOWN_REPLAY_RATE_LIMIT: '5',
      }).showdownReplays,
    ).toEqual({ baseUrl: 'http://mirror.example:8080', timeoutMs: 2500, perMinute: 5 });
    expect(() => loadConfig({ SHOWDOWN_REPLAY_BASE_URL: 'ftp://replay.pokemonshowdown.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHOWDOWN_REPLAY_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
  });
});
