import { sql, type SQL } from 'drizzle-orm';
import {
  analyticsWindow,
  communityMatrix,
  communityMatrixSchema,
  communityMeta,
  type CommunityCategory,
  type CommunityMatrix,
  type CommunityMeta,
  type CommunityPairRow,
  type CommunityQuery,
  type CommunityTrendRow,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { deckCategories } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findSeason, SEASON_NOT_FOUND } from '../seasons/service.ts';
import { createAnswerCache, type AnswerCache } from '../personal-analytics/answerCache.ts';

/** The key the aggregates store for "uncategorised" (migration 0008). */
export const UNCATEGORISED_KEY = '00000000-0000-0000-0000-000000000000';

export type CommunityService = ReturnType<typeof createCommunityService>;

const categoryOf = (id: string) => (id === UNCATEGORISED_KEY ? null : id);

/**
 * Community analytics (issue 6) from the aggregate tables kept by the tcg_matches triggers (migration 0008), never
 * from the matches: the all-time matrix and meta read `community_tcg_totals` (rows bounded by categories²), a date
 * window or season sums the `community_tcg_daily` rows of its days; the trend reads `community_category_days`. The
 * statistics are core's `communityMeta` and `communityMatrix`. Answers carry aggregates only: no user ids, deck lists
 * or notes.
 *
 * The all-time matrix (issue 6: "the matrix over 1,000,000 matches answers in under 20 ms") is kept as the JSON text
 * sent (personal-analytics/answerCache.ts) per convention and minimum sample, valid while the fingerprint of what it
 * is made of is unchanged: the totals rows (at most categories², each rewritten with a new `xmin` whenever a match
 * write moves its counts) and the categories (names and sprites). Building it again costs the core function and the
 * response checks over ~700 cells; reading the fingerprint costs one scan of those few hundred rows. Windows, seasons
 * and the meta (whose trend moves with a match's date, which the totals do not see) are computed on every request.
 */
export function createCommunityService(db: Db, answers: AnswerCache = createAnswerCache()) {
  async function allTimeFingerprint(): Promise<string> {
    const { rows } = await db.execute<{ f: string }>(sql`select concat_ws(':',
      (select concat_ws('/', count(*), sum(xmin::text::bigint)) from community_tcg_totals),
      (select concat_ws('/', count(*), sum(xmin::text::bigint)) from deck_categories)) as f`);
    return rows[0]!.f;
  }

  async function windowOf(query: CommunityQuery) {
    let season;
    if (query.seasonId !== undefined) {
      season = await findSeason(db, query.seasonId);
      if (!season) throw notFound(SEASON_NOT_FOUND);
    }
    return analyticsWindow(query, season);
  }

  const dayFilter = (from: string | undefined, to: string | undefined): SQL => {
    const parts: SQL[] = [sql`true`];
    if (from !== undefined) parts.push(sql`day >= ${from}::date`);
    if (to !== undefined) parts.push(sql`day <= ${to}::date`);
    return sql.join(parts, sql` and `);
  };

  async function categories(): Promise<CommunityCategory[]> {
    const rows = await db
      .select({ _id: deckCategories.id, name: deckCategories.name, sprites: deckCategories.sprites })
      .from(deckCategories);
    return rows;
  }

  /** The window's pair rows: the totals table without dates, else the daily rows of the window summed. */
  async function pairs(from: string | undefined, to: string | undefined): Promise<CommunityPairRow[]> {
    const result =
      from === undefined && to === undefined
        ? await db.execute<{ p: string; o: string; w: number; l: number; t: number }>(sql`
            select player_category_id as p, opponent_category_id as o, wins as w, losses as l, ties as t
            from community_tcg_totals where wins <> 0 or losses <> 0 or ties <> 0`)
        : await db.execute<{ p: string; o: string; w: number; l: number; t: number }>(sql`
            select player_category_id as p, opponent_category_id as o,
              sum(wins)::int as w, sum(losses)::int as l, sum(ties)::int as t
            from community_tcg_daily where ${dayFilter(from, to)}
            group by 1, 2 having sum(wins) <> 0 or sum(losses) <> 0 or sum(ties) <> 0`);
    return result.rows.map((r) => ({
      playerCategoryId: categoryOf(r.p),
      opponentCategoryId: categoryOf(r.o),
      wins: Number(r.w),
      losses: Number(r.l),
      ties: Number(r.t),
    }));
  }

  async function players(from: string | undefined, to: string | undefined): Promise<number> {
    const result =
      from === undefined && to === undefined
        ? await db.execute<{ n: number }>(sql`select count(*)::int as n from community_players where matches > 0`)
        : await db.execute<{ n: number }>(sql`
            select count(distinct user_id)::int as n from community_player_days
            where ${dayFilter(from, to)} and matches > 0`);
    return Number(result.rows[0]?.n ?? 0);
  }

  async function trend(
    from: string | undefined,
    to: string | undefined,
    granularity: CommunityQuery['granularity'],
  ): Promise<CommunityTrendRow[]> {
    const unit = granularity === 'month' ? sql.raw(`'month'`) : sql.raw(`'week'`);
    const result = await db.execute<{ period: string; c: string; n: number }>(sql`
      select to_char(date_trunc(${unit}, day), 'YYYY-MM-DD') as period, c, sum(n)::int as n
      from (select day, category_id as c, appearances as n from community_category_days where ${dayFilter(from, to)}) x
      group by 1, 2 having sum(n) <> 0`);
    return result.rows.map((r) => ({ period: r.period, categoryId: categoryOf(r.c), appearances: Number(r.n) }));
  }

  return {
    async meta(query: CommunityQuery): Promise<CommunityMeta> {
      const window = await windowOf(query);
      const base = { categories: await categories(), convention: query.convention, minMatches: query.minMatches };
      if (window.empty) {
        return communityMeta({ ...base, rows: [], trend: [], players: 0, granularity: query.granularity });
      }
      const [rows, trendRows, playerCount] = await Promise.all([
        pairs(window.from, window.to),
        trend(window.from, window.to, query.granularity),
        players(window.from, window.to),
      ]);
      return communityMeta({ ...base, rows, trend: trendRows, players: playerCount, granularity: query.granularity });
    },

    /** The matrix as JSON text: the all-time one kept while its rows are unchanged (see header). */
    async matrixJson(query: CommunityQuery): Promise<string> {
      if (query.from !== undefined || query.to !== undefined || query.seasonId !== undefined) {
        return JSON.stringify(communityMatrixSchema.parse(await this.matrix(query)));
      }
      return answers.answer({
        scope: 'community:matrix',
        key: JSON.stringify([query.convention, query.minMatches]),
        fingerprint: allTimeFingerprint,
        compute: async () => communityMatrixSchema.parse(await this.matrix(query)),
      });
    },

    async matrix(query: CommunityQuery): Promise<CommunityMatrix> {
      const window = await windowOf(query);
      const [rows, cats] = await Promise.all([window.empty ? [] : pairs(window.from, window.to), categories()]);
      return communityMatrix(rows, cats, query.convention, query.minMatches);
    },
  };
}
