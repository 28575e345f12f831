/**
 * Reads the Limitless tournament API for the tournament import (issue 15): `GET <LIMITLESS_API_URL>/tournaments?
 * game=&limit=&page=`, `/tournaments/<id>/details`, `/standings` and `/pairings`, with the optional
 * `LIMITLESS_API_KEY` sent as `X-Access-Key`. Answers are read with core's lenient readers (`readLimitless*`).
 *
 * Every way a request can fail is thrown as an HttpError carrying our own message (LIMITLESS_MESSAGES) and logged as
 * a warning — never a 500: an unknown tournament → 404 tournamentNotFound; Limitless limiting us (429) → 503
 * rateLimited (the caller did nothing wrong, and our own per-address limit answers 429); no answer within
 * LIMITLESS_TIMEOUT_MS → 504 timeout; unreachable → 502 unreachable; any other HTTP error → 502 httpError(status); an
 * answer that is not JSON, larger than LIMITLESS_MAX_BYTES, or not the documented shape → 502 unreadable.
 *
 * Decisions:
 * - Only the configured API is ever asked, and a tournament id only after core's LIMITLESS_ID_PATTERN accepted it, so
 *   a typed link cannot point the server anywhere else.
 * - Successful answers are kept in memory (tournament lists LIST_TTL_MS, a tournament's details, standings and
 *   pairings TOURNAMENT_TTL_MS; at most CACHE_ENTRIES, CACHE_MAX_BYTES in all, the oldest going first), so one walk
 *   through the steps — search, players, review, import — asks Limitless once for each. A request already on its way
 *   is shared by whoever asks for the same thing meanwhile. Failures are not kept: a tournament published a moment
 *   later must be found.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  LIMITLESS_GAME_IDS,
  LIMITLESS_ID_PATTERN,
  LIMITLESS_MESSAGES,
  LIMITLESS_UPSTREAM_PAGE_SIZE,
  readLimitlessDetails,
  readLimitlessPairings,
  readLimitlessStandings,
  readLimitlessTournaments,
  type LimitlessGame,
  type LimitlessUpstreamDetails,
  type LimitlessUpstreamPairing,
  type LimitlessUpstreamStanding,
  type LimitlessUpstreamTournament,
} from '@trainerlog/core';
import { CircuitOpenError, type CircuitBreaker } from '../../circuitBreaker.ts';
import { HttpError } from '../../http/errors.ts';
import { readCapped, TooLarge } from '../../http/readCapped.ts';

/** The standings of a tournament of a few thousand players with their lists are a few MB. */
export const LIMITLESS_MAX_BYTES = 16 * 1024 * 1024;
const LIST_TTL_MS = 60_000;
const TOURNAMENT_TTL_MS = 5 * 60_000;
const CACHE_ENTRIES = 300;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;

export interface LimitlessClientOptions {
  apiUrl: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  maxBytes?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Answers at once with `unreachable` while Limitless keeps failing (circuitBreaker.ts). */
  breaker?: CircuitBreaker;
}

export type LimitlessClient = ReturnType<typeof createLimitlessClient>;

/** A reader of one kind of answer: the value, or null when the answer as a whole cannot be read. */
type Reader<T> = (json: unknown) => { value: T; skipped: number } | null;

const listOf =
  <T>(read: (json: unknown) => { items: T[]; skipped: number } | null): Reader<T[]> =>
  (json) => {
    const result = read(json);
    return result && { value: result.items, skipped: result.skipped };
  };

const readers = {
  tournaments: listOf<LimitlessUpstreamTournament>(readLimitlessTournaments),
  details: ((json) => {
    const details = readLimitlessDetails(json);
    return details && { value: details, skipped: 0 };
  }) as Reader<LimitlessUpstreamDetails>,
  standings: listOf<LimitlessUpstreamStanding>(readLimitlessStandings),
  pairings: listOf<LimitlessUpstreamPairing>(readLimitlessPairings),
};

