// `npm run bench`: the account, deck, card, TCG and VGC match endpoints under concurrent load on a seeded database (a
// player with 10,000 TCG and 10,000 VGC matches in a community of 1,000 players with 500,000 and 100,000), next to a
// bare Fastify JSON route measured in the same run on the same machine, printed as a table with ratios.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiEndpoints, type EndpointSpec } from '@trainerlog/core';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/connect.ts';
import { ensureEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { benchApi, endpointUrl } from './benchApi.ts';
import { explainEndpoints } from './explain.ts';
import { percentile, runLoad, type LoadResult, type LoadSpec } from './load.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { checkSeededMatches, seedMatches } from './seed-matches.ts';
import { benchBringLead } from './bringLead.ts';
import { checkSeededVgcMatches, createBenchTeams, SEARCH_FRAGMENT, seedVgcMatches } from './seed-vgc-matches.ts';
import { benchScaling, formatGrowth } from './scaling.ts';
import { benchPtcgl } from './ptcgl.ts';
import { benchCardFacts } from './cardFacts.ts';
import { benchShowdown } from './showdown.ts';
import { benchUpgrade } from './upgrade.ts';
import { benchLimitless } from './limitless.ts';
import { benchSocial } from './social.ts';
import { benchDataMoves } from './dataMoves.ts';
import { benchMixed } from './mixed.ts';
import { benchWriters } from './writers.ts';
import { benchWebSize } from './webSize.ts';

const SEEDED_USERS = Number(process.env.BENCH_USERS ?? 10_000);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 4) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const COMMUNITY_USERS = Number(process.env.BENCH_COMMUNITY_USERS ?? 1_000);
const COMMUNITY_MATCHES = Number(process.env.BENCH_COMMUNITY_MATCHES ?? 500_000);
const PLAYER_MATCHES = Number(process.env.BENCH_PLAYER_MATCHES ?? 10_000);
const VGC_COMMUNITY_MATCHES = Number(process.env.BENCH_VGC_COMMUNITY_MATCHES ?? 100_000);
const VGC_PLAYER_MATCHES = Number(process.env.BENCH_VGC_PLAYER_MATCHES ?? 10_000);
const LIST_AT_64 = 'GET /api/tcgmatches?page=1&pageSize=15 (dashboard list, 64 connections)';
const SUMMARY_AT_64 = 'GET /api/tcgmatches/summary (dashboard, 64 connections)';
/** BENCH_CASES=<regex>: run only the cases whose name matches (the bare baseline always runs first). */
const CASE_FILTER = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : undefined;
/** BENCH_EXPLAIN=1: print the plans of the match endpoints' statements on the seeded data, then stop. */
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
/** The bench player's decks that have matches (the first of the 50); the first is the active deck. */
const MATCH_DECKS = ['Charizard Pidgeot', 'Gardevoir', 'Dragapult Dusknoir', 'Raging Bolt Ogerpon', 'Lost Box'];

