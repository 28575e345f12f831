// `npm run bench:web` (issue 28): Lighthouse 12's default mobile profile over the built web app, as a guest and as a
// member with 2,000 matches (TCG and VGC), printed as a table against the targets and kept as JSON in
// bench/results/. Builds the web app first when it is stale, serves it on a free port from a throwaway embedded
// PostgreSQL (or DATABASE_URL), and drives the system Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
//
// BENCH_WEB_ROUTES=/,/decks   the routes (default: the eight of the issue)
// BENCH_WEB_USERS=guest       guest, member or both (default)
// BENCH_WEB_RUNS=3            runs per route and user; the median run by performance is reported (default 1)
// BENCH_WEB_MATCHES=2000      the member's matches, half TCG and half VGC
// BENCH_WEB_REPORTS=<folder>  also keep each run's whole Lighthouse report (JSON) there
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchApp, type BenchApp } from './benchApp.ts';
import { benchApi } from './benchApi.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedMatches } from './seed-matches.ts';
import { createBenchTeams, seedVgcMatches } from './seed-vgc-matches.ts';
import {
  allTargetsMet,
  DEFAULT_ROUTES,
  formatTable,
  lighthouseRun,
  medianRun,
  type BenchUser,
  type RouteFigures,
} from './webVitals.ts';
// @ts-expect-error -- plain .mjs helpers of the top-level scripts, without type declarations
import { ensureWebBuilt } from '../../scripts/lib/build-web.mjs';
// @ts-expect-error -- as above
import { findChromium } from '../../scripts/lib/chromium.mjs';

const ROUTES = (process.env.BENCH_WEB_ROUTES ?? DEFAULT_ROUTES.join(','))
  .split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const USERS = (process.env.BENCH_WEB_USERS ?? 'guest,member')
  .split(',')
  .map((user) => user.trim())
  .filter(Boolean);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const MATCHES = Number(process.env.BENCH_WEB_MATCHES ?? 2000);
const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

function checkOptions(): string[] {
  const problems: string[] = [];
  const badRoute = ROUTES.find((route) => !route.startsWith('/'));
  if (badRoute) problems.push(`BENCH_WEB_ROUTES: "${badRoute}" is not a path (it must start with /)`);
  const badUser = USERS.find((user) => user !== 'guest' && user !== 'member');
  if (badUser || USERS.length === 0) problems.push(`BENCH_WEB_USERS: "${badUser ?? ''}" is neither guest nor member`);
  if (!Number.isInteger(RUNS) || RUNS < 1) problems.push('BENCH_WEB_RUNS must be a whole number of at least 1');
  if (!Number.isInteger(MATCHES) || MATCHES < 0) problems.push('BENCH_WEB_MATCHES must be a whole number');
  return problems;
}

/** The member's history: decks and teams through the API, then the matches in SQL, as `npm run bench` seeds them. */
async function seedMember(bench: BenchApp, username: string): Promise<void> {
  const { rows } = await bench.database.pool.query<{ id: string }>('select id from users where username = $1', [
    username,
  ]);
  const userId = rows[0]!.id;
  // A small catalogue, so that the decks' cards are known cards.
  await seedCatalogue(bench.database.db, 1, 20);
  const deckCards = Array.from({ length: 15 }, (_, i) => ({
    id: `bench1-${i + 1}`,
    name: `Card ${i + 1}`,
    supertype: 'Pokémon' as const,
    count: 4,
    setCode: 'B1',
    number: String(i + 1),
  }));
  const decks: { id: string; name: string }[] = [];
  for (const name of ['Charizard Pidgeot', 'Gardevoir', 'Dragapult Dusknoir', 'Raging Bolt Ogerpon', 'Lost Box']) {
    const created = await benchApi(bench.url, bench.token).decks.create({ name, cards: deckCards });
    decks.push({ id: created._id, name });
  }
  await benchApi(bench.url, bench.token).auth.setActiveDeck({ deckId: decks[0]!.id });
  const tcg = Math.ceil(MATCHES / 2);
  // No community: the routes measured show the member's own matches only.
  await seedMatches(bench.database.pool, {
    communityUsers: 0,
    communityMatches: 0,
    player: { userId, matches: tcg, decks },
    days: 365,
    batchSize: 50_000,
  });
  const teams = await createBenchTeams(bench.url, bench.token);
  await seedVgcMatches(bench.database.pool, {
    communityMatches: 0,
    player: { userId, matches: MATCHES - tcg, teams },
    days: 365,
    batchSize: 50_000,
  });
  await bench.database.pool.query('analyze');
}

/** Lighthouse asks for another run when Chromium's trace came out unusable (NO_NAVSTART and the like). */
const ATTEMPTS = 3;

async function measure(route: string, user: BenchUser, options: Parameters<typeof lighthouseRun>[2]) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(route, user, options);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  ${route} (${user}): ${(error as Error).message} — measuring again`);
    }
  }
}

async function main(): Promise<number> {
  const problems = checkOptions();
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    return 2;
  }
  const chromePath = findChromium() as string | null;
  if (!chromePath) {
    console.error("No Chromium found: install Debian's chromium or set CHROMIUM_PATH.");
    return 2;
  }
  ensureWebBuilt();

  const username = `webbench${Date.now().toString(36)}`;
  const bench = await startBenchApp('web', username, process.env.DATABASE_URL || undefined);
  const origin = new URL(bench.url).origin;
  const results: RouteFigures[] = [];
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const startedAt = new Date().toISOString();
  const writeResults = () => {
    const record = { at: startedAt, runsPerRoute: RUNS, memberMatches: MATCHES, chromePath, results };
    fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  };
  try {
    if (USERS.includes('member')) {
      const started = performance.now();
      await seedMember(bench, username);
      console.log(
        `Seeded ${username} with ${MATCHES.toLocaleString('en')} matches in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    console.log(
      `Lighthouse 12, mobile profile (simulated slow 4G, 4× CPU slowdown), ${RUNS} run(s) per route, Chromium ${chromePath}`,
    );
    for (const line of formatTable([]).slice(0, 3)) console.log(line);
    for (const route of ROUTES) {
      for (const user of USERS as BenchUser[]) {
        const runs: RouteFigures[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await measure(route, user, { chromePath, origin, memberToken: bench.token }));
        }
        const median = medianRun(runs);
        results.push(median);
        // Each row as soon as it is measured (a full run takes a while), the table again at the end.
        console.log(formatTable([median]).at(-1));
        for (const warning of median.warnings) console.log(`    Lighthouse: ${warning}`);
        writeResults();
      }
    }
  } finally {
    await bench.close();
  }

  console.log('');
  for (const line of formatTable(results)) console.log(line);
  const met = results.filter(allTargetsMet).length;
  console.log(`\n${met} of ${results.length} route runs meet every target.`);

  console.log(`Results: ${path.relative(process.cwd(), file)}`);
  // As the other benches: a missed target fails the run.
  return met === results.length ? 0 : 1;
}

process.exitCode = await main();
