/**
 * Issue 31, outside services fail fast: each client's breaker opens after consecutive failures, answers at once with
 * that service's own "unavailable" message while open (the stand-in is not called), lets one probe through after the
 * cool-down, and closes when the probe succeeds. A service answering "not found" is up. The owner's admin hub shows
 * each service's state; nobody else may read it.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITLESS_MESSAGES, POKEPASTE_MESSAGES } from '@trainerlog/core';
import { createCircuitBreaker, type CircuitBreaker } from '../src/circuitBreaker.ts';
import { createRemoteCards, RemoteCardsError } from '../src/modules/cards/remote.ts';
import { createLimitlessClient } from '../src/modules/limitless-import/client.ts';
import { createPokepasteClient, POKEPASTE_UPSTREAM_MESSAGES } from '../src/modules/pokepaste/client.ts';
import { createShowdownReplayClient, SHOWDOWN_UPSTREAM_MESSAGES } from '../src/modules/showdown-import/client.ts';
import { createRemoteSprites } from '../src/modules/sprites/remote.ts';
import { call, registerUser } from './support/api.ts';
import { startLocalServer } from './support/http-server.ts';
import { memberWithRole } from './support/roles.ts';
import { useTestApp } from './support/test-app.ts';

const PASTE_ID = '0123456789abcdef';
const MISSING_PASTE_ID = '00000000deadbeef';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** One stand-in for every service; `up` decides whether it answers or fails with 500. Counts the calls. */
let up = false;
let calls = 0;
const upstream = await startLocalServer((request, response) => {
  calls += 1;
  const url = request.url ?? '';
  if (url.includes(MISSING_PASTE_ID)) return void response.writeHead(404).end();
  if (!up) return void response.writeHead(500).end('down');
  const json = (body: unknown) =>
    void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (url.endsWith('/json')) return json({ paste: 'Pikachu @ Light Ball\n- Thunderbolt\n' });
  if (url.startsWith('/tournaments')) return json([]);
  if (url.startsWith('/v2/cards')) return json({ data: [] });
  if (url.endsWith('.png')) return void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  return json({ log: '|start\n', format: '[Gen 9] VGC 2025 Reg G', formatid: 'gen9vgc2025regg', players: [] });
});
afterAll(() => upstream.close());

beforeEach(() => {
  up = false;
  calls = 0;
});

/** A breaker whose clock the test moves: 3 failures open it, a probe may go after 30 s. */
function breakerWithClock() {
  let now = 1_000_000;
  const breaker = createCircuitBreaker({
    name: 'stand-in',
    label: 'The stand-in',
    failureThreshold: 3,
    coolDownMs: 30_000,
    now: () => now,
  });
  return { breaker, advance: (ms: number) => (now += ms) };
}

/**
 * The same story for each client: three failures reach the stand-in and open the breaker; while open the answer is
 * the service's unavailable message without a call; after the cool-down one probe that fails opens it again; after
 * the next cool-down a probe that succeeds closes it, and requests reach the service again.
 */
async function provesTheBreaker(
  breaker: CircuitBreaker,
  advance: (ms: number) => void,
  ask: () => Promise<unknown>,
  expectUnavailable: (outcome: unknown) => void,
) {
  for (let i = 0; i < 3; i += 1) await ask();
  expect(calls).toBe(3);
  expect(breaker.snapshot().state).toBe('open');

  for (let i = 0; i < 5; i += 1) expectUnavailable(await ask());
  expect(calls).toBe(3); // The upstream was not called while open.

  advance(30_000);
  await ask(); // The probe: still failing.
  expect(calls).toBe(4);
  expect(breaker.snapshot().state).toBe('open');
  expectUnavailable(await ask());
  expect(calls).toBe(4);

  advance(30_000);
  up = true;
  await ask(); // The probe succeeds.
  expect(calls).toBe(5);
  expect(breaker.snapshot()).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
  await ask();
  expect(calls).toBe(6);
}

const settle = async (work: () => Promise<unknown>) =>
  work().then(
    (value) => value,
    (error: unknown) => error,
  );

