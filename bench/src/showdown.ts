// Showdown replay import (issue 13): how fast core reads replays (a ~300-line VGC battle as replay JSON and as a bare
// log, and a Bo3's preview), and how long a player waits for a 3-game Bo3: fetching its links through the server's
// replay reader, the preview and the import, against a local stand-in for replay.pokemonshowdown.com.
//
// `npm run bench` runs it last; BENCH_SHOWDOWN=0 skips it. Alone: `node --import tsx bench/src/showdown.ts`.
// BENCH_SHOWDOWN_HTTP=0 measures the reading only (no database, no server): the figure the reader's changes are held to.
// The battles are the server tests' (apps/server/test/support/showdown-replays.ts); an import needs replays never
// imported before, so each Bo3 has an opponent of its own, and the replay server writes its games when asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { apiEndpoints, previewShowdownImport, readShowdownReplay, type EndpointSpec } from '@trainerlog/core';
import {
  BO3_FORMAT_ID,
  BO3_TIER,
  replayJson,
  T0,
  vgcBattleLog,
} from '../../apps/server/test/support/showdown-replays.ts';
import { endpointUrl } from './benchApi.ts';
import { startBenchApp } from './benchApp.ts';

const READ_SECONDS = Number(process.env.BENCH_SHOWDOWN_READ_SECONDS ?? 2);
const IMPORTS = Number(process.env.BENCH_SHOWDOWN_IMPORTS ?? 100);
const FILLER_TURNS = 20;
const HTTP = process.env.BENCH_SHOWDOWN_HTTP !== '0';
const ME = 'BenchMe';

/** Game `game` (1–3) of Bo3 number `n`: BenchMe against `Rival<n>`, won by BenchMe in games 1 and 3. */
function bo3Game(n: number, game: number) {
  const id = `${BO3_FORMAT_ID}-${3_000_000_000 + n * 10 + game}`;
  const start = T0 + n * 7200 + (game - 1) * 900;
  const log = vgcBattleLog({
    p1: ME,
    p2: `Rival${n}`,
    winner: game === 2 ? 'p2' : 'p1',
    start,
    tier: BO3_TIER,
    series: { id: `${BO3_FORMAT_ID}-${2_000_000_000 + n}`, password: 'bench', game },
    tera: game === 1 ? 'Water' : undefined,
    fillerTurns: FILLER_TURNS,
    chat: true,
  });
  return {
    id,
    log,
    json: replayJson({
      id,
      log,
      players: [ME, `Rival${n}`],
      format: BO3_TIER,
      formatid: BO3_FORMAT_ID,
      uploadtime: start + 800,
    }),
  };
}

/** Runs `work` over and over for `seconds`; returns how many times a second. */
function timesPerSecond(work: () => unknown, seconds: number): number {
  work(); // warm up
  let rounds = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    work();
    rounds++;
  }
  return rounds / ((performance.now() - start) / 1000);
}

/**
 * Reads `text` over and over for `seconds`; returns MB/s and reads/s, and MB per CPU second (the process's CPU time,
 * which a machine shared with other work changes far less than the wall clock).
 */
function readRate(text: string, seconds: number) {
  const bytes = Buffer.byteLength(text, 'utf8');
  let reads = 0;
  const cpuStart = process.cpuUsage();
  const perSecond = timesPerSecond(() => {
    reads++;
    return readShowdownReplay(text);
  }, seconds);
  const cpu = process.cpuUsage(cpuStart);
  return {
    mbPerSecond: (bytes * perSecond) / 1e6,
    perSecond,
    mbPerCpuSecond: (bytes * reads) / ((cpu.user + cpu.system) / 1e6) / 1e6,
  };
}

