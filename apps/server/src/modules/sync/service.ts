/**
 * The guest sync's batch upload (issue 16, spec part 2 §4; envelope in core syncBatch.ts): up to 200 items of one
 * kind in one request, each answered on its own, instead of one create request an item.
 *
 * Decisions:
 * - Each item is checked alone with its single create's schema: a refused item is answered with the message the
 *   single create would give and never written; the others go on.
 * - The valid items go in one transaction through the kinds' own multi-item creates — the TCG and VGC matches' multi-row
 *   inserts (one write lock, one context read and one INSERT for up to 500 rows, the data import's path), decks and
 *   teams one after another (their creates link the matches that waited for them). Those creates keep every rule of
 *   the single create: exactly once by clientId (an already-synced clientId answers the existing item, concurrent
 *   batches included: `on conflict (user_id, client_id) do nothing`, then read), `local_…` deck and team ids linked
 *   now or when the deck or team arrives, another user's deck or team id refused as unknown.
 * - When that transaction fails as a whole (one match names an unknown deck, one team names an unknown species, a
 *   value the database cannot store, a constraint), nothing of it stays and the valid items are sent again one by
 *   one through the single create, so one bad item cannot sink the others: its refusal is its result, and an
 *   unexpected error of its own is logged and answered as the single create's 500 would be. Only the database being
 *   away fails the batch (503); the web sync then stops and keeps what was not answered.
 * - The member's offline outbox uses the same endpoint with its own kinds (matchChanges.ts): one upload path.
 */
import {
  deckInputSchema,
  isMatchChangeKind,
  tcgMatchInputSchema,
  teamInputSchema,
  vgcMatchInputSchema,
  type SyncBatchItem,
  type SyncBatchItemAnswer,
  type SyncBatchKind,
  type SyncBatchResultSpec,
  type SyncUploadKind,
} from '@trainerlog/core';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/connect.ts';
import { isInvalidDataError } from '../../db/errors.ts';
import { isDatabaseUnavailableError } from '../../db/unavailable.ts';
import { HttpError } from '../../http/errors.ts';
import type { DeckService } from '../decks/index.ts';
import type { TcgMatchService } from '../tcg-matches/index.ts';
import type { TeamService } from '../teams/index.ts';
import type { VgcMatchService } from '../vgc-matches/index.ts';
import { createMatchChanges } from './matchChanges.ts';

/** The error handler's answer to a value PostgreSQL cannot store (http/errors.ts), per item here. */
export const SYNC_INVALID_VALUE =
  'A value in the request cannot be stored (for example a NUL character or an impossible date)';
const VALIDATION_FAILED = 'Validation failed';
/** The error handler's answer to an unexpected error (http/errors.ts), per item here. */
export const SYNC_ITEM_FAILED = 'Something went wrong on our side. Please try again later.';

export interface SyncServices {
  tcgMatches: TcgMatchService;
  vgcMatches: VgcMatchService;
  decks: DeckService;
  teams: TeamService;
}

type Answer = SyncBatchItemAnswer;

/** How one kind is checked and created: all valid items in a transaction, or one item on its own. */
interface KindWriter<Input> {
  schema: z.ZodType<Input>;
  createAll(tx: Queryable, userId: string, inputs: readonly Input[]): Promise<Answer[]>;
  createOne(userId: string, input: Input): Promise<Answer>;
}

const writer = <Input>(w: KindWriter<Input>) => w as unknown as KindWriter<unknown>;

/** One after another in the caller's transaction (decks and teams: each create links the matches waiting for it). */
async function inSequence<Input>(inputs: readonly Input[], create: (input: Input) => Promise<Answer>) {
  const answers: Answer[] = [];
  for (const input of inputs) answers.push(await create(input));
  return answers;
}

/** The message a single create would answer for this error, or undefined when it is not the item's fault. */
function refusalOf(error: unknown): string | undefined {
  if (error instanceof HttpError) return error.message;
  if (isInvalidDataError(error)) return SYNC_INVALID_VALUE;
  return undefined;
}

export type SyncService = ReturnType<typeof createSyncService>;

export function createSyncService(
  db: Db,
  services: SyncServices,
  log: { error: (details: object, message: string) => void },
) {
  const writers: Record<SyncBatchKind, KindWriter<unknown>> = {
    tcgMatches: writer({
      schema: tcgMatchInputSchema,
      createAll: (tx, userId, inputs) => services.tcgMatches.createWithin(tx, userId, inputs),
      createOne: async (userId, input) => (await services.tcgMatches.create(userId, input)).match,
    }),
    vgcMatches: writer({
      schema: vgcMatchInputSchema,
      createAll: (tx, userId, inputs) => services.vgcMatches.createWithin(tx, userId, inputs),
      createOne: async (userId, input) => (await services.vgcMatches.create(userId, input)).match,
    }),
    decks: writer({
      schema: deckInputSchema,
      createAll: (tx, userId, inputs) => inSequence(inputs, (input) => services.decks.createWithin(tx, userId, input)),
      createOne: async (userId, input) => (await services.decks.create(userId, input)).deck,
    }),
    teams: writer({
      schema: teamInputSchema,
      createAll: (tx, userId, inputs) => inSequence(inputs, (input) => services.teams.createWithin(tx, userId, input)),
      createOne: async (userId, input) => (await services.teams.create(userId, input)).team,
    }),
  };

  const matchChanges = createMatchChanges(services, SYNC_INVALID_VALUE);

  return {
    /** One result per item, in input order (see header; the outbox's kinds in matchChanges.ts). */
    async batch(userId: string, kind: SyncUploadKind, items: readonly SyncBatchItem[]): Promise<SyncBatchResultSpec[]> {
      if (isMatchChangeKind(kind)) return matchChanges.apply(userId, kind, items);
      const kindWriter = writers[kind];
      const results: SyncBatchResultSpec[] = [];
      const valid: { index: number; clientId: string; input: unknown }[] = [];
      items.forEach((item, index) => {
        const parsed = kindWriter.schema.safeParse(item);
        if (parsed.success) valid.push({ index, clientId: item.clientId, input: parsed.data });
        else
          results[index] = {
            clientId: item.clientId,
            ok: false,
            message: parsed.error.issues[0]?.message ?? VALIDATION_FAILED,
          };
      });
      if (valid.length === 0) return results;

      try {
        const created = await db.transaction((tx) =>
          kindWriter.createAll(
            tx,
            userId,
            valid.map((v) => v.input),
          ),
        );
        valid.forEach(({ index, clientId }, i) => {
          results[index] = { clientId, ok: true, item: created[i]! };
        });
        return results;
      } catch (error) {
        if (isDatabaseUnavailableError(error)) throw error;
      }

      // One item refused sank the transaction: each valid item again on its own (see header).
      for (const { index, clientId, input } of valid) {
        try {
          results[index] = { clientId, ok: true, item: await kindWriter.createOne(userId, input) };
        } catch (error) {
          if (isDatabaseUnavailableError(error)) throw error;
          let message = refusalOf(error);
          if (message === undefined) {
            log.error({ err: error, kind, clientId }, 'Sync batch: an item failed');
            message = SYNC_ITEM_FAILED;
          }
          results[index] = { clientId, ok: false, message };
        }
      }
      return results;
    },
  };
}
