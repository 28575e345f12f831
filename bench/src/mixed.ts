// Mixed traffic as a community sends it (issue 31; issue 18 measured 50 clients on one player): MIXED_PLAYERS (200)
// distinct players, each with their own 500–2,000 TCG matches, decks and a team (seed-mixed.ts), each client one
// player signed in with its own session, browsing list pages (pages, sorts, searches), the summary, analytics with and
// without filters, decks and teams, and logging matches, for MIXED_SECONDS (60). Each client waits a think time
// between requests, drawn evenly from 0 to twice MIXED_THINK_MS (500 ms: about 2 requests a second a player at most,
// far busier than a person; MIXED_THINK_MS=0 is a closed loop, where latency is only queueing).
//
// Runs against real server processes (`npm start`'s main.ts, e2e/support/app-process.ts) on one embedded
// PostgreSQL: one instance alone, then three behind HAProxy with Redis (e2e/support/haproxy.ts, the fleet test's and
// docs/deployment.md's configuration), as MIXED_INSTANCES lists (default "1,3"; the three are skipped without HAProxy).
// MIXED_WARM_UP_SECONDS (5) of the same traffic go first, untimed. Printed per kind: requests, errors, req/s, p50/p95/p99; and the load average over the run. Targets: 0 errors,
// p99 ≤ 250 ms for one instance and ≤ 300 ms for three.
//
// Alone: `node --import tsx bench/src/run-mixed.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { apiEndpoints, type EndpointSpec } from '@trainerlog/core';
import { freePort, makeDataDir, startApp, type AppProcess } from '../../e2e/support/app-process.ts';
import { HAPROXY, startHaproxy, type Balancer } from '../../e2e/support/haproxy.ts';
import { connectDatabase } from '../../apps/server/src/db/connect.ts';
import { ensureEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { endpointUrl } from './benchApi.ts';
import { percentile } from './load.ts';
import { seedMixedPlayers, type MixedPlayer } from './seed-mixed.ts';

const PLAYERS = Number(process.env.MIXED_PLAYERS ?? 200);
const DURATION_MS = Number(process.env.MIXED_SECONDS ?? 60) * 1000;
const THINK_MS = Number(process.env.MIXED_THINK_MS ?? 500);
/** Untimed traffic first, so the fresh processes' first compilations and cold caches are not what is measured. */
const WARM_UP_MS = Number(process.env.MIXED_WARM_UP_SECONDS ?? 5) * 1000;
const INSTANCES = (process.env.MIXED_INSTANCES ?? '1,3').split(',').map(Number);
/** Issue 31's targets: p99 for one instance, and for three behind the balancer. */
const P99_TARGET_MS = (instances: number) => (instances === 1 ? 250 : 300);

interface Request {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}
interface Kind {
  name: string;
  weight: number;
  requests: Request[];
}
interface KindResult {
  latenciesMs: number[];
  errors: number;
  statusCounts: Record<string, number>;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** One player's kinds of request, in a fixed order (the printed table's), with their weights (percent). */
function kindsOf(baseUrl: string, player: MixedPlayer, index: number): Kind[] {
  const headers = { 'x-auth-token': player.token };
  const get = (endpoint: EndpointSpec, query = ''): Request => ({
    url: endpointUrl(baseUrl, endpoint) + (query ? `?${query}` : ''),
    method: 'GET',
    headers,
  });
  const { tcgMatches, decks, teams } = apiEndpoints;
  const sorts = ['newest', 'oldest', 'a-z', 'z-a'];
  const pages = Math.ceil(player.matches / 15);
  const deck = (i: number) => player.decks[i % player.decks.length]!.id;
  return [
    {
      name: 'list (pages, sorts)',
      weight: 25,
      requests: [1, 2, 3, 5, 10, Math.max(1, pages - 1)].flatMap((page, i) =>
        [sorts[0]!, sorts[(i + index) % 4]!].map((sort) =>
          get(tcgMatches.list, `page=${page}&pageSize=15&sort=${sort}`),
        ),
      ),
    },
    {
      name: 'list (search)',
      weight: 8,
      requests: ['char', 'gardevoir', 'lost', 'prized', 'bricked', 'ex'].map((search, i) =>
        get(tcgMatches.list, `page=1&pageSize=15&search=${search}&sort=${sorts[(i + index) % 4]}`),
      ),
    },
    { name: 'summary', weight: 20, requests: [get(tcgMatches.summary)] },
    { name: 'analytics', weight: 10, requests: [get(tcgMatches.stats)] },
    {
      name: 'analytics (filters)',
      weight: 10,
      requests: [
        `from=${day(90)}`,
        `from=${day(400)}&to=${day(200)}`,
        `deckId=${deck(0)}`,
        `deckId=${deck(1)}&bestOf=3`,
        `bestOf=1&convention=third`,
        `from=${day(180)}&deckId=${deck(2)}&granularity=month`,
      ].map((query) => get(tcgMatches.stats, query)),
    },
    { name: 'decks, teams', weight: 7, requests: [get(decks.list), get(teams.list)] },
    {
      name: 'create (Bo1, Bo3)',
      weight: 20,
      requests: [0, 1, 2].map((i) => ({
        url: endpointUrl(baseUrl, tcgMatches.create),
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          deckId: deck(i),
          opponentDeck: ['Gardevoir ex', 'Charizard ex', 'Lost Zone Box'][i],
          format: i === 2 ? 'Bo3' : 'Bo1',
          date: day(0),
          games:
            i === 2
              ? [{ result: 'win' }, { result: 'loss' }, { result: 'win' }]
              : [{ result: i ? 'loss' : 'win', wentFirst: true, coinFlipWin: true, coinFlipChoice: 'first' }],
        }),
      })),
    },
  ];
}

