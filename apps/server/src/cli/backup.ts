/**
 * `npm run backup [-- --dump]`: takes one backup now into DATA_DIR/backups — a base backup of the embedded
 * PostgreSQL (running under the app or not), or a pg_dump archive of DATABASE_URL — verified, and kept like the
 * scheduled ones (BACKUP_KEEP). `--dump` makes a pg_dump archive of the embedded database too: the one kind of
 * backup a newer PostgreSQL major can restore (the by-hand upgrade path, upgrade/upgradeCluster.ts); it needs the
 * system's client tools (PG_BIN_DIR or the PATH). Prints the file's path; exit 1 with the reason when it fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from '../db/backup/archive.ts';
import { takeBackup, type BackupSource } from '../db/backup/takeBackup.ts';
import { ensureEmbeddedPostgres, EmbeddedPostgresError, type EmbeddedPostgres } from '../db/embedded.ts';

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== '--dump');
  if (unknown.length > 0) throw new BackupError('Usage: npm run backup [-- --dump]');
  const dump = args.includes('--dump');
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  let source: BackupSource;
  if (config.databaseUrl) {
    console.error('Database: DATABASE_URL (pg_dump, custom format)');
    source = { kind: 'url', connectionString: config.databaseUrl };
  } else {
    const pgData = path.join(config.dataDir, 'pg');
    if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
      throw new BackupError(
        `No Trainer Log database in ${config.dataDir} (no PostgreSQL cluster at ${pgData}); nothing to back up. ` +
          'Set DATA_DIR to the data directory the server uses, or DATABASE_URL to its PostgreSQL.',
      );
    }
    console.error(`Database: the embedded PostgreSQL in ${pgData} (${dump ? 'pg_dump' : 'base backup'})`);
    embedded = await ensureEmbeddedPostgres({ dataDir: config.dataDir });
    source = dump
      ? { kind: 'url', connectionString: embedded.connectionString }
      : { kind: 'embedded', pgData, connectionString: embedded.connectionString };
  }
  try {
    const entry = await takeBackup({ dataDir: config.dataDir, source, keep: config.backups.keep, reason: 'command' });
    const seconds = (entry.durationMs / 1000).toFixed(1);
    const megabytes = (entry.bytes / 1024 / 1024).toFixed(1);
    console.error(`Backup taken and verified in ${seconds} s (${megabytes} MB):`);
    console.log(path.join(config.dataDir, 'backups', entry.file));
  } finally {
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof EmbeddedPostgresError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
