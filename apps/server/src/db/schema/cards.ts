import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Card sets as pokemontcg.io describes them; `ptcgoCode` is the code PTCGL deck lists print (SVI, PAL, PR-SW). */
export const cardSets = pgTable(
  'card_sets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    series: text('series').notNull().default(''),
    // Not unique: a main set and its gallery share one (Crown Zenith and its Galarian Gallery are both CRZ).
    ptcgoCode: text('ptcgo_code'),
    printedTotal: integer('printed_total').notNull().default(0),
    total: integer('total').notNull().default(0),
    releaseDate: date('release_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_sets_ptcgo_code_idx').on(t.ptcgoCode)],
);

export const cards = pgTable(
  'cards',
  {
    id: text('id').primaryKey(),
    setId: text('set_id')
      .notNull()
      .references(() => cardSets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * The name lowercased and without accents ("pokemon ball" for "Pokémon Ball"), written by the importer: what
     * name searches compare against, so they ignore case and accents without the unaccent extension.
     */
    nameSearch: text('name_search').notNull(),
    supertype: text('supertype').notNull(),
    subtypes: text('subtypes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    number: text('number').notNull(),
    regulationMark: text('regulation_mark'),
    nationalPokedexNumbers: integer('national_pokedex_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    imageSmall: text('image_small'),
    imageLarge: text('image_large'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // `name:char*` and exact names use the prefix index; a contains search scans, which is milliseconds at 20k cards.
    index('cards_name_search_idx').using('btree', t.nameSearch.op('text_pattern_ops')),
    // Deck list lines resolve by set and printed number; the set's own listing uses the prefix.
    index('cards_set_id_number_idx').on(t.setId, t.number),
    index('cards_supertype_idx').on(t.supertype),
  ],
);

export type CardSetRow = typeof cardSets.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
