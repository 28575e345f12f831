/**
 * `npm run user -- list` and `npm run user -- role <username> <user|admin|owner>`.
 * Works against DATABASE_URL, or the embedded PostgreSQL in DATA_DIR — running (a started app) or not. It says
 * which database it uses, and never creates one: every command needs the accounts of an existing installation, so
 * a DATA_DIR without a cluster (usually: run from another directory, or without the server's DATA_DIR) is an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@trainerlog/core';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { ensureEmbeddedPostgres, EmbeddedPostgresError, type EmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { users } from '../db/schema/index.ts';
import { writeAudit } from '../modules/admin/index.ts';

const USAGE = `Usage:
  npm run user -- list                                  list every account and its role
  npm run user -- role <username> <user|admin|owner>    change an account's role`;

class UsageError extends Error {}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) return withDatabase(listUsers);
  if (command === 'role' && rest.length === 2) {
    const [username, role] = rest as [string, string];
    if (!(ROLES as readonly string[]).includes(role))
      throw new UsageError(`Unknown role "${role}"; use user, admin or owner.`);
    return withDatabase((db) => setRole(db, username, role as Role));
  }
  if (command === 'help' || command === '--help') return console.log(USAGE);
  throw new UsageError(command ? `Unknown command or wrong arguments.\n${USAGE}` : USAGE);
}

type Db = ReturnType<typeof connectDatabase>['db'];

async function withDatabase(work: (db: Db) => Promise<void>): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  if (config.databaseUrl) {
    console.error(`Database: ${withoutPassword(config.databaseUrl)} (DATABASE_URL)`);
  } else {
    const cluster = path.join(config.dataDir, 'pg');
    if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
      throw new UsageError(
        `No Trainer Log database in ${config.dataDir} (there is no PostgreSQL cluster at ${cluster}); nothing was ` +
          'created. Set DATA_DIR to the data directory the server uses (npm start uses ./data in the checkout), or ' +
          'DATABASE_URL to its PostgreSQL.',
      );
    }
    console.error(`Database: the embedded PostgreSQL in ${cluster} (DATA_DIR)`);
    embedded = await ensureEmbeddedPostgres({ dataDir: config.dataDir });
  }
  const database = connectDatabase(config.databaseUrl ?? embedded!.connectionString, { max: 2 });
  try {
    await runMigrations(database.pool);
    await work(database.db);
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

/** A connection string fit to print: the password replaced by ***. */
function withoutPassword(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}

async function listUsers(db: Db): Promise<void> {
  const rows = await db
    .select({ username: users.username, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(sql`lower(${users.username})`));
  if (rows.length === 0) {
    console.log('No accounts yet.');
    return;
  }
  const table = [
    ['USERNAME', 'EMAIL', 'ROLE', 'CREATED'],
    ...rows.map((r) => [r.username, r.email, r.role, r.createdAt.toISOString().slice(0, 10)]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  for (const row of table)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  console.log(`\n${rows.length} account${rows.length === 1 ? '' : 's'}`);
}

async function setRole(db: Db, username: string, role: Role): Promise<void> {
  const [found] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!found) throw new UsageError(`No account with the username "${username}". See: npm run user -- list`);
  if (found.role === role) {
    console.log(`${found.username} is already ${role}.`);
    return;
  }
  // Recorded like a change in the app (the owner's audit log), with no account as the actor.
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, found.id));
    await writeAudit(tx, {
      action: 'role.change',
      actorId: null,
      targetId: found.id,
      summary: `${found.username}: ${found.role} → ${role}`,
      source: 'cli',
    });
  });
  console.log(`${found.username} is now ${role} (was ${found.role}).`);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof EmbeddedPostgresError)
    fail(error.message);
  fail(`Failed: ${error instanceof Error ? error.message : String(error)}`);
}
