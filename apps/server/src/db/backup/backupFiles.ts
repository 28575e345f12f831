/**
 * The backups folder (DATA_DIR/backups): file names, the manifest, the lock, and which backups are kept.
 *
 * - A backup is written under a dot-name (`.partial-…`) and renamed to its final name only when it is complete and
 *   verified, so every `trainerlog-*.tar.gz` / `trainerlog-*.dump` in the folder is a good backup, and a killed
 *   backup leaves only a dot-file the next backup removes.
 * - `manifest.json` (written aside and renamed) says when each was taken, how long it took, which is the weekly one,
 *   and the last failure; the admin hub and the log read it. The files themselves stay the truth: an entry whose file
 *   is gone is not shown, and a file without an entry is still listed by its name's time.
 * - Kept: the newest `keep` backups, plus one weekly backup (a backup becomes the weekly one when the previous weekly
 *   one is 7 days older than it), so a mistake noticed after `keep` days can still be undone.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BACKUP_FILE_PATTERN = /^trainerlog-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z)\.(tar\.gz|dump)$/;
export const WEEK_MS = 7 * 24 * 3_600_000;

/** `base`: a physical base backup of the embedded cluster; `dump`: pg_dump's custom format (DATABASE_URL). */
export type BackupKind = 'base' | 'dump';
/** What asked for it: the schedule, `npm run backup`, or a restore keeping what it replaces. */
export type BackupReason = 'schedule' | 'command' | 'before-restore';

export interface BackupEntry {
  file: string;
  takenAt: string;
  kind: BackupKind;
  bytes: number;
  durationMs: number;
  reason: BackupReason;
  weekly: boolean;
}

export interface BackupManifest {
  backups: BackupEntry[];
  lastFailure: { at: string; message: string } | null;
}

export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

export function backupFileName(takenAt: Date, kind: BackupKind): string {
  const stamp = takenAt.toISOString().replace(/:/g, '-').replace('.', '-');
  return `trainerlog-${stamp}.${kind === 'base' ? 'tar.gz' : 'dump'}`;
}

export function readManifest(dir: string): BackupManifest {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Partial<BackupManifest>;
    return { backups: Array.isArray(parsed.backups) ? parsed.backups : [], lastFailure: parsed.lastFailure ?? null };
  } catch {
    return { backups: [], lastFailure: null };
  }
}

export function writeManifest(dir: string, manifest: BackupManifest): void {
  const file = path.join(dir, 'manifest.json');
  const aside = path.join(dir, `.manifest.${process.pid}.tmp`);
  fs.writeFileSync(aside, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(aside, file);
}

/** The complete backups in the folder, newest first, with what the manifest knows of each. */
export function listBackups(dir: string): BackupEntry[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const known = new Map(readManifest(dir).backups.map((entry) => [entry.file, entry]));
  const entries: BackupEntry[] = [];
  for (const name of names) {
    const match = BACKUP_FILE_PATTERN.exec(name);
    if (!match) continue;
    const entry = known.get(name);
    if (entry) {
      entries.push(entry);
      continue;
    }
    const [date, time] = match[1]!.split('T') as [string, string];
    const [h, m, s, ms = '000'] = time.replace('Z', '').split('-');
    entries.push({
      file: name,
      takenAt: new Date(`${date}T${h}:${m}:${s}.${ms}Z`).toISOString(),
      kind: match[2] === 'dump' ? 'dump' : 'base',
      bytes: fs.statSync(path.join(dir, name)).size,
      durationMs: 0,
      reason: 'command',
      weekly: false,
    });
  }
  return entries.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

/** Whether a backup taken now becomes the weekly one: none yet, or the newest weekly one is a week older. */
export function becomesWeekly(entries: readonly BackupEntry[], takenAt: Date): boolean {
  const newestWeekly = entries.find((entry) => entry.weekly);
  return !newestWeekly || takenAt.getTime() - Date.parse(newestWeekly.takenAt) >= WEEK_MS;
}

/** The backups to delete: all but the newest `keep` and the newest weekly one. */
export function backupsToDrop(entries: readonly BackupEntry[], keep: number): BackupEntry[] {
  const newestWeekly = entries.find((entry) => entry.weekly);
  return entries.slice(keep).filter((entry) => entry !== newestWeekly);
}

/**
 * One backup or restore at a time per backups folder (the schedule and `npm run backup` may meet): a lock file
 * naming the pid, taken with O_EXCL; a lock whose process is gone is stale and taken over.
 */
export function acquireBackupLock(dir: string): (() => void) | null {
  const file = path.join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) return null;
      fs.rmSync(file, { force: true });
    }
  }
  return null;
}

/** Removes what killed backups left behind (their pid is gone); a backup in progress elsewhere is left alone. */
export function removeAbandonedPartials(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    // `.partial-<file>.<pid>` and its companions (`.wal`, `.extras`, `.list`) while it is written.
    const match = /^\.partial-.*?\.(\d+)(?:\.[a-z]+)?$/.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid === process.pid || !processAlive(pid)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
