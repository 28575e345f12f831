/**
 * `npm run restore -- <file>` (issue 31): puts a backup back into the configured database — the embedded cluster in
 * DATA_DIR, or DATABASE_URL.
 *
 * - A database that holds data (any account) is refused unless `force`; with `force`, a backup of what is replaced
 *   is taken first (reason 'before-restore', kept like any other), so a restore is itself undoable.
 * - The file is verified before anything is touched.
 * - A base backup (embedded) is unpacked beside the cluster and swapped in only after the old cluster is stopped;
 *   when the restored cluster does not start, the old one is put back. The embedded cluster must not be in use by a
 *   running app (the DATA_DIR lock says so).
 * - A pg_dump archive goes in with `pg_restore --clean --if-exists --single-transaction`: all of it or nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedPostgresMajor, giveToServerUser, startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded.ts';
import {
  BackupError,
  baseBackupMajor,
  clientTool,
  runTool,
  unpackBaseBackup,
  verifyBaseBackup,
  verifyDump,
} from './archive.ts';
import type { BackupEntry } from './backupFiles.ts';
import { takeBackup, type BackupSource } from './takeBackup.ts';

export interface RestoreOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  file: string;
  force: boolean;
  keep: number;
  log: (message: string) => void;
}

export interface RestoreResult {
  /** The backup of what the restore replaced, when the database held data. */
  replaced: BackupEntry | null;
  /** Accounts in the restored database. */
  users: number;
}

export const holdsDataMessage = (where: string) =>
  `${where} holds data (accounts and their matches); nothing was changed. Run the restore again with --force to ` +
  'replace it — a backup of what it replaces is taken first.';

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const kind = file.endsWith('.tar.gz') ? 'base' : file.endsWith('.dump') ? 'dump' : null;
  if (!kind) throw new BackupError(`${file} is not a Trainer Log backup (a .tar.gz base backup or a .dump archive).`);
  if (kind === 'base') await verifyBaseBackup(file);
  else await verifyDump(file);

  if (options.databaseUrl) {
    if (kind === 'base') {
      throw new BackupError(
        `${path.basename(file)} is a base backup of the embedded PostgreSQL; it restores only into the embedded ` +
          'database (unset DATABASE_URL and set DATA_DIR). A managed PostgreSQL takes a .dump archive.',
      );
    }
    return restoreDumpInto({ kind: 'url', connectionString: options.databaseUrl }, file, options, 'DATABASE_URL');
  }
  if (kind === 'dump') {
    const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
    try {
      const source: BackupSource = {
        kind: 'embedded',
        pgData: path.join(options.dataDir, 'pg'),
        connectionString: embedded.connectionString,
      };
      return await restoreDumpInto(source, file, options, `The embedded database in ${options.dataDir}`);
    } finally {
      await embedded.stop();
    }
  }
  return restoreBaseBackup(file, options);
}

async function restoreDumpInto(
  source: BackupSource,
  file: string,
  options: RestoreOptions,
  where: string,
): Promise<RestoreResult> {
  const replaced = await keepWhatIsReplaced(source, options, where);
  options.log(`Restoring ${path.basename(file)}…`);
  const restored = await runTool(clientTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    '-d',
    source.connectionString,
    file,
  ]);
  if (restored.code !== 0) {
    throw new BackupError(`pg_restore failed; nothing was changed (exit ${restored.code}): ${restored.output.trim()}`);
  }
  return { replaced, users: await accountCount(source.connectionString) };
}

async function restoreBaseBackup(file: string, options: RestoreOptions): Promise<RestoreResult> {
  const backupMajor = await baseBackupMajor(file);
  const embeddedMajor = await embeddedPostgresMajor();
  if (backupMajor !== embeddedMajor) {
    throw new BackupError(
      `${path.basename(file)} is a base backup of PostgreSQL ${backupMajor}; this Trainer Log embeds PostgreSQL ` +
        `${embeddedMajor}, which cannot open it. Restore it with the Trainer Log version that took it.`,
    );
  }
  const pgData = path.join(options.dataDir, 'pg');
  let replaced: BackupEntry | null = null;
  if (fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
    const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
    try {
      const source: BackupSource = { kind: 'embedded', pgData, connectionString: embedded.connectionString };
      replaced = await keepWhatIsReplaced(source, options, `The embedded database in ${options.dataDir}`);
    } finally {
      await embedded.stop();
    }
  }

  options.log(`Restoring ${path.basename(file)} into ${pgData}…`);
  const staging = `${pgData}.restoring-${process.pid}`;
  const aside = `${pgData}.replaced-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  await unpackBaseBackup(file, staging);
  giveToServerUser(staging);
  const hadCluster = fs.existsSync(pgData);
  if (hadCluster) fs.renameSync(pgData, aside);
  fs.renameSync(staging, pgData);

  let embedded: EmbeddedPostgres | undefined;
  try {
    embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
    const users = await accountCount(embedded.connectionString);
    await embedded.stop();
    if (hadCluster) fs.rmSync(aside, { recursive: true, force: true });
    return { replaced, users };
  } catch (error) {
    await embedded?.stop().catch(() => {});
    // The restored cluster did not come up: put the one it replaced back, untouched.
    fs.rmSync(pgData, { recursive: true, force: true });
    if (hadCluster) fs.renameSync(aside, pgData);
    throw new BackupError(
      `The restored database did not start, so the previous one was put back: ${(error as Error).message}`,
    );
  }
}

/** Refuses a database holding data unless forced; forced, backs it up first and says where. */
async function keepWhatIsReplaced(
  source: BackupSource,
  options: RestoreOptions,
  where: string,
): Promise<BackupEntry | null> {
  if ((await accountCount(source.connectionString)) === 0) return null;
  if (!options.force) throw new BackupError(holdsDataMessage(where));
  options.log('Backing up what the restore replaces…');
  const entry = await takeBackup({ dataDir: options.dataDir, source, keep: options.keep, reason: 'before-restore' });
  options.log(`What was there is kept in ${path.join(options.dataDir, 'backups', entry.file)}`);
  return entry;
}

/** Accounts in the database: 0 for one without the app's tables (new, or never migrated). */
export async function accountCount(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const table = await client.query<{ present: boolean }>("select to_regclass('public.users') is not null as present");
    if (!table.rows[0]!.present) return 0;
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from users');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}
