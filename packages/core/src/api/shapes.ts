/**
 * The schemas of params, queries and answers that were written inside the server's route files; here so the
 * endpoint table (and so the clients) can name them. Messages and limits are as the routes had them.
 */
import { z } from 'zod';
import type { PtcglPastePreview } from '../importers/ptcgl/proposal.ts';
import type { ShowdownGamePreview, ShowdownMatchProposal } from '../importers/showdown/types.ts';
import { errorBodySchema } from '../schemas/common.ts';
import {
  LIMITLESS_MESSAGES,
  LIMITLESS_USERNAME_MAX_LENGTH,
  limitlessTournamentIdSchema,
} from '../schemas/limitless.ts';
import { tcgMatchListQuerySchema, tcgMatchSchema } from '../schemas/tcgMatches.ts';
import { teamInputSchema } from '../schemas/teams.ts';
import { vgcMatchListQuerySchema } from '../schemas/vgcMatchApi.ts';
import { vgcMatchSchema } from '../schemas/vgcMatches.ts';
import { analyticsQuerySchema } from '../schemas/analyticsQuery.ts';

/** `/:id` of the caller's own rows (matches, decks, teams, seasons, feedback, categories, users). */
export const idParamsSchema = z.object({ id: z.string() });

/** GET /api/health, 200 and 503 alike. */
export const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unavailable']) });

/** GET /api/auth/verify-reset-token/:token. */
export const resetTokenParamsSchema = z.object({ token: z.string() });
export const resetTokenValidSchema = z.object({ valid: z.literal(true), username: z.string() });
export const resetTokenInvalidSchema = errorBodySchema.extend({ valid: z.boolean().optional() });

/** The dashboards' summaries: one optional season. */
export const summaryQuerySchema = z.object({ seasonId: z.string().trim().min(1).max(100).optional() });

/** The CSV exports: the list's filters without paging. */
export const tcgExportQuerySchema = tcgMatchListQuerySchema.pick({ search: true, sort: true, seasonId: true });
export const vgcExportQuerySchema = vgcMatchListQuerySchema.pick({
  search: true,
  sort: true,
  seasonId: true,
  teamKey: true,
  teamId: true,
});
/** The CSV text of an export. */
export const csvTextSchema = z.string();

export const teamStatsParamsSchema = z.object({ teamId: z.string() });
export const teamPokemonParamsSchema = z.object({ id: z.string(), pokemonId: z.string() });
/** PUT /api/teams/{id}/pokemon: the list is required here (an empty body must not clear a team by accident). */
export const teamPokemonListSchema = z.object({ pokemon: teamInputSchema.shape.pokemon.unwrap() });

/** GET /api/stats/overall. */
export const statsOverallQuerySchema = z.object({ convention: analyticsQuerySchema.shape.convention });

/** GET /api/deck-categories: cache-busting parameters some clients add are accepted and ignored. */
export const deckCategoryListQuerySchema = z
  .object({ _: z.string().optional(), t: z.string().optional() })
  .passthrough();

export const restrictedPokemonParamsSchema = z.object({ name: z.string() });

/** A PNG image answered as bytes (image/png); described, never parsed. */
export const pngImageSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .describe('A PNG image (image/png)');
export const spriteNameParamsSchema = z.object({ name: z.string().max(200) });
export const spriteSlugParamsSchema = z.object({ slug: z.string().max(100) });
export const spriteQuerySchema = z.object({ side: z.enum(['player', 'opponent']).optional() });

/** The Pokédex answers 304 without a body when the caller's ETag is current. */
export const notModifiedSchema = z.null().describe('Not modified: the ETag sent in If-None-Match is current');
export const pokemonParamsSchema = z.object({
  nameOrId: z.string().trim().min(1, 'Name or id is required').max(100, 'Name or id must be at most 100 characters'),
});

/** The match groups list's orders. */
export const GROUP_SORTS = ['newest', 'oldest', 'name-asc', 'name-desc', 'most-matches'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
export const groupIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const groupListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(GROUP_SORTS, { error: `sort must be one of ${GROUP_SORTS.join(', ')}` }).default('newest'),
});

/** The Limitless import's tournament and the player to review. */
export const limitlessTournamentParamsSchema = z.object({ id: limitlessTournamentIdSchema });
export const limitlessReviewQuerySchema = z.object({
  player: z
    .string({ error: LIMITLESS_MESSAGES.playerRequired })
    .trim()
    .min(1, LIMITLESS_MESSAGES.playerRequired)
    .max(LIMITLESS_USERNAME_MAX_LENGTH, LIMITLESS_MESSAGES.usernameTooLong),
});

/**
 * The PTCGL preview as core builds it (importers/ptcgl/previewAnswer.ts); the games and proposals are typed by
 * core's own interfaces and documented loosely (the server sends the object as it is).
 */
export const ptcglPreviewAnswerSchema = z.object({
  games: z.array(z.custom<PtcglPastePreview['games'][number]>()),
  matches: z.array(z.custom<PtcglPastePreview['matches'][number]>()),
  otherText: z.string(),
  notALogReason: z.string().nullable(),
  deckLists: z.array(z.object({ text: z.string(), totalCards: z.number(), startLine: z.number() })),
});
export const ptcglImportAnswerSchema = z.object({ matches: z.array(tcgMatchSchema) });

/** The Showdown preview as core builds it (importers/showdown/proposal.ts), documented loosely as above. */
export const showdownPreviewAnswerSchema = z.object({
  games: z
    .array(z.custom<ShowdownGamePreview>())
    .describe(
      'One per replay, in request order (core ShowdownGamePreview): index, key, replayLink, reading, me, meSource, ' +
        'opponentName, playerTeam, opponentTeam, fields, date, formatLabel, teamId, problem, alreadyImported, duplicateOf',
    ),
  matches: z
    .array(z.custom<ShowdownMatchProposal>())
    .describe(
      'The proposed matches (core ShowdownMatchProposal): games, bestOf, opponentName, format, date, teamId, ' +
        'playerTeam, opponentTeam',
    ),
});
export const showdownImportAnswerSchema = z.object({ matches: z.array(vgcMatchSchema) });
