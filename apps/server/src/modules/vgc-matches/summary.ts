import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  recentForm,
  teamDisplayName,
  teamFilterKey,
  teamSpeciesOf,
  trend,
  type TeamStats,
  type VgcMatchSummary,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { teams, type SeasonRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
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
import { TEAM_NOT_FOUND, teamListOrder } from '../teams/index.ts';

/**
 * The VGC dashboard summary and team statistics, from figures kept per player by triggers (migration 0016) and the
 * latest results read with LIMIT through the indexes, so a request costs the same for 100 or 10,000 matches (issue 18).
 * Only sequences go to the core's functions (trend, recent form: the latest 20 results). No request reads `games`.
 * - records: the per-user counts row (migration 0006) and the latest 20 results; with a season, the sum of the
 *   per-day rows (vgc_match_user_days) over its days and its latest 20 (as TCG's summary);
 * - a team's matches (core `vgcMatchesOfTeam`: logged with its id, or with its key when it has one) are kept as
 *   figures per (team id, team key) of the matches: a team's figures sum the rows with its id or its key, each row
 *   once (vgc_team_totals: matches and won; vgc_team_opponents: distinct non-blank opponent keys still played;
 *   vgc_team_lead_pairs: games per pair as led);
 * - its latest matches: the newest of its id half and of its key half, each read in order from
 *   vgc_matches_user_team_{id,key}_idx (migration 0007) and stopped by a LIMIT, then merged; a match in both halves
 *   comes from both and is counted once (excluding the id half from the key half instead would make a player who always
 *   logs with the team scan all its matches to find none);
 * - the most used team: every team's count and latest match, ranked in SQL (ties as core: the latest match, then the
 *   team list's order); only the winner's full statistics are computed;
 * - the most common lead pair (core `mostCommonLeadPair`'s rule, stated in `schemas/vgcMatchApi.ts`): identity ignores
 *   order and case, most games, ties to the pair whose latest game is the most recent (date, created_at, id, then the
 *   later game of a match), shown as that game led it. The counts come from the kept pairs; the tie-break reads the
 *   team's matches newest first and stops at the first that led one of the top pairs. Case is folded with PostgreSQL
 *   lower() where the core uses toLowerCase(); stored names are in the Pokédex spelling (species.ts), so both read the
 *   same pairs.
 */

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
        -- Ties (issue 29) are not kept per player or per day: counted from the user's rows through the covering
        -- vgc_matches_user_date_idx, as TCG's summary does.
        (select count(*)::int from vgc_matches m where m.user_id = ${userId} and ${TIED}) as tied,
        array(select ${WON} from vgc_matches m where m.user_id = ${userId} order by ${NEWEST} limit ${HISTORY}) as latest,
        s.matches as season_matches,
        s.won as season_won,
        ${
          season
            ? sql`(select count(*)::int from vgc_matches m where m.user_id = ${userId} and ${inSeason} and ${TIED})`
            : sql`null::int`
        } as season_tied,
        ${
          season
            ? sql`array(select ${WON} from vgc_matches m where m.user_id = ${userId} and ${inSeason}
                  order by ${NEWEST} limit ${HISTORY})`
            : sql`null::boolean[]`
        } as season_latest
      from (select ${userId}::uuid as user_id) me
      left join vgc_match_user_counts c on c.user_id = me.user_id
      left join lateral (
        select coalesce(sum(d.matches), 0)::int as matches, coalesce(sum(d.won), 0)::int as won
        from vgc_match_user_days d
        where d.user_id = me.user_id and ${season ? sql`d.day between ${season.startDate} and ${season.endDate}` : sql`false`}
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
   * The latest `limit` matches of each half of team t (see header), as `columns` (which must hold m.date, m.created_at
   * and m.id), unordered: the newest `limit` of the team are among them, and a match in both halves may come twice.
   * `idHalf` / `keyHalf` add conditions to each half.
   */
  const latestOfHalves = (userId: string, columns: SQL, limit: number, idHalf = sql`true`, keyHalf = sql`true`) => sql`(
    (select ${columns} from vgc_matches m where m.user_id = ${userId} and m.team_id = t.id and ${idHalf}
     order by ${NEWEST} limit ${limit})
    union all
    (select ${columns} from vgc_matches m
     where m.user_id = ${userId} and t.key <> '' and m.player_team_key = t.key and ${keyHalf}
     order by ${NEWEST} limit ${limit})
  )`;

  /** Rows of a kept per-team table (alias k) that count for team t: those with its id or its key, each once. */
  const keptOfTeam = (userId: string) => sql`k.user_id = ${userId}
    and (k.team_id = t.id or (t.key <> '' and k.team_key = t.key))`;

  /**
   * Kept lead pairs showing that a half of team t led one of its top pairs: each half's newest-first scan for such a
   * match runs only when it will find one, so it stops early.
   */
  const ledInHalf = (userId: string, half: SQL) => sql`
    select from vgc_team_lead_pairs k where k.user_id = ${userId} and ${half} and k.pair = any(top.forms) and k.games > 0`;

  /** The team with the most matches (ties: latest match, then list order), or undefined when none has a match. */
  async function mostUsed(userId: string, list: KeyedTeam[]): Promise<KeyedTeam | undefined> {
    if (list.length === 0) return undefined;
    const result = await db.execute<{ ord: string }>(sql`
      select t.ord
      from ${teamsRelation(list)}
      cross join lateral (
        select coalesce(sum(k.matches), 0)::int as matches from vgc_team_totals k where ${keptOfTeam(userId)}
      ) c
      cross join lateral (
        select * from ${latestOfHalves(userId, sql`m.date, m.created_at, m.id`, 1)} x
        order by x.date desc, x.created_at desc, x.id desc
        limit 1
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
    // A kept pair ("A\nB", as led) as its identity: the two names lower-cased, in a fixed order.
    const first = sql`lower(split_part(k.pair, E'\n', 1))`;
    const second = sql`lower(split_part(k.pair, E'\n', 2))`;
    const sameOf = sql`least(${first}, ${second}) || E'\n' || greatest(${first}, ${second})`;
    const result = await db.execute<TeamStatsRow>(sql`
      select t.ord, totals.matches, totals.won, opponents.opponents,
        array(
          select distinct on (x.date, x.created_at, x.id) x.wins > x.losses
          from ${latestOfHalves(userId, sql`m.date, m.created_at, m.id, m.wins, m.losses`, HISTORY)} x
          order by x.date desc nulls last, x.created_at desc nulls last, x.id desc nulls last
          limit ${HISTORY}
        ) as latest,
        -- The tie-break: the latest game (newest match, its last game) that led one of the top pairs, as it led it.
        (
          select (select e.pair from unnest(x.lead_pairs) with ordinality as e(pair, n)
                  where e.pair = any(top.forms) order by e.n desc limit 1)
          from ${latestOfHalves(
            userId,
            sql`m.date, m.created_at, m.id, m.lead_pairs`,
            1,
            sql`m.lead_pairs && top.forms and exists (${ledInHalf(userId, sql`k.team_id = t.id`)})`,
            sql`m.lead_pairs && top.forms and exists (${ledInHalf(userId, sql`k.team_key = t.key`)})`,
          )} x
          order by x.date desc, x.created_at desc, x.id desc
          limit 1
        ) as lead_pair
      from ${teamsRelation(list)}
      cross join lateral (
        select coalesce(sum(k.matches), 0)::int as matches, coalesce(sum(k.won), 0)::int as won
        from vgc_team_totals k where ${keptOfTeam(userId)}
      ) totals
      cross join lateral (
        select count(distinct k.opponent_key)::int as opponents
        from vgc_team_opponents k where ${keptOfTeam(userId)} and k.matches > 0
      ) opponents
      -- The team's most led pair identities (several when tied), as the spellings kept for them.
      cross join lateral (
        select array_agg(p.form) as forms
        from (
          select s.forms, s.games, max(s.games) over () as most
          from (
            select ${sameOf} as same, sum(k.games) as games, array_agg(distinct k.pair) as forms
            from vgc_team_lead_pairs k where ${keptOfTeam(userId)} and k.games > 0
            group by 1
          ) s
        ) c
        cross join lateral unnest(c.forms) as p(form)
        where c.games = c.most
      ) top
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
      const season = await summarySeason(db, seasonId);
      const list = await keyedTeams(userId);
      const [totals, top] = await Promise.all([records(userId, season), mostUsed(userId, list)]);
      const [mostUsedTeam] = top ? await statsOf(userId, [top]) : [];
      return {
        ...summaryRecords(totals, season),
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
