/**
 * The Limitless tournament import (issue 15, spec part 2 §2 /import-limitless: "It has three steps"): find the
 * tournament, find yourself in its standings, review the rounds and import them. Members only.
 *
 * Our API (every call rate-limited per client address, every outside failure a clear message, never a 500):
 * - `GET  /api/limitless/tournaments?game=&search=&date=&cursor=` — step 1: recent tournaments of the game, newest
 *   first, filtered by name and day (`limitlessTournamentSearchSchema` → `limitlessTournamentPageSchema`).
 * - `GET  /api/limitless/tournaments/:id/players` — step 2: the tournament and its standings
 *   (`limitlessPlayersAnswerSchema`); `me` is the caller's remembered Limitless username when it is in them.
 * - `GET  /api/limitless/tournaments/:id/review?player=` — step 3: the player's rounds as they would be imported and
 *   the deck (TCG) or team (VGC) on offer (`limitlessReviewSchema`); nothing is stored.
 * - `POST /api/limitless/import` — creates the matches, the deck or team, the match group and the history entry in
 *   one transaction (`limitlessImportRequestSchema` → 201 `limitlessImportAnswerSchema`); 409 the second time.
 * - `GET  /api/limitless/history` — the tournaments the caller imported (`limitlessHistorySchema`).
 * - `PUT  /api/auth/limitless-username` — the remembered Limitless username (`limitlessUsernameSchema`).
 *
 * The outside API is `LIMITLESS_API_URL` (default https://play.limitlesstcg.com/api, optional `LIMITLESS_API_KEY`
 * sent as `X-Access-Key`): `GET /tournaments?game=&format=&limit=&page=`, `/tournaments/{id}/details`,
 * `/tournaments/{id}/standings`, `/tournaments/{id}/pairings` (see `importers/limitless/upstream.ts`).
 *
 * Decisions:
 * - Games: Limitless game `PTCG` is our `tcg`, `VGC` our `vgc`; tournaments of other games cannot be imported.
 * - A tournament is named by its Limitless id (letters, digits, `_` and `-`, at most 64) or a link to it
 *   (`…/tournament/<id>[/…]`, see `parseLimitlessTournamentLink`).
 * - Search: Limitless has no name search, so the server reads its newest tournaments page by page and keeps those
 *   whose name holds every word searched (case and accents ignored) and, with `date`, those that started that day
 *   (UTC). One call reads at most LIMITLESS_SEARCH_SCAN_PAGES pages of LIMITLESS_UPSTREAM_PAGE_SIZE, stopping once
 *   LIMITLESS_SEARCH_PAGE_SIZE tournaments are found; a page read is answered whole (the cursor is a Limitless page,
 *   so cutting one would skip the rest of it), with a `nextCursor` to go on from; `searchedBack` is the start date
 *   of the oldest tournament read, so the screen can say how far back it looked.
 * - Rounds: a pairing is a round of the player's; its result is `win`, `loss`, `tie` (winner 0), `loss` with
 *   `doubleLoss` (winner -1), `bye` (no opponent; imported since issue 29 as `specialResult` 'bye') or `unreported` (no winner yet: shown, not
 *   imported). The best-of of a round is its phase's mode (BO1 → 1, anything else → 3).
 * - A round becomes a match dated the tournament's day: a Bo1 win or loss holds its one game; a Bo3 round (game
 *   scores are not published) and every tie record the match result only (`recordedResult`, no games), which match
 *   cards mark "Result only".
 * - Deck (TCG) or team (VGC): the list from the player's standing is offered to be saved as a new deck or team, or
 *   the import uses one of the player's own (`list.action` 'new' | 'existing' | 'none'); the review proposes the
 *   saved deck or team that matches the list best.
 * - The import makes a match group named after the tournament holding all its matches, and a history entry; a
 *   tournament is imported once per player (409 LIMITLESS_MESSAGES.alreadyImported, nothing doubled).
 */
import { z } from 'zod';
import { isCalendarDate } from '../rules/dates.ts';

export const LIMITLESS_GAMES = ['tcg', 'vgc'] as const;
export type LimitlessGame = (typeof LIMITLESS_GAMES)[number];
/** Our game → the Limitless game id. */
export const LIMITLESS_GAME_IDS: Record<LimitlessGame, string> = { tcg: 'PTCG', vgc: 'VGC' };

