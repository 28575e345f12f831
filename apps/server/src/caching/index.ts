/**
 * Caching: everything the server keeps in memory instead of asking PostgreSQL again, in one place (issue 27; it was
 * spread over http/, modules/auth and a route-less modules/personal-analytics).
 *
 * - changeFeed.ts: the LISTEN connection on migration 0015's channels; every cache below that outlives a request is
 *   dropped through it within milliseconds of a commit by any writer.
 * - memoryCaches.ts: starts the feed and the two request-level caches (MEMORY_CACHE_SECONDS; 0 turns them off):
 *   - sessionCache.ts: session lookups (the auth guard's query) per token hash;
 *   - userAnswers.ts: signed-in GET answers kept as JSON text per user and URL, for routes that declare
 *     `config: { keptAnswer: true }` (http/routeBehaviour.ts).
 * - answerCache.ts, keptRows.ts, playerStamp.ts: the personal and community analytics answers, the rows they are
 *   computed from, and the per-player match stamp that says when they are stale.
 *
 * Modules import from this index; tests may import the files themselves. Nothing here imports a module.
 */
export { startMemoryCaches } from './memoryCaches.ts';
export type { SessionCache, CachedSession } from './sessionCache.ts';
export { COMPRESS_ENCODINGS, COMPRESS_THRESHOLD, registerUserAnswers, type DataVersions } from './userAnswers.ts';
export {
  createAnswerCache,
  ExactAnswer,
  jsonTextSerializer,
  sendJsonText,
  type AnswerCache,
  type AnswerRequest,
} from './answerCache.ts';
export { createKeptRows, type KeptList, type KeptRows, type Listing, type RowVersion } from './keptRows.ts';
export { playerStampSql } from './playerStamp.ts';
