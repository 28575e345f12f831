import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VgcGame } from '@trainerlog/core';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * VGC matches (migration 0006). Teams are text arrays of species in the Pokédex spelling. Derived on every write by
 * the service, never sent by clients: `player_team_key` / `opponent_team_key` (core `teamFilterKey`, the team filter
 * and the unique-opponents count), `wins`, `losses` and `result` (core `gameTally` / `matchOutcome`), so lists,
 * records and team statistics filter and aggregate without reading the games. `games` is jsonb so the team statistics
 * can read the leads of each game without the notes.
 */
export const vgcMatches = pgTable(
  'vgc_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Deleting a team keeps its matches (their player team and key stay, so they still filter together).
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    playerTeam: text('player_team')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    opponentTeam: text('opponent_team')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    playerTeamKey: text('player_team_key').notNull().default(''),
    opponentTeamKey: text('opponent_team_key').notNull().default(''),
    opponentName: text('opponent_name').notNull().default(''),
    format: text('format').notNull().default(''),
    bestOf: smallint('best_of').notNull().default(1),
    date: date('date', { mode: 'string' }).notNull(),
    replayLink: text('replay_link').notNull().default(''),
    notes: text('notes').notNull().default(''),
    games: jsonb('games')
      .$type<VgcGame[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
    result: text('result', { enum: ['win', 'loss', 'tie'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest/oldest (read forwards or backwards) and the summary's "last 20"; results trail the key so season records
    // and trend windows count from the index alone.
    index('vgc_matches_user_date_idx').on(t.userId, t.date.desc(), t.createdAt.desc(), t.id.desc(), t.wins, t.losses),
    // The team filter by key, in list order; also a team's matches for its statistics.
    index('vgc_matches_user_team_key_idx').on(
      t.userId,
      t.playerTeamKey,
      t.date.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A team's matches by the id they were logged with (statistics, the team filter with a team id).
    index('vgc_matches_user_team_id_idx').on(t.userId, t.teamId, t.date.desc(), t.createdAt.desc(), t.id.desc()),
    // A-Z and Z-A by opponent name (ignoring case; no name last in both), equal names newest first. Z-A is not A-Z
    // read backwards (equal names stay newest first, no name stays last), hence two indexes.
    index('vgc_matches_user_opponent_asc_idx').on(
      t.userId,
      sql`nullif(lower(${t.opponentName}), '') asc nulls last`,
      t.opponentName,
      t.date.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('vgc_matches_user_opponent_desc_idx').on(
      t.userId,
      sql`nullif(lower(${t.opponentName}), '') desc nulls last`,
      t.opponentName.desc(),
      t.date.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The list search (ILIKE '%text%' on opponent name, notes or format) within one user's matches (btree_gin, 0004).
    index('vgc_matches_user_opponent_name_trgm_idx').using('gin', t.userId, sql`${t.opponentName} gin_trgm_ops`),
    index('vgc_matches_user_notes_trgm_idx').using('gin', t.userId, sql`${t.notes} gin_trgm_ops`),
    index('vgc_matches_user_format_trgm_idx').using('gin', t.userId, sql`${t.format} gin_trgm_ops`),
    check('vgc_matches_best_of_check', sql`${t.bestOf} in (1, 3)`),
    check('vgc_matches_result_check', sql`${t.result} in ('win', 'loss', 'tie')`),
  ],
);

/**
 * Each user's VGC match count and matches won (wins > losses), kept by statement-level triggers on vgc_matches in the
 * writing transaction (migration 0006), as tcg_match_user_counts is for TCG.
 */
export const vgcMatchUserCounts = pgTable(
  'vgc_match_user_counts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    matches: integer('matches').notNull().default(0),
    won: integer('won').notNull().default(0),
  },
  (t) => [check('vgc_match_user_counts_check', sql`${t.won} between 0 and ${t.matches}`)],
);

export type VgcMatchRow = typeof vgcMatches.$inferSelect;
