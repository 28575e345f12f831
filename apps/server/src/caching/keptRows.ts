/**
 * A player's analytics rows kept in memory and brought up to date by reading only what changed (issue 18 "Speed":
 * personal analytics for 10,000 matches must answer in 50 ms, and reading every row with its game documents took
 * ~170 ms of that on its own — on every new filter, and again after every write).
 *
 * How: each kept row carries its version — the row's `xmin`, the transaction that wrote that row version, which any
 * insert or update changes. To read a scope, the caller's `versions()` lists the scope's ids and versions (one narrow
 * query over an index, no game documents); rows whose version is new or changed are read in full through
 * `fetch(ids)`, which returns each row with the version it read; ids no longer listed are dropped. The rows handed to
 * the computation are therefore exactly the scope's rows as of the versions read — the same rows a full read would
 * give — whoever wrote them (API, CLI, SQL, a cascade).
 *
 * A row changed between the two queries is fetched with its newer version and simply read again next time; a row
 * deleted in between is left out. The answer cache around it (answerCache.ts) still keeps an answer only when the
 * scope's fingerprint did not move while computing.
 *
 * Bounds: at most MAX_KEPT_ROWS rows over all scopes, least recently read scope first out. Rows are shared by every
 * computation over them, so callers must not change them (core's analytics are pure).
 */

const MAX_KEPT_ROWS = 300_000;

export interface RowVersion {
  id: string;
  version: string;
}

/**
 * A scope's ids and versions; `stamp`, when the caller read it in the same statement (one snapshot), with them. A
 * listed row may come whole (`row`, read at that version): it is taken as fetched, so a caller that knows the scope
 * is not kept (`has`) can list and read it in one statement instead of two.
 */
export interface Listing<R = never> {
  rows: readonly (RowVersion & { row?: R })[];
  stamp?: string;
}

/**
 * The scope's rows; `stamp` only when they are exactly the rows as of that stamp: listed with it in one statement,
 * and every row fetched at the version listed (a row changed or deleted in between makes the rows newer than it).
 */
export interface KeptList<R> {
  rows: R[];
  stamp?: string;
}

interface Entry<R> {
  version: string;
  row: R;
}

interface Scope<R> {
  entries: Map<string, Entry<R>>;
  /** The rows in the order `versions()` last listed them, until the next change. */
  list: R[] | null;
  /** The caller's stamp read before that listing (see `rows`). */
  stamp?: string;
  /** The list is exactly the rows as of `stamp`, the listing's own (KeptList). */
  exact: boolean;
}

export type KeptRows<R> = ReturnType<typeof createKeptRows<R>>;

export function createKeptRows<R>(options: { maxRows?: number } = {}) {
  const maxRows = options.maxRows ?? MAX_KEPT_ROWS;
  /** Least recently read first. */
  const scopes = new Map<string, Scope<R>>();
  let kept = 0;

  function drop(name: string) {
    const scope = scopes.get(name);
    if (!scope) return;
    kept -= scope.entries.size;
    scopes.delete(name);
  }

  /**
   * The scope's rows, up to date with `versions()`: only new or changed rows are fetched (see header). `fetch` must
   * answer the rows of the given ids that still exist, each with the version it read.
   *
   * `stamp`, when given, is a value the caller read before calling that changes with every write to the scope's rows
   * (a per-player version kept by triggers in the writing transaction): when the scope was last listed under the same
   * stamp, nothing was written since and its rows are answered without any query. The stamp kept is the one read
   * before listing — or the listing's own, read with it — so a write that lands between the two only causes one more
   * listing next time.
   */
  async function rows(
    name: string,
    versions: () => Promise<Listing<R>>,
    fetch: (ids: string[]) => Promise<readonly (RowVersion & { row: R })[]>,
    stamp?: string,
  ): Promise<KeptList<R>> {
    const current = scopes.get(name);
    if (stamp !== undefined && current?.list && current.stamp === stamp) {
      scopes.delete(name);
      scopes.set(name, current);
      return { rows: current.list, stamp: current.exact ? stamp : undefined };
    }
    const listing = await versions();
    const listed = listing.rows;
    const previous = scopes.get(name);
    const entries = previous?.entries ?? new Map<string, Entry<R>>();
    /** The listed version of each row to read, by id. */
    const stale = new Map<string, string>();
    let changed = false;
    for (const { id, version, row } of listed) {
      const entry = entries.get(id);
      if (entry?.version === version) continue;
      if (row === undefined) stale.set(id, version);
      else {
        if (!entry) kept++;
        entries.set(id, { version, row });
        changed = true;
      }
    }
    changed ||= stale.size > 0 || entries.size !== listed.length;
    // Exact while every stale row comes back at the version listed (see KeptList).
    let exact = listing.stamp !== undefined;
    if (stale.size > 0) {
      const fetchedRows = await fetch([...stale.keys()]);
      if (fetchedRows.length !== stale.size) exact = false;
      for (const fetched of fetchedRows) {
        if (!entries.has(fetched.id)) kept++;
        entries.set(fetched.id, { version: fetched.version, row: fetched.row });
        if (stale.get(fetched.id) !== fetched.version) exact = false;
      }
    }
    if (entries.size !== listed.length || changed) {
      // Deleted rows (and any fetched row that is no longer listed) out: keep exactly the ids listed.
      const ids = new Set(listed.map((r) => r.id));
      for (const id of entries.keys()) {
        if (!ids.has(id)) {
          entries.delete(id);
          kept--;
          changed = true;
        }
      }
    }
    const scope: Scope<R> = {
      entries,
      list: changed ? null : (previous?.list ?? null),
      stamp: listing.stamp ?? stamp,
      exact,
    };
    scopes.delete(name);
    scopes.set(name, scope);
    if (!scope.list) {
      const list: R[] = [];
      // A row listed but deleted before it could be fetched has no entry: it is left out.
      for (const { id } of listed) {
        const entry = entries.get(id);
        if (entry) list.push(entry.row);
      }
      scope.list = list;
    }
    const result = { rows: scope.list, stamp: exact ? listing.stamp : undefined };
    while (kept > maxRows && scopes.size > 1) drop(scopes.keys().next().value!);
    if (kept > maxRows) drop(name); // one scope larger than the bound: answered, not kept
    return result;
  }

  return {
    rows,
    /** Whether the scope's rows are kept (its next `rows` reads only what changed). */
    has: (name: string) => scopes.has(name),
    /** Rows kept over all scopes (tests). */
    size: () => kept,
    clear() {
      scopes.clear();
      kept = 0;
    },
  };
}
