/**
 * The guest sync's batch upload (issue 16, spec part 2 §4): `POST /api/sync/batch` takes up to
 * SYNC_BATCH_MAX_ITEMS items of one kind, each the body of that kind's single create (`POST /api/tcgmatches`,
 * `/api/vgcmatches`, `/api/decks`, `/api/teams`) with its `clientId`, and answers one result per item in input order.
 *
 * Decisions:
 * - Only the envelope is checked here (the kind, the count, a `clientId` on every item, no clientId twice): a batch
 *   failing it is a 400 as a whole. Each item's fields are checked by the server alone, with the single create's
 *   schema, so one bad item is refused (`ok: false` with the message the single create would give) and the others
 *   go on — the spec's "each item independent".
 * - Every item needs its clientId: the batch is the exactly-once path; an item without a valid local id goes by the
 *   single create instead (the web sync does so).
 * - SYNC_BATCH_MAX_BYTES bounds one request's body (200 decks with full card lists pass the single create's 1 MB).
 */
import { z } from 'zod';
import { CLIENT_ID_INVALID, LOCAL_ID_PATTERN } from './tcgMatches.ts';

export const SYNC_BATCH_MAX_ITEMS = 200;
export const SYNC_BATCH_MAX_BYTES = 4 * 1024 * 1024;
export const SYNC_BATCH_KINDS = ['tcgMatches', 'vgcMatches', 'decks', 'teams'] as const;

export const SYNC_BATCH_MESSAGES = {
  tooMany: `A batch holds at most ${SYNC_BATCH_MAX_ITEMS} items`,
  empty: 'A batch holds at least one item',
  duplicateClientId: 'Each item of a batch needs its own clientId',
} as const;

export const syncBatchKindSchema = z.enum(SYNC_BATCH_KINDS);
export type SyncBatchKind = z.infer<typeof syncBatchKindSchema>;

/** One item: a create body of the batch's kind (checked by the server item by item) with its clientId. */
export const syncBatchItemSchema = z.looseObject({
  clientId: z.string({ error: CLIENT_ID_INVALID }).regex(LOCAL_ID_PATTERN, CLIENT_ID_INVALID),
});
export type SyncBatchItem = z.infer<typeof syncBatchItemSchema>;

export const syncBatchSchema = z.object({
  kind: syncBatchKindSchema,
  items: z
    .array(syncBatchItemSchema)
    .min(1, SYNC_BATCH_MESSAGES.empty)
    .max(SYNC_BATCH_MAX_ITEMS, SYNC_BATCH_MESSAGES.tooMany)
    .refine(
      (items) => new Set(items.map((item) => item.clientId)).size === items.length,
      SYNC_BATCH_MESSAGES.duplicateClientId,
    ),
});
export type SyncBatch = z.infer<typeof syncBatchSchema>;

/** An item's outcome: the created (or already created) item as its single create answers it, or the refusal. */
export const syncBatchResultSchema = z.discriminatedUnion('ok', [
  z.object({ clientId: z.string(), ok: z.literal(true), item: z.record(z.string(), z.unknown()) }),
  z.object({ clientId: z.string(), ok: z.literal(false), message: z.string() }),
]);
export type SyncBatchResult = z.infer<typeof syncBatchResultSchema>;

export const syncBatchAnswerSchema = z.object({ results: z.array(syncBatchResultSchema) });
export type SyncBatchAnswer = z.infer<typeof syncBatchAnswerSchema>;
