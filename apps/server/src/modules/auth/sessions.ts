import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/connect.ts';
import { sessions, users, type UserRow } from '../../db/schema/index.ts';
import { hashToken, newToken } from './secrets.ts';

export type SessionCheck =
  { status: 'valid'; user: UserRow; sessionId: string } | { status: 'expired' } | { status: 'invalid' };

// Sliding expiry: a session used at least once per SESSION_DAYS never ends, but we write the renewal at most
// hourly rather than on every request.
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface SessionStore {
  create(userId: string, tx?: Queryable): Promise<string>;
  check(token: string): Promise<SessionCheck>;
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of the user except `keepSessionId` (when given). */
  revokeAllOf(userId: string, keepSessionId?: string, tx?: Queryable): Promise<void>;
  purgeExpired(): Promise<void>;
}

export function createSessionStore(db: Db, sessionDays: number): SessionStore {
  const expiry = () => new Date(Date.now() + sessionDays * 24 * 60 * 60 * 1000);
  return {
    async create(userId, tx = db) {
      const token = newToken();
      await tx.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: expiry() });
      return token;
    },

    async check(token) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, hashToken(token)))
        .limit(1);
      if (!row) return { status: 'invalid' };
      const now = Date.now();
      if (row.session.expiresAt.getTime() <= now) return { status: 'expired' };
      if (now - row.session.lastUsedAt.getTime() > RENEW_AFTER_MS) {
        await db
          .update(sessions)
          .set({ lastUsedAt: new Date(now), expiresAt: expiry() })
          .where(eq(sessions.id, row.session.id));
      }
      return { status: 'valid', user: row.user, sessionId: row.session.id };
    },

    async revoke(sessionId) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async revokeAllOf(userId, keepSessionId, tx = db) {
      await tx
        .delete(sessions)
        .where(
          keepSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
            : eq(sessions.userId, userId),
        );
    },

    async purgeExpired() {
      // Kept for a week after expiry so a returning browser is told "Session expired" rather than "not valid".
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '7 days'`));
    },
  };
}
