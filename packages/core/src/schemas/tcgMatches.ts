/**
 * TCG matches and games (spec part 1 §3 "TCG match", "TCG game"; part 2 §3, "Local items"). The server validates
 * request bodies with these schemas, and the web forms use the same ones.
 *
 * Decisions:
 * - Text limits: deck names 100 characters, notes (match and game) 10,000. Deck names are trimmed; notes are not
 *   (the notes editor inserts leading spaces on purpose).
 * - Your deck: `deckId` (a server UUID or a `local_…` id) or, without one, a non-blank `deckName` — message
 *   MATCH_DECK_REQUIRED on `deckName`. With a deckId the name is kept as the name the deck had when played.
 * - Date: a real calendar day `YYYY-MM-DD`, required (the form fills today; importers fill the game's day). It may be
 *   at most "tomorrow" in UTC: the furthest-ahead time zone (UTC+14) is one calendar day ahead of UTC, so a player
 *   anywhere can log today's match, while a typo a year ahead is refused. Not before 1996 (the game did not exist).
 * - Games: a Bo1 has exactly one game. A Bo3 has two or three and stops as soon as one side has two wins: no third
 *   game after 2-0, a third game required after 1-1. These are checked on the whole body (path `games`), and only on
 *   input — stored or imported matches are read as they are (see `rules/matchResult.ts`).
 * - No cross-checks between coin flip, choice and turn order: in games 2 and 3 the previous game's loser chooses, and
 *   players record the choice either way.
 * - Prize order lists who took each prize card in turn. The brief said at most 6 entries, but a game in which one
 *   side takes 6 and the other 5 has 11; the rule kept is at most 6 per side (12 in all, for a sudden-death finish).
 *   Prize contents: at most 12 card names (both sides' six) of at most 100 characters.
 * - The response shape (`tcgMatchSchema`) has no cross-field rules, and adds the derived `result` (win/loss/tie: more
 *   game wins, more losses, equal) and `score` ('W-L'), and `bestOf`.
 * - A locally saved draft (`tcgMatchDraftSchema`) is any subset of the fields plus `savedAt` and `isDraft: true`;
 *   an unfinished form is never refused by the store.
 * - Import marker: `importSource` ('ptcgl' or null) and `ptcglLogText` are part of the input, null when absent. A PUT
 *   is a full replacement, so the edit form — which never sends them (spec part 2 §2: editing strips them) — clears
 *   them, while a notes save, which sends the whole match back, keeps them.
 * - Result only (issue 15): `recordedResult` ('win' | 'loss' | 'tie', default null) is the match's result when its
 *   games are not known — a Limitless tournament round (Bo3 game scores are not published) or a tie. Such a match has
 *   no games (RECORDED_RESULT_NO_GAMES) and the game-count rules do not apply; every reading of its result uses the
 *   recorded one (`rules/matchResult.ts`). `importSource` 'limitless' marks a match made by the Limitless import.
 * - Results as tournaments record them (issue 29): a game may be a `tie`, but only when `timeCalled` is true (time
 *   ran out with the game unfinished, or it ended level) — TIE_GAME_NEEDS_TIME_CALLED. With `timeCalled` a Bo3 ends
 *   with the games played (at least one, at most three, none after a side has two wins) and its result is by games
 *   won: more wins win, equal is a tie (Play! Pokémon Swiss at time; top cut plays on, so it never records a tie).
 *   `specialResult` ('id' | 'bye' | 'no-show', default null) records a round without games: an ID is a tie, a bye a
 *   win, and a no-show carries its `recordedResult` (win: the opponent did not show; loss: you did not). Stored with
 *   its recorded result (the server fills 'tie' for an ID and 'win' for a bye), so every reading of a result-only
 *   match reads it. Bad combinations (games or time called with a special result, a no-show without win or loss, an
 *   ID recorded as a win) are refused with one message (`matchResultProblem`).
 * - Exactly-once sync (issue 16): a create may carry `clientId`, the item's local id (`local_…`, CLIENT_ID_INVALID
 *   otherwise; absent or null = none). The server keeps it per user and answers a second create with the same one
 *   with the item it already has. Optional in the parsed input (not defaulted), so the many places that build
 *   inputs (importers, forms) need not name it; answers carry it as `clientId` (optional: local items have none).
 * - List query: page ≥ 1, pageSize 1..100 default 15 (spec part 1 §9 dashboard page size), search ≤ 100 characters
 *   (trimmed; empty means none), sort newest | oldest | a-z | z-a (default newest), optional seasonId.
 */
