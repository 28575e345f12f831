import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * VGC regulations (issue 29): the regulations an admin extends without a release (core `schemas/vgcRegulations.ts`),
 * seeded from core's `BUILT_IN_REGULATIONS`. `code` is the regulation's code as stored (`M-A`, `G`), unique. A row
 * written from the built-in list carries its `built_in_key` (the built-in code); `admin_edited` marks one an admin
 * changed since, which no later built-in version overwrites (modules/vgc-regulations/builtIn.ts).
 */
export const vgcRegulations = pgTable(
  'vgc_regulations',
  {
    code: text('code').primaryKey(),
    game: text('game').notNull(),
    mechanic: text('mechanic').notNull(),
    showdownFormats: text('showdown_formats')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Restricted Pokémon a team may hold; null: not checked. */
    restrictedLimit: integer('restricted_limit'),
    bannedPokemon: text('banned_pokemon')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    builtInKey: text('built_in_key'),
    adminEdited: boolean('admin_edited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vgc_regulations_built_in_key').on(t.builtInKey)],
);

export type VgcRegulationDbRow = typeof vgcRegulations.$inferSelect;

/** Built-in regulations an admin deleted (by `built_in_key`): no later built-in version brings them back. */
export const removedBuiltInRegulations = pgTable('removed_built_in_regulations', {
  key: text('key').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row: the built-in regulation list version applied last (core `BUILT_IN_REGULATIONS_VERSION`); 0 before any. */
export const vgcRegulationState = pgTable('vgc_regulation_state', {
  id: integer('id').primaryKey().default(1),
  builtInVersion: integer('built_in_version').notNull().default(0),
});
