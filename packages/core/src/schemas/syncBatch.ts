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
 * - The same endpoint carries a member's offline outbox (issue 27, one upload path): the kinds `tcgMatchChanges` and
 *   `vgcMatchChanges` hold the outbox's queued writes of one game in order — a create, an update or a delete of a
 *   match (matchChangeSchema) — answered with the same per-item results. What an offline edit does when the match
 *   changed or went elsewhere meanwhile is decided by resolveMatchEdit below, one rule for the server and the tests.
 */
import { z } from 'zod';
import { deckSchema } from './decks.ts';
import { teamSchema } from './teams.ts';
import { CLIENT_ID_INVALID, LOCAL_ID_PATTERN, tcgMatchSchema } from './tcgMatches.ts';
import { vgcMatchSchema } from './vgcMatches.ts';

export const SYNC_BATCH_MAX_ITEMS = 200;
export const SYNC_BATCH_MAX_BYTES = 4 * 1024 * 1024;
export const SYNC_BATCH_KINDS = ['tcgMatches', 'vgcMatches', 'decks', 'teams'] as const;
/** The outbox's kinds (see header): one game's queued match writes. */
export const MATCH_CHANGE_KINDS = ['tcgMatchChanges', 'vgcMatchChanges'] as const;

export const SYNC_BATCH_MESSAGES = {
  tooMany: `A batch holds at most ${SYNC_BATCH_MAX_ITEMS} items`,
  empty: 'A batch holds at least one item',
  duplicateClientId: 'Each item of a batch needs its own clientId',
} as const;

export const syncBatchKindSchema = z.enum(SYNC_BATCH_KINDS);
/** The kinds whose items are creates (the guest sync's). */
export type SyncBatchKind = z.infer<typeof syncBatchKindSchema>;
export type MatchChangeKind = (typeof MATCH_CHANGE_KINDS)[number];
/** Every kind the batch endpoint takes. */
export type SyncUploadKind = SyncBatchKind | MatchChangeKind;
const syncUploadKindSchema = z.enum([...SYNC_BATCH_KINDS, ...MATCH_CHANGE_KINDS]);

export function isMatchChangeKind(kind: SyncUploadKind): kind is MatchChangeKind {
  return (MATCH_CHANGE_KINDS as readonly string[]).includes(kind);
}

/** One item: a create body of the batch's kind (checked by the server item by item) with its clientId. */
const batchClientIdSchema = z.string({ error: CLIENT_ID_INVALID }).regex(LOCAL_ID_PATTERN, CLIENT_ID_INVALID);
export const syncBatchItemSchema = z.looseObject({ clientId: batchClientIdSchema });
export type SyncBatchItem = z.infer<typeof syncBatchItemSchema>;

export const syncBatchSchema = z.object({
  kind: syncUploadKindSchema,
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

/** What a match change of the outbox that deleted a match answers: the id of the match (gone, or gone already). */
export const deletedMatchAnswerSchema = z.object({ _id: z.string() });

/**
 * The item of an accepted result, as the kind's single request answers it: a TCG or VGC match (created, replaced, or
 * already holding the edit), a deck, a team, or a deleted match's id. A union answers with its first option that
 * fits, so the full shapes come first, and each is loose: a reader keeps every field the server sent (`{ _id }` alone
 * fits every item).
 */
export const syncBatchItemAnswerSchema = z.union([
  tcgMatchSchema.loose(),
  vgcMatchSchema.loose(),
  deckSchema.loose(),
  teamSchema.loose(),
  deletedMatchAnswerSchema.loose(),
]);
export type SyncBatchItemAnswer = z.infer<typeof syncBatchItemAnswerSchema>;

const refusedResultSchema = z.object({ clientId: z.string(), ok: z.literal(false), message: z.string() });

/** An item's outcome as the endpoint table states it (the route's answer schema): the item's answer, or the refusal. */
export const syncBatchResultSpecSchema = z.discriminatedUnion('ok', [
  z.object({ clientId: z.string(), ok: z.literal(true), item: syncBatchItemAnswerSchema }),
  refusedResultSchema,
]);
export type SyncBatchResultSpec = z.infer<typeof syncBatchResultSpecSchema>;

export const syncBatchAnswerSpecSchema = z.object({ results: z.array(syncBatchResultSpecSchema) });

/**
 * An item's outcome as the clients read it (the web's upload, bench): any object as the item. Deliberately looser
 * than the table's answer: the web counts an item as synced when its answer has an `_id` or a `success` not false,
 * the single creates' older answers included (web test syncLocalData "counts a result as synced…"), and a stricter
 * reading would refuse the whole chunk instead.
 */
export const syncBatchResultSchema = z.discriminatedUnion('ok', [
  z.object({ clientId: z.string(), ok: z.literal(true), item: z.record(z.string(), z.unknown()) }),
  refusedResultSchema,
]);
export type SyncBatchResult = z.infer<typeof syncBatchResultSchema>;

export const syncBatchAnswerSchema = z.object({ results: z.array(syncBatchResultSchema) });
export type SyncBatchAnswer = z.infer<typeof syncBatchAnswerSchema>;

/**
 * One queued match write of the outbox (checked by the server item by item, like a create body). `clientId` is the
 * outbox item's id. A create's `input` is the match as entered (sent as the create with this clientId). An update's
 * `input` is the full replacement, `baseUpdatedAt` the version the edit started from, `copyClientId` and `copyDate`
 * the clientId and the date named in the note of the copy made when the match changed or went meanwhile.
 */
export const matchChangeSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('create'), clientId: batchClientIdSchema, input: z.record(z.string(), z.unknown()) }),
  z.object({
    op: z.literal('update'),
    clientId: batchClientIdSchema,
    targetId: z.string(),
    input: z.record(z.string(), z.unknown()),
    baseUpdatedAt: z.string().nullable(),
    copyClientId: batchClientIdSchema,
    copyDate: z.string().nullable(),
  }),
  z.object({ op: z.literal('delete'), clientId: batchClientIdSchema, targetId: z.string() }),
]);
export type MatchChange = z.infer<typeof matchChangeSchema>;
export type MatchEdit = Extract<MatchChange, { op: 'update' }>;

/** The note on the copy kept when both sides changed a match (shown in the match's notes). */
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

/** Whether the stored match (as its answer reads) already holds every field of the edit. */
function holdsEdit(stored: Record<string, unknown>, input: Record<string, unknown>): boolean {
  return Object.entries(input).every(
    ([field, value]) => field === 'clientId' || JSON.stringify(stored[field] ?? null) === JSON.stringify(value ?? null),
  );
}

/**
 * What an offline edit does (nothing silently overwritten): `done` when the stored match already holds it (our own
 * update whose answer was lost); `update` when the stored match is still the version the edit started from; else a
 * `copy` — a new match with the edit and a note saying the original changed (or was deleted, `stored` null) elsewhere,
 * created with `copyClientId` so a retried copy is made once.
 */
export function resolveMatchEdit(
  stored: Record<string, unknown> | null,
  edit: Pick<MatchEdit, 'input' | 'baseUpdatedAt' | 'copyClientId' | 'copyDate'>,
): { action: 'done' } | { action: 'update' } | { action: 'copy'; body: Record<string, unknown> } {
  if (stored && holdsEdit(stored, edit.input)) return { action: 'done' };
  if (stored && edit.baseUpdatedAt !== null && stored.updatedAt === edit.baseUpdatedAt) return { action: 'update' };
  const note = conflictNote(edit.copyDate, !stored);
  return { action: 'copy', body: { ...withNote(edit.input, note), clientId: edit.copyClientId } };
}
