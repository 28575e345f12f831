// The Limitless tournament import (issue 15) against a local stand-in for the Limitless API with data of realistic
// size (limitless-standin.ts: 1,500 tournaments per game, a TCG regional of 2,000 players with lists and 15 rounds, a
// VGC regional of 1,000 with team lists): the name search that reads 10 pages (cold, warm, and cold with 100 ms of
// Limitless latency per page), the standings and review steps under load, the import (one player at a time and 8 at
// once, each by a different member) and the history of a member with 200 imports.
//
// `npm run bench` runs it after the other scenarios; BENCH_LIMITLESS=0 skips it. Alone: `node --import tsx
// bench/src/limitless.ts`. BENCH_SECONDS sets the seconds per load case (default 3).
//
// Decisions:
// - Members, the community deck categories and the long history are written in SQL (seed-limitless.ts).
// - The imports use distinct players of the TCG regional: every other one a top-64 player (15 rounds → 15 matches),
//   the rest Swiss only (9), each saving the list as a new deck — the largest import a player can ask for.
// - The history member's 200 imports are one real import and 199 rows (with their groups) written in SQL.
// - A request is probed before its load case, so a wrong request shows its answer instead of an error count, and
//   timed ALONE_CALLS times one at a time: `alone ms` is what one player waits, `p50 ms` includes queueing behind the
//   other connections' requests.
// - The imports print the deadlocks PostgreSQL counted meanwhile (pg_stat_database), since a failed import shows only
//   as a 500 here.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { apiEndpoints } from '@trainerlog/core';
import { endpointUrl } from './benchApi.ts';
import { startBenchApp, type BenchApp } from './benchApp.ts';
import {
  RARE_WORD,
  startLimitlessStandIn,
  TCG_TOURNAMENT,
  VGC_TOURNAMENT,
  type LimitlessStandIn,
} from './limitless-standin.ts';
import { percentile, runLoad, type LoadResult, type LoadSpec } from './load.ts';
import { planOfHistory, seedCategories, seedHistory, seedMembers } from './seed-limitless.ts';
import { settle } from './seed-social.ts';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const CONCURRENCY = 16;
const SEQUENTIAL_IMPORTS = 50;
const CONCURRENT_WORKERS = 8;
const CONCURRENT_IMPORTS = 24;
const VGC_IMPORTS = 16;
const HISTORY_IMPORTS = 200;
const LATENCY_MS = 100;
const ALONE_CALLS = 10;

function load(spec: Omit<LoadSpec, 'durationMs' | 'maxRequests' | 'concurrency'>): Promise<LoadResult> {
  const full: LoadSpec = { durationMs: DURATION_MS, maxRequests: 100_000, concurrency: CONCURRENCY, ...spec };
  return runLoad(full);
}

const sortedOf = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const n = (x: number) => Math.round(x).toLocaleString('en');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

interface Timed {
  status: number;
  ms: number;
  text: string;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const t0 = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, ms: performance.now() - t0, text };
}

interface Row {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** p50 of calls made one at a time (no queueing behind other requests). */
  alone: number;
  note: string;
}

function table(rows: readonly Row[]): string[] {
  const header = ['case', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'alone ms', ''];
  const cells = rows.map((r) => [
    r.name,
    n(r.requests),
    String(r.errors),
    r.rps.toFixed(1),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.alone.toFixed(1),
    r.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)];
}

