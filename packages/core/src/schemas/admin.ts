import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { tcgMatchSchema } from './tcgMatches.ts';
import { vgcMatchSchema } from './vgcMatches.ts';

/**
 * Running the community (issue 17; spec part 1 §6, part 2 §2, §6): the admin hub's counts, managers (roles and the
 * audit log), admin matches. Every path answers 401 to nobody and 403 'Admin access required' to a member (the
 * managers paths: 403 'Owner access required' to an admin), and changes nothing when refused.
 *
 * - GET /api/admin/summary (admin) → AdminSummary.
 * - GET /api/admin/users?search=&limit= (owner; spec part 1 §6) → PublicUser[] (search: username, email or name).
 * - PUT /api/admin/users/:id/role (owner) {role} → PublicUser. The owner cannot change their own role
 *   (ADMIN_TEXT.ownSelf) and the last owner cannot lose the role (ADMIN_TEXT.lastOwner) — both 400.
 * - GET /api/admin/audit?page=&pageSize= (owner) → AuditPage, newest first.
 * - GET /api/admin/matches?game=&player=&deck=&opponent=&from=&to=&source=&page=&pageSize= (admin) → AdminMatchPage.
 * - GET /api/admin/matches/daily?game=&days= (admin) → AdminMatchDay[], oldest first, every day of the window present.
 * - GET /api/admin/matches/:game/:id (admin) → AdminMatchDetail (read-only, with the imported log text).
 * - GET /api/admin/operations (owner; issue 31) → AdminOperations: the backups and each outside service's breaker.
 * - DELETE /api/admin/matches/:game/:id (admin) {reason} → {msg: ADMIN_TEXT.matchDeleted}; the player gets a
 *   'match_removed' notification with the reason; the audit log gets 'match.delete'.
 */

export const ADMIN_TEXT = {
  adminRequired: 'Admin access required',
  ownerRequired: 'Owner access required',
  ownSelf: 'You cannot change your own role',
  lastOwner: 'The last owner cannot be demoted',
  userNotFound: 'User not found',
  matchNotFound: 'Match not found',
  matchDeleted: 'Match deleted',
  enterReason: 'Please enter a reason',
} as const;

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_DAILY_DAYS_DEFAULT = 30;
export const ADMIN_DAILY_DAYS_MAX = 366;
export const ADMIN_REASON_MAX_LENGTH = 500;

/** GET /api/admin/summary — the hub's live tiles. `matchesToday` counts TCG + VGC matches created since 00:00 UTC. */
export const adminSummarySchema = z.object({
  openFeedback: z.number().int(),
  users: z.number().int(),
  matchesToday: z.number().int(),
  admins: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** A circuit breaker's state (issue 31): closed asks the service, open answers at once, half-open probes once. */
export const CIRCUIT_STATES = ['closed', 'open', 'half-open'] as const;
export type CircuitStateName = (typeof CIRCUIT_STATES)[number];

/** GET /api/admin/operations — what the owner needs to know the data is safe and which outside services answer. */
export const adminOperationsSchema = z.object({
  backups: z.object({
    /** False when backups are not on a schedule (BACKUP_INTERVAL_HOURS=0, or DATABASE_URL without it). */
    scheduled: z.boolean(),
    intervalHours: z.number(),
    keep: z.number().int(),
    directory: z.string(),
    nextAt: z.string().nullable(),
    lastGood: z
      .object({
        file: z.string(),
        takenAt: z.string(),
        kind: z.enum(['base', 'dump']),
        bytes: z.number(),
        durationMs: z.number(),
      })
      .nullable(),
    /** The last backup that failed, while no good one has been taken since. */
    lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
    count: z.number().int(),
  }),
  services: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      state: z.enum(CIRCUIT_STATES),
      consecutiveFailures: z.number().int(),
      openedAt: z.string().nullable(),
      probeAfter: z.string().nullable(),
    }),
  ),
});
export type AdminOperations = z.infer<typeof adminOperationsSchema>;

/** PUT /api/admin/users/:id/role */
export const adminRoleInputSchema = z.object({
  role: z.enum(ROLES, { error: `Role must be ${ROLES.join(', ')}` }),
});
export type AdminRoleInput = z.infer<typeof adminRoleInputSchema>;

