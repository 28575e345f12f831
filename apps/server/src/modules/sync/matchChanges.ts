/**
 * The offline outbox's kinds of the batch upload (issue 27, one upload path; envelope and item in core syncBatch.ts):
 * `tcgMatchChanges` / `vgcMatchChanges` carry one game's queued match writes — creates, updates and deletes — in the
 * order they were made, each applied as its single request would be and answered on its own.
 *
 * Decisions:
 * - In order, one at a time, each through the match service's own create, update or delete (each its own transaction,
 *   as the single requests): a later change may follow an earlier one, and a change done is never undone by a later
 *   failure. Every change can be sent again safely — a create and a copy by clientId, an update the match already
 *   holds is done, a delete of a match already gone is done — so the outbox resends a batch the server did not answer.
 * - An offline edit follows resolveMatchEdit (core): written over the match only while it is the version the edit
 *   started from, else kept as a noted copy. The match is compared as its single read answers it (its answer schema,
 *   as JSON), exactly what the browser compared when it read the match itself.
 * - A refusal the single request would answer with a 4xx (a value the database cannot store included) is that item's
 *   `ok: false` with the same message, and the rest go on. Anything else — the database away, an unexpected error —
 *   fails the whole batch (503 or 500): the outbox keeps every item and tries again later, as it did when its single
 *   request got a 5xx.
 */
import {
  matchChangeSchema,
  resolveMatchEdit,
  tcgMatchInputSchema,
  tcgMatchSchema,
  vgcMatchInputSchema,
  vgcMatchSchema,
  type MatchChangeKind,
  type SyncBatchItem,
  type SyncBatchItemAnswer,
  type SyncBatchResultSpec,
} from '@trainerlog/core';
import type { z } from 'zod';
import { isInvalidDataError } from '../../db/errors.ts';
import { HttpError } from '../../http/errors.ts';
import type { TcgMatchService } from '../tcg-matches/index.ts';
import type { VgcMatchService } from '../vgc-matches/index.ts';

const VALIDATION_FAILED = 'Validation failed';

type Answer = SyncBatchItemAnswer;

/** What the changes need of a game's match service. */
interface MatchWriter<Input> {
  input: z.ZodType<Input>;
  answer: z.ZodType;
  get(userId: string, matchId: string): Promise<unknown>;
  create(userId: string, input: Input): Promise<{ match: unknown }>;
  update(userId: string, matchId: string, input: Input): Promise<unknown>;
  remove(userId: string, matchId: string): Promise<void>;
}

const writerOf = <Input>(w: MatchWriter<Input>) => w as unknown as MatchWriter<unknown>;

/** Thrown for a refusal of one change (its `ok: false` message). */
class Refusal extends Error {}

function checked<Input>(schema: z.ZodType<Input>, body: unknown): Input {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Refusal(parsed.error.issues[0]?.message ?? VALIDATION_FAILED);
  return parsed.data;
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 404;
}

/** The message a single request would answer with a 4xx for this error, or undefined when it is not the item's. */
function refusalOf(error: unknown, invalidValue: string): string | undefined {
  if (error instanceof Refusal) return error.message;
  if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) return error.message;
  if (isInvalidDataError(error)) return invalidValue;
  return undefined;
}

/** `invalidValue`: the error handler's answer to a value PostgreSQL cannot store (the sync service's constant). */
export function createMatchChanges(
  services: { tcgMatches: TcgMatchService; vgcMatches: VgcMatchService },
  invalidValue: string,
) {
  const writers: Record<MatchChangeKind, MatchWriter<unknown>> = {
    tcgMatchChanges: writerOf({ ...services.tcgMatches, input: tcgMatchInputSchema, answer: tcgMatchSchema }),
    vgcMatchChanges: writerOf({ ...services.vgcMatches, input: vgcMatchInputSchema, answer: vgcMatchSchema }),
  };

  /** The match as its single read answers it (JSON), or null when there is none. */
  async function storedOf(writer: MatchWriter<unknown>, userId: string, matchId: string): Promise<Answer | null> {
    try {
      return JSON.parse(JSON.stringify(writer.answer.parse(await writer.get(userId, matchId)))) as Answer;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function apply(writer: MatchWriter<unknown>, userId: string, item: SyncBatchItem): Promise<Answer> {
    const change = checked(matchChangeSchema, item);
    if (change.op === 'create') {
      const input = checked(writer.input, { ...change.input, clientId: change.clientId });
      return (await writer.create(userId, input)).match as Answer;
    }
    if (change.op === 'delete') {
      try {
        await writer.remove(userId, change.targetId);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      return { _id: change.targetId };
    }
    const stored = await storedOf(writer, userId, change.targetId);
    const resolved = resolveMatchEdit(stored, change);
    if (resolved.action === 'done') return stored!;
    if (resolved.action === 'update')
      return (await writer.update(userId, change.targetId, checked(writer.input, change.input))) as Answer;
    return (await writer.create(userId, checked(writer.input, resolved.body))).match as Answer;
  }

  return {
    /** One result per item, in input order; throws when the batch as a whole cannot be answered (see header). */
    async apply(
      userId: string,
      kind: MatchChangeKind,
      items: readonly SyncBatchItem[],
    ): Promise<SyncBatchResultSpec[]> {
      const writer = writers[kind];
      const results: SyncBatchResultSpec[] = [];
      for (const item of items) {
        try {
          results.push({ clientId: item.clientId, ok: true, item: await apply(writer, userId, item) });
        } catch (error) {
          const message = refusalOf(error, invalidValue);
          if (message === undefined) throw error;
          results.push({ clientId: item.clientId, ok: false, message });
        }
      }
      return results;
    },
  };
}
