/**
 * The exactly-once part of a TCG or VGC create (issue 16; issue 27 folded the twins): matches whose clientId the
 * caller already used are answered with the stored match (`created: false`), the others go in multi-row INSERTs of
 * INSERT_CHUNK rows `on conflict (user_id, client_id) do nothing`, and a row a concurrent create won is answered by the
 * winner. Each game keeps what differs — its table, its rows, its checks — in its own insert.ts.
 */
import type { Queryable } from '../../db/connect.ts';
import { withGroupBadges, type Game, type GroupBadge } from './groupBadges.ts';

/** Rows a multi-row INSERT carries: ~20 parameters a row keeps one statement well under the protocol's 65,535. */
export const INSERT_CHUNK = 500;

export interface CreateAnswer<M> {
  match: M;
  created: boolean;
}

type Shown = { _id: string; clientId?: string | null; group: GroupBadge | null };

/**
 * The caller's matches created with these clientIds, with their group badges (they may be in a group by now), from
 * the game's rows selected by `select` (the user's rows among the clientIds given).
 */
export function clientIdLookup<R, M extends Shown>(
  game: Game,
  select: (q: Queryable, userId: string, clientIds: string[]) => Promise<R[]>,
  toMatch: (row: R) => M,
) {
  return async (q: Queryable, userId: string, clientIds: readonly string[]): Promise<Map<string, M>> => {
    const found = new Map<string, M>();
    if (clientIds.length === 0) return found;
    const rows = await select(q, userId, [...new Set(clientIds)]);
    for (const match of await withGroupBadges(q, game, rows.map(toMatch))) found.set(match.clientId!, match);
    return found;
  };
}

/** The answers of the inputs sent before (by clientId), undefined where the input is still to insert. */
export function earlierAnswers<M>(
  inputs: readonly { clientId?: string | null }[],
  sentBefore: ReadonlyMap<string, M>,
): (CreateAnswer<M> | undefined)[] {
  return inputs.map((input) =>
    input.clientId && sentBefore.has(input.clientId)
      ? { match: sentBefore.get(input.clientId)!, created: false }
      : undefined,
  );
}

/**
 * Inserts the rows of the pending inputs (`values[i]` is `pending[i]`'s row, its id made by the caller) in chunks and
 * fills their answers: the inserted match, or — not inserted: a concurrent create with this clientId committed first
 * (the insert waited for it) — the winner's.
 */
export async function insertPending<V extends { id: string; clientId: string | null }, R extends { id: string }, M>(
  pending: readonly { index: number }[],
  values: readonly V[],
  answers: (CreateAnswer<M> | undefined)[],
  io: {
    insert: (chunk: V[]) => Promise<R[]>;
    toMatch: (row: R) => M;
    byClientIds: (clientIds: string[]) => Promise<Map<string, M>>;
  },
): Promise<CreateAnswer<M>[]> {
  const inserted = new Map<string, M>();
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    for (const row of await io.insert(values.slice(start, start + INSERT_CHUNK))) inserted.set(row.id, io.toMatch(row));
  }
  const winners = await io.byClientIds(values.filter((v) => !inserted.has(v.id)).map((v) => v.clientId!));
  pending.forEach(({ index }, i) => {
    const value = values[i]!;
    const match = inserted.get(value.id);
    answers[index] = match ? { match, created: true } : { match: winners.get(value.clientId!)!, created: false };
  });
  return answers as CreateAnswer<M>[];
}
