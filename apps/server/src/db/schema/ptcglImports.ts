import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tcgMatches } from './tcgMatches.ts';
import { users } from './users.ts';

/**
 * The game logs a player imported from Pokémon TCG Live (issue 12), one row per log, by its fingerprint (core
 * `ptcglLogFingerprint`: whitespace, line endings and quote styles folded). The primary key makes "the same log
 * imported twice by one player" impossible even for two concurrent imports; the row goes with its match (a deleted
 * match's logs can be imported again), and with the user.
 */
export const tcgMatchLogs = pgTable(
  'tcg_match_logs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => tcgMatches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprint] }), index('tcg_match_logs_match_idx').on(t.matchId)],
);
