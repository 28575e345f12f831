import type { FastifyReply } from 'fastify';

/**
 * Personal analytics answers kept in memory (issue 6: "Personal analytics for a player with 10,000 matches answer in
 * under 50 ms"), shared by GET /api/tcgmatches/stats, /api/deck-analytics/:id and /api/vgcmatches/stats.
 *
 * Why: an answer is core's composite over every match of the player — for 10,000 matches, reading and parsing the
 * game documents and computing take a few hundred milliseconds (docs/decisions.md "Personal analytics speed"). The
 * answer only changes when the player's data does, so it is kept, as the JSON text sent, per scope (a player, or
 * one deck of theirs) and query.
 *
 * Exactness: every request first reads the scope's fingerprint — a value the caller's SQL derives from the rows'
 * count and `xmin` (the id of the transaction that wrote each row version), which any insert, update or delete by any
 * writer moves. A kept answer is served only under the fingerprint it was computed from. A computed answer is kept
 * only when the fingerprint read after computing equals the one read before, so an answer is never filed under
 * rows it was not computed from.
 *
 * Off the request path: after a write (`refresh`), the answers the player last asked for (up to REFRESH_PER_SCOPE
 * per scope) are computed again in the background, one at a time, so the screen opened after logging a match finds
 * its answer ready. The refresh waits until the player's writes pause for REFRESH_QUIET_MS, so an import or a burst
 * of edits costs one computation, not one per write. A request for an answer being computed waits for that
 * computation instead of starting another. A computation that reads the fingerprint in one statement with its rows
 * (`ExactAnswer`) is kept under that fingerprint with no second read, and one queued behind another starts without
 * reading it first (`stampsItself`): under a stream of writes, every round trip is a wait for everyone queued.
 *
 * Bounds: MAX_ANSWERS_PER_SCOPE answers a scope and MAX_CACHE_CHARS characters of JSON in all, least recently used
 * first out. Each process keeps its own cache and stays exact the same way.
 */

const MAX_CACHE_CHARS = 32 * 1024 * 1024;
const MAX_ANSWERS_PER_SCOPE = 8;
const REFRESH_PER_SCOPE = 2;
const REFRESH_QUIET_MS = 1500;

export interface AnswerRequest {
  /** The rows an answer depends on: a player (`user:<id>`), or one deck of theirs. */
  scope: string;
  /** The query and everything else the answer depends on, as text. */
  key: string;
  fingerprint(): Promise<string>;
  /**
   * Computes the answer; `fingerprint` is the one read before (a stamp for what it reads, see keptRows.ts), or
   * undefined when `stampsItself` and nothing was read before. An `ExactAnswer` says which fingerprint the answer is
   * exactly for (read in one statement with the rows it was computed from): it is kept under that one at once.
   */
  compute(fingerprint: string | undefined): Promise<unknown>;
  /**
   * The computation reads the fingerprint with its rows (it answers an ExactAnswer when it can): a computation queued
   * behind another starts without reading the fingerprint first, one round trip fewer for everyone waiting.
   */
  stampsItself?: boolean;
}

/** An answer with the fingerprint it was computed for exactly (see AnswerRequest.compute). */
export class ExactAnswer {
  constructor(
    readonly value: unknown,
    readonly fingerprint: string,
  ) {}
}

interface Kept {
  json: string;
  request: AnswerRequest;
}

interface Lane {
  /** Requests that read this fingerprint share the running computation (it computes for this one or a newer one). */
  fingerprint: string | undefined;
  running: Promise<string>;
  /** The computation for the requests that arrived over newer rows while `running` ran. */
  next?: Promise<string>;
}

