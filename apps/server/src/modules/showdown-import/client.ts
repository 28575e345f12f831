/**
 * Reads Pokémon Showdown replays for the replay import (issue 13), guests and members alike: a replay link becomes
 * `GET <SHOWDOWN_REPLAY_BASE_URL>/<id>.json` (a private replay's `<id>-<password>pw.json`), whose JSON
 * (`{ id, format, formatid, players, log, uploadtime, views, rating, private, password }`) is answered as text.
 *
 * Every way a link can fail becomes that link's own answer, `{ ok: false, link, message }` — never a throw, never a
 * 500: not a replay link, a live battle's link, not found, private, no answer in time, unreachable, an HTTP error,
 * not a replay JSON, too large (SHOWDOWN_REPLAY_MAX_BYTES), longer than an import takes (SHOWDOWN_REPLAY_MAX_LENGTH
 * characters), not a VGC doubles battle. The request always goes to the configured base with the validated id, so a
 * typed link cannot point the server anywhere else.
 *
 * Decisions:
 * - At most `concurrency` (4) replays of one request are asked at a time; one link given twice (in any spelling) is
 *   asked once. When Showdown does not answer in time or cannot be reached, the links of that request not yet asked
 *   get the same answer without asking: Showdown is down, and 26 more waits of 10 seconds would help no one.
 * - Successful answers are kept in memory for CACHE_TTL_MS (at most CACHE_ENTRIES of them, CACHE_MAX_BYTES in all,
 *   the oldest going first), so the preview and the import asking for the same links within minutes ask Showdown
 *   once. Failures are not kept: a replay uploaded a moment later must be found.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  isVgcDoublesFormat,
  parseShowdownReplayLink,
  readShowdownReplay,
  readShowdownReplaySearch,
  type ShowdownSearchEntry,
  SHOWDOWN_BATTLE_LINK,
  SHOWDOWN_LINK_INVALID,
  SHOWDOWN_NOT_VGC,
  SHOWDOWN_REPLAY_MAX_LENGTH,
  type ShowdownFetchedReplay,
} from '@trainerlog/core';
import { CircuitOpenError, type CircuitBreaker } from '../../circuitBreaker.ts';
import { readCapped, TooLarge } from '../../http/readCapped.ts';

/** A long battle's JSON with its chat is ~100 kB; nothing a replay holds comes near this. */
export const SHOWDOWN_REPLAY_MAX_BYTES = 2 * 1024 * 1024;
export const SHOWDOWN_REPLAY_CONCURRENCY = 4;
const CACHE_ENTRIES = 200;
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

export const SHOWDOWN_UPSTREAM_MESSAGES = {
  notFound: "Replay not found. Check the link — a private replay's link ends in its password (…pw).",
  notFoundMaybePrivate:
    "Replay not found. It may be private: a private replay's link ends in its password (…pw) — paste the full link, " +
    "or paste the replay's log.",
  private: "This replay is private: paste its full link, which ends in …pw, or paste the replay's log.",
  timeout: (seconds: number) =>
    `Pokémon Showdown did not answer within ${seconds} seconds. Please try again later, or paste the replay's log instead.`,
  unreachable: "Could not reach Pokémon Showdown. Please try again later, or paste the replay's log instead.",
  httpError: (status: number) =>
    `Pokémon Showdown answered with an error (HTTP ${status}). Please try again later, or paste the replay's log instead.`,
  notAReplay:
    "Pokémon Showdown answered with something that is not a replay. Please try again later, or paste the replay's log instead.",
  tooLarge: `This replay is larger than ${SHOWDOWN_REPLAY_MAX_BYTES / 1024 / 1024} MB, too large to be a battle.`,
  tooLong:
    `This replay is longer than ${SHOWDOWN_REPLAY_MAX_LENGTH.toLocaleString('en-US')} characters, too long to ` +
    "import. Paste the replay's log without its chat instead.",
} as const;

/** A search answer is ~150 bytes an entry and 51 entries a page. */
const SEARCH_MAX_BYTES = 512 * 1024;
/** A player's list is kept briefly: opening the list and importing from it within a minute ask Showdown once. */
const SEARCH_TTL_MS = 60_000;
const SEARCH_ENTRIES = 200;

export const SHOWDOWN_SEARCH_MESSAGES = {
  notASearch:
    'Pokémon Showdown answered the replay search with something that is not a list of replays. Please try again later.',
} as const;

/** What one name's replay search found: its public replays, newest first, or why not (`down`: no answer at all). */
export type ShowdownSearchOutcome =
  { ok: true; entries: ShowdownSearchEntry[] } | { ok: false; message: string; down: boolean };

export interface ShowdownReplayClientOptions {
  baseUrl: string;
  timeoutMs: number;
  maxBytes?: number;
  concurrency?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Answers at once with `unreachable` while Showdown keeps failing (circuitBreaker.ts). */
  breaker?: CircuitBreaker;
}

export type ShowdownReplayClient = ReturnType<typeof createShowdownReplayClient>;
export type { ShowdownFetchedReplay };

