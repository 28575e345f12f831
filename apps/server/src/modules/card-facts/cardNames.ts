/**
 * The card-name dictionary of the stored card facts (`tcg_card_names`, migration 0028; packed.ts): ids for names when
 * facts are stored, names for ids when they are read. The table is append-only (an id's name never changes), so what
 * this process has read of it is kept for good: a new name costs one insert once, and a start reads only the names
 * its first requests meet.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

export type CardNames = ReturnType<typeof createCardNames>;

export function createCardNames(db: Db) {
  const ids = new Map<string, number>();
  /** Names by id (sparse). */
  const names: string[] = [];
  const keep = (rows: readonly { id: number; name: string }[]) => {
    for (const { id, name } of rows) {
      ids.set(name, id);
      names[id] = name;
    }
  };

  return {
    names: names as readonly (string | undefined)[],
    /** The id of every name given (new names are added); then `idOf` answers each of them. */
    async ensure(wanted: Iterable<string>): Promise<void> {
      const missing = [...wanted].filter((name) => !ids.has(name)).sort();
      if (missing.length === 0) return;
      // Sorted, so that two writers adding names lock them in one order; a name a concurrent writer added is read.
      await db.execute(sql`
        insert into tcg_card_names (name) select unnest(${sql.param(missing)}::text[]) order by 1 on conflict (name) do nothing`);
      const { rows } = await db.execute<{ id: number; name: string }>(
        sql`select id, name from tcg_card_names where name = any(${sql.param(missing)}::text[])`,
      );
      keep(rows);
    },
    idOf(name: string): number {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`No id for card name ${name}: ensure() it first`);
      return id;
    },
    /** Reads the names of these ids into `names`. */
    async load(wanted: readonly number[]): Promise<void> {
      if (wanted.length === 0) return;
      const { rows } = await db.execute<{ id: number; name: string }>(
        sql`select id, name from tcg_card_names where id = any(${sql.param(wanted)}::int[])`,
      );
      keep(rows);
    },
  };
}