function runClients(clients: { kinds: Kind[] }[], durationMs: number) {
  return new Promise<{ elapsedMs: number; results: Record<string, KindResult> }>((resolve, reject) => {
    const worker = new Worker(new URL('./mixed-worker.mjs', import.meta.url), {
      workerData: { clients, durationMs, thinkMs: THINK_MS },
    });
    worker.once('message', (result) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

/** The run's table (see header) and whether it met its target. */
function report(
  kinds: readonly Kind[],
  run: { elapsedMs: number; results: Record<string, KindResult> },
  instances: number,
  load: string,
  print: (line: string) => void,
): boolean {
  const header = ['kind', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'];
  const rowOf = (name: string, sorted: number[], errors: number) => [
    name,
    sorted.length.toLocaleString('en'),
    String(errors),
    ((sorted.length / run.elapsedMs) * 1000).toFixed(0),
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 95).toFixed(1),
    percentile(sorted, 99).toFixed(1),
  ];
  const table: string[][] = [];
  const all: number[] = [];
  let errors = 0;
  for (const kind of kinds) {
    const r = run.results[kind.name];
    if (!r) continue;
    const sorted = [...r.latenciesMs].sort((a, b) => a - b);
    all.push(...sorted);
    errors += r.errors;
    table.push(rowOf(kind.name, sorted, r.errors));
    if (r.errors) print(`  ${kind.name}: statuses ${JSON.stringify(r.statusCounts)}`);
  }
  all.sort((a, b) => a - b);
  table.push(rowOf('all', all, errors));
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  print(line(header));
  print(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) print(line(row));
  const p99 = percentile(all, 99);
  const target = P99_TARGET_MS(instances);
  const ok = errors === 0 && p99 <= target;
  print(`load average during the run: ${load}`);
  print(`${ok ? 'Within' : 'MISSED'} the target: p99 ${p99.toFixed(1)} ms (≤ ${target}), ${errors} errors (0).`);
  return ok;
}

/** Starts `count` server processes on `databaseUrl` (with Redis when more than one) and a balancer for several. */
async function startInstances(count: number, databaseUrl: string, dirs: string[]) {
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000000',
    ...(count > 1
      ? {
          REDIS_URL: 'redis://127.0.0.1:6379',
          REDIS_KEY_PREFIX: `mixed-${randomUUID().slice(0, 8)}-`,
          TRUST_PROXY: 'true',
        }
      : {}),
  };
  const apps: AppProcess[] = [];
  let balancer: Balancer | undefined;
  const stop = async () => {
    balancer?.stop();
    await Promise.all(apps.map((app) => app.stop('SIGTERM')));
  };
  try {
    for (let i = 0; i < count; i++) {
      const dir = makeDataDir('tl-mixed-app-');
      dirs.push(dir);
      apps.push(await startApp({ dataDir: dir, env }));
    }
    if (count > 1) {
      balancer = await startHaproxy({
        dir: dirs.at(-1)!,
        port: await freePort(),
        servers: apps.map((a) => a.port),
        checkMs: 1000,
      });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: balancer?.url ?? apps[0]!.url, stop };
}

/** Seeds the community once, then runs the scenario for each count of MIXED_INSTANCES; false when a target is missed. */
export async function benchMixed(print: (line: string) => void): Promise<boolean> {
  const dataDir = makeDataDir('tl-bench-mixed-');
  const dirs: string[] = [dataDir];
  const pg = await ensureEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), ephemeral: true });
  const database = connectDatabase(pg.connectionString, { max: 2 });
  let ok = true;
  try {
    await runMigrations(database.pool);
    let players: MixedPlayer[] | undefined;
    for (const instances of INSTANCES) {
      if (instances > 1 && !HAPROXY) {
        print(`\nMixed traffic through a balancer: skipped (HAProxy is not installed: apt-get install haproxy)`);
        continue;
      }
      const fleet = await startInstances(instances, pg.connectionString, dirs);
      try {
        players ??= await seedMixedPlayers(database.pool, fleet.url, PLAYERS, print);
        const clients = players.map((player, i) => ({ kinds: kindsOf(fleet.url, player, i) }));
        if (WARM_UP_MS > 0) await runClients(clients, WARM_UP_MS);
        const before = os.loadavg()[0]!;
        const run = await runClients(clients, DURATION_MS);
        const load = `${before.toFixed(2)} at the start, ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' / ')} (1/5/15 min) at the end`;
        print(
          `\nMixed traffic: ${PLAYERS} players × ${DURATION_MS / 1000} s, think time 0–${2 * THINK_MS} ms, ` +
            `${instances === 1 ? 'one instance' : `${instances} instances behind HAProxy`} (${os.cpus().length} cores)\n`,
        );
        ok = report(clients[0]!.kinds, run, instances, load, print) && ok;
      } finally {
        await fleet.stop();
      }
    }
  } finally {
    await database.close();
    await pg.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  return ok;
}
