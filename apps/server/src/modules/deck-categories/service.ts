import { eq, inArray, sql } from 'drizzle-orm';
import {
  categorizeDeckName,
  DECK_CATEGORIZATION_PAGE_SIZE,
  DECK_CATEGORY_NAME_TAKEN,
  DECK_CATEGORY_NOT_FOUND,
  type DeckCategorizationAssign,
  type DeckCategorizationPage,
  type DeckCategorizationQuery,
  type DeckCategory,
  type DeckCategoryInput,
  type DeckNameCategorizationRow,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { isUuid } from '../../db/ids.ts';
import { deckCategories, deckNameAssignments, deckNames, removedCatalogueArchetypes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { containsPattern } from '../../db/containsPattern.ts';
import { applyArchetypeCatalogue } from './catalogue.ts';
import { createCategoryCache, toDeckCategory, withRecategorisation, type CategoryCache } from './rules.ts';

export const DECK_CATEGORY_DELETED = 'Category deleted';

export type DeckCategoryService = ReturnType<typeof createDeckCategoryService>;

/**
 * Deck categories and the categorisation of deck names (issue 6). Every change of the rules re-categorises the
 * matches it moves in the same transaction (rules.ts), so the community aggregates stay exact.
 */
export function createDeckCategoryService(db: Db, cache: CategoryCache = createCategoryCache()) {
  const nameTaken = (error: unknown) => uniqueViolation(error) === 'deck_categories_name_lower_key';

  return {
    /** Writes core's built-in archetype catalogue when its version is new here (catalogue.ts); run on start. */
    applyCatalogue: () => applyArchetypeCatalogue(db, cache),

    /** Every category, by name (ignoring case). */
    async list(): Promise<DeckCategory[]> {
      const rows = await db
        .select()
        .from(deckCategories)
        .orderBy(sql`lower(${deckCategories.name})`, deckCategories.name);
      return rows.map(toDeckCategory);
    },

    async create(input: DeckCategoryInput): Promise<DeckCategory> {
      try {
        return await withRecategorisation(db, cache, async (tx) => {
          const [row] = await tx.insert(deckCategories).values(input).returning();
          return { result: toDeckCategory(row!) };
        });
      } catch (error) {
        if (nameTaken(error)) throw conflict(DECK_CATEGORY_NAME_TAKEN);
        throw error;
      }
    },

    async update(categoryId: string, input: DeckCategoryInput): Promise<DeckCategory> {
      if (!isUuid(categoryId)) throw notFound(DECK_CATEGORY_NOT_FOUND);
      try {
        return await withRecategorisation(db, cache, async (tx) => {
          const [row] = await tx
            .update(deckCategories)
            // An admin's edit of a built-in archetype is theirs from now on (catalogue.ts).
            .set({ ...input, adminEdited: true, updatedAt: sql`now()` })
            .where(eq(deckCategories.id, categoryId))
            .returning();
          if (!row) throw notFound(DECK_CATEGORY_NOT_FOUND);
          return { result: toDeckCategory(row) };
        });
      } catch (error) {
        if (nameTaken(error)) throw conflict(DECK_CATEGORY_NAME_TAKEN);
        throw error;
      }
    },

    /** The matches move to what the rules give without the category, then the category and its assignments go. */
    async remove(categoryId: string): Promise<void> {
      if (!isUuid(categoryId)) throw notFound(DECK_CATEGORY_NOT_FOUND);
      await withRecategorisation(db, cache, async (tx, before) => {
        if (!before.categories.some((c) => c._id === categoryId)) throw notFound(DECK_CATEGORY_NOT_FOUND);
        const after = {
          version: before.version,
          categories: before.categories.filter((c) => c._id !== categoryId),
          assignments: new Map([...before.assignments].filter(([, id]) => id !== categoryId)),
        };
        return {
          result: undefined,
          after,
          finish: async () => {
            const [gone] = await tx
              .delete(deckCategories)
              .where(eq(deckCategories.id, categoryId))
              .returning({ catalogueKey: deckCategories.catalogueKey });
            // A built-in archetype an admin deleted stays deleted through later catalogue versions (catalogue.ts).
            if (gone?.catalogueKey) {
              await tx.insert(removedCatalogueArchetypes).values({ key: gone.catalogueKey }).onConflictDoNothing();
            }
          },
        };
      });
    },

    /**
     * One page of the deck names seen in matches with their counts and categories (assigned or by rule), most played
     * first, then name A-Z. 'uncategorized' lists only names no category takes; search looks in the name.
     */
    async categorization(query: DeckCategorizationQuery): Promise<DeckCategorizationPage> {
      const pattern = query.search ? containsPattern(query.search.toLowerCase()) : undefined;
      const rows = await db
        .select({ key: deckNames.key, name: deckNames.name, matches: deckNames.matches })
        .from(deckNames)
        .where(
          pattern ? sql`${deckNames.matches} > 0 and ${deckNames.key} like ${pattern}` : sql`${deckNames.matches} > 0`,
        )
        .orderBy(sql`${deckNames.matches} desc`, sql`lower(${deckNames.name})`, deckNames.key);
      const snapshot = await db.transaction(async (tx) => cache.current(tx));
      const all: DeckNameCategorizationRow[] = rows.map((row) => {
        const { categoryId, source } = categorizeDeckName(row.key, snapshot.categories, snapshot.assignments);
        return { ...row, categoryId, source: source === 'cards' ? null : source };
      });
      const listed = query.status === 'uncategorized' ? all.filter((r) => r.categoryId === null) : all;
      const size = DECK_CATEGORIZATION_PAGE_SIZE;
      const start = (query.page - 1) * size;
      return {
        names: listed.slice(start, start + size),
        page: query.page,
        pageSize: size,
        totalCount: listed.length,
        totalPages: Math.max(1, Math.ceil(listed.length / size)),
      };
    },

    /** Assigns names to a category (or removes their assignment with null); answers how many names were given. */
    async assign(input: DeckCategorizationAssign): Promise<{ updated: number }> {
      const keys = [...new Set(input.keys)];
      if (input.categoryId !== null && !isUuid(input.categoryId)) throw notFound(DECK_CATEGORY_NOT_FOUND);
      return withRecategorisation(db, cache, async (tx, before) => {
        const { categoryId } = input;
        if (categoryId === null) {
          await tx.delete(deckNameAssignments).where(inArray(deckNameAssignments.key, keys));
        } else {
          if (!before.categories.some((c) => c._id === categoryId)) throw notFound(DECK_CATEGORY_NOT_FOUND);
          await tx
            .insert(deckNameAssignments)
            .values(keys.sort().map((key) => ({ key, categoryId })))
            .onConflictDoUpdate({ target: deckNameAssignments.key, set: { categoryId } });
        }
        return { result: { updated: keys.length } };
      });
    },
  };
}
