/** Business constants of spec part 1 §9 and part 2 §9 that more than one side uses. */
export const MIN_PASSWORD_LENGTH = 6;
export const RESET_LINK_VALIDITY_MINUTES = 15;
export const REDIRECT_AFTER_RESET_MS = 2000;
export const SESSION_VALIDITY_DAYS = 30;
export const GAME_MODES = ['tcg', 'vgc'] as const;
export type GameMode = (typeof GAME_MODES)[number];
export const ROLES = ['user', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];
export const DIVISIONS = ['Junior', 'Senior', 'Master'] as const;
export const TCG_FORMATS = ['Standard', 'Expanded', 'GLC', 'Unlimited'] as const;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const HTTP_TIMEOUT_MS = 15_000;
export const TOAST_AUTO_CLOSE_MS = { default: 4000, syncInfo: 3000, success: 5000, warning: 7000 } as const;
export const THEME_SAVE_DELAY_MS = 200;
export const THEME_LOCK_MS = { loggedIn: 1000, guest: 500 } as const;
export const ANNOUNCEMENT_DELAY_MS = 1000;
export const MOBILE_BREAKPOINT_PX = 768;
export const QUERY_FRESH_MS = 5 * 60_000;
export const QUERY_KEPT_MS = 10 * 60_000;
export const REFETCH_DELAY_AFTER_CHANGE_MS = 100;
export const FEEDBACK_TYPES = ['feedback', 'suggestion', 'bug'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/**
 * Where a submission stands (issue 17): new until an admin replies (answered), archived once archived. The
 * `archived` flag of spec part 2 §3 is kept alongside and always equals `status === 'archived'`; restoring an
 * archived item gives it back 'answered' when it has a reply, else 'new'.
 */
export const FEEDBACK_STATUSES = ['new', 'answered', 'archived'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
export const TCG_DECK_SIZE = 60;
export const VGC_TEAM_SIZE = 6;
export const SPRITE_SIZES = { small: 40, medium: 48, large: 64 } as const;
export const FALLBACK_SPRITE_NUMBER = 25;
/** Notes editor (spec part 1 §9, part 2 §9): autosave after 5 s without edits; the "saved" message shows 2 s. */
export const NOTES_AUTOSAVE_DELAY_MS = 5000;
export const NOTES_SAVED_MESSAGE_MS = 2000;
/** Global counter widget (spec part 1 §9): global counts fresh 15 min, refetched every 30 min; own counts 15 min. */
export const GLOBAL_COUNTS_FRESH_MS = 15 * 60_000;
export const GLOBAL_COUNTS_REFETCH_MS = 30 * 60_000;
export const MY_COUNTS_FRESH_MS = 15 * 60_000;
