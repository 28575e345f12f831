import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { vgcMatches } from './vgcMatches.ts';

/**
 * The Showdown replays a player imported (issue 13), one row per game, by its key (core `showdownReplayKey`: the
 * fingerprint of the battle itself, the same whether it came as replay JSON, a bare log or a replay page). The primary
 * key makes "the same replay imported twice by one player" impossible even for two concurrent imports; the row goes
 * with its match (a deleted match's replays can be imported again) and with the user. The preview and the import
 * look a request's keys up by the primary key; the match index serves the cascade when a match is deleted.
 */
export const vgcMatchReplays = pgTable(
  'vgc_match_replays',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replayKey: text('replay_key').notNull(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => vgcMatches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.replayKey] }), index('vgc_match_replays_match_idx').on(t.matchId)],
);
