/**
 * Personal TCG analytics answers (issue 6): GET /api/tcgmatches/stats (`tcgAnalyticsSchema`, the composite of
 * `analytics/tcgPersonal.ts` over the caller's matches), GET /api/deck-analytics/:id (the same for one deck, plus the
 * deck), GET /api/stats/overall (`statsOverallSchema`) and GET /api/stats/trends (`statsTrendsQuerySchema` →
 * `statsTrendsSchema`). The browser computes the same shapes for guests with the same core functions.
 *
 * Decisions:
 * - Rates are fractions 0..1 or null (no rate), intervals `{ low, high }` fractions or null; the screen rounds.
 * - The records of /stats/overall and /stats/trends count every match of the caller with counted games (no deck or
 *   best-of filter), TCG and VGC side by side; /stats/trends takes the date range, tie convention and week/month of
 *   the analytics query (blank means "not set", the end not before the start).
 * - The schemas below are the answer contract; the record shapes come from `analyticsRecords.ts`.
 */
import { z } from 'zod';
import { analyticsQuerySchema, ANALYTICS_RANGE_INVALID } from './analyticsQuery.ts';
import {
  countedRecordSchema,
  gameSplitSchema,
  periodRecordSchema,
  ratedRecordSchema,
  recordOverviewSchema,
} from './analyticsRecords.ts';

const matchupRowSchema = ratedRecordSchema.extend({ opponentDeck: z.string(), matches: z.number().int() });

const mulliganSplitsSchema = z.object({ '0': gameSplitSchema, '1': gameSplitSchema, '2+': gameSplitSchema });

const averageLeadSchema = z.object({ games: z.number().int(), averageLead: z.number().nullable() });

export const tcgPrizeRaceSchema = z.object({
  games: z.number().int(),
  gamesWithFirstPrize: z.number().int(),
  gamesWithPrizeOrder: z.number().int(),
  firstPrize: z.object({ you: gameSplitSchema, opponent: gameSplitSchema }),
  fellBehind: gameSplitSchema,
  tookLead: gameSplitSchema,
  largestComeback: z.number().int().nullable(),
  leadAfter: z.array(
    averageLeadSchema.extend({
      prizesTaken: z.number().int(),
      won: averageLeadSchema,
      lost: averageLeadSchema,
    }),
  ),
});

export const tcgDeckBreakdownRowSchema = countedRecordSchema.extend({
  key: z.string(),
  deckId: z.string().nullable(),
  name: z.string(),
  sprites: z.array(z.string()),
  matchesWithoutGames: z.number().int(),
  bestMatchup: matchupRowSchema.nullable(),
  worstMatchup: matchupRowSchema.nullable(),
  recentForm: countedRecordSchema,
  lastPlayed: z.string().nullable(),
});

export const tcgAnalyticsSchema = z.object({
  totalMatches: z.number().int(),
  filteredMatches: z.number().int(),
  overview: recordOverviewSchema,
  overTime: z.array(periodRecordSchema),
  matchups: z.object({ rows: z.array(matchupRowSchema), matchesWithoutGames: z.number().int() }),
  splits: z.object({
    all: gameSplitSchema,
    goingFirst: z.object({ first: gameSplitSchema, second: gameSplitSchema }),
    coinFlip: z.object({ won: gameSplitSchema, lost: gameSplitSchema }),
    coinFlipChoice: z.object({ first: gameSplitSchema, second: gameSplitSchema }),
    playerMulligans: mulliganSplitsSchema,
    opponentMulligans: mulliganSplitsSchema,
    bo3: z.object({ game1: gameSplitSchema, games2And3: gameSplitSchema }),
    concession: z.object({ byYou: gameSplitSchema, byOpponent: gameSplitSchema }),
  }),
  prizeRace: tcgPrizeRaceSchema,
  decks: z.array(tcgDeckBreakdownRowSchema),
});
export type TcgAnalytics = z.infer<typeof tcgAnalyticsSchema>;

/** GET /api/deck-analytics/:id: the composite filtered to the deck, and the deck. */
export const tcgDeckAnalyticsSchema = tcgAnalyticsSchema.extend({
  deck: z.object({ _id: z.string(), name: z.string(), sprites: z.array(z.string()) }),
});
export type TcgDeckAnalytics = z.infer<typeof tcgDeckAnalyticsSchema>;

/** GET /api/stats/overall. */
export const statsOverallSchema = z.object({ tcg: countedRecordSchema, vgc: countedRecordSchema });
export type StatsOverall = z.infer<typeof statsOverallSchema>;

const queryShape = analyticsQuerySchema.shape;

/** GET /api/stats/trends?granularity=&convention=&from=&to= */
export const statsTrendsQuerySchema = z
  .object({
    from: queryShape.from,
    to: queryShape.to,
    convention: queryShape.convention,
    granularity: queryShape.granularity,
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: ANALYTICS_RANGE_INVALID, path: ['to'] });
export type StatsTrendsQuery = z.infer<typeof statsTrendsQuerySchema>;

/** GET /api/stats/trends. */
export const statsTrendsSchema = z.object({ tcg: z.array(periodRecordSchema), vgc: z.array(periodRecordSchema) });
export type StatsTrends = z.infer<typeof statsTrendsSchema>;
