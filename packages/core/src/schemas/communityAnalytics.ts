/**
 * Community analytics answers (issue 6: "/analytics/global: meta share by archetype with trend over time, overall win
 * rates with intervals, player and match counts, date-range and season filters, a minimum-sample threshold" and
 * "/analytics/global/matrix: archetype × archetype matrix, each cell rate and W-L-T"). Computed by
 * `analytics/communityMeta.ts` and `analytics/communityMatrix.ts` from aggregate rows; the server answers
 * GET /api/analytics/global/meta and /matrix with these shapes, never with user ids, deck lists or notes.
 *
 * Decisions:
 * - The query takes the personal analytics filters that make sense for the whole community (date range, season, tie
 *   convention, week/month buckets) plus `minMatches`, the minimum-sample threshold (0-1000, default 20): a rate made
 *   of fewer effective trials is flagged `small` (shown greyed). Blank values mean "not set", like
 *   `analyticsQuerySchema`.
 * - `appearances` counts decks seen in matches on both sides (a mirror match is two appearances of one archetype);
 *   `share` = appearances / (2 × totalMatches), so shares of all archetypes plus the uncategorised decks sum to 1.
 * - An archetype's W-L-T, rate and interval in the meta count its matches against every other deck (other archetypes
 *   and uncategorised decks) and leave mirror matches out: a mirror is always one win and one loss for the archetype
 *   and would only pull its rate towards 50 %.
 * - Matrix cells are the row archetype's record against the column archetype; both orientations of a match count.
 *   Mirror cells (A, A) carry the W-L-T of both seats (every mirror match adds one win and one loss, or two ties) and
 *   a null rate.
 */
import { z } from 'zod';
import { analyticsIntervalSchema } from './analyticsRecords.ts';
import { isCalendarDate } from '../rules/dates.ts';
import { TIE_CONVENTIONS, DEFAULT_TIE_CONVENTION } from '../analytics/winRate.ts';
import { ANALYTICS_DATE_INVALID, ANALYTICS_GRANULARITIES, ANALYTICS_RANGE_INVALID } from './analyticsQuery.ts';

export const COMMUNITY_DEFAULT_MIN_MATCHES = 20;
export const COMMUNITY_MAX_MIN_MATCHES = 1000;
export const COMMUNITY_MIN_MATCHES_INVALID = `Minimum matches must be a whole number from 0 to ${COMMUNITY_MAX_MIN_MATCHES}`;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

const optionalDay = z.preprocess(
  blankToUndefined,
  z.string().refine(isCalendarDate, ANALYTICS_DATE_INVALID).optional(),
);

/** GET /api/analytics/global/meta and /matrix query (see header). */
export const communityQuerySchema = z
  .object({
    from: optionalDay,
    to: optionalDay,
    seasonId: z.preprocess(blankToUndefined, z.string().uuid('Season id must be a server id').optional()),
    convention: z.preprocess(
      blankToUndefined,
      z
        .enum(TIE_CONVENTIONS, { error: 'Tie convention must be loss, third or exclude' })
        .default(DEFAULT_TIE_CONVENTION),
    ),
    minMatches: z.preprocess(
      (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
      z
        .number({ error: COMMUNITY_MIN_MATCHES_INVALID })
        .int(COMMUNITY_MIN_MATCHES_INVALID)
        .min(0, COMMUNITY_MIN_MATCHES_INVALID)
        .max(COMMUNITY_MAX_MIN_MATCHES, COMMUNITY_MIN_MATCHES_INVALID)
        .default(COMMUNITY_DEFAULT_MIN_MATCHES),
    ),
    granularity: z.preprocess(
      blankToUndefined,
      z.enum(ANALYTICS_GRANULARITIES, { error: 'Granularity must be week or month' }).default('week'),
    ),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: ANALYTICS_RANGE_INVALID, path: ['to'] });
export type CommunityQuery = z.infer<typeof communityQuerySchema>;
export type CommunityQueryInput = z.input<typeof communityQuerySchema>;

export const communityArchetypeSchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  sprites: z.array(z.string()),
  /** Decks of this archetype seen in matches, both sides. */
  appearances: z.number().int(),
  /** appearances / (2 × totalMatches), 0..1. */
  share: z.number(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  rate: z.number().nullable(),
  interval: analyticsIntervalSchema.nullable(),
  /** Effective trials < minMatches. */
  small: z.boolean(),
});
export type CommunityArchetype = z.infer<typeof communityArchetypeSchema>;

export const communityTrendPointSchema = z.object({
  /** Bucket start, YYYY-MM-DD (Monday of the ISO week, or the 1st of the month). */
  period: z.string(),
  /** Decks seen in the bucket's matches, both sides, categorised or not. */
  totalAppearances: z.number().int(),
  /** Share of the bucket's appearances per category id (0..1); categories absent from the bucket are left out. */
  shares: z.record(z.string(), z.number()),
});
export type CommunityTrendPoint = z.infer<typeof communityTrendPointSchema>;

/** GET /api/analytics/global/meta */
export const communityMetaSchema = z.object({
  totalMatches: z.number().int(),
  /** Distinct players with at least one counted match in the window. */
  players: z.number().int(),
  /** Matches with at least one uncategorised side. */
  uncategorizedMatches: z.number().int(),
  /** Sorted by share desc, then name A-Z. */
  archetypes: z.array(communityArchetypeSchema),
  trend: z.array(communityTrendPointSchema),
});
export type CommunityMeta = z.infer<typeof communityMetaSchema>;

export const communityMatrixArchetypeSchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  sprites: z.array(z.string()),
  /** Matches this archetype played (a mirror match counts once). */
  matches: z.number().int(),
});
export type CommunityMatrixArchetype = z.infer<typeof communityMatrixArchetypeSchema>;

export const communityMatrixCellSchema = z.object({
  row: z.string(),
  col: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  /** wins + losses + ties. */
  matches: z.number().int(),
  /** Null for mirror cells and cells without effective trials. */
  rate: z.number().nullable(),
  interval: analyticsIntervalSchema.nullable(),
  small: z.boolean(),
});
export type CommunityMatrixCell = z.infer<typeof communityMatrixCellSchema>;

/** GET /api/analytics/global/matrix */
export const communityMatrixSchema = z.object({
  /** Rows and columns, in meta-share order, only archetypes with at least one match against an archetype. */
  archetypes: z.array(communityMatrixArchetypeSchema),
  /** Only cells with at least one match. */
  cells: z.array(communityMatrixCellSchema),
  /** Matches in the window (categorised or not). */
  totalMatches: z.number().int(),
});
export type CommunityMatrix = z.infer<typeof communityMatrixSchema>;
