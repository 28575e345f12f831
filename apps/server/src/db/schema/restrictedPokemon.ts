import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The restricted Pokémon (crowns on match cards, limits of restricted formats), kept by admins. */
export const restrictedPokemon = pgTable(
  'restricted_pokemon',
  {
    // The Pokédex spelling ("Calyrex-Shadow"), which is what teams store.
    name: text('name').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "mewtwo" and "Mewtwo" are one Pokémon, whatever the races between admins.
  (t) => [uniqueIndex('restricted_pokemon_name_lower_key').on(sql`lower(${t.name})`)],
);

export type RestrictedPokemonRow = typeof restrictedPokemon.$inferSelect;