/** A replay server answering `/<id>.json` for any Bo3 game of `bo3Game`. */
async function startReplayServer() {
  const server = http.createServer((request, response) => {
    const match = /^\/gen9vgc2025regibo3-3(\d+)\.json$/.exec(request.url ?? '');
    if (!match)
      return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
    const number = Number(match[1]);
    const game = bo3Game(Math.floor(number / 10), number % 10);
    response.writeHead(200, { 'content-type': 'application/json' }).end(game.json);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);

export async function benchShowdown(log: (line: string) => void): Promise<void> {
  const sample = bo3Game(0, 1);
  const lines = sample.log.split('\n').length;
  log(`\nShowdown replay import (issue 13) — a ${lines}-line VGC battle\n`);

  log('reading (core readShowdownReplay, one thread)   MB/s   replays/s  MB/cpu-s');
  const rows: [string, ReturnType<typeof readRate>][] = [
    [`replay JSON (${lines} lines)`, readRate(sample.json, READ_SECONDS)],
    [`bare battle log (${lines} lines)`, readRate(sample.log, READ_SECONDS)],
  ];
  const bo3 = [1, 2, 3].map((game) => ({ text: bo3Game(0, game).json }));
  const bo3Bytes = bo3.reduce((sum, r) => sum + Buffer.byteLength(r.text, 'utf8'), 0);
  const previews = timesPerSecond(() => previewShowdownImport(bo3, { myShowdownNames: [ME] }), READ_SECONDS);
  rows.push([
    'Bo3 preview (3 replays read + proposal)',
    { mbPerSecond: (bo3Bytes * previews) / 1e6, perSecond: previews * 3, mbPerCpuSecond: NaN },
  ]);
  for (const [name, rate] of rows)
    log(
      `  ${name}`.padEnd(48) +
        `${rate.mbPerSecond.toFixed(1).padStart(5)}  ${rate.perSecond.toFixed(0).padStart(10)}` +
        (Number.isNaN(rate.mbPerCpuSecond) ? '' : `  ${rate.mbPerCpuSecond.toFixed(1).padStart(8)}`),
    );

  if (!HTTP) return;
  const replays = await startReplayServer();
  const saved = { base: process.env.SHOWDOWN_REPLAY_BASE_URL, limit: process.env.SHOWDOWN_REPLAY_RATE_LIMIT };
  process.env.SHOWDOWN_REPLAY_BASE_URL = replays.url;
  process.env.SHOWDOWN_REPLAY_RATE_LIMIT = String(IMPORTS * 10);
  const bench = await startBenchApp('showdown', 'showdownbench').finally(() => {
    process.env.SHOWDOWN_REPLAY_BASE_URL = saved.base;
    process.env.SHOWDOWN_REPLAY_RATE_LIMIT = saved.limit;
    if (saved.base === undefined) delete process.env.SHOWDOWN_REPLAY_BASE_URL;
    if (saved.limit === undefined) delete process.env.SHOWDOWN_REPLAY_RATE_LIMIT;
  });
  try {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${bench.token}` };
    const send = async (endpoint: EndpointSpec, body: unknown) => {
      const t0 = performance.now();
      const response = await fetch(endpointUrl(bench.url, endpoint), {
        method: endpoint.method,
        headers,
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as unknown;
      return { status: response.status, answer, ms: performance.now() - t0 };
    };
    await send(apiEndpoints.auth.setShowdownNames, { showdownNames: [ME] });

    const steps = { fetch: [] as number[], preview: [] as number[], import: [] as number[], total: [] as number[] };
    const statuses: Record<string, number> = {};
    const count = (status: number) => void (statuses[status] = (statuses[status] ?? 0) + 1);
    // Bo3 0 was read above; the imports use 1…IMPORTS, one at a time (what one player waits for).
    for (let n = 1; n <= IMPORTS; n++) {
      const links = [3, 1, 2].map((game) => `https://replay.pokemonshowdown.com/${bo3Game(n, game).id}`);
      const fetched = await send(apiEndpoints.showdownImport.replays, { links });
      const sources = (fetched.answer as { replays: { ok: boolean; text: string; link: string }[] }).replays
        .filter((r) => r.ok)
        .map((r) => ({ text: r.text, link: r.link }));
      const previewed = await send(apiEndpoints.showdownImport.preview, { replays: sources });
      const imported = await send(apiEndpoints.showdownImport.import, { replays: sources });
      for (const r of [fetched, previewed, imported]) count(r.status);
      steps.fetch.push(fetched.ms);
      steps.preview.push(previewed.ms);
      steps.import.push(imported.ms);
      steps.total.push(fetched.ms + previewed.ms + imported.ms);
    }
    log(`\nHTTP (${IMPORTS} Bo3 imports of 3 replays, one at a time)   p50 ms   p95 ms`);
    const names: [keyof typeof steps, string][] = [
      ['fetch', 'POST …/showdown/replays (3 links)'],
      ['preview', 'POST …/showdown/preview (3 replays)'],
      ['import', 'POST …/showdown (3 replays → 1 match)'],
      ['total', 'fetch + preview + import'],
    ];
    for (const [key, name] of names) {
      const sorted = [...steps[key]].sort((a, b) => a - b);
      log(`  ${name.padEnd(50)}${percentile(sorted, 0.5).padStart(7)}  ${percentile(sorted, 0.95).padStart(7)}`);
    }
    log(
      `  statuses: ${Object.entries(statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
  } finally {
    await bench.close();
    await replays.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchShowdown((line) => console.log(line));
}
