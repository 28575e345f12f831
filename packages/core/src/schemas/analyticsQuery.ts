/**
 * The filters every personal analytics answer takes (issue 6: "Filters: date range, season, format, deck/team,
 * Bo1/Bo3" and the tie-convention control), shared by GET /api/tcgmatches/stats, /api/vgcmatches/stats,
 * /api/stats/overall, /api/stats/trends and /api/deck-analytics/:id, and by the browser's guest analytics and the
 * URL of the analytics screens (the same names, so a link carries its filters).
 *
 * Decisions:
 * - `from` / `to`: calendar days, both inclusive, either may be absent (open). `to` before `from` is refused
 *   (ANALYTICS_RANGE_INVALID on `to`).
 * - `seasonId` narrows to the season's days; with a date range as well, both apply (the intersection — a range
 *   outside the season is simply empty, not an error). Only the server and the browser know seasons, so the window is
 *   resolved by `analyticsWindow` (analytics/matchFilters.ts) from the season they looked up.
 * - `bestOf`: 1 or 3 (Bo1/Bo3). `format`: the VGC regulation text, matched ignoring case and surrounding spaces (TCG
 *   formats are the best-of, so TCG ignores it).
 * - `deckId` (TCG) / `teamId` (VGC): one deck's or team's matches (a server UUID or a local_ id).
 * - `convention`: how ties count in every rate (analytics/winRate.ts), default 'loss'.
 * - `granularity`: the buckets of the record-over-time chart, 'week' (ISO weeks from Monday) or 'month', default
 *   'week'.
 * - Query strings carry everything as text; empty values mean "not set", so a form can send blank fields.
 */
import { z } from 'zod';
import { isCalendarDate } from '../rules/dates.ts';
import { TIE_CONVENTIONS, DEFAULT_TIE_CONVENTION } from '../analytics/winRate.ts';

export const ANALYTICS_GRANULARITIES = ['week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

export const ANALYTICS_DATE_INVALID = 'Dates must be valid dates (YYYY-MM-DD)';
export const ANALYTICS_RANGE_INVALID = 'The end date must be on or after the start date';
export const ANALYTICS_ID_INVALID = 'Must be a server id or a local_ id';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

const optionalDay = z.preprocess(
  blankToUndefined,
  z.string().refine(isCalendarDate, ANALYTICS_DATE_INVALID).optional(),
);
const optionalId = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(
      /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|local_[A-Za-z0-9_-]{1,94})$/i,
      ANALYTICS_ID_INVALID,
    )
    .optional(),
);

/** The fields without the range check, for queries that add their own (schemas/vgcBringLeadApi.ts). */
export const analyticsQueryFields = z.object({
  from: optionalDay,
  to: optionalDay,
  seasonId: z.preprocess(blankToUndefined, z.string().uuid('Season id must be a server id').optional()),
  bestOf: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z.union([z.literal(1), z.literal(3)], { error: 'Best-of must be 1 or 3' }).optional(),
  ),
  format: z.preprocess(blankToUndefined, z.string().max(60, 'Format must be at most 60 characters').optional()),
  deckId: optionalId,
  teamId: optionalId,
  convention: z.preprocess(
    blankToUndefined,
    z.enum(TIE_CONVENTIONS, { error: 'Tie convention must be loss, third or exclude' }).default(DEFAULT_TIE_CONVENTION),
  ),
  granularity: z.preprocess(
    blankToUndefined,
    z.enum(ANALYTICS_GRANULARITIES, { error: 'Granularity must be week or month' }).default('week'),
  ),
});

/** `to` on or after `from` (see header). */
export const analyticsRangeValid = (q: { from?: string; to?: string }) => !q.from || !q.to || q.to >= q.from;

export const analyticsQuerySchema = analyticsQueryFields.refine(analyticsRangeValid, {
  message: ANALYTICS_RANGE_INVALID,
  path: ['to'],
});

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
export type AnalyticsQueryInput = z.input<typeof analyticsQuerySchema>;
