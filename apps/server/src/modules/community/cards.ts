/**
 * Community card impact (issue 30): one archetype's card adoption and impact across members who share, from the
 * community card counts the database keeps (schema/cardFacts.ts, migration 0026) — one primary-key range scan of the
 * archetype's rows and one row of its totals, whatever the number of games — computed by core `communityCardImpact`.
 *
 * Decisions:
 * - Without an archetype asked for, the one with the most counted games is shown, so the page has something to say
 *   at once; the list of archetypes with counted games is the page's choices.
 * - Public like the other community screens: the counts hold no user ids, deck lists or notes.
 */
import { sql } from 'drizzle-orm';
import {
  communityCardImpact,
  type CommunityCardCount,
  type CommunityCards,
  type CommunityCardsQuery,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';

export async function communityCards(db: Db, query: CommunityCardsQuery): Promise<CommunityCards> {
  const { rows: archetypes } = await db.execute<{ _id: string; name: string; games: number }>(sql`
    select c.id as "_id", c.name, g.games from community_card_games g join deck_categories c on c.id = g.category_id
    where g.games > 0 order by g.games desc, c.name`);
  const chosen = archetypes.find((a) => a._id === query.archetype) ?? (query.archetype ? undefined : archetypes[0]);
  if (!chosen) {
    return { archetypes, archetype: null, games: 0, wins: 0, rows: [] };
  }
  const [{ rows: totals }, { rows: counts }] = await Promise.all([
    db.execute<{ games: number; wins: number }>(
      sql`select games, wins from community_card_games where category_id = ${chosen._id}`,
    ),
    db.execute<CommunityCardCount & Record<string, unknown>>(sql`
      select card, g1, w1, g2, w2, g3, w3, ga, wa from community_card_counts
      where category_id = ${chosen._id} and ga > 0`),
  ]);
  const impact = communityCardImpact(totals[0] ?? { games: 0, wins: 0 }, counts);
  return { archetypes, archetype: { _id: chosen._id, name: chosen.name }, ...impact };
}
