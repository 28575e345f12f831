import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    // Plain ids until the decks and teams tables exist; their issues add the foreign keys.
    activeDeckId: text('active_deck_id'),
    activeTeamId: text('active_team_id'),
    playerName: text('player_name'),
    playerId: text('player_id'),
    birthdate: date('birthdate', { mode: 'string' }),
    division: text('division'),
    format: text('format'),
    gameMode: text('game_mode'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Uniqueness is case-insensitive; these indexes also decide registration races.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'owner')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
