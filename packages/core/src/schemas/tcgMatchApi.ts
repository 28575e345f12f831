/**
 * Answers of the TCG match API beyond the match itself: the paged list, the dashboard summary and the match counts.
 *
 * Decisions:
 * - GET /api/tcgmatches pages on the server (DESIGN principle 5): `{ matches, page, pageSize, totalCount, totalPages }`
 *   rather than the bare list the original client read. A page past the end is an empty `matches` with the true
 *   totals; `totalPages` is at least 1.
 * - The summary is the dashboard's one request: all-time and season records with their trends, the active deck's
 *   performance, and the number of matches. Records count by the list reading (won when game wins exceed losses).
 */
import { z } from 'zod';
import { tcgMatchSchema } from './tcgMatches.ts';
import { seasonSchema } from './seasons.ts';

export const tcgMatchPageSchema = z.object({
  matches: z.array(tcgMatchSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type TcgMatchPage = z.infer<typeof tcgMatchPageSchema>;

const trendSchema = z.enum(['up', 'down', 'stable']);

export const matchRecordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  /** Issue 29: matches ended level (a tie at time, an ID); absent where only won and played are kept (matchups). */
  ties: z.number().int().optional(),
  matches: z.number().int(),
  winRate: z.number(),
});

export const matchupStatSchema = matchRecordSchema.extend({ opponentDeck: z.string() });

export const tcgMatchSummarySchema = z.object({
  allTime: matchRecordSchema.extend({ trend: trendSchema }),
  /** The requested season, else the current one; null when there is no current season. */
  season: matchRecordSchema.extend({ trend: trendSchema, season: seasonSchema }).nullable(),
  /** The caller's active deck over all its matches; null without an active deck. */
  activeDeck: matchRecordSchema
    .extend({
      deckId: z.string(),
      name: z.string(),
      sprite: z.string().nullable(),
      secondarySprite: z.string().nullable(),
      recentForm: matchRecordSchema,
      trend: trendSchema,
      bestMatchup: matchupStatSchema.nullable(),
      worstMatchup: matchupStatSchema.nullable(),
    })
    .nullable(),
  totalMatches: z.number().int(),
});
export type TcgMatchSummary = z.infer<typeof tcgMatchSummarySchema>;

/** GET /api/stats/global-counts and /api/stats/my-counts (spec part 1 §3 "Global counts"). */
export const matchCountsSchema = z.object({ tcg: z.number().int(), vgc: z.number().int() });
export type MatchCounts = z.infer<typeof matchCountsSchema>;
