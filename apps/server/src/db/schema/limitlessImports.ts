import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { decks } from './decks.ts';
import { matchGroups } from './matchGroups.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * The Limitless tournaments a player imported (issue 15), one row per player and tournament: the primary key makes
 * "the same tournament imported twice" impossible even for two concurrent imports (the row is written in the import's
 * transaction, first). The row is the history entry: what the tournament was, where the player placed, and the group
 * and deck or team the import made or used (set null when those are deleted; the entry stays, so the tournament is
 * still refused a second time).
 */
export const limitlessImports = pgTable(
  'limitless_imports',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tournamentId: text('tournament_id').notNull(),
    game: text('game', { enum: ['tcg', 'vgc'] }).notNull(),
    name: text('name').notNull(),
    format: text('format'),
    // The day the matches were dated.
    date: date('date', { mode: 'string' }).notNull(),
    players: integer('players').notNull(),
    username: text('username').notNull(),
    playerName: text('player_name').notNull(),
    placing: integer('placing'),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
    ties: integer('ties').notNull(),
    matchCount: integer('match_count').notNull(),
    groupId: uuid('group_id').references(() => matchGroups.id, { onDelete: 'set null' }),
    deckId: uuid('deck_id').references(() => decks.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tournamentId] }),
    // The history, newest first.
    index('limitless_imports_user_imported_idx').on(t.userId, t.importedAt.desc()),
    // Deleting a group, deck or team sets these null: indexed so the foreign keys' checks do not scan.
    index('limitless_imports_group_idx').on(t.groupId),
    index('limitless_imports_deck_idx').on(t.deckId),
    index('limitless_imports_team_idx').on(t.teamId),
    check('limitless_imports_game_check', sql`${t.game} in ('tcg', 'vgc')`),
  ],
);
