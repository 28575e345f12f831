import { resolveMatchEdit, type MatchChange, type SyncBatch, type SyncBatchResult } from '@trainerlog/core';
import { ApiError } from '../../../src/api/client.ts';
import type { PostBatch } from '../../../src/data/sync/syncBatch.ts';

export interface FakeMatch {
  _id: string;
  clientId?: string | null;
  updatedAt: string;
  [field: string]: unknown;
}

/**
 * An in-memory `POST /api/sync/batch` for the outbox's match changes with the server's rules the outbox relies on:
 * idempotent creates by clientId, a new updatedAt on every write, an edit resolved by core's resolveMatchEdit (as the
 * server does), a delete of a missing match done. `fail` makes the next batch holding a chosen change fail as a whole
 * (before or after writing); `refuse` answers a chosen change `ok: false` once. `calls` lists every change received.
 */
export function createFakeServer() {
  const matches = new Map<string, FakeMatch>();
  const calls: string[] = [];
  let clock = 0;
  let nextId = 1;
  const failures: Array<{ when: (change: MatchChange) => boolean; error: () => ApiError; afterWrite?: boolean }> = [];
  const refusals: Array<{ when: (change: MatchChange) => boolean; message: string }> = [];
  const stamp = () => new Date(Date.UTC(2026, 0, 1, 0, 0, ++clock)).toISOString();

  function create(body: Record<string, unknown>): FakeMatch {
    const existing = [...matches.values()].find((m) => body.clientId && m.clientId === body.clientId);
    if (existing) return existing;
    const created: FakeMatch = { ...body, _id: `srv${nextId++}`, updatedAt: stamp() };
    matches.set(created._id, created);
    return created;
  }

  function apply(change: MatchChange): SyncBatchResult {
    calls.push(change.op === 'create' ? 'create' : `${change.op} ${change.targetId}`);
    const refusal = refusals.findIndex((r) => r.when(change));
    if (refusal >= 0) return { clientId: change.clientId, ok: false, message: refusals.splice(refusal, 1)[0]!.message };
    const ok = (item: FakeMatch | { _id: string }) => ({ clientId: change.clientId, ok: true as const, item });
    if (change.op === 'create') return ok(create({ ...change.input, clientId: change.clientId }));
    if (change.op === 'delete') {
      matches.delete(change.targetId);
      return ok({ _id: change.targetId });
    }
    const stored = matches.get(change.targetId) ?? null;
    const resolved = resolveMatchEdit(stored, change);
    if (resolved.action === 'done') return ok(stored!);
    if (resolved.action === 'copy') return ok(create(resolved.body));
    const updated = { ...stored!, ...change.input, _id: stored!._id, updatedAt: stamp() };
    matches.set(updated._id, updated);
    return ok(updated);
  }

  const postBatch: PostBatch = async (batch: SyncBatch) => {
    const changes = batch.items as MatchChange[];
    const index = failures.findIndex((f) => changes.some(f.when));
    const planned = index < 0 ? null : failures.splice(index, 1)[0]!;
    if (planned && !planned.afterWrite) throw planned.error();
    const results = changes.map(apply);
    if (planned?.afterWrite) throw planned.error();
    return structuredClone({ results });
  };

  return {
    postBatch,
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
    fail(when: (change: MatchChange) => boolean, error: () => ApiError, afterWrite = false) {
      failures.push({ when, error, afterWrite });
    },
    refuse(when: (change: MatchChange) => boolean, message: string) {
      refusals.push({ when, message });
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
