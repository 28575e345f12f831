/**
 * Moves the app database from a running cluster of an older PostgreSQL major into a fresh one of the embedded
 * major (issue 31). Neither pg_dump nor pg_upgrade ships with the embedded packages, so the new cluster reads the
 * old one itself, through postgres_fdw (which does ship):
 *
 * 1. the new database gets the old one's schema by running the same migrations the old one had applied (checked
 *    by hash against this release's journal), so tables, columns, indexes and constraints are this code's own;
 * 2. every table is emptied of the rows the migrations seeded and gets the old one's, `insert … select` from the
 *    imported foreign tables, in one transaction, with `session_replication_role = replica` (no trigger fires
 *    twice — counters kept by triggers are copied as they stood — and no foreign key is checked mid-copy);
 * 3. the sequences are set to where the old ones stood, the row counts of every table compared, and the
 *    planner's statistics gathered. The remaining migrations run at the app's usual start afterwards.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationJournal, migrationsFolder, runMigrations } from '../migrate.ts';
import { APP_DATABASE, EmbeddedPostgresError } from '../postgresProcess.ts';

export interface MovedTable {
  table: string;
  rows: number;
}

export interface MoveResult {
  /** How many of the journal's migrations the old database had applied. */
  migrations: number;
  tables: MovedTable[];
}

interface ClusterAddress {
  /** The directory of the cluster's unix socket. */
  socketDir: string;
  port: number;
}

const FOREIGN_SERVER = 'trainerlog_upgrade_source';
const SOURCE_SCHEMA_PREFIX = 'trainerlog_upgrade_';

export function databaseUrl(cluster: ClusterAddress, database: string): string {
  return `postgresql://postgres@${encodeURIComponent(cluster.socketDir)}:${cluster.port}/${database}`;
}

export async function moveAppDatabase(
  from: ClusterAddress,
  to: ClusterAddress,
  log: (message: string) => void,
): Promise<MoveResult> {
  const oldAdmin = await connect(databaseUrl(from, 'postgres'));
  try {
    const found = await oldAdmin.query('select 1 from pg_database where datname = $1', [APP_DATABASE]);
    if (found.rowCount === 0) return { migrations: 0, tables: [] }; // Never got past the first start.
  } finally {
    await oldAdmin.end();
  }

  const old = await connect(databaseUrl(from, APP_DATABASE));
  const newAdmin = await connect(databaseUrl(to, 'postgres'));
  await newAdmin.query(`create database ${APP_DATABASE}`).finally(() => newAdmin.end());
  const target = new pg.Pool({ connectionString: databaseUrl(to, APP_DATABASE), max: 1 });
  try {
    const migrations = await appliedMigrationCount(old);
    await runMigrations(target, { upTo: migrations });
    const tables = await userTables(old);
    const expected = await userTables(target);
    assertSameTables(tables, expected);

    const client = await target.connect();
    try {
      await importOldTables(client, from, [...new Set(tables.map((table) => table.schema))]);
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      // The migrations' own rows (a singleton state row, seeded lists) are in the old database too, maybe changed.
      if (tables.length > 0) {
        await client.query(`truncate ${tables.map((table) => qualified(client, table.schema, table.name)).join(', ')}`);
      }
      for (const table of tables) {
        const started = Date.now();
        const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
        const copied = await client.query(
          `insert into ${qualified(client, table.schema, table.name)} (${columns}) overriding system value ` +
            `select ${columns} from ${qualified(client, SOURCE_SCHEMA_PREFIX + table.schema, table.name)}`,
        );
        if ((copied.rowCount ?? 0) >= 10_000) {
          log(`  ${table.schema}.${table.name}: ${copied.rowCount} rows in ${Date.now() - started} ms`);
        }
      }
      await copySequences(old, client);
      await client.query('commit');
      await dropOldTables(client, tables);
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }

    const moved = await compareRowCounts(old, target, tables);
    await target.query('analyze');
    return { migrations, tables: moved };
  } finally {
    await old.end();
    await target.end();
  }
}

async function connect(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}

