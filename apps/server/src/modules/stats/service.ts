import { eq, sql } from 'drizzle-orm';
import {
  countedRecord,
  recordOverTimeOfDays,
  type MatchCounts,
  type StatsOverall,
  type StatsTrends,
  type StatsTrendsQuery,
  type TieConvention,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { matchCounts, tcgMatchUserCounts, vgcMatchUserCounts } from '../../db/schema/index.ts';

/**
 * The two match tables; both store each match's `wins` and `losses` (core matchTally: the games', or a result-only
 * match's recorded result as 1-0, 0-1 or 1-1) and its `date`.
 */
const MATCH_TABLES = { tcg: sql.raw('tcg_matches'), vgc: sql.raw('vgc_matches') };

interface DayRow extends Record<string, unknown> {
  day: string;
  wins: number;
  losses: number;
  ties: number;
}

export type StatsService = ReturnType<typeof createStatsService>;

export function createStatsService(db: Db) {
  return {
    /**
     * Exact counts from match_counts, which triggers keep in step with the match tables in each writing transaction
     * (migration 0003): one primary-key read, whatever the number of matches, for a public endpoint.
     */
    async globalCounts(): Promise<MatchCounts> {
      const rows = await db.select().from(matchCounts);
      const countOf = (game: string) => rows.find((row) => row.game === game)?.count ?? 0;
      return { tcg: countOf('tcg'), vgc: countOf('vgc') };
    },

    /**
     * The caller's counts: a primary-key read of tcg_match_user_counts and of vgc_match_user_counts, kept by triggers
     * (migrations 0004 and 0006).
     */
    async userCounts(userId: string): Promise<MatchCounts> {
      const [[tcg], [vgc]] = await Promise.all([
        db
          .select({ matches: tcgMatchUserCounts.matches })
          .from(tcgMatchUserCounts)
          .where(eq(tcgMatchUserCounts.userId, userId)),
        db
          .select({ matches: vgcMatchUserCounts.matches })
          .from(vgcMatchUserCounts)
          .where(eq(vgcMatchUserCounts.userId, userId)),
      ]);
      return { tcg: tcg?.matches ?? 0, vgc: vgc?.matches ?? 0 };
    },

    /**
     * The caller's overall TCG and VGC records under the tie convention: each match once by its group result (core
     * `groupResult`: more game wins, more losses, or a tie), matches without counted games left out — the numbers of
     * core `recordOverview(...).overall`, counted by the database from the wins/losses columns (index-only on the
     * user/date indexes, no game documents read).
     */
    async overall(userId: string, convention: TieConvention): Promise<StatsOverall> {
      const recordOf = async (game: keyof typeof MATCH_TABLES) => {
        const result = await db.execute<{ wins: number; losses: number; ties: number }>(sql`
          select count(*) filter (where wins > losses)::int as wins,
                 count(*) filter (where losses > wins)::int as losses,
                 count(*) filter (where wins = losses and wins > 0)::int as ties
          from ${MATCH_TABLES[game]} where user_id = ${userId}`);
        return countedRecord(result.rows[0]!, convention);
      };
      const [tcg, vgc] = await Promise.all([recordOf('tcg'), recordOf('vgc')]);
      return { tcg, vgc };
    },

    /**
     * The caller's TCG and VGC records by week or month (with the running record) within the optional date range: the
     * database counts each day's matches by group result (core `groupResult` from the wins/losses columns; matches
     * without counted games left out) from the user/date indexes, and core `recordOverTimeOfDays` buckets the days —
     * the periods core `recordOverTime` gives over the full matches.
     */
    async trends(userId: string, query: StatsTrendsQuery): Promise<StatsTrends> {
      const range = sql.join(
        [
          query.from !== undefined ? sql` and date >= ${query.from}` : sql``,
          query.to !== undefined ? sql` and date <= ${query.to}` : sql``,
        ],
        sql``,
      );
      const periodsOf = async (game: keyof typeof MATCH_TABLES) => {
        const result = await db.execute<DayRow>(sql`
          select date::text as day,
                 count(*) filter (where wins > losses)::int as wins,
                 count(*) filter (where losses > wins)::int as losses,
                 count(*) filter (where wins = losses and wins > 0)::int as ties
          from ${MATCH_TABLES[game]} where user_id = ${userId}${range}
          group by date`);
        return recordOverTimeOfDays(result.rows, query.granularity, query.convention);
      };
      const [tcg, vgc] = await Promise.all([periodsOf('tcg'), periodsOf('vgc')]);
      return { tcg, vgc };
    },
  };
}