/** One probe, ALONE_CALLS calls one at a time, then CONCURRENCY connections for DURATION_MS. */
async function loadCase(
  name: string,
  url: string,
  headers: Record<string, string>,
  failures: string[],
  check: (text: string) => string | undefined,
): Promise<Row> {
  const probe = await timed(url, { headers });
  const problem = probe.status === 200 ? check(probe.text) : `probe ${probe.status} ${probe.text.slice(0, 300)}`;
  if (problem) failures.push(`${name}: ${problem}`);
  const alone: number[] = [];
  for (let i = 0; i < ALONE_CALLS; i++) alone.push((await timed(url, { headers })).ms);
  const result = await load({ url, method: 'GET', headers });
  if (result.errors) failures.push(`${name}: ${result.errors} errors, ${JSON.stringify(result.statusCounts)}`);
  const sorted = sortedOf(result.latenciesMs);
  return {
    name,
    requests: result.requests,
    errors: result.errors,
    rps: (result.requests / result.elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    alone: percentile(sortedOf(alone), 50),
    note: `answer ${kb(Buffer.byteLength(probe.text))}, gzip ${kb(gzipSync(probe.text).length)}`,
  };
}

/** The search (step 1): one cold call reading 10 pages, warm calls, and a cold one with Limitless's latency. */
async function benchSearch(bench: BenchApp, standIn: LimitlessStandIn, token: string, log: (l: string) => void) {
  const headers = { 'x-auth-token': token };
  const search = (game: string) =>
    `${endpointUrl(bench.url, apiEndpoints.limitless.tournaments)}?game=${game}&search=${RARE_WORD}`;
  const before = standIn.asked.list ?? 0;
  const cold = await timed(search('tcg'), { headers });
  const pages = (standIn.asked.list ?? 0) - before;
  const answer = JSON.parse(cold.text) as { tournaments: unknown[]; nextCursor: number | null };
  const warm: number[] = [];
  for (let i = 0; i < 50; i++) warm.push((await timed(search('tcg'), { headers })).ms);
  standIn.delayMs = LATENCY_MS;
  const slow = await timed(search('vgc'), { headers });
  standIn.delayMs = 0;
  log(`Step 1 — GET /api/limitless/tournaments?search=${RARE_WORD} (${pages} Limitless pages of 100 read)`);
  log(`  cold (pages asked of the stand-in, which answers at once)  ${cold.ms.toFixed(1)} ms`);
  log(
    `  warm (pages cached, p50 / p99 of 50 calls)                 ${percentile(sortedOf(warm), 50).toFixed(1)} / ` +
      `${percentile(sortedOf(warm), 99).toFixed(1)} ms`,
  );
  log(`  cold with ${LATENCY_MS} ms of Limitless latency per page            ${slow.ms.toFixed(0)} ms`);
  log(`  found ${answer.tournaments.length}, nextCursor ${answer.nextCursor}\n`);
  if (cold.status !== 200 || slow.status !== 200) return `search: ${cold.status} ${cold.text.slice(0, 300)}`;
  if (pages !== 10 || answer.tournaments.length !== 2 || answer.nextCursor !== 11)
    return `search read ${pages} pages, found ${answer.tournaments.length}, nextCursor ${answer.nextCursor}`;
}

interface ImportRun {
  ms: number[];
  matches: number;
  wallMs: number;
  statuses: Record<string, number>;
}

/** Imports by one member each: `assignments[i]` = [token, tournament, player]; `workers` at a time. */
async function runImports(bench: BenchApp, assignments: [string, string, string][], workers: number) {
  const run: ImportRun = { ms: [], matches: 0, wallMs: 0, statuses: {} };
  const queue = [...assignments];
  const start = performance.now();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [token, tournamentId, player] = next;
      const result = await timed(endpointUrl(bench.url, apiEndpoints.limitless.import), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify({ tournamentId, player, list: { action: 'new' } }),
      });
      run.statuses[result.status] = (run.statuses[result.status] ?? 0) + 1;
      run.ms.push(result.ms);
      if (result.status === 201) run.matches += (JSON.parse(result.text) as { matchIds: string[] }).matchIds.length;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  run.wallMs = performance.now() - start;
  return run;
}

function importLine(name: string, run: ImportRun): string {
  const sorted = sortedOf(run.ms);
  const statuses = Object.entries(run.statuses)
    .map(([s, c]) => `${s}×${c}`)
    .join(' ');
  return (
    `  ${name.padEnd(44)}${percentile(sorted, 50).toFixed(0).padStart(7)}${percentile(sorted, 99).toFixed(0).padStart(8)}` +
    `${(run.matches / run.ms.length).toFixed(1).padStart(9)}${((run.matches / run.wallMs) * 1000).toFixed(0).padStart(11)}` +
    `   ${statuses}`
  );
}

