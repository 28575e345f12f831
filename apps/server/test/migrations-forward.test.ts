/**
 * Issue 31: every earlier release's database migrates forward with its data. One database climbs the journal one
 * migration at a time; at every point each table that exists then and holds nothing yet gets a representative row
 * (values made from its columns' types, foreign keys pointing at rows seeded before, a CHECK's first listed value);
 * at the end every seeded row is still there and the schema equals a fresh migrate's (the run's template).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { withDatabaseName } from '../src/db/connect.ts';
import { migrationJournal, runMigrations } from '../src/db/migrate.ts';
import { adminQuery } from './support/admin-db.ts';

const { adminUrl, template, runId } = inject('testDatabase');
const name = `tl_fwd_${runId}_${randomBytes(3).toString('hex')}`;
afterAll(() => adminQuery(adminUrl, `drop database if exists ${name} with (force)`));

interface Column {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  references: string | null;
}

async function columnsOf(db: pg.Pool): Promise<Column[]> {
  const { rows } = await db.query<Column>(`
    select format('%I', c.relname) as table, a.attname::text as column, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as "notNull", (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "hasDefault",
           (select format('%I.%I', rc.relname, ra.attname)
              from pg_constraint f
              join pg_class rc on rc.oid = f.confrelid
              join pg_attribute ra on ra.attrelid = f.confrelid and ra.attnum = f.confkey[1]
             where f.conrelid = c.oid and f.contype = 'f' and f.conkey = array[a.attnum]
             limit 1) as references
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind = 'r'
     order by c.relname, a.attnum`);
  return rows;
}

/** The first literal a CHECK constraint on the column lists ("role in ('user', …)"), if any. */
async function checkedValue(db: pg.Pool, table: string, column: string): Promise<string | undefined> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = $1::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%' || $2 || '%'`,
    [table, column],
  );
  for (const { def } of rows) {
    const literal = new RegExp(`\\(?${column}\\)?(?:::text)? = ANY \\(\\(?ARRAY\\['([^']*)'`).exec(def);
    if (literal) return literal[1];
  }
  return undefined;
}

async function valueFor(db: pg.Pool, column: Column, point: number): Promise<unknown> {
  if (column.references) {
    const [table, key] = column.references.split('.') as [string, string];
    const { rows } = await db.query(`select ${key} as v from ${table} limit 1`);
    if (rows.length === 0) throw new Error(`nothing in ${table} yet`);
    return rows[0].v;
  }
  const listed = await checkedValue(db, column.table, column.column);
  if (listed !== undefined) return listed;
  const type = column.type;
  if (type.endsWith('[]')) return '{}';
  if (/^(text|character varying|citext)/.test(type)) return `seed ${column.column} ${point}`;
  if (/^(integer|smallint|bigint|numeric|real|double)/.test(type)) return 1;
  if (type === 'boolean') return true;
  if (type === 'uuid') return (await db.query('select gen_random_uuid() as v')).rows[0].v;
  if (/^(timestamp|date)/.test(type)) return '2025-03-01';
  if (/^jsonb?$/.test(type)) return '{}';
  if (type === 'bytea') return Buffer.from('seed');
  throw new Error(`no seed value for ${type}`);
}

/** One row in every empty table (several passes, so a table can point at one seeded in the same pass). */
async function seedEmptyTables(db: pg.Pool, point: number, seeded: Map<string, number>): Promise<void> {
  const columns = await columnsOf(db);
  const tables = [...new Set(columns.map((column) => column.table))];
  for (let pass = 0; pass < 4; pass++) {
    for (const table of tables) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      if (rows[0]!.n > 0) {
        if (!seeded.has(table)) seeded.set(table, rows[0]!.n); // Rows a migration put in.
        continue;
      }
      const needed = columns.filter((c) => c.table === table && ((c.notNull && !c.hasDefault) || c.references));
      try {
        const values = [];
        for (const column of needed) values.push(await valueFor(db, column, point));
        const list = needed.map((column) => `"${column.column}"`).join(', ');
        const params = needed.map((_, index) => `$${index + 1}`).join(', ');
        await db.query(
          needed.length ? `insert into ${table} (${list}) values (${params})` : `insert into ${table} default values`,
          values,
        );
        seeded.set(table, 1);
      } catch {
        // Another pass may find the rows it points at; what stays empty is listed below.
      }
    }
  }
}

/** Tables, columns, constraints, indexes and triggers of the public schema, as text to compare. */
async function schemaOf(connectionString: string): Promise<string[]> {
  const db = new pg.Pool({ connectionString, max: 1 });
  try {
    const parts = await Promise.all(
      [
        `select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
                coalesce(column_default, '') as line
           from information_schema.columns where table_schema = 'public'`,
        `select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
           from pg_constraint where connamespace = 'public'::regnamespace`,
        `select indexdef as line from pg_indexes where schemaname = 'public'`,
        `select tgrelid::regclass || ' ' || pg_get_triggerdef(oid) as line from pg_trigger where not tgisinternal`,
        `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || md5(p.prosrc) as line
           from pg_proc p where p.pronamespace = 'public'::regnamespace
            and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
      ].map((sql) => db.query<{ line: string }>(sql).then((result) => result.rows.map((row) => row.line))),
    );
    return parts.flat().sort();
  } finally {
    await db.end();
  }
}

it('migrates forward from every earlier migration with rows in every table, to the fresh schema', async () => {
  await adminQuery(adminUrl, `create database ${name}`);
  const url = withDatabaseName(adminUrl, name);
  const db = new pg.Pool({ connectionString: url, max: 1 });
  const seeded = new Map<string, number>();
  const journal = migrationJournal();
  try {
    for (let point = 1; point <= journal.length; point++) {
      await runMigrations(db, { upTo: point });
      // Rows seeded at earlier points are still there after each migration.
      for (const [table, rows] of seeded) {
        const { rows: count } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        expect(count[0]!.n, `${table} after ${journal[point - 1]!.tag}`).toBeGreaterThanOrEqual(rows);
      }
      if (point < journal.length) await seedEmptyTables(db, point, seeded);
    }
    const { rows: tables } = await db.query<{ name: string }>(
      `select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const unseeded = tables.map((table) => table.name).filter((table) => !seeded.has(table));
    // Tables only the last migration made had no earlier point to be seeded at.
    expect(unseeded.length, `never seeded: ${unseeded.join(', ')}`).toBeLessThanOrEqual(tables.length / 10);
  } finally {
    await db.end();
  }
  expect(await schemaOf(url)).toEqual(await schemaOf(withDatabaseName(adminUrl, template)));
}, 60_000);
