/**
 * Uploads a member's outbox (see outboxStore.ts), oldest first, through the one upload path (data/sync/syncBatch.ts,
 * `POST /api/sync/batch`, shared with the guest sync): the waiting items of one game in a row go together as that
 * game's match changes (`tcgMatchChanges` / `vgcMatchChanges`), each answered on its own. The rules:
 *
 * - Exactly once: a create is sent with its item id as `clientId`; the server answers a repeat with the match it
 *   already made, so an upload interrupted after the server wrote but before the answer arrived is simply sent again.
 * - Nothing silently overwritten (core resolveMatchEdit, applied by the server): an offline edit of a server match is
 *   written over the server copy only if that copy is still the version the edit started from (same `updatedAt`). If
 *   it changed elsewhere meanwhile — or was deleted — the edit is uploaded as a NEW match whose notes say so, so both
 *   versions stay visible. If the server copy already equals the edit (our own write whose answer was lost), the item
 *   is done. A delete of a match that is already gone is done.
 * - The upload path's one retry rule: no answer, a 5xx or a 429 stops and keeps everything for the next attempt (the
 *   order is kept); a 401 stops too (the session is over; the items wait for the next sign-in). An item the server
 *   refused (its result `ok: false`, or a 4xx for its whole batch) stays, marked failed with the server's message,
 *   and the rest continue.
 * - Edits made to a waiting item while it was being sent are not lost: a create edited (or deleted) mid-upload becomes
 *   an update (or delete) of the match the server just made.
 */
import type { MatchChange, MatchChangeKind, SyncBatchResult } from '@trainerlog/core';
import { postBatchToApi, uploadItems, UploadStopped, type PostBatch } from '../sync/syncBatch.ts';
import { ENTITIES } from '../entities/entities.ts';
import { createLocalId } from '../entities/repository.ts';
import { outboxStore, type OutboxGame, type OutboxItem, type OutboxStore } from './outboxStore.ts';
import { isUnreachableError, reportReachable, reportUnreachable } from './reachability.ts';

export const OUTBOX_PATHS: Record<OutboxGame, string> = {
  tcg: ENTITIES.tcgMatches.basePath,
  vgc: ENTITIES.vgcMatches.basePath,
};

interface ServerMatch {
  _id: string;
  [field: string]: unknown;
}

export interface FlushResult {
  uploaded: number;
  failed: number;
  /** True when it stopped early: the server was unreachable or the session is over. */
  interrupted: boolean;
}

const REFUSED_FALLBACK = 'The server did not accept this match.';

const CHANGE_KINDS: Record<OutboxGame, MatchChangeKind> = { tcg: 'tcgMatchChanges', vgc: 'vgcMatchChanges' };

/** The item as the batch carries it (core matchChangeSchema). */
function changeOf(item: OutboxItem): MatchChange {
  const input = item.input ?? {};
  if (item.op === 'create') return { op: 'create', clientId: item.id, input };
  const targetId = item.targetId ?? '';
  if (item.op === 'delete') return { op: 'delete', clientId: item.id, targetId };
  const date = item.base?.date ?? input.date;
  return {
    op: 'update',
    clientId: item.id,
    targetId,
    input,
    baseUpdatedAt: typeof item.base?.updatedAt === 'string' ? item.base.updatedAt : null,
    copyClientId: item.copyId ?? createLocalId(),
    copyDate: typeof date === 'string' && date ? date : null,
  };
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
  options: { postBatch?: PostBatch; store?: OutboxStore } = {},
): Promise<FlushResult> {
  if (running) return running;
  const run = () => runFlush(userId, options.postBatch ?? postBatchToApi, options.store ?? outboxStore);
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

/** The waiting items not tried yet that lead the outbox and share its first one's game: the next batch, in order. */
function nextRun(items: readonly OutboxItem[], tried: ReadonlySet<string>): OutboxItem[] {
  const waiting = items.filter((item) => item.status === 'waiting' && !tried.has(item.id));
  const game = waiting[0]?.game;
  const end = waiting.findIndex((item) => item.game !== game);
  return end < 0 ? waiting : waiting.slice(0, end);
}

async function runFlush(userId: string, postBatch: PostBatch, store: OutboxStore): Promise<FlushResult> {
  const result: FlushResult = { uploaded: 0, failed: 0, interrupted: false };
  const tried = new Set<string>();
  for (;;) {
    const run = nextRun(store.list(userId), tried);
    if (run.length === 0) return result;
    const uploads = run.map((item) => ({ item, body: changeOf(item) }));
    try {
      await uploadItems(postBatch, CHANGE_KINDS[run[0]!.game], uploads, REFUSED_FALLBACK, (chunk, results) => {
        reportReachable();
        chunk.forEach(({ item }, index) => {
          tried.add(item.id);
          settleResult(store, userId, item, results[index]!, result);
        });
      });
    } catch (error) {
      const reason = error instanceof UploadStopped ? error.reason : error;
      if (isUnreachableError(reason)) reportUnreachable();
      result.interrupted = true;
      return result;
    }
  }
}

/** One item's answer: done (settled, see header) or refused (kept, marked failed with the server's message). */
function settleResult(
  store: OutboxStore,
  userId: string,
  item: OutboxItem,
  answer: SyncBatchResult,
  result: FlushResult,
): void {
  if (answer.ok) {
    settle(store, userId, item, item.op === 'create' ? (answer.item as ServerMatch) : null);
    result.uploaded += 1;
  } else {
    store.patch(userId, item.id, { status: 'failed', message: answer.message || REFUSED_FALLBACK });
    result.failed += 1;
  }
}
