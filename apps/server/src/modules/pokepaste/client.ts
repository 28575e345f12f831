/**
 * Reads a paste from pokepast.es (POKEPASTE_BASE_URL) in its JSON form, `<base>/<id>/json` →
 * `{ title, author, notes, paste }`, for the team import of guests and members alike.
 *
 * Every way the service can fail becomes an answer the importer can act on: an unknown paste is 404 'Paste not
 * found', no answer within the timeout is 504, anything else (unreachable, an HTTP error, not JSON, not a paste,
 * too large) is 502 — never a 500. The request always goes to the configured service with a validated id, so a
 * typed link cannot point the server anywhere else.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { POKEPASTE_MESSAGES, pokepasteReference, type Pokepaste, type PokepasteReference } from '@trainerlog/core';
import { CircuitOpenError, type CircuitBreaker } from '../../circuitBreaker.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { readCapped, TooLarge } from '../../http/readCapped.ts';

/** A team paste is a few kilobytes; notes may be long, but nothing a team import needs comes near this. */
export const POKEPASTE_MAX_BYTES = 256 * 1024;

export const POKEPASTE_UPSTREAM_MESSAGES = {
  timeout: (seconds: number) =>
    `PokePaste did not answer within ${seconds} seconds. Please try again later, or copy the paste's text instead.`,
  unreachable: 'Could not reach PokePaste. Please try again later, or copy the paste\u2019s text instead.',
  httpError: (status: number) => `PokePaste answered with an error (HTTP ${status}). Please try again later.`,
  notAPaste: 'PokePaste answered with something that is not a paste. Please try again later.',
  tooLarge: `This paste is larger than ${POKEPASTE_MAX_BYTES / 1024} KB, too large to be a team.`,
} as const;

/** pokepast.es's JSON form; only `paste` is essential. */
const upstreamSchema = z.object({
  paste: z.string(),
  title: z.string().optional(),
  author: z.string().optional(),
  notes: z.string().optional(),
});

export interface PokepasteClientOptions {
  baseUrl: string;
  timeoutMs: number;
  maxBytes?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Answers at once with `unreachable` while pokepast.es keeps failing (circuitBreaker.ts). */
  breaker?: CircuitBreaker;
}

export type PokepasteClient = ReturnType<typeof createPokepasteClient>;

const unixLineEnds = (text: string) => text.replace(/\r\n?/g, '\n');

export function createPokepasteClient({
  baseUrl,
  timeoutMs,
  maxBytes = POKEPASTE_MAX_BYTES,
  log,
  breaker,
}: PokepasteClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  // Links to the configured service itself (a mirror, or a stand-in in tests) are accepted besides pokepast.es.
  const ownHost = new URL(root).host.toLowerCase();

  // The failures that mean the service is down (no answer, a 5xx), as opposed to its answer about one paste.
  const serviceDown = new WeakSet<object>();
  const upstreamFailure = (status: 502 | 504, message: string, cause: unknown, down = false) => {
    log?.warn({ err: cause, service: root }, `PokePaste import failed: ${message}`);
    const error = new HttpError(status, message);
    if (down) serviceDown.add(error);
    return error;
  };

  /** The paste's JSON text. Throws HttpError 404, 502 or 504. */
  async function download(id: string): Promise<string> {
    const signal = AbortSignal.timeout(timeoutMs);
    const failed = (cause: unknown) =>
      signal.aborted
        ? upstreamFailure(504, POKEPASTE_UPSTREAM_MESSAGES.timeout(Math.ceil(timeoutMs / 1000)), cause, true)
        : cause instanceof TooLarge
          ? upstreamFailure(502, POKEPASTE_UPSTREAM_MESSAGES.tooLarge, 'too large')
          : upstreamFailure(502, POKEPASTE_UPSTREAM_MESSAGES.unreachable, cause, true);
    try {
      const response = await fetch(`${root}/${encodeURIComponent(id)}/json`, {
        headers: { accept: 'application/json' },
        signal,
      });
      if (response.status === 404) {
        await response.body?.cancel();
        throw notFound(POKEPASTE_MESSAGES.notFound);
      }
      if (!response.ok) {
        await response.body?.cancel();
        const status = response.status;
        throw upstreamFailure(502, POKEPASTE_UPSTREAM_MESSAGES.httpError(status), status, status >= 500);
      }
      return await readCapped(response, maxBytes);
    } catch (error) {
      throw error instanceof HttpError ? error : failed(error);
    }
  }

  return {
    /** The paste id in a pokepast.es link, a link to the configured service, or a bare id. */
    reference(text: string): PokepasteReference {
      return pokepasteReference(text, [ownHost]);
    },

    /** The paste with `\n` line ends. Throws HttpError 404, 502 or 504 (see the header). */
    async fetchPaste(id: string): Promise<Pokepaste> {
      let text: string;
      try {
        text = breaker
          ? await breaker.run(
              () => download(id),
              (error) => error instanceof Error && serviceDown.has(error),
            )
          : await download(id);
      } catch (error) {
        if (error instanceof CircuitOpenError) throw new HttpError(502, POKEPASTE_UPSTREAM_MESSAGES.unreachable);
        throw error;
      }

      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw upstreamFailure(502, POKEPASTE_UPSTREAM_MESSAGES.notAPaste, 'not JSON');
      }
      const parsed = upstreamSchema.safeParse(body);
      if (!parsed.success) throw upstreamFailure(502, POKEPASTE_UPSTREAM_MESSAGES.notAPaste, 'no paste field');
      const { title = '', author = '', notes = '', paste } = parsed.data;
      return { title: title.trim(), author: author.trim(), notes: unixLineEnds(notes), paste: unixLineEnds(paste) };
    },
  };
}
