/**
 * The endpoint table's match areas: TCG and VGC matches (one shape, built by `matchEndpoints` for each game), the
 * deck analytics, and the imports (PTCGL logs, Showdown replays, Limitless tournaments).
 */
import { z } from 'zod';
import { analyticsQuerySchema } from '../schemas/analyticsQuery.ts';
import {
  cardGamesAnswerSchema,
  cardGamesQuerySchema,
  cardInsightsQuerySchema,
  tcgCardInsightsSchema,
} from '../schemas/tcgCardInsights.ts';
import { messageSchema } from '../schemas/common.ts';
import {
  limitlessHistorySchema,
  limitlessImportAnswerSchema,
  limitlessImportRequestSchema,
  limitlessPlayersAnswerSchema,
  limitlessReviewSchema,
  limitlessTournamentPageSchema,
  limitlessTournamentSearchSchema,
} from '../schemas/limitless.ts';
import { opponentDeckMergeResultSchema, opponentDeckMergeSchema } from '../schemas/opponentDeckMerge.ts';
import { ptcglImportRequestSchema, ptcglPreviewRequestSchema } from '../schemas/ptcglImport.ts';
import {
  showdownImportRequestSchema,
  showdownPreviewRequestSchema,
  showdownReplayFetchAnswerSchema,
  showdownReplayFetchRequestSchema,
  showdownRecentImportRequestSchema,
  showdownRecentReplaysAnswerSchema,
} from '../schemas/showdownImport.ts';
import { tcgAnalyticsSchema, tcgDeckAnalyticsSchema } from '../schemas/tcgAnalyticsApi.ts';
import { tcgMatchPageSchema, tcgMatchSummarySchema } from '../schemas/tcgMatchApi.ts';
import { tcgMatchInputSchema, tcgMatchListQuerySchema, tcgMatchSchema } from '../schemas/tcgMatches.ts';
import { vgcPersonalAnalyticsSchema } from '../schemas/vgcAnalyticsApi.ts';
import {
  bringLeadAdviceQuerySchema,
  bringLeadGamesAnswerSchema,
  bringLeadGamesQuerySchema,
  vgcBringLeadAdviceSchema,
} from '../schemas/vgcBringLeadApi.ts';
import {
  teamStatsSchema,
  vgcMatchListQuerySchema,
  vgcMatchPageSchema,
  vgcMatchSummarySchema,
} from '../schemas/vgcMatchApi.ts';
import { vgcMatchInputSchema, vgcMatchSchema } from '../schemas/vgcMatches.ts';
import { endpoint } from './endpoint.ts';
import {
  csvTextSchema,
  idParamsSchema,
  limitlessReviewQuerySchema,
  limitlessTournamentParamsSchema,
  ptcglImportAnswerSchema,
  ptcglPreviewAnswerSchema,
  showdownImportAnswerSchema,
  showdownPreviewAnswerSchema,
  summaryQuerySchema,
  tcgExportQuerySchema,
  teamStatsParamsSchema,
  vgcExportQuerySchema,
} from './shapes.ts';

interface MatchSchemas<LQ, P, S, EQ, ST, I, M> {
  listQuery: LQ;
  page: P;
  summary: S;
  exportQuery: EQ;
  stats: ST;
  input: I;
  match: M;
}

/** A game's match book: the same routes for TCG and VGC, with each game's schemas. */
function matchEndpoints<
  const Base extends string,
  LQ extends z.ZodType,
  P extends z.ZodType,
  S extends z.ZodType,
  EQ extends z.ZodType,
  ST extends z.ZodType,
  I extends z.ZodType,
  M extends z.ZodType,
