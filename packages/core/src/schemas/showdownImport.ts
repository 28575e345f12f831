/**
 * The Showdown replay import API (issue 13, /import-replay).
 *
 * - `POST /api/vgcmatches/import/showdown/replays` (guests and members, rate-limited per client address): fetches
 *   replay links through the server's replay client (SHOWDOWN_REPLAY_BASE_URL) and answers each one's replay JSON as
 *   text, or a clear message for that link. Nothing is read or stored here.
 * - `POST /api/vgcmatches/import/showdown/preview` (members): reads the replays (JSON or bare logs, as text) on the
 *   server and proposes matches; nothing is stored.
 * - `POST /api/vgcmatches/import` … `/showdown` (members): reads the same texts again (a client's reading is never
 *   trusted) and creates the matches, all or nothing; 409 when a replay was imported before.
 * - `PUT /api/auth/showdown-names`: the player's own Showdown names ("My Showdown names" in profile settings).
 *
 * Guests gather replays the same way (links through the first endpoint) and run core's preview and plan in the
 * browser over their local teams and matches.
 *
 * Decisions:
 * - At most SHOWDOWN_IMPORT_MAX_REPLAYS replays per request (a long tournament day of Bo3s), each at most
 *   SHOWDOWN_REPLAY_MAX_LENGTH characters (a long battle's JSON with chat is ~100 kB).
 * - The player may correct, per proposed match: the games it holds (split or join: indices into `replays`, in play
 *   order), their team (a saved team's id, or none), best-of, opponent name, format label, and the result of a game
 *   the replay does not decide (a tie, or a log cut before the end). The facts of each game come from the replay.
 * - `playerName` names the player's side when neither their remembered Showdown names nor their teams tell.
 * - Showdown names: at most SHOWDOWN_NAMES_MAX, each 1–SHOWDOWN_NAME_MAX_LENGTH characters (Showdown's own limit is
 *   18), unique ignoring case and Showdown's punctuation (`Take Me` and `takeme` are one Showdown user).
 */
import { groupedNumber } from '../rules/groupedNumber.ts';
import { z } from 'zod';
import { LOCAL_ID_PATTERN } from './tcgMatches.ts';
import { REPLAY_LINK_MAX_LENGTH } from './vgcMatches.ts';

export const SHOWDOWN_IMPORT_MAX_REPLAYS = 30;
export const SHOWDOWN_REPLAY_MAX_LENGTH = 500_000;
export const SHOWDOWN_NAMES_MAX = 10;
export const SHOWDOWN_NAME_MAX_LENGTH = 30;
export const SHOWDOWN_OPPONENT_NAME_MAX_LENGTH = 100;
export const SHOWDOWN_FORMAT_MAX_LENGTH = 60;

export const SHOWDOWN_INPUT_REQUIRED = 'Paste a Showdown replay link, replay JSON or battle log';
export const SHOWDOWN_TOO_MANY_REPLAYS = `Import at most ${SHOWDOWN_IMPORT_MAX_REPLAYS} replays at once`;
export const SHOWDOWN_REPLAY_TOO_LONG = `A replay must be at most ${groupedNumber(SHOWDOWN_REPLAY_MAX_LENGTH)} characters`;
export const SHOWDOWN_NOT_A_REPLAY =
  'This is not a Pokémon Showdown replay. Paste a replay link (https://replay.pokemonshowdown.com/…), the replay JSON or the battle log.';
export const SHOWDOWN_LINK_INVALID =
  'This is not a Showdown replay link. Replay links look like https://replay.pokemonshowdown.com/gen9vgc2025regi-1234567890';
export const SHOWDOWN_BATTLE_LINK =
  'This is a link to a live battle, not a replay. In the battle, choose "Upload and share replay" and paste that link.';
export const SHOWDOWN_NOT_VGC = (format: string) =>
  `This replay is not a VGC doubles battle${format ? ` (${format})` : ''}: only VGC doubles can be imported`;
export const SHOWDOWN_REPLAY_ALREADY_IMPORTED = 'This replay has already been imported';
export const SHOWDOWN_GAME_UNKNOWN = 'There is no replay with this number in the import';
export const SHOWDOWN_GAME_TWICE = 'A replay can be in only one match';
export const SHOWDOWN_PLAYER_UNKNOWN = 'Choose which player you are';
export const SHOWDOWN_RESULT_UNKNOWN = 'The replay does not say who won this game: choose the result';
export const SHOWDOWN_NOTHING_TO_IMPORT = 'Choose at least one match to import';
export const SHOWDOWN_NAMES_DUPLICATE = 'Showdown names must not repeat';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEAM_ID_INVALID = 'Team id must be a server id or a local_ id';