export async function benchLimitless(log: (line: string) => void): Promise<boolean> {
  const started = performance.now();
  const standIn = await startLimitlessStandIn();
  const saved = { url: process.env.LIMITLESS_API_URL, limit: process.env.LIMITLESS_RATE_LIMIT };
  process.env.LIMITLESS_API_URL = standIn.url;
  process.env.LIMITLESS_RATE_LIMIT = '1000000';
  const bench = await startBenchApp('limitless', 'limitlessbench').finally(() => {
    for (const [key, value] of [
      ['LIMITLESS_API_URL', saved.url],
      ['LIMITLESS_RATE_LIMIT', saved.limit],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  const failures: string[] = [];
  try {
    const seedStart = performance.now();
    await seedCategories(bench.database.pool);
    const importers = await seedMembers(
      bench.database.pool,
      'importer',
      SEQUENTIAL_IMPORTS + CONCURRENT_IMPORTS + VGC_IMPORTS,
    );
    const seedMs = performance.now() - seedStart;
    const tcgRounds = (user: string) => standIn.tcg.rounds.get(user) ?? 0;
    log(`\nLimitless tournament import (issue 15) — ${os.cpus().length} cores, Node ${process.version}`);
    log(
      `Stand-in Limitless: ${n(1_500)} tournaments per game; TCG regional of ${n(TCG_TOURNAMENT.players)} players ` +
        `(standings ${kb(standIn.tcg.standingsBytes)} with lists, ${n(standIn.tcg.pairings)} pairings, ` +
        `${TCG_TOURNAMENT.swiss} Swiss BO1 + top ${TCG_TOURNAMENT.topCut} BO3 = ${tcgRounds(standIn.tcg.usernames[0]!)} ` +
        `rounds for the winner); VGC regional of ${n(VGC_TOURNAMENT.players)} (standings ` +
        `${kb(standIn.vgc.standingsBytes)} with teams, ${n(standIn.vgc.pairings)} pairings). ${importers.length} ` +
        `members seeded in ${seedMs.toFixed(0)} ms. ${DURATION_MS / 1000} s per load case, ${CONCURRENCY} connections.\n`,
    );

    const searchProblem = await benchSearch(bench, standIn, bench.token, log);
    if (searchProblem) failures.push(searchProblem);

    // Steps 2 and 3: the first call asks Limitless (cold), the load reads the client's cache (warm).
    const auth = { 'x-auth-token': bench.token };
    const playersUrl = (id: string) => endpointUrl(bench.url, apiEndpoints.limitless.players, { id });
    const coldPlayers = {
      tcg: await timed(playersUrl(TCG_TOURNAMENT.id), { headers: auth }),
      vgc: await timed(playersUrl(VGC_TOURNAMENT.id), { headers: auth }),
    };
    const reviewUrl = (id: string, player: string) =>
      `${endpointUrl(bench.url, apiEndpoints.limitless.review, { id })}?player=${player}`;
    const coldReview = await timed(reviewUrl(TCG_TOURNAMENT.id, standIn.tcg.usernames[0]!), { headers: auth });
    log(
      `Cold first calls (Limitless asked, answers read): players TCG ${coldPlayers.tcg.ms.toFixed(0)} ms, VGC ` +
        `${coldPlayers.vgc.ms.toFixed(0)} ms; review TCG (pairings asked) ${coldReview.ms.toFixed(0)} ms\n`,
    );
    const playerCount = (count: number) => (text: string) => {
      const players = (JSON.parse(text) as { players: unknown[] }).players.length;
      return players === count ? undefined : `${players} players, expected ${count}`;
    };
    const roundCount = (count: number) => (text: string) => {
      const rounds = (JSON.parse(text) as { rounds: unknown[] }).rounds.length;
      return rounds === count ? undefined : `${rounds} rounds, expected ${count}`;
    };
    const champion = { tcg: standIn.tcg.usernames[0]!, vgc: standIn.vgc.usernames[0]! };
    const rows: Row[] = [];
    const cases: [string, string, Record<string, string>, (text: string) => string | undefined][] = [
      [`GET …/players (TCG, ${n(TCG_TOURNAMENT.players)})`, playersUrl(TCG_TOURNAMENT.id), auth, playerCount(2_000)],
      [
        `GET …/players (TCG, ${n(TCG_TOURNAMENT.players)}, gzip)`,
        playersUrl(TCG_TOURNAMENT.id),
        { ...auth, 'accept-encoding': 'gzip' },
        () => undefined,
      ],
      [`GET …/players (VGC, ${n(VGC_TOURNAMENT.players)})`, playersUrl(VGC_TOURNAMENT.id), auth, playerCount(1_000)],
      [
        `GET …/review?player= (TCG, ${tcgRounds(champion.tcg)} rounds)`,
        reviewUrl(TCG_TOURNAMENT.id, champion.tcg),
        auth,
        roundCount(tcgRounds(champion.tcg)),
      ],
      [
        `GET …/review?player= (VGC, ${standIn.vgc.rounds.get(champion.vgc)} rounds)`,
        reviewUrl(VGC_TOURNAMENT.id, champion.vgc),
        auth,
        roundCount(standIn.vgc.rounds.get(champion.vgc) ?? 0),
      ],
    ];
    for (const [name, url, headers, check] of cases) rows.push(await loadCase(name, url, headers, failures, check));

    // Imports, each by a member of its own as a player of its own (see header).
    const tcgPlayer = (i: number) => standIn.tcg.usernames[i % 2 === 0 ? i / 2 : TCG_TOURNAMENT.topCut + i * 13]!;
    const assignments = importers.map((token, i): [string, string, string] =>
      i < SEQUENTIAL_IMPORTS + CONCURRENT_IMPORTS
        ? [token, TCG_TOURNAMENT.id, tcgPlayer(i)]
        : [token, VGC_TOURNAMENT.id, standIn.vgc.usernames[(i - SEQUENTIAL_IMPORTS - CONCURRENT_IMPORTS) * 7]!],
    );
    const deadlocks = async () =>
      (
        await bench.database.pool.query<{ deadlocks: number }>(
          `select deadlocks::int from pg_stat_database where datname = current_database()`,
        )
      ).rows[0]!.deadlocks;
    const deadlocksBefore = await deadlocks();
    const sequential = await runImports(bench, assignments.slice(0, SEQUENTIAL_IMPORTS), 1);
    const concurrent = await runImports(
      bench,
      assignments.slice(SEQUENTIAL_IMPORTS, SEQUENTIAL_IMPORTS + CONCURRENT_IMPORTS),
      CONCURRENT_WORKERS,
    );
    const vgc = await runImports(bench, assignments.slice(SEQUENTIAL_IMPORTS + CONCURRENT_IMPORTS), 1);
    const importDeadlocks = (await deadlocks()) - deadlocksBefore;
    for (const [name, run] of [
      ['sequential', sequential],
      ['concurrent', concurrent],
      ['vgc', vgc],
    ] as const) {
      if (run.statuses[201] !== run.ms.length) failures.push(`${name} imports: ${JSON.stringify(run.statuses)}`);
    }

    await seedHistory(bench.database.pool, importers[0]!, HISTORY_IMPORTS);
    await settle(bench.database.pool, ['limitless_imports', 'match_groups', 'tcg_matches', 'decks']);
    const historyPlan = await planOfHistory(bench.database.pool, importers[0]!);
    rows.push(
      await loadCase(
        `GET /api/limitless/history (${HISTORY_IMPORTS} imports)`,
        endpointUrl(bench.url, apiEndpoints.limitless.history),
        { 'x-auth-token': importers[0]! },
        failures,
        (text) => {
          const imports = (JSON.parse(text) as { imports: unknown[] }).imports.length;
          return imports === HISTORY_IMPORTS ? undefined : `${imports} imports, expected ${HISTORY_IMPORTS}`;
        },
      ),
    );

    log('Steps 2 and 3 (Limitless answers cached) and the history');
    for (const line of table(rows)) log(line);
    log(`history plan: ${historyPlan}`);
    log(`\nPOST /api/limitless/import (each by another member, list saved as a new deck or team)`);
    log(`  ${''.padEnd(44)} p50 ms  p99 ms  matches  matches/s   statuses`);
    log(importLine(`TCG, ${SEQUENTIAL_IMPORTS} one after another`, sequential));
    log(importLine(`TCG, ${CONCURRENT_IMPORTS} by ${CONCURRENT_WORKERS} at a time`, concurrent));
    log(importLine(`VGC, ${VGC_IMPORTS} one after another`, vgc));
    log(`  deadlocks PostgreSQL detected during the imports: ${importDeadlocks}`);
    log(`\nScenario time ${((performance.now() - started) / 1000).toFixed(1)} s (app start, seed and measures).`);
    if (failures.length) log(`\nFailed requests:\n${failures.join('\n')}`);
    return failures.length === 0;
  } finally {
    await bench.close();
    await standIn.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await benchLimitless((line) => console.log(line)))) process.exitCode = 1;
}
