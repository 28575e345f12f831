import { communityCards } from './cards.ts';
import { sql } from 'drizzle-orm';
import {
  analyticsWindow,
  communityMatrix,
  communityMatrixSchema,
  communityMeta,
  communityMetaSchema,
  type CommunityCategory,
  type CommunityMatrix,
  type CommunityMeta,
  type CommunityPairRow,
  type CommunityQuery,
  type CommunityCardsQuery,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { deckCategories } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findSeason, SEASON_NOT_FOUND } from '../seasons/index.ts';
import { type AnswerCache, createAnswerCache } from '../../caching/index.ts';
import { pairTerms, windowPieces, type DataRange } from './windowPieces.ts';
import { dataRange, pairRowOf, windowPairs, windowPlayers, windowTrend } from './windows.ts';
import { createVgcCommunity } from './vgc.ts';

export { UNCATEGORISED_KEY } from './windows.ts';

export type CommunityService = ReturnType<typeof createCommunityService>;

/**
 * Community analytics (issue 6) from the aggregate tables kept by the tcg_matches triggers (migration 0008), never
 * from the matches: the all-time matrix and meta read `community_tcg_totals` (rows bounded by categories²), a date
 * window or season reads the roll-ups of migration 0017 as windowPieces.ts splits it (a few thousand rows whatever
 * its length, windows.ts), and the trend reads month-weeks and edge days of `community_category_*`. The statistics
 * are core's `communityMeta` and `communityMatrix`. Answers carry aggregates only: no user ids, deck lists or notes.
 *
 * The all-time answers (issue 6: "the matrix over 1,000,000 matches answers in under 20 ms") are kept as the JSON text
 * sent (caching/answerCache.ts) per query, valid while the fingerprint of what they are made of is
 * unchanged (row count and sum of `xmin`, which every rewrite of a row moves). The matrix: the totals rows (at most
 * categories²) and the categories (names and sprites). The meta also: its trend's rows (community_category_month_weeks:
 * a month-week lies in one week and one month, so a match moved within one changes no bucket, and a move out of one
 * rewrites it) and the players (community_players). Building them again costs the core functions and the response
 * checks, and for the meta the trend's few thousand buckets; reading the fingerprints costs one scan of a few thousand
 * small rows. Windows and seasons are computed on every request (windows.ts).
 */
