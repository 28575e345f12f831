import type { UserRow } from '../db/schema/index.ts';
import type { ChangeFeed } from './changeFeed.ts';

/**
 * Signed-in requests without a database round trip (issue 18: a signed-in request cost 12× a bare route, nearly all
 * of it the session-and-user query). Keeps the answer of that query per token hash for at most `ttlMs`.
 *
 * When an entry stops being served:
 * - On this instance, at once: the session store drops the user's entries when it revokes sessions (logout, password
 *   change, reset, account deletion), and the auth guard drops the caller's entries before answering any write of
 *   theirs, and every entry before answering an admin write (role changes), so the next request reads the database.
 * - On every instance, within milliseconds of the commit: migration 0015's triggers notify `trainerlog_auth` with
 *   the user id on any change to a user row or a session (whoever wrote it: another instance, the CLI, an admin), and
 *   the change feed drops that user's entries.
 * - Bound: nothing is served while the notification connection is down (notifications could be missed), and no
 *   entry is older than `ttlMs` (default 5 s) in any case, so a revoked session or deleted user stops working on
 *   other instances within milliseconds, and within `ttlMs` even if a notification were lost in flight.
 * - A fill that raced an invalidation (its query began before the invalidation) is not kept (`epoch`).
 * Only valid sessions are kept; an entry also ends at the session's expiry and when the hourly renewal is due.
 */
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: UserRow;
  sessionId: string;
  /** Epoch ms: the session's expiry, or the renewal's due time when sooner. */
  validUntil: number;
}

interface Entry extends CachedSession {
  keptUntil: number;
}

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(ttlMs: number, feed: ChangeFeed | undefined) {
  const byHash = new Map<string, Entry>();
  const hashesOfUser = new Map<string, Set<string>>();
  let epoch = 0;
  const enabled = () => ttlMs > 0 && feed !== undefined && feed.healthy;

  function remove(hash: string) {
    const entry = byHash.get(hash);
    if (!entry) return;
    byHash.delete(hash);
    const hashes = hashesOfUser.get(entry.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) hashesOfUser.delete(entry.user.id);
  }

  function forgetUser(userId: string) {
    epoch += 1;
    for (const hash of hashesOfUser.get(userId) ?? []) byHash.delete(hash);
    hashesOfUser.delete(userId);
  }

  function clear() {
    epoch += 1;
    byHash.clear();
    hashesOfUser.clear();
  }

  feed?.onUser(forgetUser);
  feed?.onReset(clear);

  return {
    /** The kept session of this token hash, if it may still be served. */
    get(hash: string, now = Date.now()): CachedSession | undefined {
      if (!enabled()) return undefined;
      const entry = byHash.get(hash);
      if (!entry) return undefined;
      if (now >= entry.keptUntil || now >= entry.validUntil) {
        remove(hash);
        return undefined;
      }
      return entry;
    },
    /** The invalidation count now: pass it to `set` with what a query begun now read. */
    epoch: () => epoch,
    set(hash: string, session: CachedSession, readAtEpoch: number, now = Date.now()) {
      if (!enabled() || readAtEpoch !== epoch) return;
      remove(hash);
      if (byHash.size >= MAX_ENTRIES) remove(byHash.keys().next().value!);
      byHash.set(hash, { ...session, keptUntil: now + ttlMs });
      let hashes = hashesOfUser.get(session.user.id);
      if (!hashes) hashesOfUser.set(session.user.id, (hashes = new Set()));
      hashes.add(hash);
    },
    forgetUser,
    forgetSession(sessionId: string) {
      for (const entry of byHash.values()) if (entry.sessionId === sessionId) return forgetUser(entry.user.id);
      epoch += 1;
    },
    clear,
    get size() {
      return byHash.size;
    },
  };
}
