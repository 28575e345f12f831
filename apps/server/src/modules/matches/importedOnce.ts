/**
 * The write of an import (PTCGL logs, Showdown replays; issue 27 folded the twins): the planned matches and the marks
 * of what each came from (a log's fingerprints, a replay's keys) in one transaction, all or none. A mark's primary key
 * refuses a second copy, so when another import of the same source committed first nothing of this one stays: 409.
 */
import type { Db, Queryable } from '../../db/connect.ts';
import { conflict } from '../../http/errors.ts';

export async function createImported<Planned, M extends { _id: string }, Mark>(
  db: Db,
  planned: readonly Planned[],
  steps: {
    /** The matches of the plan, in its order, in the transaction. */
    create: (tx: Queryable) => Promise<M[]>;
    marksOf: (planned: Planned, match: M) => Mark[];
    /** Inserts the marks `on conflict do nothing`, answering the rows stored. */
    storeMarks: (tx: Queryable, marks: Mark[]) => Promise<unknown[]>;
    /** The 409's message. */
    alreadyImported: string;
  },
): Promise<M[]> {
  return db.transaction(async (tx) => {
    const created = await steps.create(tx);
    const marks = planned.flatMap((plan, i) => steps.marksOf(plan, created[i]!));
    const stored = await steps.storeMarks(tx, marks);
    // Another import of the same source committed first: nothing of this one may stay.
    if (stored.length !== marks.length) throw conflict(steps.alreadyImported);
    return created;
  });
}
