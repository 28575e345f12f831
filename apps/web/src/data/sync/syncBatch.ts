/**
 * The sync's batch upload (issue 16): the items of one kind go to `POST /api/sync/batch` in chunks (core
 * syncBatch.ts), each item answered on its own, instead of one request an item — a 1,000-item sync is a handful of
 * requests and multi-row inserts rather than 1,000 round trips and single-row transactions.
 *
 * Decisions:
 * - A chunk holds at most SYNC_BATCH_MAX_ITEMS items and stays under half of SYNC_BATCH_MAX_BYTES (JSON as UTF-8),
 *   so 200 decks with long card lists still fit; an item too big for that is a chunk of its own (and the server's
 *   413 sends it down the one-request path, where the single create answers it).
 * - `sendBatch` answers null whenever the batch itself fails — network error, timeout, a 404 from a server older than
 *   the batch route, a 5xx, an answer that does not pair one result with each item in order — so the caller falls
 *   back to the one-request-an-item path for that chunk and the spec's per-item behaviour is kept.
 */
import {
  SYNC_BATCH_MAX_BYTES,
  SYNC_BATCH_MAX_ITEMS,
  syncBatchAnswerSchema,
  type SyncBatch,
  type SyncBatchAnswer,
  type SyncBatchKind,
  type SyncBatchResult,
} from '@trainerlog/core';

export type PostBatch = (batch: SyncBatch) => Promise<unknown>;

const CHUNK_BYTES = Math.floor(SYNC_BATCH_MAX_BYTES / 2);
const encoder = new TextEncoder();

/** Consecutive chunks of at most `maxItems` items and about `maxBytes` of JSON each (see header). */
export function chunksOf<T>(
  items: readonly T[],
  sizeOf: (item: T) => number,
  maxItems: number = SYNC_BATCH_MAX_ITEMS,
  maxBytes: number = CHUNK_BYTES,
): T[][] {
  const chunks: T[][] = [];
  let chunk: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (chunk.length > 0 && (chunk.length >= maxItems || bytes + size > maxBytes)) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(item);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** The size of a body as the request carries it. */
export function jsonBytes(body: unknown): number {
  return encoder.encode(JSON.stringify(body)).length;
}

/** The per-item results of one chunk, or null when the batch call failed and the chunk must go item by item. */
export async function sendBatch(
  postBatch: PostBatch,
  kind: SyncBatchKind,
  items: SyncBatch['items'],
): Promise<SyncBatchResult[] | null> {
  let answer: SyncBatchAnswer;
  try {
    answer = syncBatchAnswerSchema.parse(await postBatch({ kind, items }));
  } catch (error) {
    console.warn('Sync: the batch upload failed, sending its items one by one', error);
    return null;
  }
  const paired =
    answer.results.length === items.length &&
    answer.results.every((result, index) => result.clientId === items[index]?.clientId);
  if (!paired) {
    console.warn('Sync: the batch answer does not match its items, sending them one by one');
    return null;
  }
  return answer.results;
}
