import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { POKEPASTE_MESSAGES } from '@trainerlog/core';
import {
  createPokepasteClient,
  POKEPASTE_MAX_BYTES,
  POKEPASTE_UPSTREAM_MESSAGES,
} from '../src/modules/pokepaste/client.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { call, registerUser } from './support/api.ts';
import { startLocalServer } from './support/http-server.ts';
import { useTestApp } from './support/test-app.ts';

// A pokepast.es stand-in speaking its JSON form (`/<id>/json` → { paste, title, author, notes }, \r\n line ends),
// with ids that misbehave in each way the real service might.
const IDS = {
  team: '0123456789abcdef',
  missing: '00000000deadbeef',
  broken: '1111111111111111',
  notAPaste: '2222222222222222',
  down: '3333333333333333',
  slow: '4444444444444444',
  stalls: '5555555555555555',
  huge: '6666666666666666',
  hugeUndeclared: '7777777777777777',
} as const;

const PASTE =
  'Flutter Mane @ Booster Energy\r\nAbility: Protosynthesis\r\nLevel: 50\r\nTera Type: Fairy\r\n- Moonblast\r\n\r\n' +
  'Incineroar @ Safety Goggles\r\nAbility: Intimidate\r\n- Fake Out\r\n';

const seen: string[] = [];
const upstream = await startLocalServer((request, response) => {
  seen.push(request.url ?? '');
  const json = (status: number, body: string) =>
    void response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  switch (request.url) {
    case `/${IDS.team}/json`:
      return json(
        200,
        JSON.stringify({ paste: PASTE, title: '  Sun Team  ', author: 'Misty', notes: 'Line one\r\nLine two' }),
      );
    case `/${IDS.broken}/json`:
      return json(200, '{"paste": "Pikachu');
    case `/${IDS.notAPaste}/json`:
      return json(200, JSON.stringify({ error: 'nope' }));
    case `/${IDS.down}/json`:
      return json(503, '<html>Service Unavailable</html>');
    case `/${IDS.slow}/json`:
      return; // Never answers: the app's timeout must end the wait.
    case `/${IDS.stalls}/json`:
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"paste": "Pikachu'); // …and the rest never comes.
      return;
    case `/${IDS.huge}/json`:
      return json(200, JSON.stringify({ paste: 'x'.repeat(POKEPASTE_MAX_BYTES) }));
    case `/${IDS.hugeUndeclared}/json`:
      // Chunked, so no Content-Length warns the app: the cap must hold while reading.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(`{"paste": "${'x'.repeat(POKEPASTE_MAX_BYTES / 2)}`);
      response.end(`${'x'.repeat(POKEPASTE_MAX_BYTES / 2)}"}`);
      return;
    default:
      // pokepast.es answers a plain-text 404 for an unknown id.
      return void response.writeHead(404, { 'content-type': 'text/plain' }).end('404 page not found');
  }
});

const t = useTestApp({ POKEPASTE_BASE_URL: `${upstream.url}/`, POKEPASTE_TIMEOUT_MS: '300' });

afterAll(async () => {
  await upstream.close();
});
beforeEach(() => {
  seen.length = 0;
});

const importFrom = (link: string, token?: string) =>
  call(t.app, 'GET', `/api/pokepaste?url=${encodeURIComponent(link)}`, { token });

