import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  recentForm,
  teamDisplayName,
  teamFilterKey,
  teamSpeciesOf,
  TREND_WINDOW,
  trend,
  winRate,
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
 * The VGC dashboard summary and team statistics, computed in SQL over small derived columns and handed to the core's
 * functions only where they need a sequence (trend, recent form: the latest 20 results). No request reads `games`.
 * - records: the per-user counts row (migration 0006) and the latest 20 results; with a season, its count and latest
 *   20 (as TCG's summary);
 * - a team's matches (core `vgcMatchesOfTeam`: logged with its id, or with its key when it has one) are read as two
 *   disjoint halves — by id, then by key minus those of the id — each an index-only scan of
 *   vgc_matches_user_team_{id,key}_idx (migration 0007), which carry results, opponent key and lead pairs; being
 *   disjoint, the halves are joined with UNION ALL (no de-duplication);
 * - the most used team: every team's count and latest match in one statement, ranked in SQL (ties as core: the
 *   latest match, then the team list's order); only the winner's full statistics are computed;
 * - team statistics of all teams in one statement: matches, won (wins > losses, core listResult), distinct non-blank
 *   opponent keys, the latest 20 results, and the most common lead pair from `lead_pairs` (core
 *   `mostCommonLeadPair`'s rule, stated in `schemas/vgcMatchApi.ts`): identity ignores order and case, most games,
 *   ties to the pair whose latest game is the most recent (date, created_at, id, then the later game of a match), shown
 *   as that game led it. Case is folded with PostgreSQL lower() where the core uses toLowerCase(); stored names are in
 *   the Pokédex spelling (species.ts), so both read the same pairs.
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

interface TeamStatsRow extends Record<string, unknown> {
  ord: string;
  matches: number;
  won: number;
  opponents: number;
  latest: boolean[] | null;
  lead_pair: string | null;
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

  /** The caller's teams as a relation t(id, key, ord): ord is the 1-based position in `list`. */
  const teamsRelation = (list: KeyedTeam[]) => sql`unnest(
    ${sql.param(list.map((team) => team._id))}::uuid[], ${sql.param(list.map((team) => team.key))}::text[]
  ) with ordinality as t(id, key, ord)`;

  /**
   * The matches of team t (see header): those logged with its id, then those with its key logged with no or another
   * id. `columns` are read from the team indexes alone.
   */
  const matchesOfTeam = (userId: string, columns: SQL) => sql`(
    select ${columns} from vgc_matches m where m.user_id = ${userId} and m.team_id = t.id
    union all
    select ${columns} from vgc_matches m
    where m.user_id = ${userId} and t.key <> '' and m.player_team_key = t.key and m.team_id is distinct from t.id
  )`;

  /** The team with the most matches (ties: latest match, then list order), or undefined when none has a match. */
  async function mostUsed(userId: string, list: KeyedTeam[]): Promise<KeyedTeam | undefined> {
    if (list.length === 0) return undefined;
    const result = await db.execute<{ ord: string }>(sql`
      select t.ord
      from ${teamsRelation(list)}
      cross join lateral (select count(*)::int as matches from ${matchesOfTeam(userId, sql`1`)} x) c
      cross join lateral (
        select * from ${matchesOfTeam(userId, sql`m.date, m.created_at, m.id`)} x
        order by x.date desc nulls last, x.created_at desc nulls last, x.id desc nulls last limit 1
      ) latest
      order by c.matches desc, latest.date desc, latest.created_at desc, latest.id desc, t.ord asc
      limit 1
    `);
    const ord = result.rows[0]?.ord;
    return ord === undefined ? undefined : list[Number(ord) - 1];
  }

  /** Statistics of these teams, in their order, from one statement (see header). */
  async function statsOf(userId: string, list: KeyedTeam[]): Promise<TeamStats[]> {
    if (list.length === 0) return [];
    // A stored pair ("A\nB", as led) as its identity: the two names lower-cased, in a fixed order.
    const first = sql`lower(split_part(p.pair, E'\n', 1))`;
    const second = sql`lower(split_part(p.pair, E'\n', 2))`;
    const sameOf = sql`least(${first}, ${second}) || E'\n' || greatest(${first}, ${second})`;
    const newestFirst = sql`x.date desc nulls last, x.created_at desc nulls last, x.id desc nulls last`;
    const result = await db.execute<TeamStatsRow>(sql`
      with t as materialized (select * from ${teamsRelation(list)}),
      played as materialized (
        select t.ord, x.wins > x.losses as won, x.opponent_team_key, x.lead_pairs
        from t cross join lateral ${matchesOfTeam(userId, sql`m.wins, m.losses, m.opponent_team_key, m.lead_pairs`)} x
      ),
      totals as (
        select ord, count(*)::int as matches, (count(*) filter (where won))::int as won from played group by ord
      ),
      opponents as (
        select ord, count(*)::int as opponents
        from (select distinct ord, opponent_team_key from played where opponent_team_key <> '') o group by ord
      ),
      -- Games per pair identity (a match holds at most three games), with the spellings stored for it.
      counts as (
        select p.ord, ${sameOf} as same, count(*) as games, array_agg(distinct p.pair) as forms
        from (
          select ord, lead_pairs[1] as pair from played
          union all select ord, lead_pairs[2] from played
          union all select ord, lead_pairs[3] from played
        ) p
        where p.pair is not null
        group by 1, 2
      ),
      -- Each team's most led pairs (several when tied), as the spellings to look for.
      top as (
        select ord, array_agg(form) as forms
        from (select ord, forms, games, max(games) over (partition by ord) as most from counts) c
        cross join lateral unnest(c.forms) as form
        where games = most group by ord
      )
      select t.ord, coalesce(totals.matches, 0) as matches, coalesce(totals.won, 0) as won,
        coalesce(opponents.opponents, 0) as opponents,
        array(
          select x.wins > x.losses from ${matchesOfTeam(userId, sql`m.date, m.created_at, m.id, m.wins, m.losses`)} x
          order by ${newestFirst} limit ${HISTORY}
        ) as latest,
        -- The tie-break: the latest game (newest match, its last game) that led one of the top pairs, as it led it.
        (
          select (select e.pair from unnest(x.lead_pairs) with ordinality as e(pair, n)
                  where e.pair = any(top.forms) order by e.n desc limit 1)
          from ${matchesOfTeam(userId, sql`m.date, m.created_at, m.id, m.lead_pairs`)} x
          where x.lead_pairs && top.forms
          order by ${newestFirst} limit 1
        ) as lead_pair
      from t
      left join totals on totals.ord = t.ord
      left join opponents on opponents.ord = t.ord
      left join top on top.ord = t.ord
      order by t.ord
    `);
    return result.rows.map((row) => {
      const team = list[Number(row.ord) - 1]!;
      const latest = history(row.latest ?? []);
      return {
        teamId: team._id,
        teamName: teamDisplayName(team.name),
        pokemon: team.pokemon.map((p) => p.species),
        ...recordOf(row.won, row.matches),
        mostCommonLeadPair: row.lead_pair ? row.lead_pair.split('\n') : [],
        uniqueOpponentsCount: row.opponents,
        recentForm: recentForm(latest),
        trend: trend(latest),
      };
    });
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