export const AUDIT_ACTIONS = ['role.change', 'match.delete', 'feedback.delete', 'feedback.archive_all'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** Where a change was made: in the app by the actor, or on the server with `npm run user` (no account; actor null). */
export const AUDIT_SOURCES = ['app', 'cli'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it; null once that account is deleted, and for a change made with `npm run user` (source 'cli'). */
  actor: z.object({ _id: z.string(), username: z.string() }).nullable(),
  source: z.enum(AUDIT_SOURCES),
  /** Whom it was done to (the user whose role or match it was); null when none or deleted. */
  target: z.object({ _id: z.string(), username: z.string() }).nullable(),
  /** A one-line human description, e.g. "ash: user → admin" or "TCG match vs Gardevoir ex: spam". */
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
});

const pageFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
};

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), ...pageFields });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const ADMIN_MATCH_GAMES = ['tcg', 'vgc'] as const;
export type AdminMatchGame = (typeof ADMIN_MATCH_GAMES)[number];
/** 'manual' = logged by hand; TCG: ptcgl, limitless; VGC: showdown, limitless. */
export const ADMIN_MATCH_SOURCES = ['manual', 'ptcgl', 'limitless', 'showdown'] as const;
export type AdminMatchSource = (typeof ADMIN_MATCH_SOURCES)[number];

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');
const searchText = z.string().trim().max(100).optional();

/** GET /api/admin/matches — every filter optional; text filters are case-insensitive "contains". */
export const adminMatchQuerySchema = z.object({
  game: z.enum(ADMIN_MATCH_GAMES, { error: 'game must be tcg or vgc' }).default('tcg'),
  /** Username of the player. */
  player: searchText,
  /** TCG: the player's deck name; VGC: the player's team name. */
  deck: searchText,
  /** TCG: the opponent's deck; VGC: the opponent's name or a Pokémon of their team. */
  opponent: searchText,
  /** Match date window, inclusive, in UTC days. */
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  source: z.enum(ADMIN_MATCH_SOURCES, { error: `source must be ${ADMIN_MATCH_SOURCES.join(', ')}` }).optional(),
  ...adminPageQuerySchema.shape,
});
export type AdminMatchQuery = z.infer<typeof adminMatchQuerySchema>;

export const adminMatchRowSchema = z.object({
  _id: z.string(),
  game: z.enum(ADMIN_MATCH_GAMES),
  player: z.object({ _id: z.string(), username: z.string() }),
  /** TCG deck name or VGC team name ('' when none). */
  deck: z.string(),
  /** TCG opponent deck or VGC opponent name/team ('' when none). */
  opponent: z.string(),
  result: z.enum(['win', 'loss', 'tie', 'unknown']),
  source: z.enum(ADMIN_MATCH_SOURCES),
  date: z.string(),
  createdAt: z.string(),
});
export type AdminMatchRow = z.infer<typeof adminMatchRowSchema>;

export const adminMatchPageSchema = z.object({ items: z.array(adminMatchRowSchema), ...pageFields });
export type AdminMatchPage = z.infer<typeof adminMatchPageSchema>;

export const adminMatchDailyQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(ADMIN_DAILY_DAYS_MAX).default(ADMIN_DAILY_DAYS_DEFAULT),
});
export const adminMatchDaySchema = z.object({ day: dateOnly, tcg: z.number().int(), vgc: z.number().int() });
export type AdminMatchDay = z.infer<typeof adminMatchDaySchema>;

export const adminMatchParamsSchema = z.object({
  game: z.enum(ADMIN_MATCH_GAMES, { error: 'game must be tcg or vgc' }),
  id: z.string().max(100),
});

export const adminMatchDetailSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('tcg'),
    player: z.object({ _id: z.string(), username: z.string() }),
    match: tcgMatchSchema,
    source: z.enum(ADMIN_MATCH_SOURCES),
    /** The imported game log (PTCGL) when the match came from one. */
    logText: z.string().nullable(),
  }),
  z.object({
    game: z.literal('vgc'),
    player: z.object({ _id: z.string(), username: z.string() }),
    match: vgcMatchSchema,
    source: z.enum(ADMIN_MATCH_SOURCES),
    /** The imported replay log (Showdown) when the match came from one. */
    logText: z.string().nullable(),
  }),
]);
export type AdminMatchDetail = z.infer<typeof adminMatchDetailSchema>;

/** DELETE /api/admin/matches/:game/:id */
export const adminMatchDeleteSchema = z.object({
  reason: z
    .string({ error: ADMIN_TEXT.enterReason })
    .trim()
    .min(1, ADMIN_TEXT.enterReason)
    .max(ADMIN_REASON_MAX_LENGTH, `Reason must be at most ${ADMIN_REASON_MAX_LENGTH} characters`),
});
