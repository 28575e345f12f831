/**
 * The answers a member last read, kept per member in this browser (issue 16, "Offline for members"): matches, decks,
 * teams and summaries read through `readThrough` are stored under `trainerlog_last_seen_<userId>`, and when the server
 * cannot be reached the last answer for the same request is given instead of an error. Only the newest
 * MAX_ENTRIES requests are kept (search pages come and go); a full storage drops the oldest half, then gives up
 * quietly — this is a convenience copy, the account stays the truth. Cleared on logout and account deletion.
 */
import { api } from '../../api/client.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { currentMemberId } from './memberSession.ts';
import { isUnreachableError, reportReachable, reportUnreachable } from './reachability.ts';

export const LAST_SEEN_KEY_PREFIX = STORAGE_KEYS.lastSeenPrefix;
const MAX_ENTRIES = 40;

interface Entry {
  at: number;
  data: unknown;
}
type Entries = Record<string, Entry>;

export interface LastSeenCache {
  remember(userId: string, path: string, data: unknown): void;
  /** The last answer to this request, or undefined. */
  recall(userId: string, path: string): unknown;
  /** The item with this id in any kept answer under `basePath` (a list, a page's `matches`, or the item itself). */
  findItem(userId: string, basePath: string, id: string): Record<string, unknown> | null;
  clear(userId: string): void;
}

export function createLastSeenCache(storage: () => Storage = () => window.localStorage): LastSeenCache {
  const keyOf = (userId: string) => `${LAST_SEEN_KEY_PREFIX}${userId}`;
  function read(userId: string): Entries {
    try {
      const raw = storage().getItem(keyOf(userId));
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return typeof parsed === 'object' && parsed !== null ? (parsed as Entries) : {};
    } catch {
      return {};
    }
  }
  function write(userId: string, entries: Entries): void {
    const newestFirst = Object.entries(entries).sort((a, b) => b[1].at - a[1].at);
    for (const keep of [MAX_ENTRIES, Math.floor(MAX_ENTRIES / 2), 1]) {
      try {
        storage().setItem(keyOf(userId), JSON.stringify(Object.fromEntries(newestFirst.slice(0, keep))));
        return;
      } catch {
        // Full: try again with fewer answers.
      }
    }
  }
  return {
    remember(userId, path, data) {
      const entries = read(userId);
      entries[path] = { at: Date.now(), data };
      write(userId, entries);
    },
    recall(userId, path) {
      return read(userId)[path]?.data;
    },
    findItem(userId, basePath, id) {
      const entries = Object.entries(read(userId))
        .filter(([path]) => path.startsWith(basePath))
        .sort((a, b) => b[1].at - a[1].at);
      for (const [, { data }] of entries) {
        const candidates: unknown[] = Array.isArray(data)
          ? data
          : data && typeof data === 'object' && Array.isArray((data as { matches?: unknown }).matches)
            ? (data as { matches: unknown[] }).matches
            : [data];
        const found = candidates.find(
          (item) => item && typeof item === 'object' && (item as { _id?: unknown })._id === id,
        );
        if (found) return found as Record<string, unknown>;
      }
      return null;
    },
    clear(userId) {
      try {
        storage().removeItem(keyOf(userId));
      } catch {
        // Nothing stored.
      }
    },
  };
}

export const lastSeen = createLastSeenCache();

/**
 * GET `path` for the signed-in member: a fresh answer is kept and returned; with the server unreachable, the kept
 * answer is returned (and the app told the server is unreachable). Any other failure, or no kept answer, throws.
 */
export async function readThrough<T>(path: string, fetch: () => Promise<T> = () => api.get<T>(path)): Promise<T> {
  try {
    const data = await fetch();
    reportReachable();
    const userId = currentMemberId();
    if (userId) lastSeen.remember(userId, path, data);
    return data;
  } catch (error) {
    if (!isUnreachableError(error)) throw error;
    reportUnreachable();
    const userId = currentMemberId();
    const kept = userId ? lastSeen.recall(userId, path) : undefined;
    if (kept === undefined) throw error;
    return kept as T;
  }
}