export const LIMITLESS_DEFAULT_API_URL = 'https://play.limitlesstcg.com/api';
/** Where people open a tournament: `${LIMITLESS_SITE_URL}/tournament/<id>/standings`. */
export const LIMITLESS_SITE_URL = 'https://play.limitlesstcg.com';
export const LIMITLESS_SEARCH_PAGE_SIZE = 20;
export const LIMITLESS_UPSTREAM_PAGE_SIZE = 100;
export const LIMITLESS_SEARCH_SCAN_PAGES = 10;
export const LIMITLESS_SEARCH_MAX_LENGTH = 100;
export const LIMITLESS_USERNAME_MAX_LENGTH = 60;
export const LIMITLESS_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const LIMITLESS_MESSAGES = {
  linkInvalid: 'Paste a Limitless tournament link (play.limitlesstcg.com/tournament/…) or its id',
  tournamentNotFound: 'Tournament not found on Limitless. Check the link or the id.',
  wrongGame: 'Only Pokémon TCG and VGC tournaments can be imported',
  playerNotFound: "This player is not in the tournament's standings",
  playerRequired: 'Choose yourself in the standings',
  noRounds: 'This player has no rounds to import in this tournament',
  alreadyImported: 'You have already imported this tournament',
  deckRequired: 'Choose one of your decks',
  teamRequired: 'Choose one of your teams',
  noListToSave: 'This tournament published no list for this player: choose one of your decks or teams, or none',
  timeout: (seconds: number) => `Limitless did not answer within ${seconds} seconds. Please try again later.`,
  unreachable: 'Could not reach Limitless. Please try again later.',
  rateLimited: 'Limitless is receiving too many requests. Please wait a minute and try again.',
  httpError: (status: number) => `Limitless answered with an error (HTTP ${status}). Please try again later.`,
  unreadable: 'Limitless answered with something we could not read. Please try again later.',
  searchTooLong: `Search must be at most ${LIMITLESS_SEARCH_MAX_LENGTH} characters`,
  dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
  usernameTooLong: `A Limitless username has at most ${LIMITLESS_USERNAME_MAX_LENGTH} characters`,
} as const;

const gameSchema = z.enum(LIMITLESS_GAMES, { error: 'Game must be tcg or vgc' });
export const limitlessTournamentIdSchema = z
  .string({ error: LIMITLESS_MESSAGES.linkInvalid })
  .trim()
  .regex(LIMITLESS_ID_PATTERN, LIMITLESS_MESSAGES.linkInvalid);
const usernameSchema = z
  .string({ error: LIMITLESS_MESSAGES.playerRequired })
  .trim()
  .min(1, LIMITLESS_MESSAGES.playerRequired)
  .max(LIMITLESS_USERNAME_MAX_LENGTH, LIMITLESS_MESSAGES.usernameTooLong);
const calendarDate = z
  .string({ error: LIMITLESS_MESSAGES.dateInvalid })
  .trim()
  .refine(isCalendarDate, LIMITLESS_MESSAGES.dateInvalid);

