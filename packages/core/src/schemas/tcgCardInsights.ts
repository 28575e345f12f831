/**
 * The Cards view's query and answer (issue 30): GET /api/deck-analytics/:id/cards and …/cards/games.
 */
import { z } from 'zod';
import { CARD_TURN_BUCKETS } from '../analytics/tcgCardImpact.ts';
import { TEMPO_TURNS } from '../analytics/tcgTempo.ts';
import { gameSplitSchema } from './analyticsRecords.ts';
import { tcgPrizeRaceSchema } from './tcgAnalyticsApi.ts';

export const CARD_TURN_ORDER_INVALID = 'Turn order must be all, first or second';

export const cardInsightsQuerySchema = z.object({
  turnOrder: z.enum(['all', 'first', 'second'], { error: CARD_TURN_ORDER_INVALID }).default('all'),
  opponent: z.string().trim().max(100, 'Opponent deck must be at most 100 characters').default(''),
});
export type CardInsightsQuery = z.infer<typeof cardInsightsQuerySchema>;

export const cardGamesQuerySchema = cardInsightsQuerySchema.extend({
  side: z.enum(['you', 'opp'], { error: 'Side must be you or opp' }),
  card: z.string().trim().min(1, 'Card is required').max(100, 'Card must be at most 100 characters'),
  bucket: z.enum(CARD_TURN_BUCKETS, { error: `Bucket must be ${CARD_TURN_BUCKETS.join(', ')}` }),
  used: z.enum(['true', 'false'], { error: 'Used must be true or false' }).transform((v) => v === 'true'),
});
export type CardGamesQuery = z.infer<typeof cardGamesQuerySchema>;

const cardBucketSchema = z.object({
  with: gameSplitSchema,
  without: gameSplitSchema,
  difference: z.number().nullable(),
  z: z.number().nullable(),
  likely: z.boolean(),
});

const cardImpactSchema = z.object({
  side: z.enum(['you', 'opp']),
  games: z.number().int(),
  rows: z.array(
    z.object({
      card: z.string(),
      buckets: z.object({
        turn1: cardBucketSchema,
        turn2: cardBucketSchema,
        turn3: cardBucketSchema,
        any: cardBucketSchema,
      }),
      score: z.number(),
    }),
  ),
});

const milestoneSchema = z.object({
  rows: z.array(z.object({ turn: z.enum(TEMPO_TURNS), split: gameSplitSchema })),
  average: z.number().nullable(),
});

export const tcgCardInsightsSchema = z.object({
  games: z.number().int(),
  gamesWithFacts: z.number().int(),
  matchesWithoutFacts: z.number().int(),
  opponentDecks: z.array(z.object({ name: z.string(), games: z.number().int() })),
  you: cardImpactSchema,
  opp: cardImpactSchema,
  tempo: z.object({
    games: z.number().int(),
    milestones: z.object({ firstAttack: milestoneSchema, firstKnockOut: milestoneSchema, firstPrize: milestoneSchema }),
    stage2ByTurn2: z.object({ yes: gameSplitSchema, no: gameSplitSchema }),
  }),
  openings: z.object({
    gamesWithHand: z.number().int(),
    cards: z.array(
      z.object({
        card: z.string(),
        with: gameSplitSchema,
        without: gameSplitSchema,
        difference: z.number().nullable(),
      }),
    ),
    mulligan: z.object({ none: gameSplitSchema, afterMulligan: gameSplitSchema }),
  }),
  prizeRace: tcgPrizeRaceSchema,
});

/** One game behind a number: enough to list it and open its match. */
export const cardGameRefSchema = z.object({
  matchId: z.string(),
  game: z.number().int(),
  date: z.string(),
  opponentDeck: z.string(),
  result: z.string(),
  wentFirst: z.boolean().nullable(),
});
export const cardGamesAnswerSchema = z.object({ total: z.number().int(), games: z.array(cardGameRefSchema) });

/** GET /api/analytics/global/cards: one archetype's community card impact (issue 30). */
export const communityCardsQuerySchema = z.object({
  archetype: z.string().trim().uuid('Archetype must be an archetype id').optional(),
});
export type CommunityCardsQuery = z.infer<typeof communityCardsQuerySchema>;

export const communityCardsSchema = z.object({
  /** Archetypes with counted games, most first (the page's choices). */
  archetypes: z.array(z.object({ _id: z.string(), name: z.string(), games: z.number().int() })),
  /** The archetype shown: the one asked for, else the one with the most games; null when none has any. */
  archetype: z.object({ _id: z.string(), name: z.string() }).nullable(),
  games: z.number().int(),
  wins: z.number().int(),
  rows: z.array(cardImpactSchema.shape.rows.element.extend({ adoption: z.number().nullable() })),
});
export type CommunityCards = z.infer<typeof communityCardsSchema>;
