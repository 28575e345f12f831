/**
 * @trainerlog/core: the pure domain the server, the web app, e2e and bench share. This file is its table of contents,
 * one group per area; each area's index lists by name what code outside core uses, the rest stays private to core.
 */

// Constants: limits, timings and fixed lists both apps use.
export {
  RESET_LINK_VALIDITY_MINUTES,
  REDIRECT_AFTER_RESET_MS,
  SESSION_VALIDITY_DAYS,
  type GameMode,
  ROLES,
  type Role,
  DIVISIONS,
  TCG_FORMATS,
  HTTP_TIMEOUT_MS,
  TOAST_AUTO_CLOSE_MS,
  THEME_SAVE_DELAY_MS,
  THEME_LOCK_MS,
  ANNOUNCEMENT_DELAY_MS,
  QUERY_FRESH_MS,
  QUERY_KEPT_MS,
  REFETCH_DELAY_AFTER_CHANGE_MS,
  FEEDBACK_TYPES,
  type FeedbackType,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  TCG_DECK_SIZE,
  VGC_TEAM_SIZE,
  SPRITE_SIZES,
  NOTES_AUTOSAVE_DELAY_MS,
  NOTES_SAVED_MESSAGE_MS,
  GLOBAL_COUNTS_FRESH_MS,
  GLOBAL_COUNTS_REFETCH_MS,
  MY_COUNTS_FRESH_MS,
} from './constants.ts';

// Schemas: the request and answer shapes, by area (accounts, TCG, VGC, seasons, analytics, imports, social, data).
export * from './schemas/index.ts';

// API: the table of every endpoint (method, path, body and answer schemas) and the one way to build a client.
export * from './api/index.ts';

// Rules: match results, dates, seasons, search, deck and team validity, Pokémon names.
export * from './rules/index.ts';

// Formats: deck lists, Showdown pastes, CSV, the data export's items.
export * from './formats/index.ts';

// Importers: PTCGL game logs, Showdown replays, Limitless tournaments, and what a share to the app is.
export * from './importers/ptcgl/index.ts';
export * from './importers/showdown/index.ts';
export * from './importers/limitless/index.ts';
export * from './importers/share/index.ts';

// Analytics and statistics: the win rate with its interval, dashboards, personal and community analytics.
export * from './analytics/index.ts';

// Sprites: sprite names for cards and species.
export {
  spriteSlugCandidates,
  spriteSlugForCardName,
  speciesSlugForNumber,
  speciesOfSpriteSlug,
} from './sprites/spriteSlug.ts';
