/**
 * VGC community analytics answer (issue 29: "VGC community: usage and win rates of Pokémon, of pairs of Pokémon and of
 * restricted cores among members who share"). Computed by `analytics/vgcCommunity.ts` (its header holds the
 * definitions) from per-team aggregate rows; the server answers GET /api/analytics/global/vgc with this shape, never
 * with user ids, team names, sets or notes.
 *
 * Query decisions:
 * - The community filters that make sense without archetypes: date range, season, tie convention and the minimum
 *   sample `minMatches` (greying, as in the TCG meta), read exactly as `communityQuerySchema` reads them. The TCG
 *   trend's `granularity` has no VGC counterpart and is not taken.
 * - `regulation`: the regulation a match's free-text format names, as the answer's `regulations` list spells it
 *   ("Regulation G", "Regulation M-A"; core `vgcCommunityRegulationOf` reads "Reg G", "gen9vgc2025regg",
 *   "[Gen 9] VGC 2025 Reg G Bo3" alike, through the regulation list admins extend), or `VGC_COMMUNITY_OTHER_FORMATS` for the matches whose format names none. Blank = every format.
 */
import { z } from 'zod';
import { gameSplitSchema } from './analyticsRecords.ts';
import { analyticsIntervalSchema } from './analyticsRecords.ts';
import { communityQuerySchema } from './communityAnalytics.ts';
import { ANALYTICS_RANGE_INVALID } from './analyticsQuery.ts';

/** The `regulation` filter value (and list entry) of the matches whose format names no known regulation. */
export const VGC_COMMUNITY_OTHER_FORMATS = 'Other formats';
export const VGC_COMMUNITY_REGULATION_MAX_LENGTH = 40;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

const { from, to, seasonId, convention, minMatches } = communityQuerySchema.shape;

/** GET /api/analytics/global/vgc query (see header). */
export const vgcCommunityQuerySchema = z
  .object({
    from,
    to,
    seasonId,
    convention,
    minMatches,
    regulation: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(
          VGC_COMMUNITY_REGULATION_MAX_LENGTH,
          `Regulation must be at most ${VGC_COMMUNITY_REGULATION_MAX_LENGTH} characters`,
        )
        .optional(),
    ),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: ANALYTICS_RANGE_INVALID, path: ['to'] });
export type VgcCommunityQuery = z.infer<typeof vgcCommunityQuerySchema>;
export type VgcCommunityQueryInput = z.input<typeof vgcCommunityQuerySchema>;

/** A record under the query's tie convention, with usage and how many players it comes from. */
const usageRecordShape = {
  /** Counted matches of teams holding it: wins + losses + ties. */
  matches: z.number().int(),
  /** matches / the answer's `teamMatches`, 0..1. */
  usage: z.number(),
  /** Distinct members whose teams make up `matches`. */
  players: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  rate: z.number().nullable(),
  interval: analyticsIntervalSchema.nullable(),
  /** Effective trials < minMatches. */
  small: z.boolean(),
};

export const vgcCommunityPokemonSchema = z.object({ pokemon: z.string(), ...usageRecordShape });
export type VgcCommunityPokemon = z.infer<typeof vgcCommunityPokemonSchema>;

export const vgcCommunityPairSchema = z.object({
  /** The two Pokémon, A-Z. */
  pokemon: z.tuple([z.string(), z.string()]),
  ...usageRecordShape,
});
export type VgcCommunityPair = z.infer<typeof vgcCommunityPairSchema>;

export const vgcCommunityCoreSchema = z.object({
  /** The team's restricted Pokémon, A-Z; empty for the teams with none. */
  pokemon: z.array(z.string()),
  ...usageRecordShape,
});
export type VgcCommunityCore = z.infer<typeof vgcCommunityCoreSchema>;

export const vgcCommunityRegulationSchema = z.object({
  /** "Regulation G", or `VGC_COMMUNITY_OTHER_FORMATS`. */
  regulation: z.string(),
  matches: z.number().int(),
});
export type VgcCommunityRegulation = z.infer<typeof vgcCommunityRegulationSchema>;

/** GET /api/analytics/global/vgc */
export const vgcCommunitySchema = z.object({
  /** Counted matches in the filters (rounds not played left out), with a recorded team or not. */
  totalMatches: z.number().int(),
  /** Of those, the matches with a recorded team: the usage denominator. */
  teamMatches: z.number().int(),
  /** Distinct members with at least one counted match in the filters. */
  players: z.number().int(),
  /** Regulations of the date window's matches (before the regulation filter), most matches first. */
  regulations: z.array(vgcCommunityRegulationSchema),
  /** Every Pokémon on a counted team, by usage desc, then name A-Z. */
  pokemon: z.array(vgcCommunityPokemonSchema),
  /** The most used pairs (at most `VGC_COMMUNITY_PAIR_LIMIT`, each with ≥ `VGC_COMMUNITY_PAIR_MIN_MATCHES`). */
  pairs: z.array(vgcCommunityPairSchema),
  /** Restricted cores by usage desc; the core of no restricted Pokémon (`pokemon: []`) among them. */
  restrictedCores: z.array(vgcCommunityCoreSchema),
  /** Issue 30: per Pokémon, how often it is brought and led from the team, and those games' results. */
  bringLead: z.array(
    z.object({
      pokemon: z.string(),
      onTeam: z.number().int(),
      brought: gameSplitSchema,
      broughtRate: z.number().nullable(),
      led: gameSplitSchema,
      leadRate: z.number().nullable(),
    }),
  ),
});
export type VgcCommunity = z.infer<typeof vgcCommunitySchema>;
