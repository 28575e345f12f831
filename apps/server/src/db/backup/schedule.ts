/**
 * Backups on a schedule (BACKUP_INTERVAL_HOURS): the next one is due an interval after the last good one, so a
 * restarted app neither skips nor doubles a backup; one overdue at start (or the very first) runs a minute after the
 * start, out of the way of the first requests. A failed backup is logged and tried again within the hour.
 */
import type { FastifyBaseLogger } from 'fastify';
import { clockTime } from '../../outage.ts';
import { backupStatus, takeBackup, type BackupSource } from './takeBackup.ts';

const FIRST_DELAY_MS = 60_000;
const RETRY_MS = 3_600_000;

export interface BackupScheduleOptions {
  dataDir: string;
  source: BackupSource;
  intervalHours: number;
  keep: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export type BackupSchedule = ReturnType<typeof startBackupSchedule>;

export function startBackupSchedule({ dataDir, source, intervalHours, keep, log }: BackupScheduleOptions) {
  const intervalMs = intervalHours * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let nextAt: Date;
  let running: Promise<void> | undefined;
  let stopped = false;

  function plan(delayMs: number) {
    if (stopped) return;
    nextAt = new Date(Date.now() + delayMs);
    clearTimeout(timer);
    timer = setTimeout(() => (running = runOnce().finally(() => (running = undefined))), delayMs);
    timer.unref();
  }

  async function runOnce() {
    try {
      const entry = await takeBackup({ dataDir, source, keep, reason: 'schedule' });
      plan(intervalMs);
      const size = `${(entry.bytes / 1024 / 1024).toFixed(1)} MB`;
      log.info(
        { backup: entry.file, bytes: entry.bytes, durationMs: entry.durationMs },
        `Backup taken and verified: ${entry.file} (${size} in ${(entry.durationMs / 1000).toFixed(1)} s); ` +
          `next at ${clockTime(nextAt)}`,
      );
    } catch (error) {
      plan(Math.min(RETRY_MS, intervalMs));
      log.error({ err: error }, `Backup failed: ${(error as Error).message}; trying again at ${clockTime(nextAt)}`);
    }
  }

  const status = backupStatus(dataDir);
  const last = status.lastGood;
  const dueIn = last ? Date.parse(last.takenAt) + intervalMs - Date.now() : 0;
  plan(Math.max(dueIn, FIRST_DELAY_MS));
  log.info(
    last
      ? `Last good backup: ${last.file}, taken ${last.takenAt}; next backup at ${clockTime(nextAt!)}`
      : `No backup yet in ${status.directory}; the first one at ${clockTime(nextAt!)}`,
  );

  return {
    intervalHours,
    nextAt: () => (stopped ? null : nextAt),
    /** Waits for a backup in progress, so the database is not stopped under it. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