/** GET /api/limitless/tournaments — step 1. */
export const limitlessTournamentSearchSchema = z.object({
  game: gameSchema.default('tcg'),
  search: z.string().trim().max(LIMITLESS_SEARCH_MAX_LENGTH, LIMITLESS_MESSAGES.searchTooLong).default(''),
  date: calendarDate.optional(),
  /** The Limitless page to read first (1 = newest); the previous answer's `nextCursor`. */
  cursor: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type LimitlessTournamentSearch = z.infer<typeof limitlessTournamentSearchSchema>;

/** A tournament as the search lists it. `date` is Limitless's start date-time (ISO); `day` its UTC calendar day. */
export const limitlessTournamentSummarySchema = z.object({
  id: z.string(),
  game: gameSchema,
  format: z.string().nullable(),
  name: z.string(),
  date: z.string(),
  day: z.string(),
  players: z.number().int(),
  /** This player imported it already (with the group it made). */
  imported: z.object({ groupId: z.string().nullable() }).nullable(),
});
export type LimitlessTournamentSummary = z.infer<typeof limitlessTournamentSummarySchema>;

export const limitlessTournamentPageSchema = z.object({
  tournaments: z.array(limitlessTournamentSummarySchema),
  /** Where to go on searching, or null when Limitless has no older tournaments. */
  nextCursor: z.number().int().nullable(),
  /** The start day of the oldest tournament read, or null when none was read. */
  searchedBack: z.string().nullable(),
});
export type LimitlessTournamentPage = z.infer<typeof limitlessTournamentPageSchema>;

export const LIMITLESS_PHASE_KINDS = ['swiss', 'topcut', 'other'] as const;
export type LimitlessPhaseKind = (typeof LIMITLESS_PHASE_KINDS)[number];

/** A tournament with what the steps show of its details. */
export const limitlessTournamentInfoSchema = limitlessTournamentSummarySchema.extend({
  organizer: z.string().nullable(),
  isOnline: z.boolean().nullable(),
  hasDecklists: z.boolean(),
  phases: z.array(
    z.object({
      phase: z.number().int(),
      kind: z.enum(LIMITLESS_PHASE_KINDS),
      /** Limitless's type as sent (SWISS, SINGLE_ELIMINATION, …). */
      type: z.string(),
      rounds: z.number().int(),
      bestOf: z.union([z.literal(1), z.literal(3)]),
    }),
  ),
  /** The tournament's page on Limitless. */
  link: z.string(),
});
export type LimitlessTournamentInfo = z.infer<typeof limitlessTournamentInfoSchema>;

/** A deck archetype as Limitless names it, with our reading of it. */
export const limitlessArchetypeSchema = z.object({
  name: z.string(),
  /** Limitless's icon names, as sent. */
  icons: z.array(z.string()),
  /** The icons as pokesprite slugs (the ones we know). */
  sprites: z.array(z.string()),
  /** The community deck category it falls in, or null. */
  categoryName: z.string().nullable(),
});
export type LimitlessArchetype = z.infer<typeof limitlessArchetypeSchema>;

/** One line of the standings (step 2). */
export const limitlessPlayerSchema = z.object({
  username: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  placing: z.number().int().nullable(),
  record: z.object({ wins: z.number().int(), losses: z.number().int(), ties: z.number().int() }),
  /** TCG: the archetype; VGC: null. */
  archetype: limitlessArchetypeSchema.nullable(),
  /** VGC: the team's species, in order; TCG: []. */
  team: z.array(z.string()),
  /** The round the player dropped after, or null. */
  drop: z.number().int().nullable(),
});
export type LimitlessPlayer = z.infer<typeof limitlessPlayerSchema>;

export const limitlessPlayersAnswerSchema = z.object({
  tournament: limitlessTournamentInfoSchema,
  players: z.array(limitlessPlayerSchema),
  /** The caller's remembered Limitless username when it is in the standings (any letter case), else null. */
  me: z.string().nullable(),
});
export type LimitlessPlayersAnswer = z.infer<typeof limitlessPlayersAnswerSchema>;

export const LIMITLESS_ROUND_RESULTS = ['win', 'loss', 'tie', 'bye', 'unreported'] as const;
export type LimitlessRoundResult = (typeof LIMITLESS_ROUND_RESULTS)[number];

/** One round of the player's as step 3 shows it. */
export const limitlessRoundSchema = z.object({
  round: z.number().int(),
  phase: z.number().int(),
  kind: z.enum(LIMITLESS_PHASE_KINDS),
  /** 'Round 3', 'Top 8', 'Top 4', 'Finals', … */
  label: z.string(),
  table: z.number().int().nullable(),
  bestOf: z.union([z.literal(1), z.literal(3)]),
  result: z.enum(LIMITLESS_ROUND_RESULTS),
  /** Winner -1: both players lost (imported as a loss). */
  doubleLoss: z.boolean(),
  /** Whether the round becomes a match (not unreported; a bye is one since issue 29). */
  imported: z.boolean(),
  /** The match records its result only (a Bo3, a tie or a bye): no games. */
  resultOnly: z.boolean(),
  /** Null for a bye. */
  opponent: limitlessPlayerSchema
    .pick({ username: true, name: true, country: true, archetype: true, team: true })
    .nullable(),
});
export type LimitlessRound = z.infer<typeof limitlessRoundSchema>;

export const limitlessDeckCardSchema = z.object({
  count: z.number().int(),
  name: z.string(),
  set: z.string(),
  number: z.string(),
  supertype: z.enum(['Pokémon', 'Trainer', 'Energy']),
});

/** Step 3's offer of the player's list: a deck (TCG) or a team (VGC), and which saved one matches it best. */
export const limitlessListOfferSchema = z.object({
  kind: z.enum(['deck', 'team']),
  /** Whether the standings carry the player's list (else only an existing deck/team or none can be used). */
  available: z.boolean(),
  /** The name a new deck/team gets by default (the archetype, or the tournament for a team). */
  suggestedName: z.string(),
  /** TCG: the list's cards (count, name, set, number); VGC: []. */
  cards: z.array(limitlessDeckCardSchema),
  cardCount: z.number().int(),
  /** VGC: one line per Pokémon ("Species @ Item"), for display; TCG: []. */
  pokemon: z.array(
    z.object({
      species: z.string(),
      item: z.string(),
      ability: z.string(),
      tera: z.string(),
      moves: z.array(z.string()),
    }),
  ),
  sprites: z.array(z.string()),
  /** The player's saved deck/team that matches the list best (or their active one), or null. */
  match: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type LimitlessListOffer = z.infer<typeof limitlessListOfferSchema>;

export const limitlessReviewSchema = z.object({
  tournament: limitlessTournamentInfoSchema,
  player: limitlessPlayerSchema,
  rounds: z.array(limitlessRoundSchema),
  list: limitlessListOfferSchema,
  /** The day the matches get (the tournament's UTC day; the import may send the player's local day instead). */
  day: z.string(),
  /** Matches the import would create. */
  matchCount: z.number().int(),
  /** Set when this player imported the tournament already. */
  alreadyImported: z.object({ groupId: z.string().nullable(), importedAt: z.string() }).nullable(),
});
export type LimitlessReview = z.infer<typeof limitlessReviewSchema>;

export const LIMITLESS_LIST_ACTIONS = ['new', 'existing', 'none'] as const;

/** POST /api/limitless/import */
export const limitlessImportRequestSchema = z
  .object({
    tournamentId: limitlessTournamentIdSchema,
    player: usernameSchema,
    list: z.object({
      action: z.enum(LIMITLESS_LIST_ACTIONS, { error: 'Choose new, existing or none' }),
      /** The saved deck/team to use with 'existing'. */
      id: z.string().trim().max(100).nullable().default(null),
      /** The new deck/team's name with 'new' (default: the offer's suggestedName). */
      name: z.string().trim().max(100, 'A name has at most 100 characters').default(''),
    }),
    /**
     * The matches' day: the tournament's start in the player's time zone (within a day of its UTC day); default the
     * UTC day.
     */
    date: calendarDate.optional(),
    /** Remember `player` as the caller's Limitless username (default true). */
    rememberUsername: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.list?.action === 'existing' && !body.list.id) {
      ctx.addIssue({ code: 'custom', message: 'Choose one of yours', path: ['list', 'id'] });
    }
  });
export type LimitlessImportRequest = z.infer<typeof limitlessImportRequestSchema>;
export type LimitlessImportRequestBody = z.input<typeof limitlessImportRequestSchema>;

/** One imported tournament (history). */
export const limitlessHistoryEntrySchema = z.object({
  tournamentId: z.string(),
  game: gameSchema,
  name: z.string(),
  format: z.string().nullable(),
  /** The day the matches were dated. */
  date: z.string(),
  players: z.number().int(),
  username: z.string(),
  playerName: z.string(),
  placing: z.number().int().nullable(),
  record: z.object({ wins: z.number().int(), losses: z.number().int(), ties: z.number().int() }),
  matchCount: z.number().int(),
  /** The group made by the import (null once deleted). */
  group: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The deck (TCG) or team (VGC) the matches were played with, when saved (null once deleted, or none). */
  list: z.object({ _id: z.string(), name: z.string() }).nullable(),
  link: z.string(),
  importedAt: z.string(),
});
export type LimitlessHistoryEntry = z.infer<typeof limitlessHistoryEntrySchema>;

export const limitlessHistorySchema = z.object({ imports: z.array(limitlessHistoryEntrySchema) });
export type LimitlessHistory = z.infer<typeof limitlessHistorySchema>;

export const limitlessImportAnswerSchema = z.object({
  import: limitlessHistoryEntrySchema,
  matchIds: z.array(z.string()),
});
export type LimitlessImportAnswer = z.infer<typeof limitlessImportAnswerSchema>;

/** PUT /api/auth/limitless-username — null or '' forgets it. */
export const limitlessUsernameSchema = z.object({
  limitlessUsername: z
    .string()
    .trim()
    .max(LIMITLESS_USERNAME_MAX_LENGTH, LIMITLESS_MESSAGES.usernameTooLong)
    .nullable()
    .transform((name) => (name ? name : null)),
});
export type LimitlessUsernameBody = z.input<typeof limitlessUsernameSchema>;
