import { eq } from 'drizzle-orm';
import type { MatchCounts } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { matchCounts, tcgMatchUserCounts, vgcMatchUserCounts } from '../../db/schema/index.ts';

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
  };
}