describe('circuit breakers of the outside-service clients', () => {
  it('pokepast.es: 502 with its unreachable message while open', async () => {
    const { breaker, advance } = breakerWithClock();
    const client = createPokepasteClient({ baseUrl: upstream.url, timeoutMs: 5_000, breaker });
    await provesTheBreaker(
      breaker,
      advance,
      () => settle(() => client.fetchPaste(PASTE_ID)),
      (outcome) => expect(outcome).toMatchObject({ statusCode: 502, message: POKEPASTE_UPSTREAM_MESSAGES.unreachable }),
    );
  });

  it('pokepast.es: a paste that is not found is an answer, not a failure', async () => {
    const { breaker } = breakerWithClock();
    const client = createPokepasteClient({ baseUrl: upstream.url, timeoutMs: 5_000, breaker });
    for (let i = 0; i < 5; i += 1) {
      await expect(client.fetchPaste(MISSING_PASTE_ID)).rejects.toMatchObject({ message: POKEPASTE_MESSAGES.notFound });
    }
    expect(calls).toBe(5);
    expect(breaker.snapshot().state).toBe('closed');
  });

  it('Limitless: 502 with its unreachable message while open', async () => {
    const { breaker, advance } = breakerWithClock();
    const client = createLimitlessClient({ apiUrl: upstream.url, timeoutMs: 5_000, breaker });
    let page = 0;
    await provesTheBreaker(
      breaker,
      advance,
      // A new page each time: successful answers are kept, and a kept answer would not reach the stand-in.
      () => settle(() => client.tournaments('tcg', (page += 1))),
      (outcome) => expect(outcome).toMatchObject({ statusCode: 502, message: LIMITLESS_MESSAGES.unreachable }),
    );
  });

  it('Showdown: the replay answered with its unreachable message while open', async () => {
    const { breaker, advance } = breakerWithClock();
    const client = createShowdownReplayClient({ baseUrl: upstream.url, timeoutMs: 5_000, breaker });
    let n = 0;
    await provesTheBreaker(
      breaker,
      advance,
      () => client.fetchReplay(`https://replay.pokemonshowdown.com/gen9vgc2025regg-${(n += 1)}`),
      (outcome) => expect(outcome).toMatchObject({ ok: false, message: SHOWDOWN_UPSTREAM_MESSAGES.unreachable }),
    );
  });

  it('the card service: an unreachable RemoteCardsError while open', async () => {
    const { breaker, advance } = breakerWithClock();
    const remote = createRemoteCards({ baseUrl: upstream.url, timeoutMs: 5_000, breaker });
    await provesTheBreaker(
      breaker,
      advance,
      () => settle(() => remote.search('name:pikachu')),
      (outcome) => {
        expect(outcome).toBeInstanceOf(RemoteCardsError);
        expect(outcome).toMatchObject({ unreachable: true });
        expect((outcome as Error).message).toContain('is unavailable');
      },
    );
  });

  it('the sprite source: a placeholder (null) while open', async () => {
    const { breaker, advance } = breakerWithClock();
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-sprites-'));
    try {
      const sprites = createRemoteSprites({ sourceUrl: upstream.url, cacheDir, timeoutMs: 5_000, breaker });
      let number = 900;
      await provesTheBreaker(
        breaker,
        advance,
        () => sprites.byNumber((number += 1)),
        (outcome) => expect(outcome).toBeNull(),
      );
    } finally {
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/admin/operations', () => {
  const t = useTestApp({ POKEPASTE_BASE_URL: upstream.url, CIRCUIT_BREAKER_FAILURES: '2' });

  it("shows the owner each service's state and the backups; an open breaker answers the route at once", async () => {
    const owner = await memberWithRole(t, 'owner');
    const before = await call(t.app, 'GET', '/api/admin/operations', { token: owner.token });
    expect(before.status).toBe(200);
    const services = before.body.services as { name: string; state: string }[];
    expect(services.map((s) => s.name).sort()).toEqual(['limitless', 'pokepaste', 'showdown', 'sprites']);
    expect(services.every((s) => s.state === 'closed')).toBe(true);
    expect(before.body.backups).toMatchObject({ lastGood: null, count: 0, scheduled: false, keep: 7 });

    const paste = `/api/pokepaste?url=${encodeURIComponent(`https://pokepast.es/${PASTE_ID}`)}`;
    for (let i = 0; i < 2; i += 1) expect((await call(t.app, 'GET', paste)).status).toBe(502);
    expect(calls).toBe(2);
    const refused = await call(t.app, 'GET', paste);
    expect(refused.status).toBe(502);
    expect(refused.body.msg).toBe(POKEPASTE_UPSTREAM_MESSAGES.unreachable);
    expect(calls).toBe(2);

    const after = await call(t.app, 'GET', '/api/admin/operations', { token: owner.token });
    const pokepaste = (after.body.services as { name: string; state: string; probeAfter: string | null }[]).find(
      (s) => s.name === 'pokepaste',
    );
    expect(pokepaste).toMatchObject({ state: 'open', consecutiveFailures: 2 });
    expect(pokepaste?.probeAfter).not.toBeNull();
  });

  it('is refused to admins, members and nobody', async () => {
    const admin = await memberWithRole(t, 'admin');
    const member = await registerUser(t.app);
    expect((await call(t.app, 'GET', '/api/admin/operations', { token: admin.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/operations', { token: member.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/operations')).status).toBe(401);
  });
});
