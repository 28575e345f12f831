import type { ClientConfig } from 'pg';
import { startChangeFeed } from './changeFeed.ts';
import { createSessionCache, type SessionCache } from './sessionCache.ts';
import { createDataVersions, type DataVersions } from './userAnswers.ts';

/**
 * What the app serves from memory (issue 18): session lookups (caching/sessionCache.ts) and signed-in answers
 * (userAnswers.ts), both kept at most `seconds` and invalidated by one change feed on the pool's database. With
 * `seconds` 0 there is no feed connection and everything is read from the database. `close()` ends the feed.
 */
export function startMemoryCaches(
  pool: { options: ClientConfig },
  seconds: number,
  log?: { warn(obj: unknown, msg: string): void },
): { sessions: SessionCache | undefined; versions: DataVersions; close(): Promise<void> } {
  if (seconds <= 0) return { sessions: undefined, versions: createDataVersions(undefined, 0), close: async () => {} };
  const feed = startChangeFeed(pool.options, log);
  return {
    sessions: createSessionCache(seconds * 1000, feed),
    versions: createDataVersions(feed, seconds * 1000),
    close: () => feed.close(),
  };
}
