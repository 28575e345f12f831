import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isAdminUser, isOwnerUser, roleFlags } from '@trainerlog/core';
import type { UserRow } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';
import { routeBehaviour } from './routeBehaviour.ts';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AuthGuards {
  /** 401 unless the request carries a live session token. */
  requireUser: onRequestAsyncHookHandler;
  /** 401/403 unless the caller is an admin or the owner (spec part 1 §6, isAdmin). */
  requireAdmin: onRequestAsyncHookHandler[];
  /** 401/403 unless the caller is the owner: a member hears 'Admin access required', an admin 'Owner access required'. */
  requireOwner: onRequestAsyncHookHandler[];
}

/** The session token: `x-auth-token` (what the web client sends) or `Authorization: Bearer …`. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-token'];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct?.trim()) return direct.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

export type SessionCheck =
  { status: 'valid'; user: UserRow; sessionId: string } | { status: 'expired' } | { status: 'invalid' };

/** What the guard needs of the session store (modules/auth/sessions.ts implements it). */
export interface SessionGuardStore {
  check(token: string): Promise<SessionCheck>;
  /** Drops what is kept of the user's sessions, after a write that may change the user. */
  forgetUser(userId: string): void;
  /** Drops everything kept (after an admin's write, which may change any user). */
  forgetAll(): void;
}

/** Routes declare whether their writes touch a user row (`config.touchesUserRow`, http/routeBehaviour.ts). */
export function registerAuth(app: FastifyInstance, sessions: SessionGuardStore): AuthGuards {
  app.decorateRequest('auth', null);

  // Sessions are kept in memory for a few seconds (caching/sessionCache.ts). A signed-in write may change the
  // caller's user row (profile, password, active deck, account deletion, a deck deleted clearing the active deck):
  // their kept sessions go before the answer is sent, so their next request reads the database. An admin's write may
  // change anyone (roles): all go. Writes of areas that never change a user row keep them (issue 18: logging matches
  // dropped the session on every write, so a player logging read the database on every request); the change feed
  // drops them anyway should a user row change.
  app.addHook('onSend', async (request) => {
    if (!request.auth || request.method === 'GET' || request.method === 'HEAD') return;
    const route = routeBehaviour(request);
    if (route.touchesEveryUser) sessions.forgetAll();
    else if (route.touchesUserRow) sessions.forgetUser(request.auth.user.id);
  });

  // The exact 401 bodies are what the web client's global handling matches on (spec part 1 §7).
  const requireUser: onRequestAsyncHookHandler = async (request) => {
    const token = tokenOf(request);
    if (!token) throw new HttpError(401, 'No token');
    if (token.length > 200) throw new HttpError(401, 'Token is not valid');
    const check = await sessions.check(token);
    if (check.status === 'expired') throw new HttpError(401, 'Session expired', { expired: true });
    if (check.status === 'invalid') throw new HttpError(401, 'Token is not valid');
    request.auth = { user: check.user, sessionId: check.sessionId };
  };
  const requireAdmin: onRequestAsyncHookHandler = async (request) => {
    if (!isAdminUser(roleFlags(currentAuth(request).user.role))) throw new HttpError(403, 'Admin access required');
  };
  const requireOwner: onRequestAsyncHookHandler = async (request) => {
    if (!isOwnerUser(roleFlags(currentAuth(request).user.role))) throw new HttpError(403, 'Owner access required');
  };
  return {
    requireUser,
    requireAdmin: [requireUser, requireAdmin],
    requireOwner: [requireUser, requireAdmin, requireOwner],
  };
}

/** The caller of a route guarded by `requireUser`. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'No token');
  return request.auth;
}
