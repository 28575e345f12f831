import { index, jsonb, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import type { TcgGameCardFacts } from '@trainerlog/core';
import { tcgMatches } from './tcgMatches.ts';
import { users } from './users.ts';

/**
 * The card facts of an imported TCG match's games (issue 30 "Kept compactly"; core analytics/tcgCardFacts.ts), one
 * row per match with a kept PTCGL log: `games[i]` the facts of game i, or null when its log could not be told apart.
 * Derived from `tcg_matches.ptcgl_log_text` (the source of truth) by modules/card-facts: a trigger (migration 0026)
 * deletes the row when the match's log or games change, and the backfill reads it again, as it does every row whose
 * `version` is older than core's `TCG_CARD_FACTS_VERSION`. The row goes with its match.
 */
export const tcgMatchCardFacts = pgTable(
  'tcg_match_card_facts',
  {
    matchId: uuid('match_id')
      .primaryKey()
      .references(() => tcgMatches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: smallint('version').notNull(),
    games: jsonb('games').$type<(TcgGameCardFacts | null)[]>().notNull(),
  },
  (t) => [index('tcg_match_card_facts_user_idx').on(t.userId)],
);