/** What one replay request found: the JSON text, or why not; `down` when Showdown itself did not answer. */
type Outcome = { ok: true; replayLink: string; text: string } | { ok: false; message: string; down?: boolean };

/** A replay link, checked: the path asked at the base, and the canonical link; or the answer for a bad link. */
type Target = { ok: true; path: string; replayLink: string; password: string | null } | { ok: false; message: string };

const isReplayJson = (value: unknown): value is { log: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { log?: unknown }).log === 'string';

export function createShowdownReplayClient({
  baseUrl,
  timeoutMs,
  maxBytes = SHOWDOWN_REPLAY_MAX_BYTES,
  concurrency = SHOWDOWN_REPLAY_CONCURRENCY,
  log,
  breaker,
}: ShowdownReplayClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  // Links to the configured server itself (a mirror, or a stand-in in tests) are accepted besides Showdown's.
  const ownHost = new URL(root).host.toLowerCase();
  const cache = new Map<string, { replayLink: string; text: string; expires: number }>();
  let cachedBytes = 0;

  function forget(key: string) {
    const entry = cache.get(key);
    if (!entry) return;
    cachedBytes -= entry.text.length * 2;
    cache.delete(key);
  }

  function remember(key: string, replayLink: string, text: string) {
    forget(key);
    cache.set(key, { replayLink, text, expires: Date.now() + CACHE_TTL_MS });
    cachedBytes += text.length * 2;
    for (const oldest of cache.keys()) {
      if (cache.size <= CACHE_ENTRIES && cachedBytes <= CACHE_MAX_BYTES) break;
      forget(oldest);
    }
  }

  function cached(key: string): Outcome | null {
    const entry = cache.get(key);
    if (!entry) return null;
    if (entry.expires <= Date.now()) {
      forget(key);
      return null;
    }
    return { ok: true, replayLink: entry.replayLink, text: entry.text };
  }

  function targetOf(link: string): Target {
    const parsed = parseShowdownReplayLink(link, [ownHost]);
    if (parsed === null) return { ok: false, message: SHOWDOWN_LINK_INVALID };
    if (parsed.kind === 'battle') return { ok: false, message: SHOWDOWN_BATTLE_LINK };
    const id = `${parsed.replayId}${parsed.password ? `-${parsed.password}pw` : ''}`;
    return {
      ok: true,
      path: `/${encodeURIComponent(id)}.json`,
      replayLink: parsed.replayLink,
      password: parsed.password,
    };
  }

  // Answers that mean Showdown itself is failing (no answer, a 5xx): what the breaker counts.
  const serviceFailures = new WeakSet<object>();
  const failure = (message: string, cause: unknown, down = false, serverError = false): Outcome => {
    log?.warn({ err: cause, service: root }, `Showdown replay import failed: ${message}`);
    const outcome = { ok: false as const, message, down };
    if (down || serverError) serviceFailures.add(outcome);
    return outcome;
  };

  /** While the breaker is open, every request is answered at once as if Showdown could not be reached. */
  async function guarded<T extends object>(work: () => Promise<T>, unavailable: T): Promise<T> {
    if (!breaker) return work();
    try {
      return await breaker.run(
        work,
        () => true,
        (outcome) => serviceFailures.has(outcome),
      );
    } catch (error) {
      if (error instanceof CircuitOpenError) return unavailable;
      throw error;
    }
  }

  /** Asks the replay server for one checked link (see the header for every answer). */
  async function ask(target: Extract<Target, { ok: true }>): Promise<Outcome> {
    const hit = cached(target.path);
    if (hit) return hit;
    return guarded(() => askUpstream(target), {
      ok: false,
      message: SHOWDOWN_UPSTREAM_MESSAGES.unreachable,
      down: true,
    });
  }

  async function askUpstream(target: Extract<Target, { ok: true }>): Promise<Outcome> {
    const signal = AbortSignal.timeout(timeoutMs);
    let text: string;
    try {
      const response = await fetch(`${root}${target.path}`, { headers: { accept: 'application/json' }, signal });
      if (response.status === 404) {
        await response.body?.cancel();
        return {
          ok: false,
          message: target.password
            ? SHOWDOWN_UPSTREAM_MESSAGES.notFound
            : SHOWDOWN_UPSTREAM_MESSAGES.notFoundMaybePrivate,
        };
      }
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        return { ok: false, message: SHOWDOWN_UPSTREAM_MESSAGES.private };
      }
      if (!response.ok) {
        await response.body?.cancel();
        const status = response.status;
        return failure(SHOWDOWN_UPSTREAM_MESSAGES.httpError(status), status, false, status >= 500);
      }
      text = await readCapped(response, maxBytes);
    } catch (error) {
      if (signal.aborted) return failure(SHOWDOWN_UPSTREAM_MESSAGES.timeout(Math.ceil(timeoutMs / 1000)), error, true);
      if (error instanceof TooLarge) return failure(SHOWDOWN_UPSTREAM_MESSAGES.tooLarge, 'too large');
      return failure(SHOWDOWN_UPSTREAM_MESSAGES.unreachable, error, true);
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failure(SHOWDOWN_UPSTREAM_MESSAGES.notAReplay, 'not JSON');
    }
    if (!isReplayJson(body)) return failure(SHOWDOWN_UPSTREAM_MESSAGES.notAReplay, 'no log');
    // The import takes a replay of at most SHOWDOWN_REPLAY_MAX_LENGTH characters: say so here, not after the preview.
    if (text.length > SHOWDOWN_REPLAY_MAX_LENGTH) return { ok: false, message: SHOWDOWN_UPSTREAM_MESSAGES.tooLong };
    const reading = readShowdownReplay(text);
    if (!reading.isReplay) return failure(SHOWDOWN_UPSTREAM_MESSAGES.notAReplay, reading.notAReplayReason);
    if (!isVgcDoublesFormat(reading))
      return { ok: false, message: SHOWDOWN_NOT_VGC(reading.format || reading.formatId) };
    remember(target.path, target.replayLink, text);
    return { ok: true, replayLink: target.replayLink, text };
  }

  const answerOf = (link: string, outcome: Outcome): ShowdownFetchedReplay =>
    outcome.ok
      ? { ok: true, link, replayLink: outcome.replayLink, text: outcome.text }
      : { ok: false, link, message: outcome.message };

  const searches = new Map<string, { entries: ShowdownSearchEntry[]; expires: number }>();

  /**
   * Showdown's replay search for one name (`<base>/search.json?user=<name>`): the public replays it lists, or why
   * not, as the replay answers say it (timeout, unreachable, HTTP error, not a list). Never throws.
   */
  async function searchReplays(name: string): Promise<ShowdownSearchOutcome> {
    const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    const kept = searches.get(key);
    if (kept && kept.expires > Date.now()) return { ok: true, entries: kept.entries };
    const unavailable = { ok: false as const, message: SHOWDOWN_UPSTREAM_MESSAGES.unreachable, down: true };
    return guarded(() => searchUpstream(key), unavailable);
  }

  async function searchUpstream(key: string): Promise<ShowdownSearchOutcome> {
    const signal = AbortSignal.timeout(timeoutMs);
    let text: string;
    try {
      const response = await fetch(`${root}/search.json?user=${encodeURIComponent(key)}`, {
        headers: { accept: 'application/json' },
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        const message = SHOWDOWN_UPSTREAM_MESSAGES.httpError(response.status);
        log?.warn({ status: response.status, service: root }, `Showdown replay search failed: ${message}`);
        const outcome = { ok: false as const, message, down: response.status >= 500 };
        if (outcome.down) serviceFailures.add(outcome);
        return outcome;
      }
      text = await readCapped(response, SEARCH_MAX_BYTES);
    } catch (error) {
      const message = signal.aborted
        ? SHOWDOWN_UPSTREAM_MESSAGES.timeout(Math.ceil(timeoutMs / 1000))
        : error instanceof TooLarge
          ? SHOWDOWN_SEARCH_MESSAGES.notASearch
          : SHOWDOWN_UPSTREAM_MESSAGES.unreachable;
      log?.warn({ err: error, service: root }, `Showdown replay search failed: ${message}`);
      const outcome = { ok: false as const, message, down: !(error instanceof TooLarge) };
      if (outcome.down) serviceFailures.add(outcome);
      return outcome;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (!Array.isArray(body)) return { ok: false, message: SHOWDOWN_SEARCH_MESSAGES.notASearch, down: false };
    const entries = readShowdownReplaySearch(body);
    searches.set(key, { entries, expires: Date.now() + SEARCH_TTL_MS });
    for (const oldest of searches.keys()) {
      if (searches.size <= SEARCH_ENTRIES) break;
      searches.delete(oldest);
    }
    return { ok: true, entries };
  }

  return {
    searchReplays,

    /** One replay link's answer; never throws (see the header). */
    async fetchReplay(link: string): Promise<ShowdownFetchedReplay> {
      const target = targetOf(link);
      return answerOf(link, target.ok ? await ask(target) : target);
    },

    /**
     * Every link's answer, in the order given: at most `concurrency` asked at a time, each replay once, and none
     * asked after Showdown failed to answer (see the header).
     */
    async fetchReplays(links: readonly string[]): Promise<ShowdownFetchedReplay[]> {
      const targets = links.map(targetOf);
      const pending = new Map<string, Extract<Target, { ok: true }>>();
      for (const target of targets) if (target.ok && !pending.has(target.path)) pending.set(target.path, target);
      const queue = [...pending.values()];
      const outcomes = new Map<string, Outcome>();
      let down: Outcome | null = null;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const outcome = down ? (cached(next.path) ?? down) : await ask(next);
            if (!outcome.ok && outcome.down) down ??= outcome;
            outcomes.set(next.path, outcome);
          }
        }),
      );
      return links.map((link, i) => {
        const target = targets[i]!;
        return answerOf(link, target.ok ? outcomes.get(target.path)! : target);
      });
    },
  };
}