import { z } from 'zod';
import { addDaysUtc, isCalendarDate } from '../rules/dates.ts';

export const TCG_MATCH_FORMATS = ['Bo1', 'Bo3'] as const;
export type TcgMatchFormat = (typeof TCG_MATCH_FORMATS)[number];
export const TCG_GAME_RESULTS = ['win', 'loss', 'tie'] as const;
/** Results a tournament records without games (issue 29): an intentional draw, a bye, a no-show. */
export const SPECIAL_RESULTS = ['id', 'bye', 'no-show'] as const;
export type SpecialResult = (typeof SPECIAL_RESULTS)[number];
export const TCG_MATCH_SORTS = ['newest', 'oldest', 'a-z', 'z-a'] as const;
export type TcgMatchSort = (typeof TCG_MATCH_SORTS)[number];

export const MATCH_NOTES_MAX_LENGTH = 10_000;
export const MATCH_DECK_NAME_MAX_LENGTH = 100;
export const MAX_MULLIGANS = 20;
export const MAX_PRIZES_PER_SIDE = 6;
export const DASHBOARD_PAGE_SIZE = 15;
export const MIN_MATCH_DATE = '1996-01-01';
/** A PTCGL game log of a long Bo3 is some tens of thousands of characters; this leaves room without inviting abuse. */
export const PTCGL_LOG_MAX_LENGTH = 200_000;
/** `local_` + timestamp + random suffix (spec part 2 §3 "Local items"). */
export const LOCAL_ID_PATTERN = /^local_[A-Za-z0-9_-]{1,94}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const OPPONENT_DECK_REQUIRED = 'Opponent deck is required';
export const MATCH_DECK_REQUIRED = 'Select a deck or enter your deck name';
export const DECK_ID_INVALID = 'Deck id must be a server id or a local_ id';
export const CLIENT_ID_INVALID = 'Client id must be a local_ id';
export const GAME_RESULT_REQUIRED = 'Game result must be win, loss or tie';
export const MATCH_DATE_INVALID = 'Date must be a valid date (YYYY-MM-DD)';
export const MATCH_DATE_IN_FUTURE = 'Date cannot be in the future';
export const MATCH_DATE_TOO_EARLY = 'Date must be in 1996 or later';
export const BO1_ONE_GAME = 'A Bo1 match has exactly one game';
export const BO3_TWO_OR_THREE_GAMES = 'A Bo3 match has two or three games';
export const BO3_ENDS_AT_TWO_WINS = 'A Bo3 match ends when a player wins two games';
export const BO3_NEEDS_THIRD_GAME = 'A Bo3 match needs a third game after 1-1';
export const PRIZES_PER_SIDE_EXCEEDED = `Each side takes at most ${MAX_PRIZES_PER_SIDE} prize cards`;
export const RECORDED_RESULT_NO_GAMES = 'A match that records its result only has no games';
export const TIE_GAME_NEEDS_TIME_CALLED = 'A game can only be a tie when time was called';
export const TIME_CALLED_NEEDS_GAMES = 'A match ended at time needs at least one game';
export const SPECIAL_RESULT_NO_GAMES = 'An ID, a bye or a no-show has no games';
export const SPECIAL_RESULT_NO_TIME_CALLED = 'An ID, a bye or a no-show cannot end at time';
export const NO_SHOW_NEEDS_RESULT = 'A no-show needs its result: win (your opponent did not show) or loss';
export const SPECIAL_RESULT_CONFLICT = 'An ID is a tie and a bye is a win: the recorded result must agree';
/** The results a match may record without its games (`recordedResult`, see the header). */
export const RECORDED_RESULTS = ['win', 'loss', 'tie'] as const;
export type RecordedResult = (typeof RECORDED_RESULTS)[number];
export const IMPORT_SOURCES = ['ptcgl', 'limitless'] as const;
/** Nullable, default null: a match with games. */
export const recordedResultSchema = z
  .enum(RECORDED_RESULTS, { error: 'Recorded result must be win, loss, tie or null' })
  .nullable()
  .default(null);

/** Time was called (issue 29): a Bo3 may end with fewer games, and a game may be a tie. */
export const timeCalledSchema = z.boolean({ error: 'Time called must be true or false' }).default(false);
/** An ID, a bye or a no-show (issue 29), recorded without games; null for a match with games or a recorded result. */
export const specialResultSchema = z
  .enum(SPECIAL_RESULTS, { error: 'Special result must be id, bye, no-show or null' })
  .nullable()
  .default(null);

