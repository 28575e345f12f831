import { z } from 'zod';
import { DIVISIONS, MIN_PASSWORD_LENGTH, ROLES, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants.ts';

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const SELECT_GAME_MODE = 'Please select at least one game mode';
export const ENTER_USERNAME = 'Please enter your username';

export const gamePreferencesSchema = z
  .object({ tcg: z.boolean(), vgc: z.boolean() })
  .refine((p) => p.tcg || p.vgc, { message: SELECT_GAME_MODE });
export type GamePreferences = z.infer<typeof gamePreferencesSchema>;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, hyphens and underscores');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(200, 'Password must be at most 200 characters');

/** POST /api/auth/register */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  gamePreferences: gamePreferencesSchema.default({ tcg: true, vgc: true }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form: the body plus the confirmation, which never leaves the browser. */
export const registerFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    gameModes: z.array(z.enum(['tcg', 'vgc'])).min(1, SELECT_GAME_MODE),
  })
  .refine((f) => f.password === f.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });

/** POST /api/auth/login */
export const loginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({
  username: z
    .string({ error: ENTER_USERNAME })
    .trim()
    .min(1, ENTER_USERNAME)
    .max(USERNAME_MAX_LENGTH * 4),
});

/** POST /api/auth/reset-password */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'Reset token is required').max(200),
  newPassword: newPasswordSchema,
});

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((f) => f.newPassword === f.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });

const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/** PUT /api/auth/profile — every field optional; an empty string clears it. */
export const profileSchema = z.object({
  name: optionalText(80),
  playerName: optionalText(80),
  playerId: z
    .string()
    .trim()
    .max(20, 'Player ID must be at most 20 characters')
    .regex(/^[0-9]*$/, 'Player ID may only contain digits')
    .optional(),
  birthdate: z
    .union([z.literal(''), z.iso.date('Birthdate must be a date (YYYY-MM-DD)')])
    .optional()
    .refine((d) => !d || new Date(d) <= new Date(), 'Birthdate cannot be in the future'),
  division: z.union([z.literal(''), z.enum(DIVISIONS)]).optional(),
  format: optionalText(40),
  gameMode: z.union([z.literal(''), z.enum(['tcg', 'vgc'])]).optional(),
  profilePicture: optionalText(500),
  pokemonSprite: optionalText(100),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** PUT /api/auth/dark-mode */
export const darkModeSchema = z.object({
  darkModeEnabled: z.boolean({ error: 'darkModeEnabled must be true or false' }),
});

/** PUT /api/auth/community-sharing — true keeps the user's matches out of community statistics (issue 6). */
export const communitySharingSchema = z.object({
  communityOptOut: z.boolean({ error: 'communityOptOut must be true or false' }),
});

/** PUT /api/auth/active-deck, /active-team — null clears the choice. */
export const activeDeckSchema = z.object({ deckId: z.string().min(1).max(100).nullable() });
export const activeTeamSchema = z.object({ teamId: z.string().min(1).max(100).nullable() });

/**
 * PUT /api/auth/update-user — account settings: username, email, game modes and, with the current password,
 * a new password (see docs/decisions.md). Every field optional.
 */
export const updateUserSchema = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    gamePreferences: gamePreferencesSchema.optional(),
    currentPassword: z.string().max(200).optional(),
    newPassword: newPasswordSchema.optional(),
  })
  .refine((b) => !b.newPassword || !!b.currentPassword, {
    message: 'Current password is required to set a new password',
    path: ['currentPassword'],
  });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** DELETE /api/auth/account (issue 16): the texts of the password-confirmed account deletion. */
export const DELETE_ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to confirm',
  wrongPassword: 'Password is incorrect',
  deleted: 'Your account and all its data have been deleted',
} as const;

/** DELETE /api/auth/account — the current password confirms the deletion. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: DELETE_ACCOUNT_MESSAGES.passwordRequired })
    .min(1, DELETE_ACCOUNT_MESSAGES.passwordRequired)
    .max(200, 'Password must be at most 200 characters'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The user as every auth endpoint returns it (spec part 1 §3). */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
  profilePicture: z.string().nullable(),
  pokemonSprite: z.string().nullable(),
  gamePreferences: z.object({ tcg: z.boolean(), vgc: z.boolean() }),
  darkModeEnabled: z.boolean(),
  /**
   * True when the user keeps their matches out of community statistics (issue 6). The server always sends it;
   * optional so a user object saved before the setting existed still reads (absent = sharing).
   */
  communityOptOut: z.boolean().optional(),
  /**
   * The player's own Pokémon TCG Live screen names (issue 12): the log import takes the one that plays in a log as
   * "you" when the log's owner is someone else. Optional like communityOptOut (absent = none).
   */
  ptcglScreenNames: z.array(z.string()).optional(),
  /**
   * The player's own Pokémon Showdown names (issue 13): the replay import takes the side they play as "you". Optional
   * like ptcglScreenNames (absent = none).
   */
  showdownNames: z.array(z.string()).optional(),
  /** The player's Limitless username (issue 15): the tournament import preselects it. Optional (absent = none). */
  limitlessUsername: z.string().nullable().optional(),
  activeDeck: z.string().nullable(),
  activeTeam: z.string().nullable(),
  playerName: z.string().nullable(),
  playerId: z.string().nullable(),
  birthdate: z.string().nullable(),
  division: z.string().nullable(),
  format: z.string().nullable(),
  gameMode: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const verifyResetTokenResponseSchema = z.object({ valid: z.boolean(), username: z.string().optional() });

/** GET /api/admin/users?search=&limit= (owner only) */
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