describe('GET /api/pokepaste', () => {
  it('answers the paste of a pokepast.es link, with \\n line ends and a trimmed title, to guests', async () => {
    const res = await importFrom(`https://pokepast.es/${IDS.team}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: 'Sun Team',
      author: 'Misty',
      notes: 'Line one\nLine two',
      paste: PASTE.replaceAll('\r\n', '\n'),
    });
    expect(seen).toEqual([`/${IDS.team}/json`]);
  });

  it('takes a bare id, an upper-case link, a /raw link and a link to the configured service', async () => {
    const { token } = await registerUser(t.app);
    for (const link of [
      IDS.team,
      `pokepast.es/${IDS.team.toUpperCase()}/`,
      `https://pokepast.es/${IDS.team}/raw`,
      `${upstream.url}/${IDS.team}`,
    ]) {
      const res = await importFrom(link, token);
      expect(res.status, link).toBe(200);
      expect(res.body.title, link).toBe('Sun Team');
    }
    // Whatever was typed, the configured service is asked, by the lower-case id.
    expect(seen).toEqual(Array(4).fill(`/${IDS.team}/json`));
  });

  it('refuses what is not a pokepast.es paste link with a clear 400, asking nothing upstream', async () => {
    const cases: [string, string][] = [
      ['', POKEPASTE_MESSAGES.required],
      [`https://pastebin.com/${IDS.team}`, POKEPASTE_MESSAGES.otherHost],
      [`http://127.0.0.1:1/${IDS.team}`, POKEPASTE_MESSAGES.otherHost],
      ['https://pokepast.es/create', POKEPASTE_MESSAGES.notAPaste],
      ['Pikachu @ Light Ball', POKEPASTE_MESSAGES.notAPaste],
      [`https://pokepast.es/${'a'.repeat(400)}`, POKEPASTE_MESSAGES.tooLong],
    ];
    for (const [link, message] of cases) {
      const res = await importFrom(link);
      expect(res.status, link).toBe(400);
      expect(res.body, link).toEqual({ msg: message, errors: [{ path: 'url', message }] });
    }
    const missing = await call(t.app, 'GET', '/api/pokepaste');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe(POKEPASTE_MESSAGES.required);
    expect(seen).toEqual([]);
  });

  it("answers 404 'Paste not found' for a paste pokepast.es does not have", async () => {
    const res = await importFrom(`https://pokepast.es/${IDS.missing}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: 'Paste not found' });
  });

  it('answers 502 with a clear message when pokepast.es fails or answers something else', async () => {
    const cases: [string, string][] = [
      [IDS.down, POKEPASTE_UPSTREAM_MESSAGES.httpError(503)],
      [IDS.broken, POKEPASTE_UPSTREAM_MESSAGES.notAPaste],
      [IDS.notAPaste, POKEPASTE_UPSTREAM_MESSAGES.notAPaste],
      [IDS.huge, POKEPASTE_UPSTREAM_MESSAGES.tooLarge],
      [IDS.hugeUndeclared, POKEPASTE_UPSTREAM_MESSAGES.tooLarge],
    ];
    for (const [id, message] of cases) {
      const res = await importFrom(id);
      expect(res.status, id).toBe(502);
      expect(res.body, id).toEqual({ msg: message });
    }
  });

  it('answers 504 when pokepast.es does not answer in time, before the headers or in the middle of the body', async () => {
    for (const id of [IDS.slow, IDS.stalls]) {
      const started = Date.now();
      const res = await importFrom(id);
      expect(res.status, id).toBe(504);
      expect(res.body, id).toEqual({ msg: POKEPASTE_UPSTREAM_MESSAGES.timeout(1) });
      expect(Date.now() - started, id).toBeLessThan(5000);
    }
  });
});

describe('the PokePaste client', () => {
  it('answers 502 when the service cannot be reached at all', async () => {
    // A port that was just listening and is now closed: the connection is refused.
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const client = createPokepasteClient({ baseUrl: closed.url, timeoutMs: 2000 });
    await expect(client.fetchPaste(IDS.team)).rejects.toMatchObject({
      statusCode: 502,
      message: POKEPASTE_UPSTREAM_MESSAGES.unreachable,
    });
  });

  it('says the timeout in whole seconds', () => {
    expect(POKEPASTE_UPSTREAM_MESSAGES.timeout(10)).toMatch(/^PokePaste did not answer within 10 seconds\./);
  });
});

describe('PokePaste rate limit', () => {
  const limited = useTestApp({ POKEPASTE_BASE_URL: upstream.url, POKEPASTE_RATE_LIMIT: '2' });

  it('limits imports per client address', async () => {
    const ask = (remoteAddress: string) =>
      limited.app.inject({ method: 'GET', url: `/api/pokepaste?url=${IDS.team}`, remoteAddress });
    expect((await ask('10.1.0.1')).statusCode).toBe(200);
    expect((await ask('10.1.0.1')).statusCode).toBe(200);
    const third = await ask('10.1.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ msg: 'Too many attempts. Please wait a minute and try again.' });
    expect((await ask('10.1.0.2')).statusCode).toBe(200);
  });
});

describe('PokePaste configuration', () => {
  it('defaults to pokepast.es, 10 seconds and 30 imports a minute, and refuses a base URL that is not http(s)', () => {
    expect(loadConfig({}).pokepaste).toEqual({ baseUrl: 'https://pokepast.es', timeoutMs: 10_000, perMinute: 30 });
    expect(loadConfig({ POKEPASTE_BASE_URL: 'http://mirror.example:8080/' }).pokepaste.baseUrl).toBe(
      'http://mirror.example:8080',
    );
    expect(() => loadConfig({ POKEPASTE_BASE_URL: 'ftp://pokepast.es' })).toThrow(ConfigError);
  });
});
