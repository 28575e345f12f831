import { sql } from 'drizzle-orm';
import { index, uniqueIndex, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TeamPokemon } from '@trainerlog/core';
import { users } from './users.ts';

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // May be empty: the team is then shown as "Unnamed Team".
    name: text('name').notNull().default(''),
    format: text('format').notNull().default(''),
    // At most six Pokémon, read and written whole with the team; jsonb so later VGC statistics can look inside
    // (species usage) without a second table.
    pokemon: jsonb('pokemon')
      .$type<TeamPokemon[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Exactly-once sync (issue 16): the local id the browser gave it, unique per user (a retried create finds it).
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's whole order (newest update first, then newest created), so it reads the index without sorting.
  (t) => [
    index('teams_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc(), t.createdAt.desc()),
    uniqueIndex('teams_user_client_id_idx')
      .on(t.userId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
