/**
 * Bring and lead (issue 30, VGC): the `bringLead` part of GET /api/vgcmatches/stats (core `vgcBringLead`) and
 * GET /api/vgcmatches/bring-lead-advice, the advisor for one opponent six (core `vgcBringLeadAdvice`).
 *
 * Decisions:
 * - The advisor's query is the analytics filters (the same names as the analytics screens' URL) plus `opponent`: the
 *   opponent's Pokémon as a comma-separated list (a Pokémon's name never holds a comma), 1 to 6 names of at most 60
 *   characters each. The browser reads a pasted team or replay into names first (core `opponentSixFromText`), so
 *   the server never receives a paste.
 * - Rates are fractions 0..1 or null, intervals 95% Wilson `{ low, high }` or null (analytics/vgcBringLead.ts).
 */
import { z } from 'zod';
import { BRING_LEAD_GAME_KINDS } from '../analytics/vgcBringLeadGames.ts';
import { gameSplitSchema } from './analyticsRecords.ts';
import { analyticsQueryFields, analyticsRangeValid, ANALYTICS_RANGE_INVALID } from './analyticsQuery.ts';
import { POKEMON_NAME_MAX_LENGTH, VGC_TEAM_MAX } from './vgcMatches.ts';

export const ADVICE_OPPONENT_REQUIRED = "Enter at least one of the opponent's Pokémon";
export const ADVICE_OPPONENT_TOO_MANY = `Enter at most ${VGC_TEAM_MAX} of the opponent's Pokémon`;
export const ADVICE_OPPONENT_NAME_TOO_LONG = `A Pokémon's name is at most ${POKEMON_NAME_MAX_LENGTH} characters`;

const usageRowSchema = gameSplitSchema.extend({ pokemon: z.string(), share: z.number() });

export const bringLeadPokemonRowSchema = z.object({
  pokemon: z.string(),
  brought: gameSplitSchema,
  led: gameSplitSchema,
  broughtShare: z.number().nullable(),
  ledShare: z.number().nullable(),
});

export const vgcBringLeadSchema = z.object({
  games: z.number().int(),
  gamesWithBrought: z.number().int(),
  gamesWithLeads: z.number().int(),
  pokemon: z.array(bringLeadPokemonRowSchema),
  gamesWithPreview: z.number().int(),
  opponents: z.array(
    z.object({
      pokemon: z.string(),
      faced: gameSplitSchema,
      brought: z.number().int(),
      broughtOf: z.number().int(),
      led: z.number().int(),
      ledOf: z.number().int(),
      whenBrought: gameSplitSchema,
    }),
  ),
});

export const bringLeadAdviceQuerySchema = analyticsQueryFields
  .extend({
    opponent: z
      .string({ error: ADVICE_OPPONENT_REQUIRED })
      .transform((text) =>
        text
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      )
      .pipe(
        z
          .array(z.string().max(POKEMON_NAME_MAX_LENGTH, ADVICE_OPPONENT_NAME_TOO_LONG))
          .min(1, ADVICE_OPPONENT_REQUIRED)
          .max(VGC_TEAM_MAX, ADVICE_OPPONENT_TOO_MANY),
      ),
  })
  .refine(analyticsRangeValid, { message: ANALYTICS_RANGE_INVALID, path: ['to'] });
export type BringLeadAdviceQuery = z.infer<typeof bringLeadAdviceQuerySchema>;
export type BringLeadAdviceQueryInput = z.input<typeof bringLeadAdviceQuerySchema>;

export const vgcBringLeadAdviceSchema = z.object({
  opponentSix: z.array(z.string()),
  sharedNeeded: z.number().int(),
  matches: z.array(
    z.object({
      matchId: z.string(),
      shared: z.number().int(),
      opponentName: z.string(),
      date: z.string().nullable(),
      wins: z.number().int(),
      losses: z.number().int(),
    }),
  ),
  overall: gameSplitSchema,
  games: z.number().int(),
  gamesWithBrought: z.number().int(),
  gamesWithLeads: z.number().int(),
  pokemon: z.array(bringLeadPokemonRowSchema),
  leadPairs: z.array(gameSplitSchema.extend({ pokemon: z.tuple([z.string(), z.string()]) })),
  opponentBrought: z.array(usageRowSchema),
  opponentLed: z.array(usageRowSchema),
});
export type VgcBringLeadAdviceAnswer = z.infer<typeof vgcBringLeadAdviceSchema>;

export const BRING_LEAD_GAMES_KIND_INVALID = `Kind must be ${BRING_LEAD_GAME_KINDS.join(', ')}`;
export const BRING_LEAD_GAMES_POKEMON_REQUIRED = 'Pokémon is required';
export const BRING_LEAD_GAMES_PAIR_NEEDS_TWO = 'A lead pair is two Pokémon';
export const BRING_LEAD_GAMES_ONE_POKEMON = 'Give one Pokémon (two only for a lead pair)';

/**
 * GET /api/vgcmatches/bring-lead-games: the games behind one number of the "Bring & lead" view (core
 * `vgcBringLeadGamesWithin`). The analytics filters, `kind`, and `pokemon` as a comma-separated list: two names for a
 * lead pair, one otherwise.
 */
export const bringLeadGamesQuerySchema = analyticsQueryFields
  .extend({
    kind: z.enum(BRING_LEAD_GAME_KINDS, { error: BRING_LEAD_GAMES_KIND_INVALID }),
    pokemon: z
      .string({ error: BRING_LEAD_GAMES_POKEMON_REQUIRED })
      .transform((text) =>
        text
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      )
      .pipe(
        z
          .array(z.string().max(POKEMON_NAME_MAX_LENGTH, ADVICE_OPPONENT_NAME_TOO_LONG))
          .min(1, BRING_LEAD_GAMES_POKEMON_REQUIRED)
          .max(2, BRING_LEAD_GAMES_ONE_POKEMON),
      ),
  })
  .refine(analyticsRangeValid, { message: ANALYTICS_RANGE_INVALID, path: ['to'] })
  .refine((q) => q.kind !== 'leadPair' || q.pokemon.length === 2, {
    message: BRING_LEAD_GAMES_PAIR_NEEDS_TWO,
    path: ['pokemon'],
  })
  .refine((q) => q.kind === 'leadPair' || q.pokemon.length === 1, {
    message: BRING_LEAD_GAMES_ONE_POKEMON,
    path: ['pokemon'],
  });
export type BringLeadGamesApiQuery = z.infer<typeof bringLeadGamesQuerySchema>;
export type BringLeadGamesApiQueryInput = z.input<typeof bringLeadGamesQuerySchema>;

export const bringLeadGamesAnswerSchema = z.object({
  total: z.number().int(),
  games: z.array(
    z.object({
      matchId: z.string(),
      game: z.number().int(),
      date: z.string().nullable(),
      opponentName: z.string(),
      result: z.enum(['win', 'loss']),
    }),
  ),
});
