import { sql } from 'drizzle-orm';
import {
  bigint,
  bit,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Deck categories (archetypes) kept by admins; the rules are applied by core `categorizeDeckName` / `categorizeDeck`.
 * Names are unique ignoring case. A row written from core's built-in catalogue (issue 29) carries its entry's
 * `catalogue_key`; `admin_edited` marks one an admin changed since, which no later catalogue version overwrites.
 */
export const deckCategories = pgTable(
  'deck_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sprites: text('sprites')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coreCards: text('core_cards')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    catalogueKey: text('catalogue_key'),
    adminEdited: boolean('admin_edited').notNull().default(false),
  },
  (t) => [
    uniqueIndex('deck_categories_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('deck_categories_catalogue_key').on(t.catalogueKey),
  ],
);

/** Built-in catalogue entries an admin deleted (by `catalogue_key`): no later catalogue version brings them back. */
export const removedCatalogueArchetypes = pgTable('removed_catalogue_archetypes', {
  key: text('key').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An admin's choice of category for one deck name (key: the name trimmed, lower-case). */
export const deckNameAssignments = pgTable('deck_name_assignments', {
  key: text('key').primaryKey(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => deckCategories.id, { onDelete: 'cascade' }),
});

/**
 * Every deck name seen in TCG matches (player and opponent side) with its exact number of appearances, kept by
 * statement-level triggers on tcg_matches (migration 0008), so the categorisation screen never scans matches. `name`
 * is the spelling first seen; rows are kept at 0 (the screen lists matches > 0).
 */
export const deckNames = pgTable('deck_names', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  matches: integer('matches').notNull().default(0),
});

/**
 * Community aggregates (migration 0008), kept exact by statement-level triggers on tcg_matches from the rows whose
 * `community` flag is set (the owner has not opted out). Category ids use the nil uuid for "uncategorised" so they can
 * be keys; the server reads it back as null. Rows that fall to 0 stay (harmless to the sums).
 */
export const communityTcgDaily = pgTable(
  'community_tcg_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    playerCategoryId: uuid('player_category_id').notNull(),
    opponentCategoryId: uuid('opponent_category_id').notNull(),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    ties: integer('ties').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.playerCategoryId, t.opponentCategoryId] })],
);

export const communityTcgTotals = pgTable(
  'community_tcg_totals',
  {
    playerCategoryId: uuid('player_category_id').notNull(),
    opponentCategoryId: uuid('opponent_category_id').notNull(),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    ties: integer('ties').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playerCategoryId, t.opponentCategoryId] })],
);

/**
 * Decks of each category seen per day, both sides (nil uuid = uncategorised): the meta's trend reads these, bounded
 * by days × categories, instead of the pair rows (days × categories²).
 */
export const communityCategoryDays = pgTable(
  'community_category_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    categoryId: uuid('category_id').notNull(),
    appearances: integer('appearances').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.categoryId] })],
);

/**
 * Counted matches per player and day: distinct players of a window (index-only on the primary key). No foreign key
 * to users: deleting an account deletes its matches, whose trigger brings these rows to 0 (a cascade here could run
 * first and the trigger's upsert would then break the key).
 */
export const communityPlayerDays = pgTable(
  'community_player_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id').notNull(),
    matches: integer('matches').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/**
 * Roll-ups of the daily rows (migration 0017), kept by the same triggers, so a date window or season reads a few
 * thousand rows whatever its length (modules/community/windowPieces.ts): its whole months as differences of
 * year-to-date rows, its partial months as month-weeks and days (each taken directly, or as the larger period less the
 * days outside the window, whichever reads fewer rows). A month-week is the run of days an ISO week (Monday to Sunday)
 * shares with one calendar month, keyed by its first day, `greatest(monday, first of month)`: it nests in both the
 * month and the week, so the same rows serve the pairs, the weekly trend and the monthly trend.
 */
/**
 * Counts from 1 January to the end of `month` (its first day), per pair: any run of whole months of one year is one
 * row less another. A write to month M adds to the rows of M to December of its year; a missing row is 0 (no write
 * ever moved that sum).
 */
export const communityTcgYearToDate = pgTable(
  'community_tcg_year_to_date',
  {
    /** The first day of the month the sums run to. */
    month: date('month', { mode: 'string' }).notNull(),
    playerCategoryId: uuid('player_category_id').notNull(),
    opponentCategoryId: uuid('opponent_category_id').notNull(),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    ties: integer('ties').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.playerCategoryId, t.opponentCategoryId] })],
);

/** Counts per month-week and pair (see above). */
export const communityTcgMonthWeeks = pgTable(
  'community_tcg_month_weeks',
  {
    /** The month-week's first day (see communityTcgMonthly). */
    startDay: date('start_day', { mode: 'string' }).notNull(),
    playerCategoryId: uuid('player_category_id').notNull(),
    opponentCategoryId: uuid('opponent_category_id').notNull(),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    ties: integer('ties').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.startDay, t.playerCategoryId, t.opponentCategoryId] })],
);

/** Decks of each category seen per month-week, both sides: the trend of a window without its days. */
export const communityCategoryMonthWeeks = pgTable(
  'community_category_month_weeks',
  {
    startDay: date('start_day', { mode: 'string' }).notNull(),
    categoryId: uuid('category_id').notNull(),
    appearances: integer('appearances').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.startDay, t.categoryId] })],
);

/**
 * The days of a year on which a player has counted matches, as bits (bit n, counted from the left as `get_bit` does,
 * is the day n days after 1 January), kept from community_player_days (a bit is set while that day's row is above 0).
 * Distinct players of a window = players with a set bit under the window's mask in one of its years: one row per
 * player and year instead of one per player and day.
 */
export const communityPlayerYears = pgTable(
  'community_player_years',
  {
    year: integer('year').notNull(),
    userId: uuid('user_id').notNull(),
    days: bit('days', { dimensions: 366 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.userId] })],
);

/** Counted matches per player, all time: the all-time player count without reading the days. */
export const communityPlayers = pgTable('community_players', {
  userId: uuid('user_id').primaryKey(),
  matches: integer('matches').notNull().default(0),
});

/** One row: bumped by every re-categorisation, so each server process knows when its cached rules are stale. */
export const deckCategoryState = pgTable('deck_category_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The built-in archetype catalogue version applied last (core `ARCHETYPE_CATALOGUE_VERSION`); 0 before any. */
  catalogueVersion: integer('catalogue_version').notNull().default(0),
});
