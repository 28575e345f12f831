/**
 * Match writes of one game wait for a slot in this process before they take a pool connection (issue 18, "50 clients
 * of mixed traffic").
 *
 * Why: every write of a game's matches held that game's row of `match_counts` (the home page's count, updated by
 * triggers; TCG writes took it first, `lockForMatchWrite`) until it commits, so the database ran them one at a time
 * whatever we did. Since migration 0027 (issue 31) TCG creates share the order lock and the count is kept in slots,
 * so they queue only on the community and per-player rows they share; VGC writes and TCG write transactions still
 * run one at a time. When fifty clients logged at once, the writes queued for that row lock while each held a pool
 * connection, and the lists, summaries and analytics of every other request queued for the few connections left.
 * Queued here instead, a waiting write holds nothing. Several slots, not one, because a slot is only freed once the
 * app has read the answer: the writes in the other slots already wait inside the database and take the lock the
 * moment the previous one commits. A create holds its connection for one statement (insert.ts), so eight of the
 * pool's ten kept 50 mixed clients' creates from queueing here (mixed bench, create p99: two slots 417 ms, four 324,
 * six 265, eight 103–112) without the reads waiting longer for a connection.
 *
 * Per process and per database handle (each test app has its own). Other instances and other writers (imports, the
 * CLI) are still ordered by the row lock itself; the slots only decide who waits where.
 */
import type { Db, Queryable } from './connect.ts';

const SLOTS = 8;

type Run = <T>(write: () => Promise<T>) => Promise<T>;

function createSlots(limit: number): Run {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (write) => {
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await write();
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const byDatabase = new WeakMap<object, Map<string, Run>>();

/** Runs `write` (a transaction that writes the game's matches) when one of the game's slots is free (see header). */
export function inMatchWriteSlot<T>(db: object, game: 'tcg' | 'vgc', write: () => Promise<T>): Promise<T> {
  let games = byDatabase.get(db);
  if (!games) byDatabase.set(db, (games = new Map()));
  let run = games.get(game);
  if (!run) games.set(game, (run = createSlots(SLOTS)));
  return run(write);
}

/** A transaction that writes the game's matches, begun once one of the game's slots is free. */
export function matchWriteTransaction<T>(
  db: Db,
  game: 'tcg' | 'vgc',
  write: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return inMatchWriteSlot(db, game, () => db.transaction(write));
}
