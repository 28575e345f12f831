/**
 * The one upload path (issue 16 batch upload, issue 27 one path): the guest sync on sign-in (syncLocalData.ts) and
 * the member's outbox flush (data/outbox/flushOutbox.ts) both send their items to `POST /api/sync/batch` in chunks
 * (core syncBatch.ts) of one kind each, and both read the same per-item results (`{clientId, ok, item | message}`).
 *
 * Decisions:
 * - A chunk holds at most SYNC_BATCH_MAX_ITEMS items and stays under half of SYNC_BATCH_MAX_BYTES (JSON as UTF-8),
 *   so 200 decks with long card lists still fit; an item too big for that is a chunk of its own.
 * - One retry rule (stopsUpload): no answer, a 5xx, a 429, a 401 (the session is over) or an error that is not the
 *   server's answer stops the upload — nothing of the chunk is decided, its items and the ones after it stay where
 *   they are for the next attempt (the outbox's back-off, the guest's next sync). Any other 4xx is the server's
 *   considered refusal of the whole chunk: each of its items is refused with that message and the upload goes on.
 *   An answer that does not pair one result with each item in order is treated as no answer.
 */
import {
  SYNC_BATCH_MAX_BYTES,
  SYNC_BATCH_MAX_ITEMS,
  syncBatchAnswerSchema,
  type SyncBatch,
  type SyncBatchAnswer,
  type SyncUploadKind,
  type SyncBatchResult,
} from '@trainerlog/core';
import { ApiError, errorMessage } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';
import { isRetryableError } from '../outbox/reachability.ts';

export type PostBatch = (batch: SyncBatch) => Promise<unknown>;

/** The app's batch call. */
export const postBatchToApi: PostBatch = (batch) => api.sync.batch(batch);

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

/** The retry rule (see header): true when the upload must stop and keep what is not answered for later. */
export function stopsUpload(error: unknown): boolean {
  return isRetryableError(error) || !(error instanceof ApiError) || error.status === 401;
}

/** The upload stopped before this item was answered (see stopsUpload). */
export class UploadStopped extends Error {
  constructor(readonly reason: unknown) {
    super('The upload stopped before every item was answered', { cause: reason });
    this.name = 'UploadStopped';
  }
}

/** One chunk's per-item results; throws UploadStopped when the chunk went unanswered (see header). */
export async function uploadChunk(
  postBatch: PostBatch,
  kind: SyncUploadKind,
  items: SyncBatch['items'],
  refusedFallback: string,
): Promise<SyncBatchResult[]> {
  let answer: SyncBatchAnswer;
  try {
    answer = syncBatchAnswerSchema.parse(await postBatch({ kind, items }));
  } catch (error) {
    if (stopsUpload(error)) throw new UploadStopped(error);
    const message = errorMessage(error, refusedFallback);
    return items.map((item) => ({ clientId: item.clientId, ok: false, message }));
  }
  const paired =
    answer.results.length === items.length &&
    answer.results.every((result, index) => result.clientId === items[index]?.clientId);
  if (!paired) throw new UploadStopped(new Error('The batch answer does not match its items'));
  return answer.results;
}

/**
 * Every item of one kind, chunk after chunk in order: `onResults` hears each chunk's items with their results before
 * the next chunk goes. Throws UploadStopped when a chunk went unanswered (its items and the rest are not sent).
 */
export async function uploadItems<T extends { body: SyncBatch['items'][number] }>(
  postBatch: PostBatch,
  kind: SyncUploadKind,
  uploads: readonly T[],
  refusedFallback: string,
  onResults: (chunk: readonly T[], results: readonly SyncBatchResult[]) => void,
): Promise<void> {
  for (const chunk of chunksOf(uploads, (upload) => jsonBytes(upload.body))) {
    const results = await uploadChunk(
      postBatch,
      kind,
      chunk.map((upload) => upload.body),
      refusedFallback,
    );
    onResults(chunk, results);
  }
}
