// Issue 18: the VGC dashboard summary and team statistics must cost about the same for a player with 1,000 and with
// 10,000 matches. A fresh database holds one player with the bench's three saved teams and a current season (the
// latest 120 days, so the season records are computed too); the player's matches are seeded to 1,000, the three
// endpoints are timed with sequential requests (latency, not throughput), then 9,000 more matches are seeded and the
// endpoints timed again. Prints p50/p95 per size and the 10k/1k ratio of the p50s (target ≤ 1.3). Answers kept in
// memory (caching/userAnswers.ts) are turned off, so every request computes its answer.
//
// Alone: `node --import tsx bench/src/vgc-flat.ts [requests per endpoint, default 60]`; with VGC_FLAT_EXPLAIN=1, the
// plans of each endpoint's statements (EXPLAIN ANALYZE, bench/src/explain.ts) are printed at each size.
import { apiEndpoints, fillPath } from '@trainerlog/core';
import { startBenchApp } from './benchApp.ts';
import { explainEndpoints } from './explain.ts';
import { createBenchTeams, seedVgcMatches } from './seed-vgc-matches.ts';

const SIZES = [1_000, 10_000];
const WARM_UP = 20;

interface Timing {
  p50: number;
  p95: number;
}

async function time(url: string, token: string, requests: number): Promise<Timing> {
  const get = async () => {
    const res = await fetch(url, { headers: { 'x-auth-token': token } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < WARM_UP; i++) await get();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    await get();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

async function main() {
  const requests = Number(process.argv[2] ?? 60);
  process.env.MEMORY_CACHE_SECONDS = '0';
  const bench = await startBenchApp('vgc-flat', 'flatuser');
  try {
    const { database, token, url } = bench;
    const { rows: me } = await database.pool.query<{ id: string }>(`select id from users where username = 'flatuser'`);
    const userId = me[0]!.id;
    await database.pool.query(
      `insert into seasons (name, start_date, end_date, is_current)
       values ('Bench season', current_date - 120, current_date, true)`,
    );
    const teams = await createBenchTeams(url, token);
    const { vgcMatches } = apiEndpoints;
    const endpoints = [
      { name: 'GET /api/vgcmatches/summary', path: vgcMatches.summary.path },
      { name: 'GET /api/vgcmatches/team-stats', path: vgcMatches.teamStats.path },
      {
        name: 'GET /api/vgcmatches/team-stats/:id',
        path: fillPath(vgcMatches.teamStatsOf.path, { teamId: teams[0]!.id }),
      },
    ];
    const results = new Map<string, Timing[]>();
    let seeded = 0;
    for (const size of SIZES) {
      await seedVgcMatches(database.pool, {
        communityMatches: 0,
        player: { userId, matches: size - seeded, teams },
        days: 730,
        batchSize: 10_000,
      });
      seeded = size;
      await database.pool.query('vacuum (analyze) vgc_matches');
      if (process.env.VGC_FLAT_EXPLAIN === '1') {
        const headers = { 'x-auth-token': token };
        await explainEndpoints(
          database.pool,
          endpoints.map((endpoint) => ({ name: endpoint.name, url: `${url}${endpoint.path}`, headers })),
        );
      }
      for (const endpoint of endpoints) {
        const timing = await time(`${url}${endpoint.path}`, token, requests);
        results.set(endpoint.name, [...(results.get(endpoint.name) ?? []), timing]);
        console.log(
          `${size.toLocaleString('en-US')} matches  ${endpoint.name.padEnd(36)} p50 ${timing.p50.toFixed(2)} ms` +
            `  p95 ${timing.p95.toFixed(2)} ms`,
        );
      }
    }
    console.log('');
    for (const [name, [small, large]] of results) {
      const ratio = large!.p50 / small!.p50;
      console.log(`${name.padEnd(36)} p50 10k/1k = ${ratio.toFixed(2)}${ratio <= 1.3 ? '' : '  (above 1.3)'}`);
    }
  } finally {
    await bench.close();
  }
}

await main();
