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
 *   disjoint, the halves are joined with UNION ALL and stay in index order (merge append) for "latest" reads;
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
    const columns = sql`m.date, m.created_at, m.id, m.wins, m.losses, m.opponent_team_key, m.lead_pairs`;
    const result = await db.execute<TeamStatsRow>(sql`
      with played as materialized (
        select t.ord, x.wins > x.losses as won, x.opponent_team_key, x.lead_pairs,
          row_number() over (partition by t.ord order by x.date desc nulls last, x.created_at desc nulls last,
            x.id desc nulls last) as rn
        from ${teamsRelation(list)}
        cross join lateral ${matchesOfTeam(userId, columns)} x
      ),
      totals as (
        select ord, count(*)::int as matches, (count(*) filter (where won))::int as won,
          count(distinct nullif(opponent_team_key, ''))::int as opponents,
          array_agg(won order by rn) filter (where rn <= ${HISTORY}) as latest
        from played group by ord
      ),
      -- Every game's pair, numbered from the latest back (newest match first, a match's last game first).
      led as (
        select p.ord, p.pair, p.same,
          row_number() over (partition by p.ord order by p.rn, p.n desc) as recency
        from (
          select played.ord, played.rn, e.pair, e.n,
            least(lower(split_part(e.pair, E'\n', 1)), lower(split_part(e.pair, E'\n', 2))) || E'\n' ||
              greatest(lower(split_part(e.pair, E'\n', 1)), lower(split_part(e.pair, E'\n', 2))) as same
          from played cross join lateral unnest(played.lead_pairs) with ordinality as e(pair, n)
        ) p
      ),
      -- Per team and pair, its latest game (spelling and order shown) and how many games led it.
      pairs as (
        select distinct on (ord, same) ord, pair, recency, count(*) over (partition by ord, same) as games
        from led order by ord, same, recency
      ),
      best as (
        select distinct on (ord) ord, pair from pairs order by ord, games desc, recency asc
      )
      select t.ord, coalesce(totals.matches, 0) as matches, coalesce(totals.won, 0) as won,
        coalesce(totals.opponents, 0) as opponents, totals.latest, best.pair as lead_pair
      from ${teamsRelation(list)}
      left join totals on totals.ord = t.ord
      left join best on best.ord = t.ord
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
