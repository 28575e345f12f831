import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TcgGame } from '@trainerlog/core';
import { deckCategories } from './community.ts';
import { decks } from './decks.ts';
import { users } from './users.ts';

/**
 * TCG matches. `games` is one JSON document (read and written whole, validated by tcgGameSchema on input); `wins`,
 * `losses` and `result` are derived from it on every write (core gameTally / matchOutcome), so records, win rates and
 * matchups aggregate in SQL without reading the games.
 */
export const tcgMatches = pgTable(
  'tcg_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Deleting a deck keeps its matches, with the name they were played under (deck_name).
    deckId: uuid('deck_id').references(() => decks.id, { onDelete: 'set null' }),
    deckName: text('deck_name').notNull(),
    opponentDeck: text('opponent_deck').notNull(),
    opponentDeckVariant: text('opponent_deck_variant').notNull().default(''),
    format: text('format', { enum: ['Bo1', 'Bo3'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    games: json('games')
      .$type<TcgGame[]>()
      .notNull()
      .default(sql`'[]'::json`),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
    result: text('result', { enum: ['win', 'loss', 'tie'] }).notNull(),
    // Community analytics (migration 0008): the archetypes of both decks, set by the server on every write with the
    // core categoriser and moved by re-categorisation; `community` is false for matches of players who opted out.
    // The aggregates follow these columns through triggers.
    playerCategoryId: uuid('player_category_id').references((): AnyPgColumn => deckCategories.id, {
      onDelete: 'set null',
    }),
    opponentCategoryId: uuid('opponent_category_id').references((): AnyPgColumn => deckCategories.id, {
      onDelete: 'set null',
    }),
    community: boolean('community').notNull().default(true),
    importSource: text('import_source', { enum: ['ptcgl', 'limitless'] }),
    // The result of a match whose games are not known (issue 15: a Limitless round); null for a match with games.
    // wins/losses/result then hold the recorded result's tally (core matchTally), so every aggregate reads it.
    recordedResult: text('recorded_result', { enum: ['win', 'loss', 'tie'] }),
    // Issue 29: time was called (a Bo3 may end with fewer games, a game may be a tie), and the special result of a
    // round without games (an ID is stored with recorded_result 'tie', a bye 'win', a no-show its win or loss).
    timeCalled: boolean('time_called').notNull().default(false),
    specialResult: text('special_result', { enum: ['id', 'bye', 'no-show'] }),
    ptcglLogText: text('ptcgl_log_text'),
    // Exactly-once sync (issue 16): the local id the browser gave the match (unique per user), and the local id of
    // the deck it names while that deck has not reached the server (deck_id is then null; set when it arrives).
    clientId: text('client_id'),
    deckClientId: text('deck_client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tcg_matches_user_client_id_idx')
      .on(t.userId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('tcg_matches_user_deck_client_id_idx')
      .on(t.userId, t.deckClientId)
      .where(sql`${t.deckClientId} is not null`),
    // The dashboard's newest/oldest order (read forwards or backwards), and the "last 20" of trend and recent form.
    // Results trail the key: season records and trend windows count from the index alone.
    index('tcg_matches_user_date_idx').on(t.userId, t.date.desc(), t.createdAt.desc(), t.id.desc(), t.wins, t.losses),
    // Admin matches (issue 17): every player's matches newest logged first, "matches today" and the per-day totals.
    index('tcg_matches_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // The active deck's record, recent form and matchups. Results and opponent deck trail the key so the dashboard
    // summary reads a deck's thousands of matches from the index alone (an index-only scan, no heap visits).
    index('tcg_matches_user_deck_date_idx').on(
      t.userId,
      t.deckId,
      t.date.desc(),
      t.createdAt.desc(),
      t.id.desc(),
      t.wins,
      t.losses,
      t.opponentDeck,
    ),
    // The A-Z and Z-A list orders (core sortTcgMatches: name ignoring case, then the exact name, then newest first).
    // Z-A is not A-Z read backwards (equal names stay newest first), hence two indexes.
    index('tcg_matches_user_deck_name_asc_idx').on(
      t.userId,
      sql`lower(${t.deckName})`,
      t.deckName,
      t.date.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('tcg_matches_user_deck_name_desc_idx').on(
      t.userId,
      sql`lower(${t.deckName}) desc nulls last`,
      t.deckName.desc(),
      t.date.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The list search (ILIKE '%text%' on opponent deck or notes) within one user's matches: trigram GIN indexes
    // led by user_id (btree_gin), so a search reads the posting lists of that user's matching rows only.
    index('tcg_matches_user_opponent_deck_trgm_idx').using('gin', t.userId, sql`${t.opponentDeck} gin_trgm_ops`),
    index('tcg_matches_user_notes_trgm_idx').using('gin', t.userId, sql`${t.notes} gin_trgm_ops`),
    // Re-categorisation finds the matches of a deck name on either side (lower(btrim()), the deck_names key).
    index('tcg_matches_opponent_deck_key_idx').on(sql`lower(btrim(${t.opponentDeck}))`),
    index('tcg_matches_deck_name_key_idx').on(sql`lower(btrim(${t.deckName}))`),
    check('tcg_matches_format_check', sql`${t.format} in ('Bo1', 'Bo3')`),
    check('tcg_matches_result_check', sql`${t.result} in ('win', 'loss', 'tie')`),
    check('tcg_matches_recorded_result_check', sql`${t.recordedResult} in ('win', 'loss', 'tie')`),
    check('tcg_matches_special_result_check', sql`${t.specialResult} in ('id', 'bye', 'no-show')`),
  ],
);

/**
 * Exact match counts per game for the public home-page widget, maintained by statement-level triggers on the match
 * tables (migrations 0003, 0027), split into slots so that concurrent TCG writes do not queue on one row (issue 31):
 * a writing transaction adds to the slot of its backend (`match_count_slot()`), a reader sums the game's slots. A
 * slot alone may go negative (a match counted in one slot, deleted through another); only the sum means anything.
 */
export const matchCountSlots = pgTable(
  'match_count_slots',
  {
    game: text('game').notNull(),
    slot: smallint('slot').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.game, t.slot] })],
);

/** The count of each game: the sum of its slots (a view of migration 0027, so every reader reads one row a game). */
export const matchCounts = pgView('match_counts', {
  game: text('game').notNull(),
  count: integer('count').notNull(),
}).existing();

/**
 * Each user's TCG match count and matches won (wins > losses, the list reading), maintained by statement-level
 * triggers on tcg_matches in the writing transaction (migration 0004): the unfiltered list total and the all-time
 * record without counting the user's rows on every dashboard load.
 */
export const tcgMatchUserCounts = pgTable(
  'tcg_match_user_counts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    matches: integer('matches').notNull().default(0),
    won: integer('won').notNull().default(0),
    // One more with every statement that writes any of the user's matches (migration 0018; the player's match stamp,
    // caching/playerStamp.ts).
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('tcg_match_user_counts_check', sql`${t.won} between 0 and ${t.matches}`)],
);

/**
 * The matchups of each deck of a player (migration 0019, issue 18): per (user, deck, opponent deck as core groups it —
 * trimmed, ignoring letter case) the matches and matches won, and the opponent deck as the newest of those matches
 * (date, then logged, then id) spells it, with that match's sort key. Kept by statement-level triggers on tcg_matches
 * in the writing transaction, so the dashboard's active deck reads one row per opponent instead of every match of the
 * deck. Matches without a deck are not kept; a group whose count reaches zero is removed.
 */
export const tcgDeckMatchups = pgTable(
  'tcg_deck_matchups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign key: a deleted deck's matches move to no deck (ON DELETE SET NULL), which counts them out here.
    deckId: uuid('deck_id').notNull(),
    opponentKey: text('opponent_key').notNull(),
    matches: integer('matches').notNull().default(0),
    won: integer('won').notNull().default(0),
    name: text('name'),
    newestDate: date('newest_date', { mode: 'string' }),
    newestCreatedAt: timestamp('newest_created_at', { withTimezone: true }),
    newestId: uuid('newest_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deckId, t.opponentKey] })],
);

export type TcgMatchRow = typeof tcgMatches.$inferSelect;
