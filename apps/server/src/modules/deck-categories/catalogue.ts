/**
 * Applies core's built-in archetype catalogue (issue 29) to `deck_categories`, once per catalogue version, when the
 * server starts: a fresh instance files decks under archetypes at once, so community meta, the matrix and comparisons
 * work as soon as members share matches, with no admin work.
 *
 * Definitions and decisions:
 * - The catalogue owns the rows with its `catalogue_key`. Applying version N (when the stored
 *   `deck_category_state.catalogue_version` is lower) adds the entries without a row and updates the rows it owns
 *   to the entry's name, sprites, keywords and core cards — except a row an admin edited (`admin_edited`, set by
 *   every admin update) and an entry whose row an admin deleted (`removed_catalogue_archetypes`): the admin's word
 *   stands over any later release. Entries dropped from a later catalogue keep their rows (matches point at them;
 *   an admin may delete them).
 * - An entry whose name an admin already uses for another category (names are unique ignoring case) is not added
 *   and does not rename its row: the admin's category keeps the name and its matches.
 * - It runs as a change of the rules (`withRecategorisation`): under the exclusive category lock, re-categorising the
 *   stored matches the new rows move, in the same transaction. Several processes starting at once are safe: each
 *   re-reads the applied version under the lock, and only the first applies it.
 */
import { sql } from 'drizzle-orm';
import { ARCHETYPE_CATALOGUE, ARCHETYPE_CATALOGUE_VERSION, type CatalogueArchetype } from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { deckCategories, deckCategoryState, removedCatalogueArchetypes } from '../../db/schema/index.ts';
import { type CategoryCache, type RuleChange, withRecategorisation } from './rules.ts';

export interface CatalogueApplied {
  /** The version stored after the call. */
  version: number;
  /** Rows added and rows updated by this call (0 and 0 when the version was applied already). */
  added: number;
  updated: number;
}

async function appliedVersion(q: Queryable): Promise<number> {
  const [state] = await q.select({ version: deckCategoryState.catalogueVersion }).from(deckCategoryState);
  return state?.version ?? 0;
}

/** Applies `catalogue` as `version` unless that version or a later one was applied (see header). */
export async function applyArchetypeCatalogue(
  db: Db,
  cache: CategoryCache,
  catalogue: readonly CatalogueArchetype[] = ARCHETYPE_CATALOGUE,
  version: number = ARCHETYPE_CATALOGUE_VERSION,
): Promise<CatalogueApplied> {
  if ((await appliedVersion(db)) >= version) return { version: await appliedVersion(db), added: 0, updated: 0 };
  return withRecategorisation(db, cache, async (tx): Promise<RuleChange<CatalogueApplied>> => {
    const stored = await appliedVersion(tx);
    if (stored >= version) return { result: { version: stored, added: 0, updated: 0 } };
    const rows = await tx
      .select({
        id: deckCategories.id,
        name: deckCategories.name,
        catalogueKey: deckCategories.catalogueKey,
        adminEdited: deckCategories.adminEdited,
      })
      .from(deckCategories);
    const removed = new Set((await tx.select().from(removedCatalogueArchetypes)).map((r) => r.key));
    const owned = new Map(rows.filter((r) => r.catalogueKey !== null).map((r) => [r.catalogueKey!, r]));
    const nameOwner = new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
    let added = 0;
    let updated = 0;
    for (const entry of catalogue) {
      if (removed.has(entry.key)) continue;
      const row = owned.get(entry.key);
      const holder = nameOwner.get(entry.name.toLowerCase());
      const fields = {
        name: entry.name,
        sprites: entry.sprites,
        keywords: entry.keywords,
        coreCards: entry.coreCards,
      };
      if (!row) {
        if (holder !== undefined) continue;
        const [inserted] = await tx
          .insert(deckCategories)
          .values({ ...fields, catalogueKey: entry.key })
          .returning({ id: deckCategories.id });
        nameOwner.set(entry.name.toLowerCase(), inserted!.id);
        added++;
      } else if (!row.adminEdited) {
        const name = holder === undefined || holder === row.id ? entry.name : row.name;
        await tx
          .update(deckCategories)
          .set({ ...fields, name, updatedAt: sql`now()` })
          .where(sql`${deckCategories.id} = ${row.id}`);
        nameOwner.delete(row.name.toLowerCase());
        nameOwner.set(name.toLowerCase(), row.id);
        updated++;
      }
    }
    await tx.update(deckCategoryState).set({ catalogueVersion: version });
    return { result: { version, added, updated } };
  });
}
