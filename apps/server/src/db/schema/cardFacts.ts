import { index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { tcgMatches } from './tcgMatches.ts';
import { users } from './users.ts';

/**
 * Card names of the stored card facts (migration 0028): `tcg_match_card_facts.facts` names a card by its id here.
 * Append-only: a name's id never changes and no row is ever deleted (a facts row may name it), so a process keeps
 * whatever it read of it (modules/card-facts/cardNames.ts). Shared by every player: the names are card names.
 */
export const tcgCardNames = pgTable('tcg_card_names', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

/**
 * The card facts of an imported TCG match's games (issue 30 "Kept compactly"; core analytics/tcgCardFacts.ts), one
 * row per match with a kept PTCGL log: `facts`, the packed JSON text of modules/card-facts/packed.ts (element i the
 * facts of game i, or null when its log could not be told apart; cards as `tcg_card_names` ids).
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
    facts: text('facts').notNull(),
    // What the community card counts hold of this row (set by its triggers, migration 0026): the archetypes and game
    // results it was counted with, null when it is not counted (the match is not shared). Kept so that a row's
    // counts leave exactly as they came, even when its match is already gone.
    countedPlayerCategory: uuid('counted_player_category'),
    countedOpponentCategory: uuid('counted_opponent_category'),
    countedResults: text('counted_results').array(),
  },
  (t) => [index('tcg_match_card_facts_user_idx').on(t.userId)],
);

/**
 * Community card counts (issue 30 "Community, for players who share"): per archetype and card, over the imported
 * games of shared matches, the games in which the archetype's pilot used the card by their turn 1, 2, 3 and at all
 * (`g1`…`ga`) and how many of those they won (`w1`…`wa`). Both sides of a game count: your cards under your deck's
 * archetype, the opponent's under theirs (their win is your loss). A card counts once per game. Kept by the triggers
 * of migration 0026 as `tcg_match_card_facts` rows come and go and as matches change archetype or sharing.
 */
export const communityCardCounts = pgTable(
  'community_card_counts',
  {
    categoryId: uuid('category_id').notNull(),
    card: text('card').notNull(),
    g1: integer('g1').notNull().default(0),
    w1: integer('w1').notNull().default(0),
    g2: integer('g2').notNull().default(0),
    w2: integer('w2').notNull().default(0),
    g3: integer('g3').notNull().default(0),
    w3: integer('w3').notNull().default(0),
    ga: integer('ga').notNull().default(0),
    wa: integer('wa').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.card] })],
);

/** The archetype's counted games (win or loss, with card facts) and wins, beside its card counts. */
export const communityCardGames = pgTable('community_card_games', {
  categoryId: uuid('category_id').primaryKey(),
  games: integer('games').notNull().default(0),
  wins: integer('wins').notNull().default(0),
});
