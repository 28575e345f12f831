import { sql, type SQL } from 'drizzle-orm';
import {
  bestAndWorstOf,
  recentForm,
  TREND_WINDOW,
  trend,
  winRate,
  type MatchLike,
  type MatchRecord,
  type MatchupStat,
  type TcgMatchSummary,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import type { SeasonRow, UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findCurrentSeason, findSeason, SEASON_NOT_FOUND, toSeason } from '../seasons/service.ts';

/**
 * The dashboard summary in three statements: the season, then (in parallel) the records and trend windows, and the
 * active deck with its matchups (kept per deck and opponent by migration 0019). Only counts, the latest 20 results (as
 * booleans) and one row per opponent deck come back; the core rules (trend, recent form, best and worst matchup) read
 * those.
 */

/** The list's newest-first order, as tcg_matches_user_date_idx and tcg_matches_user_deck_date_idx store it. */
const NEWEST = sql.raw('m.date desc nulls last, m.created_at desc nulls last, m.id desc nulls last');
/** Enough history for both trend windows (latest 10 and the 10 before) and the recent form (latest 10). */
const HISTORY = TREND_WINDOW * 2;

const WON = sql.raw('m.wins > m.losses');

/** A stand-in for a match that was won or lost: all that trend and recentForm read of it. */
const WON_MATCH: MatchLike = { games: [{ result: 'win' }] };
const LOST_MATCH: MatchLike = { games: [{ result: 'loss' }] };
const history = (latest: boolean[]) => latest.map((won) => (won ? WON_MATCH : LOST_MATCH));

function recordOf(won: number, matches: number): MatchRecord {
  return { wins: won, losses: matches - won, matches, winRate: winRate(won, matches) };
}

interface RecordsRow extends Record<string, unknown> {
  matches: number;
  won: number;
  latest: boolean[];
  season_matches: number | null;
  season_won: number | null;
  season_latest: boolean[] | null;
}

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
        array(select ${WON} from tcg_matches m where m.user_id = ${userId} order by ${NEWEST} limit ${HISTORY}) as latest,
        s.matches as season_matches,
        s.won as season_won,
        ${
          season
            ? sql`array(select ${WON} from tcg_matches m where m.user_id = ${userId} and ${inSeason}
                  order by ${NEWEST} limit ${HISTORY})`
            : sql`null::boolean[]`
        } as season_latest
      from (select ${userId}::uuid as user_id) me
      left join tcg_match_user_counts c on c.user_id = me.user_id
      left join lateral (
        select count(*)::int as matches, (count(*) filter (where ${WON}))::int as won
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
    const season = seasonId === undefined ? await findCurrentSeason(db) : await findSeason(db, seasonId);
    if (seasonId !== undefined && !season) throw notFound(SEASON_NOT_FOUND);
    const [totals, deck] = await Promise.all([
      records(user.id, season),
      user.activeDeckId ? activeDeck(user.id, user.activeDeckId) : null,
    ]);
    const seasonMatches = totals.season_matches ?? 0;
    return {
      allTime: { ...recordOf(totals.won, totals.matches), trend: trend(history(totals.latest)) },
      season: season
        ? {
            ...recordOf(totals.season_won ?? 0, seasonMatches),
            trend: trend(history(totals.season_latest ?? [])),
            season: toSeason(season),
          }
        : null,
      activeDeck: deck,
      totalMatches: totals.matches,
    };
  };
}