>(base: Base, schemas: MatchSchemas<LQ, P, S, EQ, ST, I, M>) {
  const item = `${base}/:id` as const;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      query: schemas.listQuery,
      answer: schemas.page,
      errors: [400, 401, 404],
    }),
    summary: endpoint({
      method: 'GET',
      path: `${base}/summary`,
      query: summaryQuerySchema,
      answer: schemas.summary,
      errors: [401, 404],
    }),
    /** The CSV text; the web adds the BOM spreadsheets need. */
    export: endpoint({
      method: 'GET',
      path: `${base}/export`,
      query: schemas.exportQuery,
      answer: csvTextSchema,
      errors: [400, 401, 404],
    }),
    stats: endpoint({
      method: 'GET',
      path: `${base}/stats`,
      query: analyticsQuerySchema,
      answer: schemas.stats,
      errors: [400, 401, 404],
    }),
    /** 201 when created, 200 with the match a `clientId` already made. */
    create: endpoint({
      method: 'POST',
      path: base,
      body: schemas.input,
      answer: schemas.match,
      status: [201, 200],
      errors: [400, 401, 404, 413],
    }),
    get: endpoint({ method: 'GET', path: item, params: idParamsSchema, answer: schemas.match, errors: [401, 404] }),
    update: endpoint({
      method: 'PUT',
      path: item,
      params: idParamsSchema,
      body: schemas.input,
      answer: schemas.match,
      errors: [400, 401, 404, 413],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: item,
      params: idParamsSchema,
      answer: messageSchema,
      errors: [401, 404],
    }),
  };
}

export const tcgMatches = {
  ...matchEndpoints('/api/tcgmatches', {
    listQuery: tcgMatchListQuerySchema,
    page: tcgMatchPageSchema,
    summary: tcgMatchSummarySchema,
    exportQuery: tcgExportQuerySchema,
    stats: tcgAnalyticsSchema,
    input: tcgMatchInputSchema,
    match: tcgMatchSchema,
  }),
  /** Issue 29: the caller's own opponent-deck spellings folded into one name (schemas/opponentDeckMerge.ts). */
  mergeOpponentDecks: endpoint({
    method: 'POST',
    path: '/api/tcgmatches/opponent-decks/merge',
    body: opponentDeckMergeSchema,
    answer: opponentDeckMergeResultSchema,
    errors: [400, 401],
  }),
};

export const vgcMatches = {
  ...matchEndpoints('/api/vgcmatches', {
    listQuery: vgcMatchListQuerySchema,
    page: vgcMatchPageSchema,
    summary: vgcMatchSummarySchema,
    exportQuery: vgcExportQuerySchema,
    stats: vgcPersonalAnalyticsSchema,
    input: vgcMatchInputSchema,
    match: vgcMatchSchema,
  }),
  /** Issue 30: the bring/lead advisor for one opponent six, under the analytics filters. */
  bringLeadAdvice: endpoint({
    method: 'GET',
    path: '/api/vgcmatches/bring-lead-advice',
    query: bringLeadAdviceQuerySchema,
    answer: vgcBringLeadAdviceSchema,
    errors: [400, 401, 404],
  }),
  /** Issue 30: the games behind one number of the "Bring & lead" view (newest first, at most 100 listed). */
  bringLeadGames: endpoint({
    method: 'GET',
    path: '/api/vgcmatches/bring-lead-games',
    query: bringLeadGamesQuerySchema,
    answer: bringLeadGamesAnswerSchema,
    errors: [400, 401, 404],
  }),
  teamStats: endpoint({
    method: 'GET',
    path: '/api/vgcmatches/team-stats',
    answer: z.array(teamStatsSchema),
    errors: [401],
  }),
  teamStatsOf: endpoint({
    method: 'GET',
    path: '/api/vgcmatches/team-stats/:teamId',
    params: teamStatsParamsSchema,
    answer: teamStatsSchema,
    errors: [401, 404],
  }),
};

