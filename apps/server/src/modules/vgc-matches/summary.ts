import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  teamFilterKey,
  teamSpeciesOf,
  teamStatsFromMatches,
  TREND_WINDOW,
  trend,
  winRate,
  type LeadGameLike,
  type MatchLike,
  type MatchRecord,
  type TeamStats,
  type VgcMatchSummary,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { teams, type SeasonRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findCurrentSeason, findSeason, SEASON_NOT_FOUND, toSeason } from '../seasons/service.ts';
import { TEAM_NOT_FOUND, teamListOrder } from '../teams/service.ts';

/**
 * The VGC dashboard summary and team statistics. The numbers are the core's (`stats/vgcSummary.ts`); the database
 * only hands over what they read:
 * - records: the per-user counts row (migration 0006) and the latest 20 results; with a season, its count and latest
 *   20 (as TCG's summary);
 * - the most used team: per team, its match count and latest match, ranked in SQL (ties as core: the latest match,
 *   then the team list's order), so only the winner's matches are read;
 * - team statistics: each match of the teams in one newest-first pass, carrying only results, leads and the stored
 *   opponent key — never the notes.
 */

/** The list's newest-first order, as vgc_matches_user_date_idx stores it. */
const NEWEST = sql.raw('m.date desc nulls last, m.created_at desc nulls last, m.id desc nulls last');
/** Enough history for both trend windows (latest 10 and the 10 before). */
const HISTORY = TREND_WINDOW * 2;
const WON = sql.raw('m.wins > m.losses');

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

interface TeamMatchRow extends Record<string, unknown> {
  team_id: string | null;
  player_team_key: string;
  opponent_team_key: string;
  games: LeadGameLike[];
}

/** A saved team as statistics read it: id, name, species and its filter key. */
interface KeyedTeam {
  _id: string;
  name: string;
  pokemon: { species: string }[];
  key: string;
}

