// A fleet behind a real load balancer (issue 31): three app instances on one PostgreSQL (DATABASE_URL) and one Redis,
// behind HAProxy from Debian's packages, health-checked on /api/health. Clients browse and log matches through the
// balancer while one instance is killed with SIGKILL and started again. Checked: no acknowledged write is lost, the
// balancer answers 5xx only around the kill (no longer than its health checks take to notice), a session works on
// every instance, and a rate limit is counted once across the fleet (Redis).
//
// Runs where DATABASE_URL and HAProxy are there (CI installs haproxy). The same test at scale, printing its figures:
// `FLEET_CLIENTS=200 FLEET_SECONDS=60 DATABASE_URL=… npx vitest run --root e2e tests/fleet.test.ts`.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, makeDataDir, startApp, type AppProcess } from '../support/app-process.ts';
import { HAPROXY, startHaproxy } from '../support/haproxy.ts';

const CLIENTS = Number(process.env.FLEET_CLIENTS ?? 16);
const RUN_MS = Number(process.env.FLEET_SECONDS ?? 9) * 1000;
const KILL_AT_MS = RUN_MS * 0.28;
const RESTART_AT_MS = RUN_MS * 0.55;
/** HAProxy's health checks: every 500 ms, down after 2 failures, up after 2 successes. */
const CHECK_MS = 500;
const LOGIN_LIMIT = 5;

const cleanup: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function json(url: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(url, { ...init, headers });
  const body = await response.json().catch(() => null);
  return { status: response.status, body: body as Record<string, unknown> | null };
}

describe.runIf(!!process.env.DATABASE_URL && !!HAPROXY)('a fleet of three behind HAProxy', () => {
  it('loses no acknowledged write when an instance is killed, and shares sessions and rate limits', async () => {
    const prefix = `fleet-${randomUUID().slice(0, 8)}-`;
    const env = {
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: prefix,
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      LOG_LEVEL: 'warn',
    };
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const dataDirs = ports.map(() => makeDataDir('tl-fleet-'));
    cleanup.push(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
    const apps: AppProcess[] = [];
    for (const [i, port] of ports.entries()) apps.push(await startApp({ dataDir: dataDirs[i]!, port, env }));
    cleanup.push(() => Promise.all(apps.map((app) => app.stop('SIGTERM'))));

    const balancer = await startHaproxy({
      dir: dataDirs[0]!,
      port: await freePort(),
      servers: ports,
      checkMs: CHECK_MS,
    });
    cleanup.push(() => balancer.stop());
    const lb = balancer.url;

    // The players, registered through the balancer.
    const players: { token: string; name: string }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const name = `${prefix.replace(/-/g, '')}${i}`;
      const res = await json(`${lb}/api/auth/register`, {
        method: 'POST',
        body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'pikachu123' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      players.push({ token: String(res.body!.token), name });
    }

    const acknowledged: { token: string; id: string }[] = [];
    const fiveXX: number[] = [];
    let requests = 0;
    const start = Date.now();
    let killedAt = 0;
    const traffic = players.map(async (player, p) => {
      let n = 0;
      while (Date.now() - start < RUN_MS) {
        n++;
        const kind = (n + p) % 4;
        const at = Date.now() - start;
        let status: number;
        if (kind === 0) {
          const res = await json(`${lb}/api/tcgmatches`, {
            method: 'POST',
            token: player.token,
            body: JSON.stringify({
              deckName: 'Fleet deck',
              opponentDeck: `Deck ${n % 5}`,
              date: '2026-06-01',
              games: [{ result: n % 3 ? 'win' : 'loss' }],
              clientId: `local_${p}_${n}_${randomUUID().slice(0, 6)}`,
            }),
          }).catch(() => ({ status: 599, body: null }));
          status = res.status;
          if ((status === 201 || status === 200) && res.body?._id) {
            acknowledged.push({ token: player.token, id: String(res.body._id) });
          }
        } else {
          const url = [`/api/tcgmatches?page=1&pageSize=15`, '/api/tcgmatches/summary', '/api/tcgmatches/stats'][
            kind - 1
          ]!;
          status = (await fetch(`${lb}${url}`, { headers: { authorization: `Bearer ${player.token}` } })
            .then((r) => r.arrayBuffer().then(() => r.status))
            .catch(() => 599)) as number;
        }
        requests++;
        if (status >= 500) fiveXX.push(at);
      }
    });
    const chaos = (async () => {
      await new Promise((r) => setTimeout(r, KILL_AT_MS));
      killedAt = Date.now() - start;
      await apps[1]!.stop('SIGKILL');
      await new Promise((r) => setTimeout(r, RESTART_AT_MS - KILL_AT_MS));
      apps[1] = await startApp({ dataDir: dataDirs[1]!, port: ports[1]!, env });
    })();
    await Promise.all([...traffic, chaos]);

    console.info(
      `Fleet: ${CLIENTS} clients, ${requests} requests in ${RUN_MS / 1000} s (${Math.round(requests / (RUN_MS / 1000))}/s), ` +
        `${acknowledged.length} creates acknowledged, ${fiveXX.length} answered 5xx (at ${fiveXX.join(', ') || '—'} ms; ` +
        `instance killed at ${killedAt} ms)`,
    );
    // Every acknowledged create is there (read through another instance than the one that answered, at random).
    expect(acknowledged.length).toBeGreaterThan(10);
    for (const { token, id } of acknowledged) {
      const res = await json(`${lb}/api/tcgmatches/${id}`, { token });
      expect(res.status, `acknowledged match ${id}`).toBe(200);
    }
    // 5xx only around the kill, for no longer than the health checks take to take the instance out.
    const span = fiveXX.length === 0 ? 0 : Math.max(...fiveXX) - Math.min(...fiveXX);
    expect(span, `5xx at ${fiveXX.join(', ')} ms; killed at ${killedAt} ms; ${requests} requests`).toBeLessThanOrEqual(
      CHECK_MS * 2 + 1000,
    );
    expect(
      fiveXX.every((at) => at >= killedAt - 50),
      '5xx only after the kill',
    ).toBe(true);

    // A session is valid on every instance, the restarted one included.
    for (const app of apps) {
      const res = await json(`${app.url}/api/auth/user`, { token: players[0]!.token });
      expect(res.status, app.url).toBe(200);
    }
    // The login limit is counted once across the fleet: the (limit + 1)th wrong password through the balancer is
    // refused, whichever instance it reaches.
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      const res = await json(`${lb}/api/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: `${players[1]!.name}@example.com`, password: 'wrong-password' }),
      });
      statuses.push(res.status);
    }
    expect(
      statuses.slice(0, LOGIN_LIMIT).every((s) => s === 400),
      statuses.join(','),
    ).toBe(true);
    expect(statuses[LOGIN_LIMIT]).toBe(429);
  }, 240_000);
});