/** Showdown's user id: lower case letters and digits only (`Take Me!` → `takeme`). */
export const showdownUserId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const showdownName = z
  .string({ error: 'Showdown name must be text' })
  .trim()
  .min(1, 'Showdown name is required')
  .max(SHOWDOWN_NAME_MAX_LENGTH, `Showdown names are at most ${SHOWDOWN_NAME_MAX_LENGTH} characters`);

/** POST /api/vgcmatches/import/showdown/replays */
export const showdownReplayFetchRequestSchema = z.object({
  links: z
    .array(
      z
        .string({ error: SHOWDOWN_LINK_INVALID })
        .trim()
        .min(1, SHOWDOWN_LINK_INVALID)
        .max(REPLAY_LINK_MAX_LENGTH, `A replay link must be at most ${REPLAY_LINK_MAX_LENGTH} characters`),
    )
    .min(1, SHOWDOWN_INPUT_REQUIRED)
    .max(SHOWDOWN_IMPORT_MAX_REPLAYS, SHOWDOWN_TOO_MANY_REPLAYS),
});
export type ShowdownReplayFetchRequest = z.infer<typeof showdownReplayFetchRequestSchema>;

/** One link's answer: the replay JSON as the replay server sent it, or why it could not be read. */
export const showdownFetchedReplaySchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** The link as sent. */
    link: z.string(),
    /** The canonical replay link (`https://replay.pokemonshowdown.com/<id>[-<password>pw]`). */
    replayLink: z.string(),
    /** The replay JSON, as text. */
    text: z.string(),
  }),
  z.object({ ok: z.literal(false), link: z.string(), message: z.string() }),
]);
export type ShowdownFetchedReplay = z.infer<typeof showdownFetchedReplaySchema>;
export const showdownReplayFetchAnswerSchema = z.object({ replays: z.array(showdownFetchedReplaySchema) });
export type ShowdownReplayFetchAnswer = z.infer<typeof showdownReplayFetchAnswerSchema>;

/** One replay of an import: its JSON or battle log as text, and the link it came from when there was one. */
export const showdownReplaySourceSchema = z.object({
  text: z
    .string({ error: SHOWDOWN_INPUT_REQUIRED })
    .max(SHOWDOWN_REPLAY_MAX_LENGTH, SHOWDOWN_REPLAY_TOO_LONG)
    .refine((text) => text.trim() !== '', SHOWDOWN_INPUT_REQUIRED),
  link: z
    .string()
    .trim()
    .max(REPLAY_LINK_MAX_LENGTH, `A replay link must be at most ${REPLAY_LINK_MAX_LENGTH} characters`)
    .optional(),
});
export type ShowdownReplaySource = z.infer<typeof showdownReplaySourceSchema>;

const replaySources = z
  .array(showdownReplaySourceSchema)
  .min(1, SHOWDOWN_INPUT_REQUIRED)
  .max(SHOWDOWN_IMPORT_MAX_REPLAYS, SHOWDOWN_TOO_MANY_REPLAYS);

const teamId = z
  .string({ error: TEAM_ID_INVALID })
  .refine((id) => UUID_PATTERN.test(id) || LOCAL_ID_PATTERN.test(id), TEAM_ID_INVALID);

/** POST /api/vgcmatches/import/showdown/preview */
export const showdownPreviewRequestSchema = z.object({
  replays: replaySources,
  playerName: showdownName.optional(),
});
export type ShowdownPreviewRequest = z.infer<typeof showdownPreviewRequestSchema>;

