import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /**
     * Sort and lookup keys derived from `number` by the importer (catalogue.ts), so searches order by an index and
     * deck list lines resolve by one: `numberKey` is the number uppercased without leading zeros (`GG056` → `GG56`),
     * `digitKey` that without its letters (`SWSH262` → `262`), `numberSort` its first digits as a number (null when
     * it has none).
     */
    numberKey: text('number_key').notNull(),
    digitKey: text('digit_key').notNull(),
    numberSort: integer('number_sort'),
    /** A copy of the set's release date, written with the card and whenever its set is written: the first sort key. */
    releaseDate: date('release_date', { mode: 'string' }),
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
    // Exact names (and the deck list's name fallback) use the btree; word starts (`char*`) and contains searches
    // (`ball`) the trigram index.
    index('cards_name_search_idx').using('btree', t.nameSearch.op('text_pattern_ops')),
    // Without fastupdate, new cards go straight into the index rather than a pending list every search would scan
    // until the next vacuum; the catalogue is written rarely (imports) and read constantly.
    index('cards_name_search_trgm_idx').using('gin', t.nameSearch.op('gin_trgm_ops')).with({ fastupdate: false }),
    // The search order (newest set first, then the printed number as a number): a page walks this index.
    index('cards_search_order_idx').on(
      t.releaseDate.desc().nullsLast(),
      t.setId,
      t.numberSort.asc().nullsLast(),
      t.number,
      t.id,
    ),
    // Deck list lines resolve by set and number key, or by set and digits; a set's own listing uses the prefix.
    index('cards_set_id_number_key_idx').on(t.setId, t.numberKey),
    index('cards_set_id_digit_key_idx').on(t.setId, t.digitKey),
    index('cards_supertype_idx').on(t.supertype),
  ],
);

/**
 * One row whose version every statement writing cards or card_sets raises, in the writing transaction (a trigger,
 * migration 0002): a search count read with version N stays exact while the version is still N.
 */
export const cardCatalogueState = pgTable(
  'card_catalogue_state',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('card_catalogue_state_one_row', sql`${t.id} = 1`)],
);

export type CardSetRow = typeof cardSets.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
