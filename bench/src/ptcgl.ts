// PTCGL game-log import (issue 12): how fast core reads logs (MB/s, per language, and a whole paste with its
// proposal), and how many previews and imports per second the server answers, on a database of its own.
//
// `npm run bench` runs it last; BENCH_PTCGL=0 skips it. Alone: `node --import tsx bench/src/ptcgl.ts`.
// BENCH_PTCGL_HTTP=0 measures the reading only (no database, no server): the figure the reader's changes are held to.
// The logs are the reader's own test fixtures (packages/core/test/importers/ptcgl/fixtures, every language); an import
// needs a log never imported before, so each request renames the players of a fixture.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiEndpoints, previewPtcglPaste, readPtcglLog, type EndpointSpec } from '@trainerlog/core';
import { endpointUrl } from './benchApi.ts';
import { startBenchApp } from './benchApp.ts';

const FIXTURES = fileURLToPath(new URL('../../packages/core/test/importers/ptcgl/fixtures/', import.meta.url));
const READ_SECONDS = Number(process.env.BENCH_PTCGL_READ_SECONDS ?? 2);
const HTTP_REQUESTS = Number(process.env.BENCH_PTCGL_REQUESTS ?? 400);
const HTTP_CONCURRENCY = Number(process.env.BENCH_PTCGL_CONCURRENCY ?? 8);
const HTTP = process.env.BENCH_PTCGL_HTTP !== '0';

interface Fixture {
  name: string;
  text: string;
  language: string;
  players: string[];
}

function loadFixtures(): Fixture[] {
  return fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
      const reading = readPtcglLog(text);
      return { name, text, language: reading.language ?? '?', players: reading.players };
    })
    .filter((f) => f.players.length === 2 && readPtcglLog(f.text).winner !== null);
}

/**
 * Reads `texts` over and over for `seconds`; returns MB/s and logs/s, and MB per CPU second (the process's CPU time,
 * which a machine shared with other work changes far less than the wall clock).
 */
function readRate(texts: string[], read: (text: string) => unknown, seconds: number) {
  const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t, 'utf8'), 0);
  for (const t of texts) read(t); // warm up
  let rounds = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    for (const t of texts) read(t);
    rounds++;
  }
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    mbPerSecond: (bytes * rounds) / elapsed / 1e6,
    logsPerSecond: (texts.length * rounds) / elapsed,
    mbPerCpuSecond: (bytes * rounds) / cpuSeconds / 1e6,
  };
}

/** A row of the reading table: MB/s, logs/s, MB per CPU second. */
function rateColumns(rate: ReturnType<typeof readRate>, logsPerSecond = rate.logsPerSecond): string {
  return (
    `${rate.mbPerSecond.toFixed(1).padStart(5)}  ${logsPerSecond.toFixed(0).padStart(7)}` +
    `  ${rate.mbPerCpuSecond.toFixed(1).padStart(9)}`
  );
}

/** The log with both players renamed (a log never seen before, read the same way). */
function renamed(fixture: Fixture, i: number): string {
  let text = fixture.text;
  fixture.players.forEach((player, p) => {
    text = text.split(player).join(`Bench${p ? 'Opp' : 'Me'}${i}`);
  });
  return text;
}

async function timedRequests(count: number, concurrency: number, send: (i: number) => Promise<number>) {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        const status = await send(i);
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  return { perSecond: count / elapsed, p50: p(0.5), p95: p(0.95), statuses };
}

export async function benchPtcgl(log: (line: string) => void): Promise<void> {
  const fixtures = loadFixtures();
  if (fixtures.length === 0) throw new Error(`no complete two-player logs in ${FIXTURES}`);
  log(`\nPTCGL game-log import (issue 12) — ${fixtures.length} fixture logs\n`);

  const byLanguage = new Map<string, string[]>();
  for (const f of fixtures) byLanguage.set(f.language, [...(byLanguage.get(f.language) ?? []), f.text]);
  log('reading (core readPtcglLog, one thread)   MB/s   logs/s  MB/cpu-s');
  for (const [language, texts] of [...byLanguage].sort()) {
    const rate = readRate(texts, readPtcglLog, READ_SECONDS / 2);
    log(`  ${language.padEnd(8)} (${texts.length} logs)`.padEnd(41) + rateColumns(rate));
  }
  const all = fixtures.map((f) => f.text);
  const overall = readRate(all, readPtcglLog, READ_SECONDS);
  log(`  all languages`.padEnd(41) + rateColumns(overall));
  const paste = all.join('\n\n');
  const whole = readRate([paste], (t) => previewPtcglPaste(t), READ_SECONDS);
  log(
    `  whole paste + proposal (${all.length} logs)`.padEnd(41) + rateColumns(whole, whole.logsPerSecond * all.length),
  );

  if (!HTTP) return;
  const bench = await startBenchApp('ptcgl', 'ptcglbench');
  const { url, token } = bench;
  try {
    const json = { 'content-type': 'application/json' };
    const headers = { ...json, authorization: `Bearer ${token}` };
    const post = (endpoint: EndpointSpec, body: unknown) =>
      fetch(endpointUrl(url, endpoint), { method: 'POST', headers, body: JSON.stringify(body) }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    const fixtureOf = (i: number) => fixtures[i % fixtures.length]!;

    log(`\nHTTP (${HTTP_REQUESTS} requests, ${HTTP_CONCURRENCY} at a time)          req/s   p50 ms   p95 ms  statuses`);
    const rows: [string, Awaited<ReturnType<typeof timedRequests>>][] = [
      [
        'POST …/import/ptcgl/preview (1 log)',
        await timedRequests(HTTP_REQUESTS, HTTP_CONCURRENCY, (i) =>
          post(apiEndpoints.ptcglImport.preview, { text: fixtureOf(i).text }),
        ),
      ],
      [
        'POST …/import/ptcgl (1 new log)',
        await timedRequests(HTTP_REQUESTS, HTTP_CONCURRENCY, (i) =>
          post(apiEndpoints.ptcglImport.import, { text: renamed(fixtureOf(i), i), date: '2025-06-01' }),
        ),
      ],
      [
        'POST …/import/ptcgl (same log again: 409)',
        await timedRequests(HTTP_REQUESTS, HTTP_CONCURRENCY, () =>
          post(apiEndpoints.ptcglImport.import, { text: renamed(fixtureOf(0), 0), date: '2025-06-01' }),
        ),
      ],
    ];
    for (const [name, r] of rows) {
      const statuses = Object.entries(r.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      log(
        `  ${name.padEnd(50)}${r.perSecond.toFixed(1).padStart(7)}  ${r.p50.padStart(7)}  ${r.p95.padStart(7)}  ${statuses}`,
      );
    }
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchPtcgl((line) => console.log(line));
}