export function createCommunityService(db: Db, answers: AnswerCache = createAnswerCache()) {
  const vgc = createVgcCommunity(db, answers);

  /** Row count and sum of `xmin` of each table, as one text (see header). */
  async function fingerprintOf(tables: readonly string[]): Promise<string> {
    const parts = tables.map(
      (table) => sql`(select concat_ws('/', count(*), sum(xmin::text::bigint)) from ${sql.identifier(table)})`,
    );
    const { rows } = await db.execute<{ f: string }>(sql`select concat_ws(':', ${sql.join(parts, sql`, `)}) as f`);
    return rows[0]!.f;
  }

  /**
   * An answer as JSON text, checked against its schema: a window's computed on every request, the all-time one kept
   * under the fingerprint of `tables` (see header).
   */
  function answerJson(
    query: CommunityQuery,
    kept: { scope: string; key: unknown[]; tables: readonly string[] },
    build: () => Promise<unknown>,
  ): Promise<string> {
    if (query.from !== undefined || query.to !== undefined || query.seasonId !== undefined) {
      return build().then((answer) => JSON.stringify(answer));
    }
    return answers.answer({
      scope: kept.scope,
      key: JSON.stringify(kept.key),
      fingerprint: () => fingerprintOf(kept.tables),
      compute: build,
    });
  }

  /**
   * The days a query covers: 'all time', or a window narrowed to the days that have rows (windowPieces.ts), or null
   * when no day with rows is in it (every figure is then empty).
   */
  async function daysOf(
    query: CommunityQuery,
  ): Promise<'all time' | { from: string; to: string; range: DataRange } | null> {
    const dated = query.from !== undefined || query.to !== undefined || query.seasonId !== undefined;
    const [season, range] = await Promise.all([
      query.seasonId === undefined ? undefined : findSeason(db, query.seasonId),
      dated ? dataRange(db) : null,
    ]);
    if (query.seasonId !== undefined && !season) throw notFound(SEASON_NOT_FOUND);
    const window = analyticsWindow(query, season);
    if (window.empty) return null;
    if (window.from === undefined && window.to === undefined) return 'all time';
    if (!range) return null;
    const from = window.from !== undefined && window.from > range.first ? window.from : range.first;
    const to = window.to !== undefined && window.to < range.last ? window.to : range.last;
    return from <= to ? { from, to, range } : null;
  }

  async function categories(): Promise<CommunityCategory[]> {
    const rows = await db
      .select({ _id: deckCategories.id, name: deckCategories.name, sprites: deckCategories.sprites })
      .from(deckCategories);
    return rows;
  }

  /** The pair rows: the totals table for all time, else the window's signed terms summed (windows.ts). */
  async function pairs(days: NonNullable<Awaited<ReturnType<typeof daysOf>>>): Promise<CommunityPairRow[]> {
    if (days !== 'all time') return windowPairs(db, pairTerms(days.from, days.to, days.range));
    const result = await db.execute<{ p: string; o: string; w: number; l: number; t: number }>(sql`
      select player_category_id as p, opponent_category_id as o, wins as w, losses as l, ties as t
      from community_tcg_totals where wins <> 0 or losses <> 0 or ties <> 0`);
    return result.rows.map(pairRowOf);
  }

  async function players(days: NonNullable<Awaited<ReturnType<typeof daysOf>>>): Promise<number> {
    if (days !== 'all time') return windowPlayers(db, days.from, days.to);
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from community_players where matches > 0`,
    );
    return Number(result.rows[0]?.n ?? 0);
  }

  return {
    async meta(query: CommunityQuery): Promise<CommunityMeta> {
      const [days, cats] = await Promise.all([daysOf(query), categories()]);
      const base = { categories: cats, convention: query.convention, minMatches: query.minMatches };
      if (days === null) {
        return communityMeta({ ...base, rows: [], trend: [], players: 0, granularity: query.granularity });
      }
      const pieces = days === 'all time' ? windowPieces(undefined, undefined) : windowPieces(days.from, days.to);
      const [rows, trendRows, playerCount] = await Promise.all([
        pairs(days),
        windowTrend(db, pieces, query.granularity),
        players(days),
      ]);
      return communityMeta({ ...base, rows, trend: trendRows, players: playerCount, granularity: query.granularity });
    },

    /** The meta as JSON text: the all-time one kept while what it is made of is unchanged (see header). */
    metaJson(query: CommunityQuery): Promise<string> {
      const tables = ['community_tcg_totals', 'community_category_month_weeks', 'community_players', 'deck_categories'];
      return answerJson(
        query,
        { scope: 'community:meta', key: [query.convention, query.minMatches, query.granularity], tables },
        async () => communityMetaSchema.parse(await this.meta(query)),
      );
    },

    /** The matrix as JSON text: the all-time one kept while its rows are unchanged (see header). */
    matrixJson(query: CommunityQuery): Promise<string> {
      const tables = ['community_tcg_totals', 'deck_categories'];
      return answerJson(
        query,
        { scope: 'community:matrix', key: [query.convention, query.minMatches], tables },
        async () => communityMatrixSchema.parse(await this.matrix(query)),
      );
    },

    /** Issue 30: one archetype's card adoption and impact across members who share (cards.ts). */
    cards: (query: CommunityCardsQuery) => communityCards(db, query),

    /** Issue 29: Pokémon, pairs and restricted cores of members' VGC teams, as JSON text (vgc.ts). */
    vgcJson: vgc.json,

    async matrix(query: CommunityQuery): Promise<CommunityMatrix> {
      const [rows, cats] = await Promise.all([
        daysOf(query).then((days) => (days === null ? [] : pairs(days))),
        categories(),
      ]);
      return communityMatrix(rows, cats, query.convention, query.minMatches);
    },
  };
}
