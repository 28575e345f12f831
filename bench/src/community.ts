// Community analytics bench (issue 6: "the matrix over 1,000,000 matches answers in under 20 ms on the server"; "the
// bench table shows flat community cost as matches grow").
//
// `benchCommunity(pool, appUrl, sizes)` grows a community of TCG matches in SQL to each size in turn (10k, 100k, 1M by
// default) and times GET /api/analytics/global/matrix (all time and one season) and /meta at each size, returning one
// row per size and endpoint. The seeded matches are realistic enough for the aggregates: 25 archetypes with a skewed
// share (weight 1/rank), ~5% rogue deck names no category takes, ~48/48/4 % wins/losses/ties, dates over two years,
// 2,000 players. They are inserted with the triggers on (batches of 50,000), so the seeding time includes keeping the
// aggregates, and categorised as the server would (each archetype's keyword is its name).
//
// Run alone: `node --import tsx bench/src/community.ts [max matches]` (embedded PostgreSQL in a temporary directory).
// For quicker iteration, COMMUNITY_BENCH_DATA_DIR=<dir> keeps the cluster there and reuses it on the next run (the
// matches already seeded count towards the sizes; new migrations are applied to them, backfills included).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiEndpoints } from '@trainerlog/core';
import type pg from 'pg';

export const COMMUNITY_ARCHETYPES = [
  'Charizard Pidgeot',
  'Gardevoir',
  'Dragapult Dusknoir',
  'Raging Bolt Ogerpon',
  'Lost Box',
  'Regidrago',
  'Gholdengo',
  'Lugia Archeops',
  'Roaring Moon',
  'Iron Thorns',
  'Miraidon',
  'Chien-Pao Baxcalibur',
  'Snorlax Stall',
  'Terapagos',
  'Palkia Origin',
  'Arceus Giratina',
  'Klawf',
  'Ancient Box',
  'Future Box',
  'Cornerstone Ogerpon',
  'Dialga Metang',
  'Banette',
  'Archaludon',
  'Grimmsnarl',
  'Pidgeot Control',
] as const;

const BATCH = 50_000;
const PLAYERS = 2_000;
const REQUESTS = 60;

export interface CommunityBenchRow {
  matches: number;
  endpoint: string;
  p50Ms: number;
  p95Ms: number;
  /** Seconds spent seeding up to this size (shown on the first row of a size). */
  seedSeconds: number;
}

/** A date window aligned on nothing (neither months nor weeks): about 7 months ending 17 days ago, as YYYY-MM-DD. */
function benchWindow(): { from: string; to: string } {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return { from: day(229), to: day(17) };
}

async function prepare(pool: pg.Pool): Promise<{ seasonId: string }> {
  await pool.query(
    `insert into users (username, email, password_hash)
     select 'community' || g, 'community' || g || '@example.com', 'x' from generate_series(1, $1::int) g
     on conflict do nothing`,
    [PLAYERS],
  );
  await pool.query(
    `insert into deck_categories (name, keywords)
     select n, array[lower(n)] from unnest($1::text[]) n
     on conflict do nothing`,
    [COMMUNITY_ARCHETYPES],
  );
  // The category rules changed under the app: bump the version so its caches reload.
  await pool.query(`update deck_category_state set version = version + 1`);
  const season = await pool.query<{ id: string }>(
    `insert into seasons (name, start_date, end_date)
     values ('Bench season', current_date - 120, current_date) returning id`,
  );
  return { seasonId: season.rows[0]!.id };
}

/** Adds `count` community matches (see header) in batches; returns the seconds it took. */
export async function seedCommunityMatches(pool: pg.Pool, count: number): Promise<number> {
  const started = performance.now();
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    await pool.query(
      `with players as (select array_agg(id order by username) ids from users where username like 'community%'),
       decks as (
         select array_agg(name order by rank) names, array_agg(id order by rank) cats,
           array_agg(sum order by rank) cumulative, max(sum) total
         from (
           select c.name, c.id, a.rank, sum(1.0 / a.rank) over (order by a.rank) sum
           from unnest($2::text[]) with ordinality a(name, rank) join deck_categories c on c.name = a.name
         ) w
       ),
       picks as (
         select g, random() pr, random() po, random() rogue_p, random() rogue_o, random() r,
           (random() * 729)::int age, 1 + (random() ^ 2 * ($3::int - 1))::int player
         from generate_series(1, $1::int) g
       ),
       chosen as (
         select p.*,
           (select min(i) from generate_subscripts(d.cumulative, 1) i where d.cumulative[i] >= p.pr * d.total) pi,
           (select min(i) from generate_subscripts(d.cumulative, 1) i where d.cumulative[i] >= p.po * d.total) oi,
           d.names, d.cats
         from picks p, decks d
       )
       insert into tcg_matches (user_id, deck_name, opponent_deck, format, date, wins, losses, result,
         player_category_id, opponent_category_id)
       select pl.ids[c.player],
         case when c.rogue_p < 0.05 then 'Rogue ' || (c.g % 40) else c.names[c.pi] end,
         case when c.rogue_o < 0.05 then 'Rogue ' || (c.g % 37) else c.names[c.oi] end,
         case when c.r < 0.04 then 'Bo3' else 'Bo1' end,
         current_date - c.age,
         case when c.r < 0.04 or c.r >= 0.52 then 1 else 0 end,
         case when c.r < 0.52 then 1 else 0 end,
         case when c.r < 0.04 then 'tie' when c.r < 0.52 then 'loss' else 'win' end,
         case when c.rogue_p < 0.05 then null else c.cats[c.pi] end,
         case when c.rogue_o < 0.05 then null else c.cats[c.oi] end
       from chosen c, players pl`,
      [n, COMMUNITY_ARCHETYPES, PLAYERS],
    );
  }
  await pool.query('analyze tcg_matches');
  return (performance.now() - started) / 1000;
}

