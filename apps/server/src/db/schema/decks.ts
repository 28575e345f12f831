import { sql } from 'drizzle-orm';
import { index, uniqueIndex, integer, json, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_DECK_CATEGORY, type DeckCard } from '@trainerlog/core';
import { users } from './users.ts';

export const decks = pgTable(
  'decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(DEFAULT_DECK_CATEGORY),
    pokemonSprite: text('pokemon_sprite'),
    secondaryPokemonSprite: text('secondary_pokemon_sprite'),
    // A deck is read and written whole, never queried by card, so its lines are one JSON document; `json` keeps the
    // text as written, so reading it back costs no conversion (jsonb's output was most of the deck list's time).
    cards: json('cards')
      .$type<DeckCard[]>()
      .notNull()
      .default(sql`'[]'::json`),
    cardCount: integer('card_count').notNull().default(0),
    // Exactly-once sync (issue 16): the local id the browser gave it, unique per user (a retried create finds it).
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list's whole order (newest update first, then newest created), so it reads the index without sorting.
  (t) => [
    index('decks_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc(), t.createdAt.desc()),
    uniqueIndex('decks_user_client_id_idx')
      .on(t.userId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

export type DeckRow = typeof decks.$inferSelect;