export const deckAnalytics = {
  get: endpoint({
    method: 'GET',
    path: '/api/deck-analytics/:id',
    params: idParamsSchema,
    query: analyticsQuerySchema,
    answer: tcgDeckAnalyticsSchema,
    errors: [400, 401, 404],
  }),
  /** Issue 30: the deck's Cards view (card impact, tempo, openings) from its imported games' card facts. */
  cards: endpoint({
    method: 'GET',
    path: '/api/deck-analytics/:id/cards',
    params: idParamsSchema,
    query: cardInsightsQuerySchema,
    answer: tcgCardInsightsSchema,
    errors: [400, 401, 404],
  }),
  /** Issue 30: the games behind one number of the Cards view (newest first, at most 100 listed). */
  cardGames: endpoint({
    method: 'GET',
    path: '/api/deck-analytics/:id/cards/games',
    params: idParamsSchema,
    query: cardGamesQuerySchema,
    answer: cardGamesAnswerSchema,
    errors: [400, 401, 404],
  }),
};

export const ptcglImport = {
  preview: endpoint({
    method: 'POST',
    path: '/api/tcgmatches/import/ptcgl/preview',
    body: ptcglPreviewRequestSchema,
    answer: ptcglPreviewAnswerSchema,
    errors: [400, 401],
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/tcgmatches/import/ptcgl',
    body: ptcglImportRequestSchema,
    answer: ptcglImportAnswerSchema,
    status: [201],
    errors: [400, 401, 404, 409, 429],
  }),
};

export const showdownImport = {
  replays: endpoint({
    method: 'POST',
    path: '/api/vgcmatches/import/showdown/replays',
    body: showdownReplayFetchRequestSchema,
    answer: showdownReplayFetchAnswerSchema,
    errors: [400, 413, 429],
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/vgcmatches/import/showdown/preview',
    body: showdownPreviewRequestSchema,
    answer: showdownPreviewAnswerSchema,
    errors: [400, 401, 413],
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/vgcmatches/import/showdown',
    body: showdownImportRequestSchema,
    answer: showdownImportAnswerSchema,
    status: [201],
    errors: [400, 401, 404, 409, 413, 429],
  }),
  /** The member's recent public replays, by their saved Showdown names (issue 28); 503 when Showdown is down. */
  recent: endpoint({
    method: 'GET',
    path: '/api/vgcmatches/import/showdown/recent',
    answer: showdownRecentReplaysAnswerSchema,
    errors: [401, 429, 503],
  }),
  /** Imports replays of that list in one step, as the replay import's proposal; 503 when Showdown is down. */
  importRecent: endpoint({
    method: 'POST',
    path: '/api/vgcmatches/import/showdown/recent',
    body: showdownRecentImportRequestSchema,
    answer: showdownImportAnswerSchema,
    status: [201],
    errors: [400, 401, 409, 429, 503],
  }),
};

/** Every Limitless call may also fail outside: 429 (our limit), 502/503/504 (Limitless). */
const limitlessFailures = [429, 502, 503, 504] as const;

export const limitless = {
  tournaments: endpoint({
    method: 'GET',
    path: '/api/limitless/tournaments',
    query: limitlessTournamentSearchSchema,
    answer: limitlessTournamentPageSchema,
    errors: [400, 401, ...limitlessFailures],
  }),
  players: endpoint({
    method: 'GET',
    path: '/api/limitless/tournaments/:id/players',
    params: limitlessTournamentParamsSchema,
    answer: limitlessPlayersAnswerSchema,
    errors: [400, 401, 404, ...limitlessFailures],
  }),
  review: endpoint({
    method: 'GET',
    path: '/api/limitless/tournaments/:id/review',
    params: limitlessTournamentParamsSchema,
    query: limitlessReviewQuerySchema,
    answer: limitlessReviewSchema,
    errors: [400, 401, 404, ...limitlessFailures],
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/limitless/import',
    body: limitlessImportRequestSchema,
    answer: limitlessImportAnswerSchema,
    status: [201],
    errors: [400, 401, 404, 409, ...limitlessFailures],
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/limitless/history',
    answer: limitlessHistorySchema,
    errors: [401, 429],
  }),
};