interface Scope {
  fingerprint: string;
  /** Least recently used first. */
  answers: Map<string, Kept>;
  chars: number;
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

export function createAnswerCache(
  options: { maxChars?: number; refreshQuietMs?: number; onError?: (error: unknown) => void } = {},
) {
  const maxChars = options.maxChars ?? MAX_CACHE_CHARS;
  const quietMs = options.refreshQuietMs ?? REFRESH_QUIET_MS;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Least recently used first. */
  const scopes = new Map<string, Scope>();
  /** The computation running per scope and key (see compute). */
  const lanes = new Map<string, Lane>();
  const refreshing = new Set<string>();
  let chars = 0;

  function dropScope(name: string) {
    const scope = scopes.get(name);
    if (!scope) return;
    chars -= scope.chars;
    scopes.delete(name);
  }

  function removeAnswer(scope: Scope, key: string) {
    const old = scope.answers.get(key);
    if (!old) return;
    scope.answers.delete(key);
    scope.chars -= old.json.length;
    chars -= old.json.length;
  }

  function touch(name: string, scope: Scope, key: string, kept: Kept) {
    scopes.delete(name);
    scopes.set(name, scope);
    scope.answers.delete(key);
    scope.answers.set(key, kept);
  }

  function keep(request: AnswerRequest, fingerprint: string, json: string) {
    let scope = scopes.get(request.scope);
    if (scope && scope.fingerprint !== fingerprint) {
      // Answers of older rows are of no use any more.
      dropScope(request.scope);
      scope = undefined;
    }
    scope ??= { fingerprint, answers: new Map(), chars: 0 };
    removeAnswer(scope, request.key);
    const kept = { json, request };
    scope.answers.set(request.key, kept);
    scope.chars += json.length;
    chars += json.length;
    while (scope.answers.size > MAX_ANSWERS_PER_SCOPE) removeAnswer(scope, scope.answers.keys().next().value!);
    scopes.delete(request.scope);
    scopes.set(request.scope, scope);
    while (chars > maxChars && scopes.size > 1) dropScope(scopes.keys().next().value!);
  }

  /** The answer kept under this fingerprint, if any (and marks it recently used). */
  function keptAnswer(request: AnswerRequest, fingerprint: string): string | undefined {
    const scope = scopes.get(request.scope);
    if (!scope || scope.fingerprint !== fingerprint) return undefined;
    const kept = scope.answers.get(request.key);
    if (!kept) return undefined;
    touch(request.scope, scope, request.key, kept);
    return kept.json;
  }

  /** `shareAs`: the fingerprint requests may share this computation under (by default the one it computes for). */
  function start(
    laneKey: string,
    request: AnswerRequest,
    fingerprint: string | undefined,
    shareAs = fingerprint,
  ): Promise<string> {
    const running = (async () => {
      const computed = await request.compute(fingerprint);
      if (computed instanceof ExactAnswer) {
        const json = JSON.stringify(computed.value);
        keep(request, computed.fingerprint, json);
        return json;
      }
      const json = JSON.stringify(computed);
      if (fingerprint !== undefined && (await request.fingerprint()) === fingerprint) keep(request, fingerprint, json);
      return json;
    })();
    const lane: Lane = { fingerprint: shareAs, running };
    lanes.set(laneKey, lane);
    void running
      .catch(() => {})
      .finally(() => {
        if (lanes.get(laneKey) === lane && !lane.next) lanes.delete(laneKey);
      });
    return running;
  }

  /**
   * One computation at a time per answer (issue 18: under a stream of writes, every request used to start its own
   * over rows a little newer, and 50 clients kept a few hundred of them running). A request over the rows being
   * computed shares that computation; one over newer rows waits for it, and everyone who arrived meanwhile shares a
   * single computation started after it, over rows at least as new as theirs.
   */
  function compute(request: AnswerRequest, fingerprint: string): Promise<string> {
    const laneKey = `${request.scope}\n${request.key}`;
    const lane = lanes.get(laneKey);
    if (!lane) return start(laneKey, request, fingerprint);
    if (lane.fingerprint === fingerprint) return lane.running;
    lane.next ??= lane.running
      .then(
        () => {},
        () => {},
      )
      .then(async () => {
        try {
          // Whatever it reads is at least as new as what every waiter read before it started.
          if (request.stampsItself) return await start(laneKey, request, undefined, fingerprint);
          const fresh = await request.fingerprint();
          const kept = keptAnswer(request, fresh);
          if (kept !== undefined) return kept;
          return await start(laneKey, request, fresh);
        } finally {
          // The lane is the next computation's now (start), or done with.
          if (lanes.get(laneKey) === lane) lanes.delete(laneKey);
        }
      });
    return lane.next;
  }

  /**
   * The answer as JSON text: kept when the rows are unchanged, else computed (see header). `fingerprint`: the caller
   * read it already (with what the key is made of, one round trip fewer).
   */
  async function answer(request: AnswerRequest, read?: string): Promise<string> {
    const fingerprint = read ?? (await request.fingerprint());
    return keptAnswer(request, fingerprint) ?? compute(request, fingerprint);
  }

  /**
   * After a write to these scopes' rows: compute again, in the background and one at a time, the answers last asked
   * for (see header). Errors are reported to `onError` and otherwise ignored: the next request computes anyway.
   */
  function refresh(scopeNames: readonly string[]) {
    for (const name of scopeNames) {
      clearTimeout(timers.get(name));
      const timer = setTimeout(() => {
        timers.delete(name);
        runRefresh(name);
      }, quietMs);
      // A pending refresh never keeps the process alive (tests, shutdown).
      timer.unref?.();
      timers.set(name, timer);
    }
  }

  function runRefresh(name: string) {
    if (refreshing.has(name)) {
      refresh([name]); // the running one may have read rows older than the latest write: once more after it
      return;
    }
    // The most recently asked first; taken now, before a new answer replaces the scope's old ones.
    const requests = [...(scopes.get(name)?.answers.values() ?? [])]
      .map((k) => k.request)
      .reverse()
      .slice(0, REFRESH_PER_SCOPE);
    if (requests.length === 0) return;
    refreshing.add(name);
    void (async () => {
      try {
        for (const request of requests) await answer(request);
      } catch (error) {
        options.onError?.(error);
      } finally {
        refreshing.delete(name);
      }
    })();
  }

  return {
    answer,
    refresh,
    /** The scopes kept whose name starts with this prefix (a player's, to refresh after their write). */
    scopesOf(prefix: string): string[] {
      return [...scopes.keys()].filter((name) => name.startsWith(prefix));
    },
    /** Resolves when no background refresh is pending or running (tests). */
    async settled(): Promise<void> {
      while (timers.size > 0 || refreshing.size > 0 || lanes.size > 0) await new Promise((r) => setTimeout(r, 5));
    },
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      scopes.clear();
      chars = 0;
    },
  };
}

/** Sends kept JSON text as it is; error answers (objects) as JSON. */
export const jsonTextSerializer = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

/**
 * Sends an answer kept as JSON text (the route's serializer must be `jsonTextSerializer`). The reply is taken untyped:
 * the text is the schema's object already serialized, which the typed reply cannot express.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
