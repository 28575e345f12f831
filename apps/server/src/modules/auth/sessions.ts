import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/connect.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from './secrets.ts';
import type { SessionGuardStore } from '../../http/auth.ts';
import type { SessionCache } from '../../caching/index.ts';

// Sliding expiry: a session used at least once per SESSION_DAYS never ends, but we write the renewal at most
// hourly rather than on every request.
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface SessionStore extends SessionGuardStore {
  create(userId: string, tx?: Queryable): Promise<string>;
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of the user except `keepSessionId` (when given). */
  revokeAllOf(userId: string, keepSessionId?: string, tx?: Queryable): Promise<void>;
  purgeExpired(): Promise<void>;
}

/** `cache`: the session lookups kept in memory (caching/sessionCache.ts); without it every request reads the database. */
export function createSessionStore(db: Db, sessionDays: number, cache?: SessionCache): SessionStore {
  const expiry = () => new Date(Date.now() + sessionDays * 24 * 60 * 60 * 1000);
  return {
    async create(userId, tx = db) {
      const token = newToken();
      await tx.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: expiry() });
      return token;
    },

    async check(token) {
      const tokenHash = hashToken(token);
      const kept = cache?.get(tokenHash);
      if (kept) return { status: 'valid', user: kept.user, sessionId: kept.sessionId };
      const readAtEpoch = cache?.epoch() ?? 0;
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      if (!row) return { status: 'invalid' };
      const now = Date.now();
      if (row.session.expiresAt.getTime() <= now) return { status: 'expired' };
      if (now - row.session.lastUsedAt.getTime() > RENEW_AFTER_MS) {
        await db
          .update(sessions)
          .set({ lastUsedAt: new Date(now), expiresAt: expiry() })
          .where(eq(sessions.id, row.session.id));
      } else {
        // Kept until the renewal is due (then the database is read, and renews it) or the session ends, if sooner.
        const validUntil = Math.min(row.session.expiresAt.getTime(), row.session.lastUsedAt.getTime() + RENEW_AFTER_MS);
        cache?.set(tokenHash, { user: row.user, sessionId: row.session.id, validUntil }, readAtEpoch, now);
      }
      return { status: 'valid', user: row.user, sessionId: row.session.id };
    },

    async revoke(sessionId) {
      cache?.forgetSession(sessionId);
      await db.delete(sessions).where(eq(sessions.id, sessionId));
      cache?.forgetSession(sessionId);
    },

    async revokeAllOf(userId, keepSessionId, tx = db) {
      // Before and after: a request reading the session meanwhile must not keep it (the epoch check), and the
      // caller's transaction may commit later still — the guard drops the user again before answering the write.
      cache?.forgetUser(userId);
      await tx
        .delete(sessions)
        .where(
          keepSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
            : eq(sessions.userId, userId),
        );
      cache?.forgetUser(userId);
    },

    async purgeExpired() {
      // Kept for a week after expiry so a returning browser is told "Session expired" rather than "not valid".
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '7 days'`));
    },

    forgetUser: (userId) => cache?.forgetUser(userId),
    forgetAll: () => cache?.clear(),
  };
}
