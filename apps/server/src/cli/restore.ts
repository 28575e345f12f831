/**
 * `npm run restore -- <file> [--force]`: restores a backup into the configured database (the embedded PostgreSQL in
 * DATA_DIR, or DATABASE_URL). A database holding accounts is refused unless --force, and then backed up first
 * (db/backup/restore.ts). Stop Trainer Log before restoring into its embedded database.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from '../db/backup/archive.ts';
import { restoreBackup } from '../db/backup/restore.ts';
import { EmbeddedPostgresError } from '../db/embedded.ts';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

async function main(args: string[]): Promise<void> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new BackupError(USAGE);
  const config = loadConfig();
  console.error(
    config.databaseUrl ? 'Database: DATABASE_URL' : `Database: the embedded PostgreSQL in ${config.dataDir}`,
  );
  const result = await restoreBackup({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    file: files[0]!,
    force,
    keep: config.backups.keep,
    log: (message) => console.error(message),
  });
  console.error(
    `Restored: ${result.users} ${result.users === 1 ? 'account' : 'accounts'}. ` +
      'Start Trainer Log (npm start); it brings the schema up to date if the backup is older.',
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof EmbeddedPostgresError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
