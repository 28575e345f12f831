/**
 * Answers of the VGC match API beyond the match itself (spec part 1 §2 dashboard, §3 "Team" stats, §5 search and team
 * filter; part 2 §7): the paged list, the dashboard summary and a team's statistics. Guests get the same shapes
 * computed in the browser by `analytics/vgcSummary.ts`, so both sides read the same.
 *
 * Decisions:
 * - GET /api/vgcmatches pages on the server like TCG: `{ matches, page, pageSize, totalCount, totalPages }`.
 * - `search` matches opponent name, notes or format (case-insensitive, literal text); with `searchIn=picker` (the
 *   Match Group dialog) your team, the opponent's team or the opponent's name. Sorts are TCG's internal values;
 *   for VGC 'a-z'/'z-a' order by opponent name.
 * - The team filter (spec part 1 §5) compares the sorted base names of the player's team: `teamKey` is
 *   `teamFilterKey(team's species)` from `rules/pokemonNames.ts`. A key rather than a team id, so members' local
 *   teams, typed teams and server teams all filter the same way. When the filter comes from a saved team, the client
 *   may also send that team's `teamId`: the list then shows the key's matches or those logged with the team's id,
 *   exactly the matches its statistics count (the server stores no `local_` ids, so such an id adds nothing there).
 * - A team's matches (team statistics, "Most Used Team") are the matches whose player team has the team's key, or
 *   that were logged with the team's id — so editing a team later does not orphan the matches logged with it.
 * - The most common lead pair (team statistics): each game with exactly two leads (trimmed, blanks dropped) counts
 *   once for its pair; a pair is the same whatever the order or letter case of its two names. The pair with the most
 *   games wins; a tie goes to the pair whose latest game is the most recent (newest match by date, then createdAt,
 *   then id; within a match the later game), and the names are shown as that latest game led them (its order and
 *   spelling). Browser (`mostCommonLeadPair`) and server (SQL over `vgc_matches.lead_pairs`) apply this same rule.
 * - Records count as TCG's (`record` in `analytics/winRate.ts`, spec part 1 §4 "Match result"): a match is won when its
 *   game wins exceed its losses, otherwise lost, so wins + losses = matches; win rate to one decimal.
 */
import { z } from 'zod';
import { DASHBOARD_PAGE_SIZE, matchSearchScopeSchema, TCG_MATCH_SORTS } from './tcgMatches.ts';
import { matchRecordSchema } from './tcgMatchApi.ts';
import { seasonSchema } from './seasons.ts';
import { vgcMatchSchema } from './vgcMatches.ts';

export const VGC_MATCH_SORTS = TCG_MATCH_SORTS;
export type VgcMatchSort = (typeof VGC_MATCH_SORTS)[number];

export const vgcMatchListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be at least 1').max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be between 1 and 100')
    .max(100, 'Page size must be between 1 and 100')
    .default(DASHBOARD_PAGE_SIZE),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
  searchIn: matchSearchScopeSchema,
  sort: z.enum(VGC_MATCH_SORTS, { error: `Sort must be ${VGC_MATCH_SORTS.join(', ')}` }).default('newest'),
  seasonId: z.string().trim().min(1).max(100).optional(),
  /** `teamFilterKey` of the team to show (see header); empty = all matches. */
  teamKey: z.string().trim().max(500, 'Team key must be at most 500 characters').default(''),
  /** With `teamKey`: also the matches logged with this team (see header). */
  teamId: z.string().trim().min(1).max(100, 'Team id must be at most 100 characters').optional(),
});
export type VgcMatchListQuery = z.infer<typeof vgcMatchListQuerySchema>;

export const vgcMatchPageSchema = z.object({
  matches: z.array(vgcMatchSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type VgcMatchPage = z.infer<typeof vgcMatchPageSchema>;

const trendSchema = z.enum(['up', 'down', 'stable']);

/** A team's statistics (spec part 1 §3 "Team": teamName, winRate, wins, losses, matches, mostCommonLeadPair, …). */
export const teamStatsSchema = matchRecordSchema.extend({
  teamId: z.string(),
  /** The team's name as shown ("Unnamed Team" when it has none). */
  teamName: z.string(),
  /** The team's species, for sprites. */
  pokemon: z.array(z.string()),
  /**
   * The two Pokémon most often led together in this team's games (a game without exactly two leads recorded has no
   * pair; a pair ignores the order and letter case of its names). Ties go to the pair whose latest game is the most
   * recent, and the two names are as that latest game led them (see header). [] when no game has a pair.
   */
  mostCommonLeadPair: z.array(z.string()),
  /** Distinct opponent teams met (by `teamFilterKey`; matches with no opponent team are not counted). */
  uniqueOpponentsCount: z.number().int(),
  /** The last 10 matches. */
  recentForm: matchRecordSchema,
  /** Last 10 against the 10 before (`analytics/trend.ts`). */
  trend: trendSchema,
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

export const vgcMatchSummarySchema = z.object({
  allTime: matchRecordSchema.extend({ trend: trendSchema }),
  /** The requested season, else the current one; null when there is no current season. */
  season: matchRecordSchema.extend({ trend: trendSchema, season: seasonSchema }).nullable(),
  /** How many teams the player keeps (Team Performance: "You have N team(s) saved"). */
  teamCount: z.number().int(),
  /**
   * The team with the most matches (ties: the most recently played, then the first in the team list); null without
   * teams, or when none of them has a match.
   */
  mostUsedTeam: teamStatsSchema.nullable(),
  totalMatches: z.number().int(),
});
export type VgcMatchSummary = z.infer<typeof vgcMatchSummarySchema>;
