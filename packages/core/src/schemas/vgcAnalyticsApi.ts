/**
 * GET /api/vgcmatches/stats (issue 6, personal VGC analytics): the query is `analyticsQuerySchema`, the answer the
 * shape of core `vgcPersonalAnalytics` (analytics/vgcPersonal.ts), described here field by field so that the server
 * documents it and the browser can check it. Rates are fractions 0..1 or null, intervals 95% Wilson `{ low, high }`
 * or null; see the analytics files for every definition.
 */
import { z } from 'zod';
import { vgcBringLeadSchema } from './vgcBringLeadApi.ts';
import { countedRecordSchema, gameSplitSchema, periodRecordSchema, recordOverviewSchema } from './analyticsRecords.ts';

const usageRowSchema = gameSplitSchema.extend({ pokemon: z.string(), share: z.number() });

/** One side of Mega usage (issue 29, core `vgcMegaUsage`). */
const megaSideSchema = z.object({
  recordedGames: z.number().int(),
  megaEvolved: gameSplitSchema,
  didNot: gameSplitSchema,
  share: z.number().nullable(),
  pokemon: z.array(usageRowSchema),
});

export const vgcPersonalAnalyticsSchema = z.object({
  totalMatches: z.number().int(),
  filteredMatches: z.number().int(),
  overview: recordOverviewSchema,
  overTime: z.array(periodRecordSchema),
  usage: z.object({
    games: z.number().int(),
    gamesWithBrought: z.number().int(),
    gamesWithOpponentBrought: z.number().int(),
    leadPairs: z.array(gameSplitSchema.extend({ pokemon: z.tuple([z.string(), z.string()]) })),
    brought: z.array(usageRowSchema),
    opponents: z.array(usageRowSchema),
  }),
  opponentLeads: z.object({
    games: z.number().int(),
    gamesWithLeads: z.number().int(),
    gamesWithPair: z.number().int(),
    pairs: z.array(gameSplitSchema.extend({ pokemon: z.tuple([z.string(), z.string()]), share: z.number() })),
    singles: z.array(usageRowSchema),
  }),
  moves: z.object({
    gamesWithMovesUsed: z.number().int(),
    gamesWithoutMovesUsed: z.number().int(),
    pokemon: z.array(
      gameSplitSchema.extend({
        pokemon: z.string(),
        top: z.array(gameSplitSchema.extend({ move: z.string(), share: z.number() })),
        others: gameSplitSchema.extend({ moves: z.array(z.string()), share: z.number() }).nullable(),
      }),
    ),
    teamSheets: z.object({
      gamesWithKnownSets: z.number().int(),
      gamesWithoutKnownSets: z.number().int(),
      pokemon: z.array(
        z.object({
          pokemon: z.string(),
          games: z.number().int(),
          moves: z.array(z.object({ move: z.string(), games: z.number().int() })),
        }),
      ),
    }),
  }),
  tera: z.object({
    games: z.number().int(),
    recordedGames: z.number().int(),
    own: z.object({
      recordedGames: z.number().int(),
      terastallized: gameSplitSchema,
      didNot: gameSplitSchema,
      share: z.number().nullable(),
      pokemon: z.array(usageRowSchema),
      types: z.array(gameSplitSchema.extend({ teraType: z.string(), share: z.number() })),
    }),
    opponent: z.object({
      recordedGames: z.number().int(),
      terastallized: gameSplitSchema,
      didNot: gameSplitSchema,
      share: z.number().nullable(),
      pokemon: z.array(usageRowSchema),
    }),
    broughtTeraTypes: z.array(z.object({ pokemon: z.string(), teraType: z.string(), games: z.number().int() })),
  }),
  mega: z.object({
    games: z.number().int(),
    recordedGames: z.number().int(),
    megaFormatGames: z.number().int(),
    own: megaSideSchema,
    opponent: megaSideSchema,
  }),
  bringLead: vgcBringLeadSchema,
  teams: z.array(
    countedRecordSchema.extend({
      teamId: z.string(),
      teamName: z.string(),
      pokemon: z.array(z.string()),
      matchesWithoutGames: z.number().int(),
      mostCommonLeadPair: z.array(z.string()),
      best: usageRowSchema.nullable(),
      worst: usageRowSchema.nullable(),
    }),
  ),
  formats: z.array(z.string()),
});
export type VgcPersonalAnalyticsAnswer = z.infer<typeof vgcPersonalAnalyticsSchema>;
