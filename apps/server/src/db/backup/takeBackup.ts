/**
 * Takes one backup of the configured database into DATA_DIR/backups (issue 31): a base backup of the embedded
 * cluster, or a pg_dump of DATABASE_URL (archive.ts). Written under a dot-name, verified, then renamed — so a backup
 * killed half way leaves the earlier ones intact and nothing that looks complete — then entered in the manifest, and
 * the backups past BACKUP_KEEP (but the weekly one) deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  acquireBackupLock,
  backupFileName,
  backupsDirOf,
  backupsToDrop,
  becomesWeekly,
  listBackups,
  readManifest,
  removeAbandonedPartials,
  writeManifest,
  type BackupEntry,
  type BackupReason,
} from './backupFiles.ts';
import { BackupError, writeBaseBackup, writeDump } from './archive.ts';

/** Where the database is: the embedded cluster (its data directory and socket URL) or DATABASE_URL. */
export type BackupSource =
  { kind: 'embedded'; pgData: string; connectionString: string } | { kind: 'url'; connectionString: string };

export interface TakeBackupOptions {
  dataDir: string;
  source: BackupSource;
  /** How many backups are kept besides the weekly one (BACKUP_KEEP). */
  keep: number;
  reason: BackupReason;
  now?: () => Date;
}

export async function takeBackup({
  dataDir,
  source,
  keep,
  reason,
  now = () => new Date(),
}: TakeBackupOptions): Promise<BackupEntry> {
  const dir = backupsDirOf(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const release = acquireBackupLock(dir);
  if (!release) throw new BackupError(`Another backup or restore is running in ${dir}; try again when it is done.`);
  const takenAt = now();
  const kind = source.kind === 'embedded' ? 'base' : 'dump';
  const file = backupFileName(takenAt, kind);
  const partial = path.join(dir, `.partial-${file}.${process.pid}`);
  const started = Date.now();
  try {
    removeAbandonedPartials(dir);
    if (source.kind === 'embedded') await writeBaseBackup(source.pgData, source.connectionString, partial);
    else await writeDump(source.connectionString, partial);
    // Durable before it gets its final name: a crash after the rename must not leave a name without its bytes.
    const handle = fs.openSync(partial, 'r');
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    fs.renameSync(partial, path.join(dir, file));

    const existing = listBackups(dir).filter((entry) => entry.file !== file);
    const entry: BackupEntry = {
      file,
      takenAt: takenAt.toISOString(),
      kind,
      bytes: fs.statSync(path.join(dir, file)).size,
      durationMs: Date.now() - started,
      reason,
      weekly: becomesWeekly(existing, takenAt),
    };
    const all = [entry, ...existing];
    const dropped = new Set(backupsToDrop(all, keep).map((old) => old.file));
    for (const name of dropped) fs.rmSync(path.join(dir, name), { force: true });
    writeManifest(dir, { backups: all.filter((old) => !dropped.has(old.file)), lastFailure: null });
    return entry;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    const manifest = readManifest(dir);
    const message = error instanceof Error ? error.message : String(error);
    writeManifest(dir, { ...manifest, lastFailure: { at: new Date().toISOString(), message } });
    throw error;
  } finally {
    release();
  }
}

/** What the admin hub and the log say about backups: the last good one, the last failure, how many are kept. */
export interface BackupStatus {
  directory: string;
  lastGood: BackupEntry | null;
  lastFailure: { at: string; message: string } | null;
  count: number;
}

export function backupStatus(dataDir: string): BackupStatus {
  const dir = backupsDirOf(dataDir);
  const backups = listBackups(dir);
  const { lastFailure } = readManifest(dir);
  const lastGood = backups[0] ?? null;
  // A failure older than the last good backup is over.
  const current = lastFailure && (!lastGood || lastFailure.at > lastGood.takenAt) ? lastFailure : null;
  return { directory: dir, lastGood, lastFailure: current, count: backups.length };
}
