import { sql } from 'drizzle-orm';
import {
  analyticsWindow,
  vgcCommunity,
  vgcCommunitySchema,
  type VgcCommunity,
  type VgcCommunityQuery,
  type VgcCommunityTeamRow,
  type VgcBringLeadCountRow,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { restrictedPokemon } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { AnswerCache } from '../../caching/index.ts';
import { findSeason, SEASON_NOT_FOUND } from '../seasons/index.ts';
import { loadRegulations } from '../vgc-regulations/index.ts';

/**
 * VGC community analytics (issue 29): Pokémon, pairs and restricted cores of the teams members who share played,
 * with usage and win rates (core `analytics/vgcCommunity.ts` holds the definitions). Answers carry aggregates only:
 * no user ids, team names, sets or notes.
 *
 * Who counts: matches of members who have not opted out of community analytics (`users.community_opt_out`, the
 * setting the TCG meta reads through `tcg_matches.community`), read at request time, so a change of the setting
 * applies at once. Rounds not played (an ID, a bye, a no-show: `special_result`) and matches with nothing counted
 * (no games, no recorded result: tally 0-0) are left out.
 *
 * How: one grouped statement aggregates in PostgreSQL, one row per member, format and team as stored (W-L-T as match
 * counts) — a few rows per member whatever their match count — and core reads each distinct team's formes,
 * pairs and restricted core once. No table keeps these figures yet, so the statement reads the window's
 * VGC matches — from the covering index of migration 0024 (`vgc_matches_community_window_idx`, its condition the same
 * as this statement's) for a date window, by a scan for all time; hence the answer is kept (caching/answerCache.ts) per query — the window
 * as resolved from the season, the regulation, the convention and the minimum — while its fingerprint is unchanged:
 * the players' match stamps (`vgc_match_user_counts`, whose row every statement writing a player's matches rewrites,
 * migration 0018: count and sum of `xmin`), the opted-out members, the restricted list and the regulation list (an
 * admin-added regulation files its formats under its own name at once: vgc-regulations).
 */
export function createVgcCommunity(db: Db, answers: AnswerCache) {
  async function fingerprint(): Promise<string> {
    const { rows } = await db.execute<{ f: string }>(sql`select concat_ws(':',
      (select concat_ws('/', count(*), sum(xmin::text::bigint)) from vgc_match_user_counts),
      (select concat_ws('/', count(*), sum(hashtext(id::text)::bigint)) from users where community_opt_out),
      (select concat_ws('/', count(*), sum(xmin::text::bigint)) from restricted_pokemon),
      (select concat_ws('/', count(*), sum(xmin::text::bigint)) from vgc_regulations)) as f`);
    return rows[0]!.f;
  }

  async function teamRows(window: { from?: string; to?: string }): Promise<VgcCommunityTeamRow[]> {
    const { rows } = await db.execute<{ p: string; f: string; t: string[]; w: number; l: number; d: number }>(sql`
      select m.user_id::text as p, m.format as f, m.player_team as t,
        count(*) filter (where m.result = 'win')::int as w,
        count(*) filter (where m.result = 'loss')::int as l,
        count(*) filter (where m.result = 'tie')::int as d
      from vgc_matches m
      where m.special_result is null and m.wins + m.losses > 0
        ${window.from !== undefined ? sql`and m.date >= ${window.from}` : sql``}
        ${window.to !== undefined ? sql`and m.date <= ${window.to}` : sql``}
        and not exists (select 1 from users u where u.id = m.user_id and u.community_opt_out)
      group by m.user_id, m.format, m.player_team`);
    return rows.map((r) => ({
      player: r.p,
      format: r.f,
      team: r.t,
      wins: Number(r.w),
      losses: Number(r.l),
      ties: Number(r.d),
    }));
  }

  /**
   * Issue 30: per format and Pokémon of the team as stored, the window's games (win or loss, with the player's brought
   * Pokémon recorded) it was on the team, brought and led, and the wins among them — one grouped statement.
   */
  async function bringLeadRows(window: { from?: string; to?: string }): Promise<VgcBringLeadCountRow[]> {
    const { rows } = await db.execute<{
      f: string;
      p: string;
      t: number;
      b: number;
      bw: number;
      l: number;
      lw: number;
    }>(sql`
      with g as (
        select m.format, m.player_team, x.game->'broughtPokemon' as brought, x.game->'leadPokemon' as leads,
          x.game->>'result' = 'win' as won
        from vgc_matches m, jsonb_array_elements(m.games) as x(game)
        where m.special_result is null and m.wins + m.losses > 0
          ${window.from !== undefined ? sql`and m.date >= ${window.from}` : sql``}
          ${window.to !== undefined ? sql`and m.date <= ${window.to}` : sql``}
          and not exists (select 1 from users u where u.id = m.user_id and u.community_opt_out)
          and x.game->>'result' in ('win', 'loss')
          and jsonb_typeof(x.game->'broughtPokemon') = 'array' and jsonb_array_length(x.game->'broughtPokemon') > 0
      )
      select g.format as f, p, count(*)::int as t,
        count(*) filter (where g.brought ? p)::int as b,
        count(*) filter (where g.brought ? p and g.won)::int as bw,
        count(*) filter (where g.brought ? p and coalesce(g.leads ? p, false))::int as l,
        count(*) filter (where g.brought ? p and coalesce(g.leads ? p, false) and g.won)::int as lw
      from g, unnest(g.player_team) as p
      group by g.format, p`);
    return rows.map((r) => ({
      format: r.f,
      pokemon: r.p,
      onTeam: Number(r.t),
      brought: Number(r.b),
      broughtWins: Number(r.bw),
      led: Number(r.l),
      ledWins: Number(r.lw),
    }));
  }

  async function compute(query: VgcCommunityQuery, window: { from?: string; to?: string }): Promise<VgcCommunity> {
    const [rows, bringLead, listed, regulations] = await Promise.all([
      teamRows(window),
      bringLeadRows(window),
      db.select({ name: restrictedPokemon.name }).from(restrictedPokemon),
      loadRegulations(db),
    ]);
    return vgcCommunity({
      rows,
      bringLead,
      restricted: listed.map((r) => r.name),
      regulations,
      convention: query.convention,
      minMatches: query.minMatches,
      regulation: query.regulation,
    });
  }

  return {
    /** The answer as JSON text, checked against its schema, kept while its rows are unchanged (see header). */
    async json(query: VgcCommunityQuery): Promise<string> {
      const season = query.seasonId === undefined ? undefined : await findSeason(db, query.seasonId);
      if (query.seasonId !== undefined && !season) throw notFound(SEASON_NOT_FOUND);
      const window = analyticsWindow(query, season);
      if (window.empty) {
        return JSON.stringify(vgcCommunitySchema.parse(vgcCommunity({ ...query, rows: [], restricted: [] })));
      }
      const resolved = { from: window.from, to: window.to };
      return answers.answer({
        scope: 'community:vgc',
        key: JSON.stringify([resolved.from, resolved.to, query.regulation, query.convention, query.minMatches]),
        fingerprint,
        compute: async () => vgcCommunitySchema.parse(await compute(query, resolved)),
      });
    },
  };
}
