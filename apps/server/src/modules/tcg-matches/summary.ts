import { sql, type SQL } from 'drizzle-orm';
import { bestAndWorstOf, recentForm, trend, type MatchupStat, type TcgMatchSummary } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import type { SeasonRow, UserRow } from '../../db/schema/index.ts';
import {
  history,
  HISTORY,
  NEWEST,
  recordOf,
  summaryRecords,
  summarySeason,
  TIED,
  WON,
  type RecordsRow,
} from '../matches/index.ts';

/**
 * The dashboard summary in three statements: the season, then (in parallel) the records and trend windows, and the
 * active deck with its matchups (kept per deck and opponent by migration 0019). Only counts, the latest 20 results (as
 * booleans) and one row per opponent deck come back; the core rules (trend, recent form, best and worst matchup) read
 * those.
 */

interface DeckRow extends Record<string, unknown> {
  id: string;
  name: string;
  sprite: string | null;
  secondary_sprite: string | null;
  latest: boolean[];
  matchups: { name: string; matches: number; won: number }[];
}

export function createTcgSummary(db: Db) {
  /**
   * All-time record from the per-user counts row (migration 0004) and its latest 20 results; with a season, the
   * count of its days' matches (an index range on user and date) and their latest 20.
   */
  async function records(userId: string, season: SeasonRow | undefined) {
    const inSeason: SQL = season ? sql`m.date between ${season.startDate} and ${season.endDate}` : sql`false`;
    const result = await db.execute<RecordsRow>(sql`
      select
        coalesce(c.matches, 0) as matches,
        coalesce(c.won, 0) as won,
        -- Ties (issue 29) are not kept in the counts row: counted from the user's rows through the covering
        -- tcg_matches_user_date_idx (wins and losses trail its key), an index-only scan.
        (select count(*)::int from tcg_matches m where m.user_id = ${userId} and ${TIED}) as tied,
        array(select ${WON} from tcg_matches m where m.user_id = ${userId} order by ${NEWEST} limit ${HISTORY}) as latest,
        s.matches as season_matches,
        s.won as season_won,
        s.tied as season_tied,
        ${
          season
            ? sql`array(select ${WON} from tcg_matches m where m.user_id = ${userId} and ${inSeason}
                  order by ${NEWEST} limit ${HISTORY})`
            : sql`null::boolean[]`
        } as season_latest
      from (select ${userId}::uuid as user_id) me
      left join tcg_match_user_counts c on c.user_id = me.user_id
      left join lateral (
        select count(*)::int as matches, (count(*) filter (where ${WON}))::int as won,
          (count(*) filter (where ${TIED}))::int as tied
        from tcg_matches m where m.user_id = me.user_id and ${inSeason}
      ) s on ${season ? sql`true` : sql`false`}
    `);
    return result.rows[0]!;
  }

  /** The caller's active deck (null when unset, deleted or not theirs), its latest 20 results and its matchups. */
  async function activeDeck(userId: string, deckId: string): Promise<TcgMatchSummary['activeDeck']> {
    const result = await db.execute<DeckRow>(sql`
      select
        d.id, d.name, d.pokemon_sprite as sprite, d.secondary_pokemon_sprite as secondary_sprite,
        array(
          select ${WON} from tcg_matches m where m.user_id = d.user_id and m.deck_id = d.id order by ${NEWEST}
          limit ${HISTORY}
        ) as latest,
        coalesce((
          -- One row per opponent deck as core matchupStats groups them (trimmed, ignoring letter case), named as
          -- the newest match spells it: kept by migration 0019's triggers, so a deck's thousands of matches are not
          -- grouped on every load.
          select json_agg(json_build_object('name', coalesce(g.name, ''), 'matches', g.matches, 'won', g.won))
          from tcg_deck_matchups g where g.user_id = d.user_id and g.deck_id = d.id and g.matches > 0
        ), '[]'::json) as matchups
      from decks d
      where d.id = ${deckId} and d.user_id = ${userId}
    `);
    const deck = result.rows[0];
    if (!deck) return null;
    const matchups: MatchupStat[] = deck.matchups.map((g) => ({
      opponentDeck: g.name,
      ...recordOf(g.won, g.matches),
    }));
    const won = matchups.reduce((n, m) => n + m.wins, 0);
    const matches = matchups.reduce((n, m) => n + m.matches, 0);
    const latest = history(deck.latest);
    const { best, worst } = bestAndWorstOf(matchups);
    return {
      deckId: deck.id,
      name: deck.name,
      sprite: deck.sprite,
      secondarySprite: deck.secondary_sprite,
      ...recordOf(won, matches),
      recentForm: recentForm(latest),
      trend: trend(latest),
      bestMatchup: best,
      worstMatchup: worst,
    };
  }

  /** The dashboard's summary (see core tcgMatchSummarySchema); a seasonId that names no season is a 404. */
  return async function summary(user: UserRow, seasonId: string | undefined): Promise<TcgMatchSummary> {
    const season = await summarySeason(db, seasonId);
    const [totals, deck] = await Promise.all([
      records(user.id, season),
      user.activeDeckId ? activeDeck(user.id, user.activeDeckId) : null,
    ]);
    return {
      ...summaryRecords(totals, season),
      activeDeck: deck,
      totalMatches: totals.matches,
    };
  };
}