export function createVgcSummary(db: Db) {
  async function records(userId: string, season: SeasonRow | undefined) {
    const inSeason: SQL = season ? sql`m.date between ${season.startDate} and ${season.endDate}` : sql`false`;
    const result = await db.execute<RecordsRow>(sql`
      select
        coalesce(c.matches, 0) as matches,
        coalesce(c.won, 0) as won,
        array(select ${WON} from vgc_matches m where m.user_id = ${userId} order by ${NEWEST} limit ${HISTORY}) as latest,
        s.matches as season_matches,
        s.won as season_won,
        ${
          season
            ? sql`array(select ${WON} from vgc_matches m where m.user_id = ${userId} and ${inSeason}
                  order by ${NEWEST} limit ${HISTORY})`
            : sql`null::boolean[]`
        } as season_latest
      from (select ${userId}::uuid as user_id) me
      left join vgc_match_user_counts c on c.user_id = me.user_id
      left join lateral (
        select count(*)::int as matches, (count(*) filter (where ${WON}))::int as won
        from vgc_matches m where m.user_id = me.user_id and ${inSeason}
      ) s on ${season ? sql`true` : sql`false`}
    `);
    return result.rows[0]!;
  }

  /** The caller's teams in the teams list's order (most recently updated first), with their filter keys. */
  async function keyedTeams(userId: string, teamId?: string): Promise<KeyedTeam[]> {
    const rows = await db
      .select({ id: teams.id, name: teams.name, pokemon: teams.pokemon })
      .from(teams)
      .where(teamId === undefined ? eq(teams.userId, userId) : and(eq(teams.userId, userId), eq(teams.id, teamId)))
      .orderBy(...teamListOrder);
    return rows.map((row) => {
      const pokemon = teamSpeciesOf(row).map((species) => ({ species }));
      return { _id: row.id, name: row.name, pokemon, key: teamFilterKey(pokemon.map((p) => p.species)) };
    });
  }

  /** A match belongs to a team by its id, or by the team's key when the team has one (core vgcMatchesOfTeam). */
  const ofTeam = (idColumn: SQL, keyColumn: SQL) =>
    sql`(m.team_id = ${idColumn} or (${keyColumn} <> '' and m.player_team_key = ${keyColumn}))`;

  /** The team with the most matches (ties: latest match, then list order), or undefined when none has a match. */
  async function mostUsed(userId: string, list: KeyedTeam[]): Promise<KeyedTeam | undefined> {
    if (list.length === 0) return undefined;
    const result = await db.execute<{ ord: number }>(sql`
      select t.ord
      from unnest(${sql.param(list.map((team) => team._id))}::uuid[], ${sql.param(list.map((team) => team.key))}::text[])
        with ordinality as t(id, key, ord)
      cross join lateral (
        select count(*)::int as matches from vgc_matches m
        where m.user_id = ${userId} and ${ofTeam(sql`t.id`, sql`t.key`)}
      ) c
      cross join lateral (
        select m.date, m.created_at, m.id from vgc_matches m
        where m.user_id = ${userId} and ${ofTeam(sql`t.id`, sql`t.key`)}
        order by ${NEWEST} limit 1
      ) latest
      order by c.matches desc, latest.date desc, latest.created_at desc, latest.id desc, t.ord asc
      limit 1
    `);
    const ord = result.rows[0]?.ord;
    return ord === undefined ? undefined : list[Number(ord) - 1];
  }

  /** Statistics of these teams from one newest-first pass over their matches (see header). */
  async function statsOf(userId: string, list: KeyedTeam[]): Promise<TeamStats[]> {
    if (list.length === 0) return [];
    const keys = [...new Set(list.map((team) => team.key).filter((key) => key !== ''))];
    const result = await db.execute<TeamMatchRow>(sql`
      select m.team_id, m.player_team_key, m.opponent_team_key,
        (
          select coalesce(jsonb_agg(jsonb_build_object('result', g -> 'result', 'leadPokemon', g -> 'leadPokemon')
            order by n), '[]'::jsonb)
          from jsonb_array_elements(m.games) with ordinality as e(g, n)
        ) as games
      from vgc_matches m
      where m.user_id = ${userId}
        and (m.team_id = any(${sql.param(list.map((team) => team._id))}::uuid[])
          or m.player_team_key = any(${sql.param(keys)}::text[]))
      order by ${NEWEST}
    `);
    const byTeam = new Map(list.map((team) => [team._id, [] as TeamMatchRow[]]));
    const teamsByKey = new Map<string, KeyedTeam[]>();
    for (const team of list) if (team.key) teamsByKey.set(team.key, [...(teamsByKey.get(team.key) ?? []), team]);
    for (const row of result.rows) {
      const owners = new Set(teamsByKey.get(row.player_team_key)?.map((team) => team._id));
      if (row.team_id && byTeam.has(row.team_id)) owners.add(row.team_id);
      for (const id of owners) byTeam.get(id)!.push(row);
    }
    return list.map((team) => teamStatsFromMatches(team, byTeam.get(team._id)!, (row) => row.opponent_team_key));
  }

  return {
    /** The dashboard's summary (core vgcMatchSummarySchema); a seasonId that names no season is a 404. */
    async summary(userId: string, seasonId: string | undefined): Promise<VgcMatchSummary> {
      const season = seasonId === undefined ? await findCurrentSeason(db) : await findSeason(db, seasonId);
      if (seasonId !== undefined && !season) throw notFound(SEASON_NOT_FOUND);
      const list = await keyedTeams(userId);
      const [totals, top] = await Promise.all([records(userId, season), mostUsed(userId, list)]);
      const [mostUsedTeam] = top ? await statsOf(userId, [top]) : [];
      return {
        allTime: { ...recordOf(totals.won, totals.matches), trend: trend(history(totals.latest)) },
        season: season
          ? {
              ...recordOf(totals.season_won ?? 0, totals.season_matches ?? 0),
              trend: trend(history(totals.season_latest ?? [])),
              season: toSeason(season),
            }
          : null,
        teamCount: list.length,
        mostUsedTeam: mostUsedTeam ?? null,
        totalMatches: totals.matches,
      };
    },

    /** Statistics of every team of the caller, in the teams list's order. */
    async teamStats(userId: string): Promise<TeamStats[]> {
      return statsOf(userId, await keyedTeams(userId));
    },

    /** One team's statistics; 404 unless the team is the caller's. */
    async teamStatsOf(userId: string, teamId: string): Promise<TeamStats> {
      if (!isUuid(teamId)) throw notFound(TEAM_NOT_FOUND);
      const list = await keyedTeams(userId, teamId);
      if (list.length === 0) throw notFound(TEAM_NOT_FOUND);
      return (await statsOf(userId, list))[0]!;
    },
  };
}
