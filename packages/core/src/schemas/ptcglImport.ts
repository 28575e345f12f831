/**
 * The PTCGL game-log import API (issue 12): `POST /api/tcgmatches/import/ptcgl/preview` reads a paste and stores
 * nothing; `POST /api/tcgmatches/import/ptcgl` reads the same text again on the server (a client's reading is never
 * trusted) and creates the matches. The web app's guest import uses the same core functions over the same schemas.
 *
 * Decisions:
 * - A paste holds up to PTCGL_PASTE_MAX_LOGS logs and PTCGL_PASTE_MAX_LENGTH characters (a long Bo3 log is ~30 kB,
 *   so this is a whole event with room to spare, and well inside the server's body limit). Each stored match keeps
 *   its logs' text, at most PTCGL_LOG_MAX_LENGTH characters per match.
 * - The player may correct, per proposed match: the games it holds (split or join: indices of logs in the paste,
 *   in play order), their deck (a deck id or a name), the opponent's archetype and variant, the format, the date, and
 *   a game's result where the log does not say who won (a log cut before the end). Nothing else of a game is
 *   editable here: facts come from the log (edit the match afterwards to change them, which removes the marker).
 * - `playerName` says which screen name is the player's when the log's owner is not them; without it the server uses
 *   the player's remembered PTCGL screen names, then the log's owner.
 * - Screen names: at most PTCGL_SCREEN_NAMES_MAX, each 1-PTCGL_SCREEN_NAME_MAX_LENGTH characters, unique ignoring case.
 */
import { groupedNumber } from '../rules/groupedNumber.ts';
import { z } from 'zod';
import {
  MATCH_DECK_NAME_MAX_LENGTH,
  TCG_MATCH_FORMATS,
  PTCGL_LOG_MAX_LENGTH,
  LOCAL_ID_PATTERN,
  DECK_ID_INVALID,
} from './tcgMatches.ts';

export const PTCGL_PASTE_MAX_LENGTH = 1_000_000;
export const PTCGL_PASTE_MAX_LOGS = 30;
export const PTCGL_SCREEN_NAMES_MAX = 10;
export const PTCGL_SCREEN_NAME_MAX_LENGTH = 40;

export const PTCGL_TEXT_REQUIRED = 'Paste a game log from Pokémon TCG Live';
export const PTCGL_TEXT_TOO_LONG = `The pasted text must be at most ${groupedNumber(PTCGL_PASTE_MAX_LENGTH)} characters`;
export const PTCGL_TOO_MANY_LOGS = `Paste at most ${PTCGL_PASTE_MAX_LOGS} game logs at once`;
export const PTCGL_NOT_A_LOG =
  'This text is not a Pokémon TCG Live game log. In the game, open the battle log after a match, copy it and paste it here.';
export const PTCGL_LOG_ALREADY_IMPORTED = 'This game log has already been imported';
export const PTCGL_MATCH_TOO_LONG = `The game logs of one match must be at most ${groupedNumber(PTCGL_LOG_MAX_LENGTH)} characters`;
export const PTCGL_GAME_UNKNOWN = 'There is no game with this number in the paste';
export const PTCGL_GAME_TWICE = 'A game can be in only one match';
export const PTCGL_PLAYER_UNKNOWN = 'Choose which player you are';
export const PTCGL_RESULT_UNKNOWN = 'The log does not say who won this game: choose the result';
export const PTCGL_NOTHING_TO_IMPORT = 'Choose at least one match to import';
export const PTCGL_SCREEN_NAMES_DUPLICATE = 'Screen names must not repeat';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pasteText = z
  .string({ error: PTCGL_TEXT_REQUIRED })
  .max(PTCGL_PASTE_MAX_LENGTH, PTCGL_TEXT_TOO_LONG)
  .refine((text) => text.trim() !== '', PTCGL_TEXT_REQUIRED);

const screenName = z
  .string({ error: 'Screen name must be text' })
  .trim()
  .min(1, 'Screen name is required')
  .max(PTCGL_SCREEN_NAME_MAX_LENGTH, `Screen names are at most ${PTCGL_SCREEN_NAME_MAX_LENGTH} characters`);

const deckName = z
  .string()
  .trim()
  .max(MATCH_DECK_NAME_MAX_LENGTH, `Deck name must be at most ${MATCH_DECK_NAME_MAX_LENGTH} characters`);

const deckId = z
  .string({ error: DECK_ID_INVALID })
  .refine((id) => UUID_PATTERN.test(id) || LOCAL_ID_PATTERN.test(id), DECK_ID_INVALID);

/** POST /api/tcgmatches/import/ptcgl/preview */
export const ptcglPreviewRequestSchema = z.object({
  text: pasteText,
  playerName: screenName.optional(),
});
export type PtcglPreviewRequest = z.infer<typeof ptcglPreviewRequestSchema>;

/** One match as the player arranged it in the preview. */
export const ptcglMatchChoiceSchema = z.object({
  games: z
    .array(z.number({ error: 'Game numbers must be numbers' }).int().min(0, PTCGL_GAME_UNKNOWN))
    .min(1, 'A match needs at least one game')
    .max(3, 'A match has at most 3 games'),
  deckId: deckId.nullable().optional(),
  deckName: deckName.optional(),
  opponentDeck: deckName.optional(),
  opponentDeckVariant: deckName.optional(),
  format: z.enum(TCG_MATCH_FORMATS, { error: 'Format must be Bo1 or Bo3' }).optional(),
  /** Issue 29: time was called; absent → a Bo3 of two games at 1-1 is read as ended at time (`ptcglTiedAtTime`). */
  timeCalled: z.boolean({ error: 'Time called must be true or false' }).optional(),
  /** Per game of this match, a result where the log does not say who won; null keeps the log's. */
  results: z
    .array(z.enum(['win', 'loss'], { error: 'Result must be win or loss' }).nullable())
    .max(3)
    .optional(),
});
export type PtcglMatchChoice = z.infer<typeof ptcglMatchChoiceSchema>;

/** POST /api/tcgmatches/import/ptcgl */
export const ptcglImportRequestSchema = z.object({
  text: pasteText,
  playerName: screenName.optional(),
  /** Your deck for every match that does not choose its own. */
  deckId: deckId.nullable().optional(),
  deckName: deckName.optional(),
  /** The day the games were played (default: today, UTC). Checked like a logged match's date. */
  date: z.string().optional(),
  /** The matches as arranged in the preview; without it, the preview's proposal is imported as it is. */
  matches: z.array(ptcglMatchChoiceSchema).min(1, PTCGL_NOTHING_TO_IMPORT).max(PTCGL_PASTE_MAX_LOGS).optional(),
});
export type PtcglImportRequest = z.infer<typeof ptcglImportRequestSchema>;

/** PUT /api/auth/ptcgl-screen-names — the player's own screen names ("my PTCGL screen names" in profile settings). */
export const ptcglScreenNamesSchema = z.object({
  ptcglScreenNames: z
    .array(screenName)
    .max(PTCGL_SCREEN_NAMES_MAX, `At most ${PTCGL_SCREEN_NAMES_MAX} screen names`)
    .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, PTCGL_SCREEN_NAMES_DUPLICATE),
});
export type PtcglScreenNames = z.infer<typeof ptcglScreenNamesSchema>;
