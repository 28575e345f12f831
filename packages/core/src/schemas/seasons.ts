/**
 * Seasons (spec part 1 §3 "Season"; part 2 §3, §4 "Seasons", §7 Seasons) and the season statistics answer, whose
 * shape the spec does not show.
 *
 * Decisions:
 * - Name: trimmed, required, at most 100 characters. Start and end: real calendar days `YYYY-MM-DD`, both required,
 *   end on or after start (reported on `endDate`).
 * - `isCurrent` is not part of the input: a season becomes current only through set-current, which clears the others
 *   in the same transaction.
 * - Statistics count each match dated within the season (both days inclusive, `rules/seasons.ts`) by the list reading
 *   (won when game wins exceed losses); per-deck lines group by deck id (matches without one by their deck name),
 *   most matches first.
 */
import { z } from 'zod';
import { isCalendarDate } from '../rules/dates.ts';

export const SEASON_NAME_MAX_LENGTH = 100;
export const SEASON_NAME_REQUIRED = 'Season name is required';
export const SEASON_DATE_INVALID = 'Dates must be valid dates (YYYY-MM-DD)';
export const SEASON_END_BEFORE_START = 'End date must be on or after the start date';

const isDate = (value: unknown): value is string => typeof value === 'string' && isCalendarDate(value);
const seasonDate = z.string({ error: SEASON_DATE_INVALID }).refine(isCalendarDate, SEASON_DATE_INVALID);

/** POST /api/seasons and PUT /api/seasons/:id. */
export const seasonInputSchema = z
  .object({
    name: z
      .string({ error: SEASON_NAME_REQUIRED })
      .trim()
      .min(1, SEASON_NAME_REQUIRED)
      .max(SEASON_NAME_MAX_LENGTH, `Season name must be at most ${SEASON_NAME_MAX_LENGTH} characters`),
    startDate: seasonDate,
    endDate: seasonDate,
  })
  // Runs even when a field is invalid (every problem shows at once), so it reads the dates defensively.
  .refine((s) => !isDate(s.startDate) || !isDate(s.endDate) || s.endDate >= s.startDate, {
    message: SEASON_END_BEFORE_START,
    path: ['endDate'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type SeasonInput = z.infer<typeof seasonInputSchema>;

export const seasonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
  createdAt: z.string(),
});
export type Season = z.infer<typeof seasonSchema>;

export const seasonDeckStatsSchema = z.object({
  deckId: z.string().nullable(),
  deckName: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  matches: z.number().int(),
  winRate: z.number(),
});

/** GET /api/seasons/stats/:id — the caller's TCG record within the season. */
export const seasonStatsSchema = z.object({
  season: seasonSchema,
  wins: z.number().int(),
  losses: z.number().int(),
  matches: z.number().int(),
  winRate: z.number(),
  decks: z.array(seasonDeckStatsSchema),
});
export type SeasonStats = z.infer<typeof seasonStatsSchema>;