/** The old database's applied migrations must be the first ones of this release's journal, hash for hash. */
async function appliedMigrationCount(old: pg.Client): Promise<number> {
  const table = await old.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations') as found`,
  );
  if (!table.rows[0]?.found) return 0;
  const applied = await old.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
  );
  const journal = migrationJournal();
  applied.rows.forEach((row, index) => {
    const entry = journal[index];
    const hash =
      entry &&
      createHash('sha256')
        .update(fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`)))
        .digest('hex');
    if (!entry || Number(row.created_at) !== entry.when || row.hash !== hash) {
      throw new EmbeddedPostgresError(
        `the old database's migration ${index + 1} (made at ${row.created_at}) is not this release's ` +
          `${entry ? entry.tag : '(it has fewer)'}; it was made by another Trainer Log version`,
      );
    }
  });
  return applied.rows.length;
}

interface UserTable {
  schema: string;
  name: string;
  /** Stored columns in order (generated ones are computed again). */
  columns: string[];
  /** "name type" of every column, to compare both sides. */
  shape: string[];
}

/** Ordinary tables outside the system's and drizzle's schemas, with their columns. */
async function userTables(db: pg.Client | pg.Pool): Promise<UserTable[]> {
  const result = await db.query<{ schema: string; name: string; columns: string[]; shape: string[] }>(`
    select n.nspname::text as schema, c.relname::text as name,
           array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns,
           array_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) order by a.attnum) as shape
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind = 'r'
       and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
       and n.nspname not like 'pg\\_%'
       and n.nspname not like '${SOURCE_SCHEMA_PREFIX}%'
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
     group by n.nspname, c.relname
     order by n.nspname, c.relname`);
  return result.rows.map((row) => ({ ...row, columns: row.columns ?? [] }));
}

function assertSameTables(old: UserTable[], rebuilt: UserTable[]): void {
  const describe = (tables: UserTable[]) => tables.map((t) => `${t.schema}.${t.name}(${t.shape.join(', ')})`);
  const oldShapes = describe(old);
  const newShapes = new Set(describe(rebuilt));
  const differing = [
    ...oldShapes.filter((shape) => !newShapes.has(shape)),
    ...[...newShapes].filter((shape) => !oldShapes.includes(shape)),
  ];
  if (differing.length > 0) {
    throw new EmbeddedPostgresError(
      `the old database's tables differ from the ones its migrations make here: ${differing.slice(0, 3).join('; ')}`,
    );
  }
}

async function importOldTables(client: pg.PoolClient, from: ClusterAddress, schemas: string[]): Promise<void> {
  const literal = (value: string) => client.escapeLiteral(value);
  await client.query('create extension if not exists postgres_fdw');
  await client.query(
    `create server ${FOREIGN_SERVER} foreign data wrapper postgres_fdw options (host ${literal(from.socketDir)}, ` +
      `port ${literal(String(from.port))}, dbname ${literal(APP_DATABASE)}, fetch_size '10000')`,
  );
  await client.query(`create user mapping for current_user server ${FOREIGN_SERVER} options (user 'postgres')`);
  for (const schema of schemas) {
    const local = client.escapeIdentifier(SOURCE_SCHEMA_PREFIX + schema);
    await client.query(`create schema ${local}`);
    await client.query(
      `import foreign schema ${client.escapeIdentifier(schema)} from server ${FOREIGN_SERVER} into ${local}`,
    );
  }
}

async function dropOldTables(client: pg.PoolClient, tables: UserTable[]): Promise<void> {
  for (const schema of new Set(tables.map((table) => table.schema))) {
    await client.query(`drop schema ${client.escapeIdentifier(SOURCE_SCHEMA_PREFIX + schema)} cascade`);
  }
  await client.query(`drop server if exists ${FOREIGN_SERVER} cascade`);
  await client.query('drop extension if exists postgres_fdw');
}

/** Every sequence (serials and identities) continues where the old one stood. */
async function copySequences(old: pg.Client, client: pg.PoolClient): Promise<void> {
  const sequences = await old.query<{ schemaname: string; sequencename: string; last_value: string | null }>(
    `select schemaname, sequencename, last_value from pg_sequences
      where schemaname not in ('pg_catalog', 'information_schema') and last_value is not null`,
  );
  for (const sequence of sequences.rows) {
    await client.query('select setval($1::regclass, $2, true)', [
      qualified(client, sequence.schemaname, sequence.sequencename),
      sequence.last_value,
    ]);
  }
}

async function compareRowCounts(old: pg.Client, target: pg.Pool, tables: UserTable[]): Promise<MovedTable[]> {
  const moved: MovedTable[] = [];
  const mismatches: string[] = [];
  for (const table of tables) {
    const from = qualified(old, table.schema, table.name);
    const before = Number((await old.query<{ n: string }>(`select count(*) as n from ${from}`)).rows[0]!.n);
    const after = Number((await target.query<{ n: string }>(`select count(*) as n from ${from}`)).rows[0]!.n);
    if (before !== after) mismatches.push(`${table.schema}.${table.name}: ${before} before, ${after} after`);
    moved.push({ table: `${table.schema}.${table.name}`, rows: after });
  }
  if (mismatches.length > 0) {
    throw new EmbeddedPostgresError(`the row counts differ after the copy: ${mismatches.join('; ')}`);
  }
  return moved;
}

function qualified(client: pg.Client | pg.PoolClient, schema: string, name: string): string {
  return `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
}
