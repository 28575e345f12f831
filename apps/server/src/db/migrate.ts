import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant shared by every instance; "TLMIGRAT" in ASCII.
const MIGRATION_LOCK_KEY = 0x544c4d49_47524154n;

export interface MigrationEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The committed migrations in order, as the drizzle journal lists them. */
export function migrationJournal(): MigrationEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: MigrationEntry[];
  };
  return journal.entries;
}

/**
 * Applies the committed migrations — all of them, or only the first `upTo` (an upgrade rebuilds an older
 * release's schema before its rows are copied in; the forward-migration test builds every earlier schema). Several
 * app instances may start at once against one DATABASE_URL, so the work happens under a session advisory lock:
 * the first applies, the others wait and then find nothing to do.
 */
export async function runMigrations(pool: pg.Pool, options: { upTo?: number } = {}): Promise<void> {
  const partial = options.upTo === undefined ? undefined : partialMigrationsFolder(options.upTo);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: partial ?? migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
    if (partial) fs.rmSync(partial, { recursive: true, force: true });
  }
}

/** drizzle's migrator reads a folder: a temporary one whose journal stops after the first `count` entries. */
function partialMigrationsFolder(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-migrations-'));
  const entries = migrationJournal().slice(0, count);
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as object;
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}
