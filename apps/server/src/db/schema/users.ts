import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { decks } from './decks.ts';
import { teams } from './teams.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin', 'owner'] })
      .notNull()
      .default('user'),
    name: text('name'),
    profilePicture: text('profile_picture'),
    pokemonSprite: text('pokemon_sprite'),
    gamePrefTcg: boolean('game_pref_tcg').notNull().default(true),
    gamePrefVgc: boolean('game_pref_vgc').notNull().default(true),
    darkModeEnabled: boolean('dark_mode_enabled').notNull().default(false),
    // A uuid referencing decks, so deleting the active deck clears it in the same statement (ON DELETE SET NULL).
    // The column was text before decks existed; no deck could be activated then, so migration 0001 clears it.
    activeDeckId: uuid('active_deck_id').references((): AnyPgColumn => decks.id, { onDelete: 'set null' }),
    // Like the active deck: deleting the active team clears it in the same statement. Text until teams existed;
    // no team could be activated then, so migration 0005 clears it before the type change.
    activeTeamId: uuid('active_team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    playerName: text('player_name'),
    playerId: text('player_id'),
    birthdate: date('birthdate', { mode: 'string' }),
    division: text('division'),
    format: text('format'),
    gameMode: text('game_mode'),
    // Keeps the user's matches out of every community aggregate (issue 6 privacy setting); flipping it moves the
    // user's matches' `community` flag, and the tcg_matches triggers move the aggregates (migration 0008).
    communityOptOut: boolean('community_opt_out').notNull().default(false),
    // The player's own Pokémon TCG Live screen names (issue 12): the log import takes the one playing in a log as "you".
    ptcglScreenNames: text('ptcgl_screen_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The player's own Pokémon Showdown names (issue 13): the replay import takes the side one of them plays as "you".
    showdownNames: text('showdown_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The player's Limitless username (issue 15): the tournament import preselects it in the standings.
    limitlessUsername: text('limitless_username'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Uniqueness is case-insensitive; these indexes also decide registration races.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // Friend search: a case-insensitive username prefix (lower(username) like 'abc%') read from the index.
    index('users_username_lower_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'owner')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
