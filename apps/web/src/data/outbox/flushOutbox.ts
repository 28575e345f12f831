/**
 * Uploads a member's outbox (see outboxStore.ts), oldest first, one item at a time. The rules:
 *
 * - Exactly once: a create is sent with its item id as `clientId`; the server answers a repeat with the match it
 *   already made, so an upload interrupted after the server wrote but before the answer arrived is simply sent again.
 * - Nothing silently overwritten: an offline edit of a server match is written over the server copy only if that copy
 *   is still the version the edit started from (same `updatedAt`). If it changed elsewhere meanwhile — or was deleted
 *   — the edit is uploaded as a NEW match whose notes say so, so both versions stay visible. If the server copy
 *   already equals the edit (our own PUT whose answer was lost), the item is done.
 * - A delete of a match that is already gone is done.
 * - No answer, a 5xx or a 429: stop and keep everything for the next attempt (the order is kept). A 401 stops too
 *   (the session is over; the items wait for the next sign-in). Any other 4xx: the server refused this item — it stays,
 *   marked failed with the server's message, and the rest continue.
 * - Edits made to a waiting item while it was being sent are not lost: a create edited (or deleted) mid-upload becomes
 *   an update (or delete) of the match the server just made.
 */
import { ApiError, api, errorMessage } from '../../api/client.ts';
import { ENTITIES } from '../entities.ts';
import { createLocalId } from '../repository.ts';
import { outboxStore, type OutboxGame, type OutboxItem, type OutboxStore } from './outboxStore.ts';
import { isRetryableError, isUnreachableError, reportReachable, reportUnreachable } from './reachability.ts';

export const OUTBOX_PATHS: Record<OutboxGame, string> = {
  tcg: ENTITIES.tcgMatches.basePath,
  vgc: ENTITIES.vgcMatches.basePath,
};

/** What the upload needs of the HTTP client (the app's `api`; tests pass a fake server). */
export interface OutboxHttp {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

export interface FlushResult {
  uploaded: number;
  failed: number;
  /** True when it stopped early: the server was unreachable or the session is over. */
  interrupted: boolean;
}

interface ServerMatch {
  _id: string;
  updatedAt?: string;
  [field: string]: unknown;
}

const REFUSED_FALLBACK = 'The server did not accept this match.';

/** Spec-style note on the copy kept when both sides changed a match. */
export function conflictNote(date: unknown, deletedElsewhere: boolean): string {
  const when = typeof date === 'string' && date ? date : 'an unknown date';
  return deletedElsewhere
    ? `Offline copy of the match from ${when} — it was deleted elsewhere.`
    : `Offline copy of the match from ${when} — it was also changed elsewhere.`;
}

function withNote(input: Record<string, unknown>, note: string): Record<string, unknown> {
  const notes = typeof input.notes === 'string' && input.notes.trim() ? `${input.notes}\n\n${note}` : note;
  return { ...input, notes };
}

/** Whether the server copy already holds every field of the edit. */
function holdsEdit(server: ServerMatch, input: Record<string, unknown>): boolean {
  return Object.entries(input).every(
    ([field, value]) => field === 'clientId' || JSON.stringify(server[field] ?? null) === JSON.stringify(value ?? null),
  );
}

async function getOrNull(http: OutboxHttp, path: string): Promise<ServerMatch | null> {
  try {
    return await http.get<ServerMatch>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Sends one item; answers the server match a create or copy made (null for a plain update or delete). */
async function send(http: OutboxHttp, item: OutboxItem): Promise<ServerMatch | null> {
  const basePath = OUTBOX_PATHS[item.game];
  const input = item.input ?? {};
  if (item.op === 'create') return http.post<ServerMatch>(basePath, { ...input, clientId: item.id });
  const itemPath = `${basePath}/${encodeURIComponent(item.targetId ?? '')}`;
  if (item.op === 'delete') {
    try {
      await http.delete(itemPath);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    return null;
  }
  const server = await getOrNull(http, itemPath);
  if (server && holdsEdit(server, input)) return null;
  const baseVersion = typeof item.base?.updatedAt === 'string' ? item.base.updatedAt : null;
  if (server && baseVersion !== null && server.updatedAt === baseVersion) {
    await http.put(itemPath, input);
    return null;
  }
  const copyId = item.copyId ?? createLocalId();
  const date = item.base?.date ?? input.date;
  return http.post<ServerMatch>(basePath, { ...withNote(input, conflictNote(date, !server)), clientId: copyId });
}

/** After a create was sent: keep what the player changed meanwhile (see header). */
function settle(store: OutboxStore, userId: string, sent: OutboxItem, created: ServerMatch | null): void {
  const current = store.get(userId, sent.id);
  const changedMeanwhile = !current || JSON.stringify(current.input) !== JSON.stringify(sent.input);
  if (sent.op !== 'create' || !created || !changedMeanwhile) {
    store.remove(userId, sent.id);
    return;
  }
  store.remove(userId, sent.id);
  store.add(userId, {
    game: sent.game,
    op: current ? 'update' : 'delete',
    targetId: created._id,
    input: current ? current.input : null,
    base: current ? created : null,
    copyId: current ? createLocalId() : null,
  });
}

let running: Promise<FlushResult> | null = null;

const NOTHING_DONE: FlushResult = { uploaded: 0, failed: 0, interrupted: false };

/**
 * Uploads the waiting items of this member. Calls made while one runs share it, and across tabs a Web Lock lets one
 * tab upload at a time (another tab holding it means this one has nothing to do: its storage event tells this tab).
 * One uploader matters beyond duplicates, which the clientId already prevents: an item gone mid-upload must mean the
 * player deleted it, not that another tab finished it.
 */
export function flushOutbox(
  userId: string,
  options: { http?: OutboxHttp; store?: OutboxStore } = {},
): Promise<FlushResult> {
  if (running) return running;
  const run = () => runFlush(userId, options.http ?? api, options.store ?? outboxStore);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const underLock = async (lockManager: LockManager): Promise<FlushResult> => {
    let result = NOTHING_DONE;
    await lockManager.request(`trainerlog-outbox-${userId}`, { ifAvailable: true }, async (lock) => {
      if (lock) result = await run();
    });
    return result;
  };
  const flushed = locks ? underLock(locks) : run();
  const shared = flushed.finally(() => {
    running = null;
  });
  running = shared;
  return shared;
}

async function runFlush(userId: string, http: OutboxHttp, store: OutboxStore): Promise<FlushResult> {
  const result: FlushResult = { uploaded: 0, failed: 0, interrupted: false };
  const tried = new Set<string>();
  for (;;) {
    const item = store.list(userId).find((candidate) => candidate.status === 'waiting' && !tried.has(candidate.id));
    if (!item) return result;
    tried.add(item.id);
    try {
      settle(store, userId, item, await send(http, item));
      reportReachable();
      result.uploaded += 1;
    } catch (error) {
      if (isUnreachableError(error)) reportUnreachable();
      if (isRetryableError(error) || !(error instanceof ApiError) || error.status === 401) {
        result.interrupted = true;
        return result;
      }
      store.patch(userId, item.id, { status: 'failed', message: errorMessage(error, REFUSED_FALLBACK) });
      result.failed += 1;
    }
  }
}
