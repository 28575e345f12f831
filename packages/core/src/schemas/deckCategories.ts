/**
 * Deck categories (archetypes) maintained by admins, and the deck-name categorisation screen (issue 6: "Deck
 * categories (archetypes) maintained by admins: name, sprites, rules that match deck names and core cards; new
 * matches are categorised automatically; the categorisation screen shows uncategorised deck names with counts and
 * lets an admin assign them in bulk"). The rules themselves live in `analytics/categorize.ts`.
 *
 * Decisions:
 * - A category is `{ name, sprites (0-2 pokesprite slugs, as decks' pokemonSprite), keywords, coreCards }`. Names are
 *   unique ignoring case (409 on the server).
 * - Keywords are trimmed, 1-60 characters, at most 20, no duplicates ignoring case and accents (the categoriser reads
 *   them that way, so 'Pokémon' and 'pokemon' are the same keyword). Core cards are card names, trimmed, 1-100, at
 *   most 10 (duplicates ignoring case refused too).
 * - A deck name's key is the name trimmed and lower-cased (`deckNameKey`), the same grouping as the personal matchup
 *   table; admins assign keys, not spellings.
 */
import { z } from 'zod';
import { MATCH_DECK_NAME_MAX_LENGTH } from './tcgMatches.ts';

export const DECK_CATEGORY_NAME_REQUIRED = 'Category name is required';
export const DECK_CATEGORY_NAME_TAKEN = 'A category with this name already exists';
export const DECK_CATEGORY_NOT_FOUND = 'Category not found';
export const DECK_CATEGORY_KEYWORDS_DUPLICATE = 'Keywords must not repeat';
export const DECK_CATEGORY_CORE_CARDS_DUPLICATE = 'Core cards must not repeat';
export const DECK_CATEGORY_MAX_SPRITES = 2;
export const DECK_CATEGORY_MAX_KEYWORDS = 20;
export const DECK_CATEGORY_MAX_CORE_CARDS = 10;
export const DECK_CATEGORIZATION_PAGE_SIZE = 25;
export const DECK_CATEGORIZATION_MAX_KEYS = 500;

/** Lower-case, accents removed — how keywords are compared (see `analytics/categorize.ts`). */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const noDuplicates = (values: readonly string[]) => new Set(values.map(folded)).size === values.length;

/** The key a deck name is grouped and assigned by: trimmed, lower-case. */
export function deckNameKey(name: string | null | undefined): string {
  return (name ?? '').trim().toLowerCase();
}

/** A category as the API returns it (GET /api/deck-categories). */
export const deckCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  sprites: z.array(z.string()),
  keywords: z.array(z.string()),
  coreCards: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeckCategory = z.infer<typeof deckCategorySchema>;

export const deckCategoryListSchema = z.object({ categories: z.array(deckCategorySchema) });
export type DeckCategoryList = z.infer<typeof deckCategoryListSchema>;

/** POST /api/deck-categories and PUT /api/deck-categories/:id */
export const deckCategoryInputSchema = z.object({
  name: z
    .string({ error: DECK_CATEGORY_NAME_REQUIRED })
    .trim()
    .min(1, DECK_CATEGORY_NAME_REQUIRED)
    .max(60, 'Category name must be at most 60 characters'),
  sprites: z
    .array(z.string().trim().min(1, 'Sprite is required').max(60, 'Sprite must be at most 60 characters'))
    .max(DECK_CATEGORY_MAX_SPRITES, `At most ${DECK_CATEGORY_MAX_SPRITES} sprites`)
    .default([]),
  keywords: z
    .array(z.string().trim().min(1, 'Keyword is required').max(60, 'Keyword must be at most 60 characters'))
    .max(DECK_CATEGORY_MAX_KEYWORDS, `At most ${DECK_CATEGORY_MAX_KEYWORDS} keywords`)
    .refine(noDuplicates, DECK_CATEGORY_KEYWORDS_DUPLICATE)
    .default([]),
  coreCards: z
    .array(z.string().trim().min(1, 'Core card is required').max(100, 'Core card must be at most 100 characters'))
    .max(DECK_CATEGORY_MAX_CORE_CARDS, `At most ${DECK_CATEGORY_MAX_CORE_CARDS} core cards`)
    .refine(noDuplicates, DECK_CATEGORY_CORE_CARDS_DUPLICATE)
    .default([]),
});
export type DeckCategoryInput = z.infer<typeof deckCategoryInputSchema>;
export type DeckCategoryInputRaw = z.input<typeof deckCategoryInputSchema>;

export const DECK_CATEGORIZATION_STATUSES = ['uncategorized', 'all'] as const;
export type DeckCategorizationStatus = (typeof DECK_CATEGORIZATION_STATUSES)[number];

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** GET /api/admin/deck-categorization?page=&search=&status= */
export const deckCategorizationQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  search: z.preprocess(blankToUndefined, z.string().max(100, 'Search must be at most 100 characters').optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(DECK_CATEGORIZATION_STATUSES, { error: 'Status must be uncategorized or all' }).default('uncategorized'),
  ),
});
export type DeckCategorizationQuery = z.infer<typeof deckCategorizationQuerySchema>;
export type DeckCategorizationQueryInput = z.input<typeof deckCategorizationQuerySchema>;

export const DECK_CATEGORY_SOURCES = ['assigned', 'rule'] as const;
export type DeckCategorySource = (typeof DECK_CATEGORY_SOURCES)[number];

/** One distinct deck name seen in matches (as player or opponent deck). */
export const deckNameCategorizationRowSchema = z.object({
  /** The name as first seen. */
  name: z.string(),
  /** Trimmed, lower-case (`deckNameKey`). */
  key: z.string(),
  /** Matches with this name as player or opponent deck (a match with it on both sides counts twice). */
  matches: z.number().int(),
  categoryId: z.string().nullable(),
  source: z.enum(DECK_CATEGORY_SOURCES).nullable(),
});
export type DeckNameCategorizationRow = z.infer<typeof deckNameCategorizationRowSchema>;

export const deckCategorizationPageSchema = z.object({
  names: z.array(deckNameCategorizationRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type DeckCategorizationPage = z.infer<typeof deckCategorizationPageSchema>;

/** PUT /api/admin/deck-categorization — `categoryId: null` removes the assignment (the rules apply again). */
export const deckCategorizationAssignSchema = z.object({
  keys: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .min(1, 'Deck name is required')
        .max(MATCH_DECK_NAME_MAX_LENGTH, `Deck name must be at most ${MATCH_DECK_NAME_MAX_LENGTH} characters`),
    )
    .min(1, 'Choose at least one deck name')
    .max(DECK_CATEGORIZATION_MAX_KEYS, `At most ${DECK_CATEGORIZATION_MAX_KEYS} deck names at once`),
  categoryId: z.string().uuid('Category id must be a server id').nullable(),
});
export type DeckCategorizationAssign = z.infer<typeof deckCategorizationAssignSchema>;

export const deckCategorizationAssignResultSchema = z.object({ updated: z.number().int() });
export type DeckCategorizationAssignResult = z.infer<typeof deckCategorizationAssignResultSchema>;
