/**
 * GET /api/admin/operations (issue 31): when the last good backup was taken (read from DATA_DIR/backups, so a
 * backup taken with `npm run backup` shows too) and the state of each outside service's circuit breaker.
 */
import type { AdminOperations } from '@trainerlog/core';
import type { CircuitBreakers } from '../../circuitBreaker.ts';
import { backupStatus } from '../../db/backup/takeBackup.ts';

export interface OperationsSources {
  dataDir: string;
  backups: { intervalHours: number; keep: number };
  breakers: CircuitBreakers;
  /** When the scheduled backup runs next; absent when this process runs no schedule (tests, DATABASE_URL). */
  nextBackupAt?: () => Date | null;
}

export type OperationsReport = () => AdminOperations;

export function createOperationsReport({ dataDir, backups, breakers, nextBackupAt }: OperationsSources) {
  return (): AdminOperations => {
    const status = backupStatus(dataDir);
    const nextAt = nextBackupAt?.() ?? null;
    const last = status.lastGood;
    return {
      backups: {
        scheduled: nextAt !== null,
        intervalHours: backups.intervalHours,
        keep: backups.keep,
        directory: status.directory,
        nextAt: nextAt?.toISOString() ?? null,
        lastGood: last && {
          file: last.file,
          takenAt: last.takenAt,
          kind: last.kind,
          bytes: last.bytes,
          durationMs: last.durationMs,
        },
        lastFailure: status.lastFailure,
        count: status.count,
      },
      services: breakers.snapshots(),
    };
  };
}
