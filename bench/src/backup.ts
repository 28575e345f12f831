/**
 * Issue 31: how long a backup and a restore take on a seeded embedded database.
 * `node --import tsx bench/src/backup.ts [matches]` (default 1,000,000 TCG matches over 500 players): seeds a
 * throwaway DATA_DIR, takes a base backup of the running cluster, restores it into a second DATA_DIR and checks the
 * match count there. Prints seconds and sizes; deletes both DATA_DIRs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { restoreBackup } from '../../apps/server/src/db/backup/restore.ts';
import { takeBackup } from '../../apps/server/src/db/backup/takeBackup.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { seedCommunityDatabase } from './seed-matches.ts';

const matches = Number(process.argv[2] ?? 1_000_000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const dirs = [
  fs.mkdtempSync(path.join(os.tmpdir(), 'tl-bench-backup-')),
  fs.mkdtempSync(path.join(os.tmpdir(), 'tl-bench-restore-')),
];
const [source, target] = dirs as [string, string];
for (const dir of dirs) fs.chmodSync(dir, 0o755);

try {
  const server = await startEmbeddedPostgres({ dataDir: source });
  const pool = new pg.Pool({ connectionString: server.connectionString, max: 2 });
  await runMigrations(pool);
  const { seeded, ms: seedMs, megabytes } = await seedCommunityDatabase(pool, matches);
  console.log(`seeded ${seeded} matches in ${seconds(seedMs)}; database ${megabytes.toFixed(0)} MB`);
  await pool.end();

  const backupStart = performance.now();
  const entry = await takeBackup({
    dataDir: source,
    source: { kind: 'embedded', pgData: path.join(source, 'pg'), connectionString: server.connectionString },
    keep: 7,
    reason: 'command',
  });
  console.log(
    `backup: ${seconds(performance.now() - backupStart)}, ${(entry.bytes / 1024 / 1024).toFixed(0)} MB (${entry.file})`,
  );
  await server.stop();

  const restoreStart = performance.now();
  await restoreBackup({
    dataDir: target,
    databaseUrl: undefined,
    file: path.join(source, 'backups', entry.file),
    force: false,
    keep: 7,
    log: () => {},
  });
  const restoreMs = performance.now() - restoreStart;
  const restored = await startEmbeddedPostgres({ dataDir: target });
  const check = new pg.Client({ connectionString: restored.connectionString });
  await check.connect();
  const { rows: counted } = await check.query<{ n: number }>('select count(*)::int as n from tcg_matches');
  await check.end();
  await restored.stop();
  console.log(`restore: ${seconds(restoreMs)}; ${counted[0]!.n} matches in the restored database (seeded ${seeded})`);
} finally {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}