export function isLocalId(id: string): boolean {
  return LOCAL_ID_PATTERN.test(id);
}

/** A create's `clientId` (see header): a `local_…` id, or null/absent for none. Shared by decks, teams, matches. */
export const clientIdSchema = z
  .string({ error: CLIENT_ID_INVALID })
  .regex(LOCAL_ID_PATTERN, CLIENT_ID_INVALID)
  .nullish();
/** The answers' `clientId`: the local id the item was created with, null when none. */
export const clientIdAnswerSchema = z.string().nullable().optional();

/** The latest date a match may have when logged at `now` (see header: tomorrow in UTC). */
export function latestAllowedMatchDate(now: Date = new Date()): string {
  return addDaysUtc(now, 1);
}

/**
 * What is wrong with the games of a match of this format, or null. The web form shows it live; the input schema
 * reports it on `games`.
 */
export function tcgGamesProblem(format: TcgMatchFormat, results: readonly string[], timeCalled = false): string | null {
  if (!timeCalled && results.includes('tie')) return TIE_GAME_NEEDS_TIME_CALLED;
  if (format === 'Bo1') return results.length === 1 ? null : BO1_ONE_GAME;
  let wins = 0;
  let losses = 0;
  for (const result of results) {
    if (wins === 2 || losses === 2) return BO3_ENDS_AT_TWO_WINS;
    if (result === 'win') wins++;
    else if (result === 'loss') losses++;
  }
  if (results.length > 3) return BO3_TWO_OR_THREE_GAMES;
  // At time a Bo3 ends with the games played (one at least); the match result is then by games won.
  if (timeCalled) return results.length === 0 ? TIME_CALLED_NEEDS_GAMES : null;
  if (results.length < 2) return BO3_TWO_OR_THREE_GAMES;
  return wins < 2 && losses < 2 ? BO3_NEEDS_THIRD_GAME : null;
}

/** The recorded result a special result stands for: an ID is a tie, a bye a win; a no-show keeps its own. */
export const SPECIAL_RECORDED_RESULT: Record<'id' | 'bye', RecordedResult> = { id: 'tie', bye: 'win' };

/**
 * What is wrong with a match's result fields (issue 29), or null: the rules both games' input schemas and the forms
 * share. `games` are the game results; `timeCalled`, `specialResult` and `recordedResult` as the body has them.
 */
export function matchResultProblem(
  bestOf: 1 | 3,
  fields: { results: readonly string[]; timeCalled: unknown; specialResult: unknown; recordedResult: unknown },
): string | null {
  const { results, timeCalled, specialResult, recordedResult } = fields;
  if (specialResult != null) {
    if (results.length > 0) return SPECIAL_RESULT_NO_GAMES;
    if (timeCalled === true) return SPECIAL_RESULT_NO_TIME_CALLED;
    if (specialResult === 'no-show') {
      return recordedResult === 'win' || recordedResult === 'loss' ? null : NO_SHOW_NEEDS_RESULT;
    }
    const stands = SPECIAL_RECORDED_RESULT[specialResult as 'id' | 'bye'];
    return recordedResult == null || recordedResult === stands ? null : SPECIAL_RESULT_CONFLICT;
  }
  if (recordedResult != null) {
    if (results.length > 0) return RECORDED_RESULT_NO_GAMES;
    return timeCalled === true ? TIME_CALLED_NEEDS_GAMES : null;
  }
  return tcgGamesProblem(bestOf === 3 ? 'Bo3' : 'Bo1', results, timeCalled === true);
}