export function createLimitlessClient({
  apiUrl,
  apiKey,
  timeoutMs,
  maxBytes = LIMITLESS_MAX_BYTES,
  log,
  breaker,
}: LimitlessClientOptions) {
  const root = apiUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey) headers['x-access-key'] = apiKey;

  const cache = new Map<string, { value: unknown; size: number; expires: number }>();
  let cachedBytes = 0;
  const inFlight = new Map<string, Promise<unknown>>();

  function forget(key: string) {
    const entry = cache.get(key);
    if (!entry) return;
    cachedBytes -= entry.size;
    cache.delete(key);
  }

  function remember(key: string, value: unknown, size: number, ttlMs: number) {
    forget(key);
    cache.set(key, { value, size, expires: Date.now() + ttlMs });
    cachedBytes += size;
    for (const oldest of cache.keys()) {
      if (cache.size <= CACHE_ENTRIES && cachedBytes <= CACHE_MAX_BYTES) break;
      forget(oldest);
    }
  }

  function cached<T>(key: string): T | undefined {
    const entry = cache.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      forget(key);
      return undefined;
    }
    return entry.value as T;
  }

  // The failures that mean Limitless is down (no answer, a 5xx), as opposed to its answer about one request.
  const serviceDown = new WeakSet<object>();
  const failure = (status: number, message: string, path: string, cause: unknown, down = false) => {
    log?.warn({ err: cause, service: root, path }, `Limitless request failed: ${message}`);
    const error = new HttpError(status, message);
    if (down) serviceDown.add(error);
    return error;
  };

  /** The answer's text (see the header for every failure). */
  async function fetchText(path: string, notFoundMessage: string | null): Promise<string> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(`${root}${path}`, { headers, signal });
      if (!response.ok) {
        await response.body?.cancel();
        const status = response.status;
        if (status === 404 && notFoundMessage) throw failure(404, notFoundMessage, path, 404);
        if (status === 429) throw failure(503, LIMITLESS_MESSAGES.rateLimited, path, 429);
        throw failure(502, LIMITLESS_MESSAGES.httpError(status), path, status, status >= 500);
      }
      return await readCapped(response, maxBytes);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (signal.aborted)
        throw failure(504, LIMITLESS_MESSAGES.timeout(Math.ceil(timeoutMs / 1000)), path, error, true);
      if (error instanceof TooLarge) throw failure(502, LIMITLESS_MESSAGES.unreadable, path, 'too large');
      throw failure(502, LIMITLESS_MESSAGES.unreachable, path, error, true);
    }
  }

  /** Asks one path and reads its answer (see the header for every failure). */
  async function ask<T>(path: string, read: Reader<T>, notFoundMessage: string | null): Promise<T> {
    let text: string;
    try {
      text = breaker
        ? await breaker.run(
            () => fetchText(path, notFoundMessage),
            (error) => error instanceof Error && serviceDown.has(error),
          )
        : await fetchText(path, notFoundMessage);
    } catch (error) {
      if (error instanceof CircuitOpenError) throw new HttpError(502, LIMITLESS_MESSAGES.unreachable);
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw failure(502, LIMITLESS_MESSAGES.unreadable, path, 'not JSON');
    }
    const result = read(json);
    if (!result) throw failure(502, LIMITLESS_MESSAGES.unreadable, path, 'not the documented shape');
    if (result.skipped > 0) {
      log?.warn({ service: root, path, skipped: result.skipped }, 'Limitless answer had entries we could not read');
    }
    remember(path, result.value, text.length * 2, path.startsWith('/tournaments?') ? LIST_TTL_MS : TOURNAMENT_TTL_MS);
    return result.value;
  }

  /** The cached answer, the request already on its way, or a new request. */
  function get<T>(path: string, read: Reader<T>, notFoundMessage: string | null): Promise<T> {
    const hit = cached<T>(path);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = inFlight.get(path);
    if (pending) return pending as Promise<T>;
    const request = ask(path, read, notFoundMessage).finally(() => inFlight.delete(path));
    inFlight.set(path, request);
    return request;
  }

  function tournamentPath(id: string, part: 'details' | 'standings' | 'pairings') {
    // The routes validate ids with core's schema; this keeps the client safe on its own.
    if (!LIMITLESS_ID_PATTERN.test(id)) throw new HttpError(400, LIMITLESS_MESSAGES.linkInvalid);
    return `/tournaments/${encodeURIComponent(id)}/${part}`;
  }

  const tournamentNotFound = LIMITLESS_MESSAGES.tournamentNotFound;
  const details = (id: string) => get(tournamentPath(id, 'details'), readers.details, tournamentNotFound);
  const standings = (id: string) => get(tournamentPath(id, 'standings'), readers.standings, tournamentNotFound);
  const pairings = (id: string) => get(tournamentPath(id, 'pairings'), readers.pairings, tournamentNotFound);

  return {
    /** One page of the game's tournaments, newest first (page 1 = newest), LIMITLESS_UPSTREAM_PAGE_SIZE at most. */
    async tournaments(game: LimitlessGame, page: number): Promise<LimitlessUpstreamTournament[]> {
      const query = new URLSearchParams({
        game: LIMITLESS_GAME_IDS[game],
        limit: String(LIMITLESS_UPSTREAM_PAGE_SIZE),
        page: String(page),
      });
      return get(`/tournaments?${query}`, readers.tournaments, null);
    },

    async details(id: string): Promise<LimitlessUpstreamDetails> {
      return details(id);
    },

    async standings(id: string): Promise<LimitlessUpstreamStanding[]> {
      return standings(id);
    },

    async pairings(id: string): Promise<LimitlessUpstreamPairing[]> {
      return pairings(id);
    },
  };
}
