// How analytics cost grows with the data (issue 6: "Extend `npm run bench` to measure both at 10k, 100k and 1M
// matches and print how cost grows"). A fresh database holds one player with 10,000 TCG and 10,000 VGC matches (the
// issue's personal target), then the community grows to 10k, 100k and 1M TCG matches (bench/src/community.ts); at
// each size the community endpoints and the player's personal analytics are timed with sequential requests (latency,
// not throughput: the main table measures throughput). Personal analytics are timed twice: "cached" repeats one query
// (the answer kept while the player's matches are unchanged), "computed" asks a different date range each time so
// every request loads and computes the answer.
//
// `npm run bench` runs it after the main table; BENCH_SCALING_MAX=100000 stops at 100k, BENCH_SCALING=0 skips it.
// Alone: `node --import tsx bench/src/scaling.ts [max matches]`.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { apiEndpoints } from '@trainerlog/core';
import { benchApi } from './benchApi.ts';
import { startBenchApp } from './benchApp.ts';
import { benchCommunity, communitySizes, type CommunityBenchRow, type TimedEndpoint } from './community.ts';
import { seedMatches } from './seed-matches.ts';
import { createBenchTeams, seedVgcMatches } from './seed-vgc-matches.ts';

const PLAYER_MATCHES = 10_000;
const PLAYER_DECKS = ['Charizard Pidgeot', 'Gardevoir', 'Dragapult Dusknoir', 'Raging Bolt Ogerpon', 'Lost Box'];

/** A day after every seeded match, different per request: a new cache key, the same matches counted. */
const laterDay = (i: number) => new Date(Date.UTC(2031, 0, 1) + (i + 10) * 86_400_000).toISOString().slice(0, 10);

export async function benchScaling(max: number, log: (line: string) => void): Promise<CommunityBenchRow[]> {
  const sizes = communitySizes(max);
  const bench = await startBenchApp('scaling', 'scaleuser');
  const { database, token } = bench;
  const appUrl = bench.url;
  try {
    const auth = { 'x-auth-token': token };
    const decks: { id: string; name: string }[] = [];
    for (const name of PLAYER_DECKS) {
      const created = await benchApi(appUrl, token).decks.create({ name });
      decks.push({ id: created._id, name });
    }
    const { rows: me } = await database.pool.query<{ id: string }>(`select id from users where username = 'scaleuser'`);
    const userId = me[0]!.id;
    await seedMatches(database.pool, {
      communityUsers: 0,
      communityMatches: 0,
      player: { userId, matches: PLAYER_MATCHES, decks },
      days: 730,
      batchSize: 50_000,
    });
    await seedVgcMatches(database.pool, {
      communityMatches: 0,
      player: { userId, matches: PLAYER_MATCHES, teams: await createBenchTeams(appUrl, token) },
      days: 730,
      batchSize: 10_000,
    });
    await database.pool.query('vacuum (analyze) tcg_matches');
    await database.pool.query('vacuum (analyze) vgc_matches');
    log(`scaling: player with ${PLAYER_MATCHES.toLocaleString('en-US')} TCG and VGC matches seeded`);
    const { tcgMatches, vgcMatches, stats } = apiEndpoints;
    const personal: TimedEndpoint[] = [
      { name: 'GET /api/tcgmatches/stats (player 10k, cached)', path: tcgMatches.stats.path, headers: auth },
      {
        name: 'GET /api/tcgmatches/stats (player 10k, computed)',
        path: (i) => `${tcgMatches.stats.path}?to=${laterDay(i)}`,
        headers: auth,
      },
      { name: 'GET /api/vgcmatches/stats (player 10k, cached)', path: vgcMatches.stats.path, headers: auth },
      {
        name: 'GET /api/vgcmatches/stats (player 10k, computed)',
        path: (i) => `${vgcMatches.stats.path}?to=${laterDay(i)}`,
        headers: auth,
      },
      { name: 'GET /api/stats/overall (player)', path: stats.overall.path, headers: auth },
      { name: 'GET /api/stats/trends (player)', path: stats.trends.path, headers: auth },
    ];
    return await benchCommunity(database.pool, appUrl, sizes, log, personal);
  } finally {
    await bench.close();
  }
}

/** One line per endpoint: p50 at each size and the ratio of the largest to the smallest (1.0 = flat). */
export function formatGrowth(rows: readonly CommunityBenchRow[]): string {
  const sizes = [...new Set(rows.map((r) => r.matches))].sort((a, b) => a - b);
  const endpoints = [...new Set(rows.map((r) => r.endpoint))];
  const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  const header = ['endpoint (p50 ms, sequential)', ...sizes.map(label), 'growth'];
  const body = endpoints.map((endpoint) => {
    const p50s = sizes.map((size) => rows.find((r) => r.endpoint === endpoint && r.matches === size)?.p50Ms ?? NaN);
    const growth = p50s.length > 1 ? `×${(p50s[p50s.length - 1]! / p50s[0]!).toFixed(2)}` : '';
    return [endpoint, ...p50s.map((p) => p.toFixed(1)), growth];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const max = Number(process.argv[2] ?? Infinity);
  benchScaling(max, (l) => console.log(l))
    .then((rows) => {
      console.log(`\nAnalytics cost as the community grows — ${os.cpus().length} cores\n`);
      console.log(formatGrowth(rows));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
