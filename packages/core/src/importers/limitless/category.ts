/**
 * A Limitless archetype's community deck category and the archetype as the steps show it (issue 15: "their deck
 * (archetype name and icons → sprites and the community deck category)").
 *
 * Definitions:
 * - The category of an archetype is the one its name falls in under the categoriser's rules
 *   (`categorizeDeckName` of `analytics/categorize.ts`: keywords, longest wins) — the same rule the match's
 *   opponent deck name gets when it is stored; otherwise the category whose sprites are the archetype's sprites (the
 *   same set of slugs, in any order, at least one), which catches Limitless names no keyword covers. Several such
 *   categories: the name A-Z (ignoring case), then the id.
 *
 * Decisions:
 * - Admins' deck-name assignments are not consulted here: the import only proposes, and the server's write
 *   categorises the stored name with the assignments as for every match.
 */
import { categorizeDeckName, type CategoryRules } from '../../analytics/categorize.ts';
import type { LimitlessArchetype } from '../../schemas/limitless.ts';
import { limitlessIconSprites } from './sprites.ts';

/** A community deck category as the import reads it: the categoriser's rules and the category's sprites. */
export interface CategoryForImport extends CategoryRules {
  sprites: readonly string[];
}

const compareCategories = (a: CategoryForImport, b: CategoryForImport) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
  (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

function sameSprites(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map((s) => s.trim().toLowerCase()));
  const right = new Set(b.map((s) => s.trim().toLowerCase()));
  return left.size > 0 && left.size === right.size && [...left].every((s) => right.has(s));
}

/** The category of an archetype by its name, else by its sprites (see header), or null. */
export function limitlessArchetypeCategory(
  name: string,
  sprites: readonly string[],
  categories: readonly CategoryForImport[],
): CategoryForImport | null {
  const byName = categorizeDeckName(name, categories).categoryId;
  if (byName !== null) return categories.find((category) => category._id === byName) ?? null;
  const bySprites = categories.filter((category) => sameSprites(category.sprites, sprites));
  return bySprites.sort(compareCategories)[0] ?? null;
}

/** A Limitless deck (`{ name, icons }`) as the steps show it, or null without one. */
export function limitlessArchetype(
  deck: { name: string; icons: readonly string[] } | null,
  categories: readonly CategoryForImport[],
): LimitlessArchetype | null {
  if (deck === null || (deck.name.trim() === '' && deck.icons.length === 0)) return null;
  const sprites = limitlessIconSprites(deck.icons);
  const category = limitlessArchetypeCategory(deck.name, sprites, categories);
  return { name: deck.name.trim(), icons: [...deck.icons], sprites, categoryName: category?.name ?? null };
}

/** The id of the category an archetype falls in (the review keeps only its name), or undefined. */
export function limitlessCategoryId(
  archetype: LimitlessArchetype | null,
  categories: readonly CategoryForImport[],
): string | undefined {
  if (!archetype || archetype.categoryName === null) return undefined;
  return limitlessArchetypeCategory(archetype.name, archetype.sprites, categories)?._id;
}