/** One match as the player arranged it in the preview. */
export const showdownMatchChoiceSchema = z.object({
  games: z
    .array(z.number({ error: 'Game numbers must be numbers' }).int().min(0, SHOWDOWN_GAME_UNKNOWN))
    .min(1, 'A match needs at least one game')
    .max(3, 'A match has at most 3 games'),
  teamId: teamId.nullable().optional(),
  bestOf: z.union([z.literal(1), z.literal(3)], { error: 'Best-of must be 1 or 3' }).optional(),
  opponentName: z
    .string()
    .trim()
    .max(
      SHOWDOWN_OPPONENT_NAME_MAX_LENGTH,
      `Opponent name must be at most ${SHOWDOWN_OPPONENT_NAME_MAX_LENGTH} characters`,
    )
    .optional(),
  format: z
    .string()
    .trim()
    .max(SHOWDOWN_FORMAT_MAX_LENGTH, `Format must be at most ${SHOWDOWN_FORMAT_MAX_LENGTH} characters`)
    .optional(),
  /** Per game of this match, a result where the replay does not decide; null keeps the replay's. */
  results: z
    .array(z.enum(['win', 'loss'], { error: 'Result must be win or loss' }).nullable())
    .max(3)
    .optional(),
});
export type ShowdownMatchChoice = z.infer<typeof showdownMatchChoiceSchema>;

/** POST /api/vgcmatches/import/showdown */
export const showdownImportRequestSchema = z.object({
  replays: replaySources,
  playerName: showdownName.optional(),
  /** Your team for every match that does not choose its own (else the proposal's). */
  teamId: teamId.nullable().optional(),
  /** The matches as arranged in the preview; without it, the preview's proposal is imported as it is. */
  matches: z
    .array(showdownMatchChoiceSchema)
    .min(1, SHOWDOWN_NOTHING_TO_IMPORT)
    .max(SHOWDOWN_IMPORT_MAX_REPLAYS)
    .optional(),
});
export type ShowdownImportRequest = z.infer<typeof showdownImportRequestSchema>;

/** A public replay id as Showdown's search lists it: `[server-]format-number`. */
const publicReplayId = z
  .string({ error: 'A replay id must be text' })
  .trim()
  .toLowerCase()
  .max(120, 'Not a Showdown replay id')
  .regex(/^(?:[a-z0-9]+-)?[a-z0-9]*[a-z][a-z0-9]*-\d+$/, 'Not a Showdown replay id');

/** One of a member's recent public replays (GET /api/vgcmatches/import/showdown/recent). */
export const showdownRecentReplaySchema = z.object({
  id: z.string(),
  /** The canonical link (`https://replay.pokemonshowdown.com/<id>`). */
  link: z.string(),
  format: z.string(),
  players: z.array(z.string()),
  /** Unix seconds. */
  uploadtime: z.number(),
  rating: z.number().nullable(),
  /** Which of the member's Showdown names found it. */
  name: z.string(),
  /** A VGC doubles format, which the VGC import takes. */
  vgc: z.boolean(),
  /** One of the member's matches already holds this replay. */
  imported: z.boolean(),
});
export type ShowdownRecentReplay = z.infer<typeof showdownRecentReplaySchema>;

export const showdownRecentReplaysAnswerSchema = z.object({
  /** The member's saved Showdown names, each searched. */
  names: z.array(z.string()),
  /** Newest first. */
  replays: z.array(showdownRecentReplaySchema),
  /** A name whose search failed, and why (the others are still listed). */
  problems: z.array(z.object({ name: z.string(), message: z.string() })),
});
export type ShowdownRecentReplaysAnswer = z.infer<typeof showdownRecentReplaysAnswerSchema>;

export const SHOWDOWN_RECENT_NOTHING_CHOSEN = 'Choose the replays to import';

/** POST /api/vgcmatches/import/showdown/recent: import these replays of the list in one step. */
export const showdownRecentImportRequestSchema = z.object({
  ids: z
    .array(publicReplayId)
    .min(1, SHOWDOWN_RECENT_NOTHING_CHOSEN)
    .max(SHOWDOWN_IMPORT_MAX_REPLAYS, SHOWDOWN_TOO_MANY_REPLAYS)
    .refine((ids) => new Set(ids).size === ids.length, 'A replay is listed twice'),
});
export type ShowdownRecentImportRequest = z.infer<typeof showdownRecentImportRequestSchema>;

/** PUT /api/auth/showdown-names */
export const showdownNamesSchema = z.object({
  showdownNames: z
    .array(showdownName)
    .max(SHOWDOWN_NAMES_MAX, `At most ${SHOWDOWN_NAMES_MAX} Showdown names`)
    .refine((names) => new Set(names.map(showdownUserId)).size === names.length, SHOWDOWN_NAMES_DUPLICATE),
});
export type ShowdownNames = z.infer<typeof showdownNamesSchema>;
