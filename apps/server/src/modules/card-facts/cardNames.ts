/**
 * The card-name dictionary of the stored card facts (`tcg_card_names`, migration 0028; packed.ts): ids for names when
 * facts are stored, names for ids when they are read. The table is append-only (an id's name never changes), so what
 * this process has read of it is kept for good: a new name costs one insert once, and a read of facts first reads the
 * names added since (none, mostly), side by side with the facts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

export type CardNames = ReturnType<typeof createCardNames>;

export function createCardNames(db: Db) {
  const ids = new Map<string, number>();
  /** Names by id (sparse). */
  const names: string[] = [];
  /** The largest id read by `load`'s range (ids below it committed later come through `wanted`). */
  let loadedUpTo = 0;
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
    /**
     * Reads the names added since this process last read them (by id: the first read takes the whole dictionary, a
     * few thousand names at most, then only new ones), and those of `wanted` (an id committed after a larger one).
     */
    async load(wanted: readonly number[] = []): Promise<void> {
      const { rows } = await db.execute<{ id: number; name: string }>(sql`
        select id, name from tcg_card_names where id > ${loadedUpTo}
          ${wanted.length > 0 ? sql`or id = any(${sql.param(wanted)}::int[])` : sql``}`);
      keep(rows);
      for (const { id } of rows) loadedUpTo = Math.max(loadedUpTo, id);
    },
  };
}
