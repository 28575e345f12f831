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
/** Steps of more matches than this are bulk-loaded (seedCommunityMatches); smaller ones go through the triggers. */
const BULK_FROM = 500_000;
const PLAYERS = 2_000;
const REQUESTS = 60;

/**
 * The community sizes measured: 10k, 100k and 1M, and 10M with BENCH_COMMUNITY_10M=1 (bulk-loaded: ~N min more, see
 * README), up to `max`.
 */
export function communitySizes(max = Infinity): number[] {
  const sizes = [10_000, 100_000, 1_000_000];
  if (process.env.BENCH_COMMUNITY_10M === '1') sizes.push(10_000_000);
  return sizes.filter((s) => s <= max);
}

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

/**
 * One statement adding `$1` community matches (see header). The archetypes are picked by `width_bucket` over their
 * cumulative weights (the bucket whose lower bound is the largest at or below the draw).
 */
const COMMUNITY_INSERT = `
  with players as (select array_agg(id order by username) ids from users where username like 'community%'),
  decks as (
    select array_agg(name order by rank) names, array_agg(id order by rank) cats,
      array_agg(sum - 1.0 / rank order by rank) lower_bounds, max(sum) total
    from (
      select c.name, c.id, a.rank, sum(1.0 / a.rank) over (order by a.rank) sum
      from unnest($2::text[]) with ordinality a(name, rank) join deck_categories c on c.name = a.name
    ) w
  ),
  chosen as (
    select g, random() rogue_p, random() rogue_o, random() r, (random() * 729)::int age,
      1 + (random() ^ 2 * ($3::int - 1))::int player,
      width_bucket(random() * d.total, d.lower_bounds) pi, width_bucket(random() * d.total, d.lower_bounds) oi,
      d.names, d.cats
    from generate_series(1, $1::int) g, decks d
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
  from chosen c, players pl`;

/**
 * Adds `count` community matches (see header); returns the seconds it took. With the triggers on (batches of 50,000,
 * each statement keeping the aggregates as the API's writes do: ~270 s a million on two cores), or `bulk`: the user
 * triggers and the indexes (but the constraints') off for the load (one transaction, statements of 1,000,000), the
 * indexes made again from their definitions, then every kept figure the triggers would
 * have written made again from the matches — `community_rebuild()` (the community tables, their roll-ups and the
 * deck names), the per-user counts and the global count — so the database ends exactly as the triggers leave it
 * (the community tests check that rebuild against the triggers), in minutes for 10,000,000 instead of hours.
 */
export async function seedCommunityMatches(pool: pg.Pool, count: number, bulk = false): Promise<number> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    let indexes: { name: string; definition: string }[] = [];
    if (bulk) {
      await client.query('begin');
      await client.query('alter table tcg_matches disable trigger user');
      // Indexes other than the constraints' are made again after the load: sorting 10M rows once is minutes, keeping
      // a dozen B-trees larger than memory row by row is most of an hour.
      ({ rows: indexes } = await client.query<{ name: string; definition: string }>(`
        select indexname as name, indexdef as definition from pg_indexes i
        where schemaname = current_schema() and tablename = 'tcg_matches'
          and not exists (select 1 from pg_constraint c where c.conindid = format('%I', i.indexname)::regclass)`));
      for (const index of indexes) await client.query(`drop index "${index.name}"`);
    }
    const batch = bulk ? 1_000_000 : BATCH;
    for (let done = 0; done < count; done += batch) {
      await client.query(COMMUNITY_INSERT, [Math.min(batch, count - done), COMMUNITY_ARCHETYPES, PLAYERS]);
    }
    if (bulk) {
      await client.query('alter table tcg_matches enable trigger user');
      await client.query(`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await client.query(index.definition);
      await client.query('select community_rebuild()');
      await client.query(`
        with counted as (
          select user_id, count(*)::int matches, (count(*) filter (where wins > losses))::int won
          from tcg_matches where user_id in (select id from users where username like 'community%') group by user_id
        )
        insert into tcg_match_user_counts as c (user_id, matches, won, version) select *, 1 from counted
        on conflict (user_id) do update set matches = excluded.matches, won = excluded.won, version = c.version + 1`);
      await client.query(`
        update match_count_slots set count = count + (select count(*) from tcg_matches) -
          (select sum(count) from match_count_slots where game = 'tcg')
        where game = 'tcg' and slot = 0`);
      await client.query('commit');
    }
  } catch (error) {
    if (bulk) await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
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
  sizes: readonly number[] = communitySizes(),
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
    const seedSeconds = size > have ? await seedCommunityMatches(pool, size - have, size - have > BULK_FROM) : 0;
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
  const sizes = communitySizes(Number(process.argv[2] ?? Infinity));
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