/** One endpoint to time: a fixed path, or a path per request (to defeat a cache), with optional headers. */
export interface TimedEndpoint {
  name: string;
  path: string | ((i: number) => string);
  headers?: Record<string, string>;
}

async function time(appUrl: string, endpoint: TimedEndpoint): Promise<{ p50: number; p95: number }> {
  const urlOf = (i: number) => `${appUrl}${typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(i)}`;
  const get = async (i: number) => {
    const res = await fetch(urlOf(i), { headers: endpoint.headers });
    if (res.status !== 200) throw new Error(`${urlOf(i)}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 5; i++) await get(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await get(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Grows the community to each size and times the community endpoints there (see header). */
export async function benchCommunity(
  pool: pg.Pool,
  appUrl: string,
  sizes: readonly number[] = [10_000, 100_000, 1_000_000],
  log: (line: string) => void = () => {},
  /** More endpoints timed at each size (e.g. one player's personal analytics, to show they do not grow). */
  extra: readonly TimedEndpoint[] = [],
): Promise<CommunityBenchRow[]> {
  const { seasonId } = await prepare(pool);
  // Only the community's own matches count towards a size (a bench player's matches may be there too).
  const { rows: existing } = await pool.query<{ n: number }>(
    `select count(*)::int n from tcg_matches where user_id in (select id from users where username like 'community%')`,
  );
  let have = existing[0]!.n;
  const rows: CommunityBenchRow[] = [];
  for (const size of sizes) {
    const seedSeconds = size > have ? await seedCommunityMatches(pool, size - have) : 0;
    have = Math.max(have, size);
    log(`community: ${have.toLocaleString('en-US')} matches (seeded in ${seedSeconds.toFixed(1)} s)`);
    const window = `from=${benchWindow().from}&to=${benchWindow().to}`;
    const [matrix, meta] = [apiEndpoints.community.matrix.path, apiEndpoints.community.meta.path];
    const endpoints: TimedEndpoint[] = [
      { name: 'GET /api/analytics/global/matrix (all time)', path: matrix },
      { name: 'GET /api/analytics/global/matrix (season)', path: `${matrix}?seasonId=${seasonId}` },
      { name: 'GET /api/analytics/global/matrix (date window)', path: `${matrix}?${window}` },
      { name: 'GET /api/analytics/global/meta (all time)', path: meta },
      { name: 'GET /api/analytics/global/meta (season)', path: `${meta}?seasonId=${seasonId}` },
      { name: 'GET /api/analytics/global/meta (date window)', path: `${meta}?${window}` },
      ...extra,
    ];
    for (const [i, endpoint] of endpoints.entries()) {
      const { p50, p95 } = await time(appUrl, endpoint);
      rows.push({
        matches: size,
        endpoint: endpoint.name,
        p50Ms: p50,
        p95Ms: p95,
        seedSeconds: i === 0 ? seedSeconds : 0,
      });
    }
  }
  return rows;
}

export function formatCommunityRows(rows: readonly CommunityBenchRow[]): string {
  const header = ['matches', 'endpoint', 'p50 ms', 'p95 ms', 'seeded in'];
  const body = rows.map((r) => [
    r.matches.toLocaleString('en-US'),
    r.endpoint,
    r.p50Ms.toFixed(2),
    r.p95Ms.toFixed(2),
    r.seedSeconds ? `${r.seedSeconds.toFixed(1)} s` : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main() {
  const max = Number(process.argv[2] ?? 1_000_000);
  const sizes = [10_000, 100_000, 1_000_000].filter((s) => s <= max);
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { connectDatabase } = await import('../../apps/server/src/db/connect.ts');
  const { ensureEmbeddedPostgres } = await import('../../apps/server/src/db/embedded.ts');
  const { runMigrations } = await import('../../apps/server/src/db/migrate.ts');
  const keptDir = process.env.COMMUNITY_BENCH_DATA_DIR;
  if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tl-bench-community-'));
  fs.chmodSync(dataDir, 0o755);
  const pgServer = await ensureEmbeddedPostgres({ dataDir, ephemeral: true });
  const database = connectDatabase(pgServer.connectionString, { max: 10 });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await runMigrations(database.pool);
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CARD_CATALOGUE_AUTO_IMPORT: '0',
    });
    app = await buildApp({ config, db: database });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const rows = await benchCommunity(database.pool, appUrl, sizes, (l) => console.log(l));
    console.log(`\nCommunity analytics — ${os.cpus().length} cores, ${REQUESTS} sequential requests each\n`);
    console.log(formatCommunityRows(rows));
  } finally {
    await app?.close();
    await database.close();
    await pgServer.stop();
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
