/**
 * The record shapes every analytics answer is made of (analytics/winRate.ts, tcgGameSplits.ts,
 * recordOverTime.ts), declared once so the TCG, VGC and community contracts describe them alike. Rates are fractions
 * 0..1 or null (no rate); intervals are 95% Wilson `{ low, high }` fractions or null.
 */
import { z } from 'zod';

export const analyticsIntervalSchema = z.object({ low: z.number(), high: z.number() });

/** A W-L-T record under a tie convention (`ratedRecord`). */
export const ratedRecordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  rate: z.number().nullable(),
  effectiveWins: z.number(),
  effectiveTrials: z.number(),
  interval: analyticsIntervalSchema.nullable(),
  small: z.boolean(),
});

/** `countedRecord`: a rated record with its match count. */
export const countedRecordSchema = ratedRecordSchema.extend({ matches: z.number().int() });

/** A game record (games are never ties): `gameSplit`. */
export const gameSplitSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  games: z.number().int(),
  rate: z.number().nullable(),
  interval: analyticsIntervalSchema.nullable(),
  small: z.boolean(),
});

/** One bucket of `recordOverTime`. */
export const periodRecordSchema = countedRecordSchema.extend({ period: z.string(), cumulative: countedRecordSchema });

/** `recordOverview`: the overall record and one per season. */
export const recordOverviewSchema = z.object({
  overall: countedRecordSchema.extend({ matchesWithoutGames: z.number().int() }),
  seasons: z.array(
    countedRecordSchema.extend({
      season: z.object({ _id: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() }),
    }),
  ),
});
