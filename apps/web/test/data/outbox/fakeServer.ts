import { ApiError } from '../../../src/api/client.ts';
import type { OutboxHttp } from '../../../src/data/outbox/flushOutbox.ts';

export interface FakeMatch {
  _id: string;
  clientId?: string | null;
  updatedAt: string;
  [field: string]: unknown;
}

/**
 * An in-memory /api/tcgmatches with the server's rules the outbox relies on: idempotent creates by clientId, a new
 * updatedAt on every write, 404 for a missing match. `fail` makes the next calls fail in chosen ways.
 */
export function createFakeServer() {
  const matches = new Map<string, FakeMatch>();
  const calls: string[] = [];
  let clock = 0;
  let nextId = 1;
  const failures: Array<{ when: (method: string, path: string) => boolean; error: () => ApiError; afterWrite?: boolean }> =
    [];
  const stamp = () => new Date(Date.UTC(2026, 0, 1, 0, 0, ++clock)).toISOString();

  const idOf = (path: string) => decodeURIComponent(path.split('/')[3] ?? '');
  function failure(method: string, path: string) {
    const index = failures.findIndex((f) => f.when(method, path));
    return index < 0 ? null : failures.splice(index, 1)[0]!;
  }
  async function handle<T>(method: string, path: string, body?: unknown): Promise<T> {
    calls.push(`${method} ${path}`);
    const planned = failure(method, path);
    if (planned && !planned.afterWrite) throw planned.error();
    let answer: unknown;
    const input = body as Record<string, unknown> | undefined;
    if (method === 'POST') {
      const existing = [...matches.values()].find((m) => input?.clientId && m.clientId === input.clientId);
      if (existing) answer = existing;
      else {
        const created: FakeMatch = { ...input, _id: `srv${nextId++}`, updatedAt: stamp() };
        matches.set(created._id, created);
        answer = created;
      }
    } else {
      const match = matches.get(idOf(path));
      if (!match) throw new ApiError({ status: 404, kind: 'http', msg: 'Match not found' });
      if (method === 'GET') answer = match;
      if (method === 'PUT') {
        const updated = { ...match, ...input, _id: match._id, updatedAt: stamp() };
        matches.set(match._id, updated);
        answer = updated;
      }
      if (method === 'DELETE') {
        matches.delete(match._id);
        answer = { msg: 'Match removed' };
      }
    }
    if (planned?.afterWrite) throw planned.error();
    return structuredClone(answer) as T;
  }
  const http: OutboxHttp = {
    get: (path) => handle('GET', path),
    post: (path, body) => handle('POST', path, body),
    put: (path, body) => handle('PUT', path, body),
    delete: (path) => handle('DELETE', path),
  };
  return {
    http,
    matches,
    calls,
    /** Stores a match as if made elsewhere. */
    seed(fields: Record<string, unknown>): FakeMatch {
      const match: FakeMatch = { ...fields, _id: `srv${nextId++}`, updatedAt: stamp() };
      matches.set(match._id, match);
      return structuredClone(match);
    },
    /** Changes a match as another device would. */
    changeElsewhere(id: string, changes: Record<string, unknown>) {
      matches.set(id, { ...matches.get(id)!, ...changes, updatedAt: stamp() });
    },
    fail(when: (method: string, path: string) => boolean, error: () => ApiError, afterWrite = false) {
      failures.push({ when, error, afterWrite });
    },
  };
}

export const networkError = () => new ApiError({ status: 0, kind: 'network' });
export const unavailable = () =>
  new ApiError({
    status: 503,
    kind: 'http',
    msg: 'The service is temporarily unavailable. Please try again shortly.',
  });
export const refused = (msg: string) => new ApiError({ status: 400, kind: 'http', msg });