function load(
  spec: Omit<LoadSpec, 'concurrency' | 'durationMs' | 'maxRequests'> & Partial<LoadSpec>,
): Promise<LoadResult> {
  const full: LoadSpec = { concurrency: CONCURRENCY, durationMs: DURATION_MS, maxRequests: 200_000, ...spec };
  return runLoad(full);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const pg = await ensureEmbeddedPostgres({ dataDir, ephemeral: true });
  const database = connectDatabase(pg.connectionString, { max: 10 });
  const bare = Fastify();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await runMigrations(database.pool);
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // The bench seeds its own catalogue: no background import from the internet competing with it.
      CARD_CATALOGUE_AUTO_IMPORT: '0',
      LOGIN_RATE_LIMIT: '1000000',
      FORGOT_PASSWORD_RATE_LIMIT: '1000000',
      REGISTER_RATE_LIMIT: '1000000',
      COSTLY_WRITE_RATE_LIMIT: '1000000',
    });
    app = await buildApp({ config, db: database });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    bare.get('/bare', async () => ({ ok: true, now: Date.now() }));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    // Seed: one real account through the API, then SEEDED_USERS more rows sharing its password hash.
    const json = { 'content-type': 'application/json' };
    const { token } = await benchApi(appUrl).auth.register({
      username: 'benchuser',
      email: 'bench@example.com',
      password: 'pikachu123',
    });
    const seedStart = performance.now();
    await database.pool.query(
      `insert into users (username, email, password_hash)
       select 'seed' || g, 'seed' || g || '@example.com', (select password_hash from users where username = 'benchuser')
       from generate_series(1, $1::int) g`,
      [SEEDED_USERS],
    );
    const cardCount = await seedCatalogue(database.db, 100, 200);
    // The bench user's deck list: 50 full 60-card decks.
    const deckCards = Array.from({ length: 15 }, (_, i) => ({
      id: `bench1-${i + 1}`,
      name: `Card ${i + 1}`,
      supertype: 'Pokémon' as const,
      count: 4,
      setCode: 'B1',
      number: String(i + 1),
    }));
    const matchDecks: { id: string; name: string }[] = [];
    for (let d = 0; d < 50; d += 1) {
      const name = MATCH_DECKS[d] ?? `Deck ${d}`;
      const created = await benchApi(appUrl, token).decks.create({ name, cards: deckCards });
      if (d < MATCH_DECKS.length) matchDecks.push({ id: created._id, name });
    }
    await benchApi(appUrl, token).auth.setActiveDeck({ deckId: matchDecks[0]!.id });

    // Matches: the community's and the bench player's, in SQL; a current season over the last 90 days.
    const matchesStart = performance.now();
    const { rows: me } = await database.pool.query<{ id: string }>(`select id from users where username = 'benchuser'`);
    const matchCount = await seedMatches(database.pool, {
      communityUsers: COMMUNITY_USERS,
      communityMatches: COMMUNITY_MATCHES,
      player: { userId: me[0]!.id, matches: PLAYER_MATCHES, decks: matchDecks },
      days: 730,
      batchSize: 50_000,
    });
    const benchTeams = await createBenchTeams(appUrl, token);
    const vgcCount = await seedVgcMatches(database.pool, {
      communityMatches: VGC_COMMUNITY_MATCHES,
      player: { userId: me[0]!.id, matches: VGC_PLAYER_MATCHES, teams: benchTeams },
      days: 730,
      batchSize: 10_000,
    });
    const { rows: seasonRows } = await database.pool.query<{ id: string }>(
      `insert into seasons (name, start_date, end_date, is_current)
       values ('Bench season', current_date - 90, current_date + 30, true) returning id`,
    );
    const seasonId = seasonRows[0]!.id;
    const matchesMs = performance.now() - matchesStart;
    // VACUUM as autovacuum would soon after a bulk load (visibility map for index-only counts), so it does not
    // start in the middle of a measured case; then statistics for everything else.
    const vacuumStart = performance.now();
    await database.pool.query('vacuum (analyze) tcg_matches');
    await database.pool.query('vacuum (analyze) vgc_matches');
    await database.pool.query('analyze');
    const vacuumMs = performance.now() - vacuumStart;
    await checkSeededMatches(database.pool, matchCount);
    await checkSeededVgcMatches(database.pool, vgcCount, { appUrl, token, userId: me[0]!.id });
    const seedMs = performance.now() - seedStart;

    const auth = { 'x-auth-token': token };
    // Each case's URL is built once from the endpoint table; its query is written out as it always was.
    const api = apiEndpoints;
    const at = (endpoint: EndpointSpec, params?: Record<string, unknown>) => endpointUrl(appUrl, endpoint, params);
    const cases: { name: string; spec: Parameters<typeof load>[0] }[] = [
      { name: 'bare Fastify JSON route (baseline)', spec: { url: `${bareUrl}/bare`, method: 'GET', headers: {} } },
      { name: 'GET /api/health (select 1)', spec: { url: at(api.health.check), method: 'GET', headers: {} } },
      {
        name: 'GET /api/auth/user (session + user)',
        spec: { url: at(api.auth.user), method: 'GET', headers: auth },
      },
      {
        name: 'PUT /api/auth/dark-mode (write)',
        spec: {
          url: at(api.auth.setDarkMode),
          method: 'PUT',
          headers: { ...auth, ...json },
          body: '{"darkModeEnabled":true}',
        },
      },
      {
        name: 'GET /api/decks (50 decks of 60 cards)',
        spec: { url: at(api.decks.list), method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/cards/search (default name:*)',
        spec: { url: at(api.cards.search), method: 'GET', headers: {} },
      },
      {
        name: 'GET /api/cards/search?q=name:char* (prefix)',
        spec: { url: `${at(api.cards.search)}?q=name:char*`, method: 'GET', headers: {} },
      },
      {
        name: 'GET /api/cards/search?q=ball (contains)',
        spec: { url: `${at(api.cards.search)}?q=ball`, method: 'GET', headers: {} },
      },
      {
        name: 'POST /api/cards/resolve (60 lines)',
        spec: {
          url: at(api.cards.resolve),
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            lines: Array.from({ length: 60 }, (_, i) => ({
              name: 'x',
              setCode: `B${1 + (i % 100)}`,
              number: String(1 + i),
            })),
          }),
        },
      },
      {
        name: 'GET /api/tcgmatches?page=1&pageSize=15 (dashboard list)',
        spec: { url: `${at(api.tcgMatches.list)}?page=1&pageSize=15`, method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/tcgmatches?page=1&search=gardev',
        spec: { url: `${at(api.tcgMatches.list)}?page=1&search=gardev`, method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/tcgmatches?page=1&sort=a-z',
        spec: { url: `${at(api.tcgMatches.list)}?page=1&sort=a-z`, method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/tcgmatches?page=20&sort=z-a',
        spec: { url: `${at(api.tcgMatches.list)}?page=20&sort=z-a`, method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/tcgmatches?page=1&seasonId= (season filter)',
        spec: { url: `${at(api.tcgMatches.list)}?page=1&seasonId=${seasonId}`, method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/tcgmatches/summary (dashboard)',
        spec: { url: at(api.tcgMatches.summary), method: 'GET', headers: auth },
      },
      // Issue 18: p99 at most 50 ms at 64 connections for a player with 10,000 matches.
      {
        name: LIST_AT_64,
        spec: { url: `${at(api.tcgMatches.list)}?page=1&pageSize=15`, method: 'GET', headers: auth, concurrency: 64 },
      },
      {
        name: SUMMARY_AT_64,
        spec: { url: at(api.tcgMatches.summary), method: 'GET', headers: auth, concurrency: 64 },
      },
      {
        name: 'GET /api/vgcmatches?page=1&pageSize=15 (dashboard list)',
        spec: { url: `${at(api.vgcMatches.list)}?page=1&pageSize=15`, method: 'GET', headers: auth },
      },
      {
        name: `GET /api/vgcmatches?page=1&search=${SEARCH_FRAGMENT}`,
        spec: { url: `${at(api.vgcMatches.list)}?page=1&search=${SEARCH_FRAGMENT}`, method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/vgcmatches?page=1&sort=a-z',
        spec: { url: `${at(api.vgcMatches.list)}?page=1&sort=a-z`, method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/vgcmatches?page=1&teamKey=&teamId= (team filter)',
        spec: {
          url: `${at(api.vgcMatches.list)}?page=1&teamKey=${encodeURIComponent(benchTeams[0]!.key)}&teamId=${benchTeams[0]!.id}`,
          method: 'GET',
          headers: auth,
        },
      },
      {
        name: 'GET /api/vgcmatches/summary (dashboard)',
        spec: { url: at(api.vgcMatches.summary), method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/vgcmatches/team-stats (3 teams)',
        spec: { url: at(api.vgcMatches.teamStats), method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/tcgmatches/stats (analytics, cached)',
        spec: { url: at(api.tcgMatches.stats), method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/deck-analytics/:id (active deck, cached)',
        spec: { url: at(api.deckAnalytics.get, { id: matchDecks[0]!.id }), method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/vgcmatches/stats (analytics, cached)',
        spec: { url: at(api.vgcMatches.stats), method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/stats/overall',
        spec: { url: at(api.stats.overall), method: 'GET', headers: auth },
      },
      {
        name: 'GET /api/analytics/global/matrix (all time)',
        spec: { url: at(api.community.matrix), method: 'GET', headers: {} },
      },
      {
        name: 'GET /api/analytics/global/meta (all time)',
        spec: { url: at(api.community.meta), method: 'GET', headers: {} },
      },
      {
        name: 'GET /api/stats/global-counts',
        spec: { url: at(api.stats.globalCounts), method: 'GET', headers: {} },
      },
      {
        // Last of the match cases: every request adds a match to the bench player's 10,000.
        name: 'POST /api/tcgmatches (Bo1)',
        spec: {
          url: at(api.tcgMatches.create),
          method: 'POST',
          headers: { ...auth, ...json },
          body: JSON.stringify({
            deckId: matchDecks[0]!.id,
            opponentDeck: 'Gardevoir ex',
            format: 'Bo1',
            date: new Date().toISOString().slice(0, 10),
            games: [{ result: 'win', wentFirst: true, coinFlipWin: true, coinFlipChoice: 'first' }],
          }),
        },
      },
      {
        // Also last: every request adds a VGC match (species lookups, the saved team, the restricted limit).
        name: 'POST /api/vgcmatches (Bo1)',
        spec: {
          url: at(api.vgcMatches.create),
          method: 'POST',
          headers: { ...auth, ...json },
          body: JSON.stringify({
            teamId: benchTeams[0]!.id,
            playerTeam: benchTeams[0]!.species,
            opponentTeam: ['Miraidon', 'Iron Hands', 'Whimsicott', 'Farigiraf', 'Ogerpon-Wellspring', 'Chi-Yu'],
            opponentName: 'TailwindTerry',
            format: 'gen9vgc2025regg',
            bestOf: 1,
            date: new Date().toISOString().slice(0, 10),
            games: [
              {
                result: 'win',
                leadPokemon: benchTeams[0]!.species.slice(0, 2),
                broughtPokemon: benchTeams[0]!.species.slice(0, 4),
                opponentLeadPokemon: ['Miraidon', 'Whimsicott'],
                opponentBroughtPokemon: ['Miraidon', 'Whimsicott', 'Iron Hands', 'Chi-Yu'],
                firstKnockout: 'player',
              },
            ],
          }),
        },
      },
      {
        name: 'POST /api/auth/login (argon2id verify)',
        spec: {
          url: at(api.auth.login),
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 'seed42@example.com', password: 'pikachu123' }),
          concurrency: 4,
        },
      },
    ];

    if (EXPLAIN) {
      await explainEndpoints(
        database.pool,
        cases
          .filter(
            ({ spec }) =>
              spec.method === 'GET' &&
              [at(api.tcgMatches.list), at(api.vgcMatches.list)].some((base) => spec.url.startsWith(base)),
          )
          .map(({ name, spec }) => ({ name, url: spec.url, headers: spec.headers })),
      );
      return;
    }

    console.log(`Trainer Log bench — ${os.cpus().length} cores, Node ${process.version}`);
    const n = (x: number) => x.toLocaleString('en');
    console.log(
      `Seeded ${n(SEEDED_USERS + COMMUNITY_USERS)} users, ${n(cardCount)} catalogue cards, 50 decks and ` +
        `${n(matchCount)} TCG matches (${n(PLAYER_MATCHES)} of them the bench player's, ${n(COMMUNITY_MATCHES)} ` +
        `over ${n(COMMUNITY_USERS)} community players) and ${n(vgcCount)} VGC matches (${n(VGC_PLAYER_MATCHES)} the ` +
        `bench player's over 3 teams) in ${seedMs.toFixed(0)} ms: matches ${matchesMs.toFixed(0)} ms, ` +
        `vacuum + analyze ${vacuumMs.toFixed(0)} ms. ${DURATION_MS / 1000} s per case.\n`,
    );
    const rows: string[][] = [];
    const failures: string[] = [];
    for (const { name, spec } of cases) {
      if (CASE_FILTER && name !== cases[0]!.name && !CASE_FILTER.test(name)) continue;
      // One request first, so a wrong request shows its answer instead of only an error count.
      const probe = await fetch(spec.url, { method: spec.method, headers: spec.headers, body: spec.body });
      const probeText = await probe.text();
      if (probe.status >= 400) failures.push(`${name}: probe ${probe.status} ${probeText.slice(0, 300)}`);
      // The machine is shared: each case is compared with the bare route measured just before it (half as long),
      // so a burst of other work moves both sides of a ratio alike.
      const bareBefore = rows.length ? await load({ ...cases[0]!.spec, durationMs: DURATION_MS / 2 }) : undefined;
      const result = await load(spec);
      if (result.errors)
        failures.push(`${name}: ${result.errors} errors, statuses ${JSON.stringify(result.statusCounts)}`);
      const sorted = [...result.latenciesMs].sort((a, b) => a - b);
      const rps = (result.requests / result.elapsedMs) * 1000;
      const baseline = bareBefore ? (bareBefore.requests / bareBefore.elapsedMs) * 1000 : rps;
      rows.push([
        name,
        String(spec.concurrency ?? CONCURRENCY),
        result.requests.toLocaleString('en'),
        String(result.errors),
        rps.toFixed(0),
        percentile(sorted, 50).toFixed(2),
        percentile(sorted, 95).toFixed(2),
        percentile(sorted, 99).toFixed(2),
        `${(rps / baseline).toFixed(3)}`,
      ]);
    }
    const header = ['case', 'conc', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs bare'];
    console.log("vs bare: req/s over the bare route's req/s measured just before the case.\n");
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) console.log(line(row));
    printTargets(rows);
    if (failures.length) {
      console.error(`\nFailed requests:\n${failures.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await app?.close();
    await bare.close();
    await database.close();
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 18's targets over the table: each line says Within or MISSED, with the figure. */
function printTargets(rows: string[][]) {
  const byName = new Map(rows.map((row) => [row[0]!, row]));
  const lines: string[] = [];
  const ratio = (name: string, min: number, label: string) => {
    const row = byName.get(name);
    if (row) lines.push(`${Number(row[8]) >= min ? 'Within' : 'MISSED'}  ${label}: ${row[8]}× bare (≥ ${min}×)`);
  };
  const p99 = (name: string, max: number, label: string) => {
    const row = byName.get(name);
    if (row) lines.push(`${Number(row[7]) <= max ? 'Within' : 'MISSED'}  ${label}: p99 ${row[7]} ms (≤ ${max} ms)`);
  };
  ratio('GET /api/auth/user (session + user)', 0.5, 'signed-in floor, GET /api/auth/user');
  ratio('GET /api/tcgmatches?page=1&pageSize=15 (dashboard list)', 0.3, 'dashboard list page');
  ratio('GET /api/tcgmatches/summary (dashboard)', 0.3, 'dashboard summary');
  p99(LIST_AT_64, 50, 'dashboard list page at 64 connections, 10,000 matches');
  p99(SUMMARY_AT_64, 50, 'dashboard summary at 64 connections, 10,000 matches');
  if (lines.length) console.log(`\nIssue 18 targets:\n${lines.join('\n')}`);
}

await main();

// The web build's landing JavaScript (gzip) and service-worker precache (issue 18), from apps/web/dist.
if (process.env.BENCH_WEB !== '0' && !EXPLAIN) {
  await benchWebSize((l) => console.log(l));
}

// Mixed traffic (issue 31): 200 players × 60 s of list pages, summaries, analytics and creates, one instance and three.
if (process.env.BENCH_MIXED !== '0' && !EXPLAIN && !process.exitCode) {
  if (!(await benchMixed((l) => console.log(l)))) process.exitCode = 1;
}

// Writes that scale (issue 31): TCG creates/s with 1, 2 and 4 writer processes on one database.
if (process.env.BENCH_WRITERS !== '0' && !EXPLAIN && !process.exitCode) {
  if (!(await benchWriters((l) => console.log(l)))) process.exitCode = 1;
}

// Analytics as the community grows (issue 6), on a database of its own so the sizes are exact.
if (process.env.BENCH_SCALING !== '0' && !EXPLAIN && !process.exitCode) {
  const rows = await benchScaling(Number(process.env.BENCH_SCALING_MAX ?? Infinity), (l) => console.log(l));
  console.log(`\nAnalytics cost as the community grows (one player with 10,000 TCG and 10,000 VGC matches)\n`);
  console.log(formatGrowth(rows));
}

// The PTCGL game-log import (issue 12): reading speed and import requests per second.
if (process.env.BENCH_PTCGL !== '0' && !EXPLAIN && !process.exitCode) {
  await benchPtcgl((l) => console.log(l));
}

// Card-level insight (issue 30): card facts' reading cost and size, the backfill, the Cards view and community cards.
if (process.env.BENCH_CARDS !== '0' && !EXPLAIN && !process.exitCode) {
  await benchCardFacts((l) => console.log(l));
}

// The Showdown replay import (issue 13): reading speed and how long a Bo3's fetch, preview and import take.
if (process.env.BENCH_SHOWDOWN !== '0' && !EXPLAIN && !process.exitCode) {
  await benchShowdown((l) => console.log(l));
}

// The bring/lead advisor (issue 30): one opponent six over 10,000 VGC games, the pure function.
if (process.env.BENCH_BRING_LEAD !== '0' && !EXPLAIN && !process.exitCode) {
  if (!(await benchBringLead((l) => console.log(l)))) process.exitCode = 1;
}

// Friends, notifications and match groups (issue 14): the polled unread count, the groups page and the group popup.
if (process.env.BENCH_SOCIAL !== '0' && !EXPLAIN && !process.exitCode) {
  if (!(await benchSocial((l) => console.log(l)))) process.exitCode = 1;
}

// The Limitless tournament import (issue 15): the search over Limitless's pages, the standings and review steps, the
// import one at a time and 8 at once, and the history.
if (process.env.BENCH_LIMITLESS !== '0' && !EXPLAIN && !process.exitCode) {
  if (!(await benchLimitless((l) => console.log(l)))) process.exitCode = 1;
}

// Moving a player's data (issue 16): the guest sync of 1,000 local items, twice, and the export and import of a
// 10,000-match account.
if (process.env.BENCH_DATA !== '0' && !EXPLAIN && !process.exitCode) {
  if (!(await benchDataMoves((l) => console.log(l)))) process.exitCode = 1;
}

// Safe upgrades (issue 31): a 1,000,000-match cluster of the previous PostgreSQL major upgraded at start.
if (process.env.BENCH_UPGRADE !== '0' && !EXPLAIN && !process.exitCode) {
  if (!(await benchUpgrade((l) => console.log(l)))) process.exitCode = 1;
}