const text = (max: number, label: string) => z.string().max(max, `${label} must be at most ${max} characters`);
const trimmedText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
const mulligans = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be between 0 and ${MAX_MULLIGANS}`)
    .max(MAX_MULLIGANS, `${label} must be between 0 and ${MAX_MULLIGANS}`)
    .default(0);
const side = z.enum(['player', 'opponent'], { error: 'Must be player or opponent' });

export const tcgAdvancedDetailsSchema = z.object({
  firstPrizeTakenBy: side.nullable().default(null),
  prizeOrder: z
    .array(side)
    .max(MAX_PRIZES_PER_SIDE * 2, `Prize order has at most ${MAX_PRIZES_PER_SIDE * 2} entries`)
    .default([])
    .refine(
      (order) =>
        order.filter((s) => s === 'player').length <= MAX_PRIZES_PER_SIDE &&
        order.filter((s) => s === 'opponent').length <= MAX_PRIZES_PER_SIDE,
      PRIZES_PER_SIDE_EXCEEDED,
    ),
  prizeContents: z
    .array(trimmedText(100, 'Prize card name'))
    .max(MAX_PRIZES_PER_SIDE * 2, `Prize contents have at most ${MAX_PRIZES_PER_SIDE * 2} cards`)
    .default([]),
});
export type TcgAdvancedDetails = z.infer<typeof tcgAdvancedDetailsSchema>;

export const tcgGameSchema = z.object({
  result: z.enum(TCG_GAME_RESULTS, { error: GAME_RESULT_REQUIRED }),
  wentFirst: z.boolean({ error: 'wentFirst must be true, false or null' }).nullable().default(null),
  coinFlipWin: z.boolean({ error: 'coinFlipWin must be true, false or null' }).nullable().default(null),
  coinFlipChoice: z
    .enum(['first', 'second'], { error: 'Coin flip choice must be first or second' })
    .nullable()
    .default(null),
  playerMulligans: mulligans('Your mulligans'),
  opponentMulligans: mulligans("Opponent's mulligans"),
  conceded: z.enum(['Player', 'Opponent'], { error: 'Conceded must be Player or Opponent' }).nullable().default(null),
  notes: text(MATCH_NOTES_MAX_LENGTH, 'Game notes').default(''),
  advancedDetails: tcgAdvancedDetailsSchema.optional(),
});
export type TcgGame = z.infer<typeof tcgGameSchema>;
export type TcgGameInput = z.input<typeof tcgGameSchema>;

const deckIdSchema = z
  .string({ error: DECK_ID_INVALID })
  .refine((id) => UUID_PATTERN.test(id) || isLocalId(id), DECK_ID_INVALID);

const matchDateSchema = z
  .string({ error: MATCH_DATE_INVALID })
  .refine(isCalendarDate, MATCH_DATE_INVALID)
  .refine((d) => !isCalendarDate(d) || d >= MIN_MATCH_DATE, MATCH_DATE_TOO_EARLY)
  .refine((d) => !isCalendarDate(d) || d <= latestAllowedMatchDate(), MATCH_DATE_IN_FUTURE);

/** The fields of a match as the client sends them, without the cross-field rules. */
const tcgMatchFields = {
  deckId: deckIdSchema.nullable().default(null),
  deckName: trimmedText(MATCH_DECK_NAME_MAX_LENGTH, 'Deck name').default(''),
  opponentDeck: z
    .string({ error: OPPONENT_DECK_REQUIRED })
    .trim()
    .min(1, OPPONENT_DECK_REQUIRED)
    .max(MATCH_DECK_NAME_MAX_LENGTH, `Opponent deck must be at most ${MATCH_DECK_NAME_MAX_LENGTH} characters`),
  opponentDeckVariant: trimmedText(MATCH_DECK_NAME_MAX_LENGTH, 'Opponent deck variant').default(''),
  format: z.enum(TCG_MATCH_FORMATS, { error: 'Format must be Bo1 or Bo3' }).default('Bo1'),
  date: matchDateSchema,
  notes: text(MATCH_NOTES_MAX_LENGTH, 'Notes').default(''),
  games: z.array(tcgGameSchema).max(5, 'A match has at most 5 games').default([]),
  importSource: z
    .enum(IMPORT_SOURCES, { error: 'Import source must be ptcgl, limitless or null' })
    .nullable()
    .default(null),
  recordedResult: recordedResultSchema,
  timeCalled: timeCalledSchema,
  specialResult: specialResultSchema,
  ptcglLogText: z
    .string({ error: 'PTCGL log text must be text or null' })
    .max(PTCGL_LOG_MAX_LENGTH, `PTCGL log text must be at most ${PTCGL_LOG_MAX_LENGTH} characters`)
    .nullable()
    .default(null),
  clientId: clientIdSchema,
};

/**
 * POST /api/tcgmatches and PUT /api/tcgmatches/:id. The cross-field rules run even when a field is invalid (a form
 * shows every problem at once), so they read the fields defensively.
 */
export const tcgMatchInputSchema = z.object(tcgMatchFields).superRefine(
  (match, ctx) => {
    const deckName: unknown = match.deckName;
    if (!match.deckId && (typeof deckName !== 'string' || deckName.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: MATCH_DECK_REQUIRED, path: ['deckName'] });
    }
    if (!TCG_MATCH_FORMATS.includes(match.format)) return;
    addResultIssue(ctx, match.format === 'Bo3' ? 3 : 1, match);
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);
export type TcgMatchInput = z.infer<typeof tcgMatchInputSchema>;

/** Reports `matchResultProblem` on `games` (or on `specialResult` for a special result's own problem). */
export function addResultIssue(
  ctx: z.core.$RefinementCtx,
  bestOf: 1 | 3,
  match: { games: unknown; timeCalled: unknown; specialResult: unknown; recordedResult: unknown },
): void {
  const games: unknown = match.games;
  if (!Array.isArray(games)) return;
  const results = games.map((g: unknown) => String((g as { result?: unknown } | null)?.result ?? ''));
  const problem = matchResultProblem(bestOf, { ...match, results });
  if (!problem) return;
  const onSpecial = problem === NO_SHOW_NEEDS_RESULT || problem === SPECIAL_RESULT_CONFLICT;
  ctx.addIssue({ code: 'custom', message: problem, path: [onSpecial ? 'specialResult' : 'games'] });
}
export type TcgMatchInputBody = z.input<typeof tcgMatchInputSchema>;

/** A match as the API and the local store return it. `_id` of local matches starts with `local_`. */
export const tcgMatchSchema = z.object({
  _id: z.string(),
  user: z.string().optional(),
  isLocal: z.boolean().optional(),
  clientId: clientIdAnswerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  importSource: z.enum(IMPORT_SOURCES).nullable(),
  recordedResult: z.enum(RECORDED_RESULTS).nullable(),
  timeCalled: z.boolean(),
  specialResult: z.enum(SPECIAL_RESULTS).nullable(),
  ptcglLogText: z.string().nullable(),
  group: z.object({ _id: z.string(), name: z.string() }).nullable(),
  deckId: z.string().nullable(),
  deckName: z.string(),
  opponentDeck: z.string(),
  opponentDeckVariant: z.string(),
  format: z.enum(TCG_MATCH_FORMATS),
  date: z.string(),
  notes: z.string(),
  games: z.array(tcgGameSchema),
  bestOf: z.number().int(),
  result: z.enum(['win', 'loss', 'tie']),
  score: z.string(),
});
export type TcgMatch = z.infer<typeof tcgMatchSchema>;

/** A TCG match form saved in the browser before it is complete (spec part 2 §3 "Local items"). */
export const tcgMatchDraftSchema = z
  .object({
    deckId: z.string().max(100).nullable(),
    deckName: z.string().max(MATCH_DECK_NAME_MAX_LENGTH),
    opponentDeck: z.string().max(MATCH_DECK_NAME_MAX_LENGTH),
    opponentDeckVariant: z.string().max(MATCH_DECK_NAME_MAX_LENGTH),
    format: z.enum(TCG_MATCH_FORMATS),
    date: z.string().max(30),
    notes: z.string().max(MATCH_NOTES_MAX_LENGTH),
    games: z.array(tcgGameSchema.partial()).max(5),
  })
  .partial()
  .extend({ savedAt: z.string(), isDraft: z.literal(true) });
export type TcgMatchDraft = z.infer<typeof tcgMatchDraftSchema>;

/**
 * Which fields `search` looks in: 'list' — the dashboard (spec part 1 §5: TCG opponent deck or notes; VGC opponent
 * name, notes or format); 'picker' — the Match Group dialog (part 2 §5: TCG opponent deck or your deck; VGC your
 * team, the opponent's team or the opponent's name).
 */
export const MATCH_SEARCH_SCOPES = ['list', 'picker'] as const;
export type MatchSearchScope = (typeof MATCH_SEARCH_SCOPES)[number];
export const matchSearchScopeSchema = z
  .enum(MATCH_SEARCH_SCOPES, { error: 'searchIn must be list or picker' })
  .default('list');

/** GET /api/tcgmatches?page=&pageSize=&search=&searchIn=&sort=&seasonId= */
export const tcgMatchListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be at least 1').max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be between 1 and 100')
    .max(100, 'Page size must be between 1 and 100')
    .default(DASHBOARD_PAGE_SIZE),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
  searchIn: matchSearchScopeSchema,
  sort: z.enum(TCG_MATCH_SORTS, { error: `Sort must be ${TCG_MATCH_SORTS.join(', ')}` }).default('newest'),
  seasonId: z.string().trim().min(1).max(100).optional(),
});
export type TcgMatchListQuery = z.infer<typeof tcgMatchListQuerySchema>;
