/**
 * Sprites pokesprite-images lacks (Generation 9), fetched once from the public sprite repository
 * (SPRITE_SOURCE_URL, PokeAPI's `sprites/pokemon/<number>.png` layout) and kept in DATA_DIR/sprites, so they are
 * served from our own origin from then on — offline too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CircuitOpenError, type CircuitBreaker } from '../../circuitBreaker.ts';
import { createOutageReport, failureReason } from '../../outage.ts';

export interface RemoteSpritesOptions {
  /** Base URL; `<base>/<national number>.png` is the sprite. */
  sourceUrl: string;
  /** Where fetched sprites are kept (DATA_DIR/sprites). */
  cacheDir: string;
  timeoutMs: number;
  log?: FastifyBaseLogger;
  /**
   * Decides when the source is asked again after failures (circuitBreaker.ts; the app opens it after one failure,
   * SPRITE_BREAKER_SETTINGS). Without one, the source pauses for UNREACHABLE_MS after each failure.
   */
  breaker?: CircuitBreaker;
}

/** One page asks for dozens of sprites at once: one failure pauses the source, for a minute (UNREACHABLE_MS). */
export const SPRITE_BREAKER_SETTINGS = { failureThreshold: 1, coolDownMs: 60_000 } as const;

/** A number the repository answered 404 for is not asked again for this long. */
const MISSING_MS = 60 * 60_000;
/** After a network failure (no internet, DNS, timeout, 5xx) nothing is asked for this long: one failure, not one per sprite. */
const UNREACHABLE_MS = 60_000;
/** Box sprites are a few KB; anything far larger is not one. */
const MAX_BYTES = 512 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type RemoteSprites = ReturnType<typeof createRemoteSprites>;

export function createRemoteSprites({ sourceUrl, cacheDir, timeoutMs, log, breaker }: RemoteSpritesOptions) {
  const root = sourceUrl.replace(/\/+$/, '');
  const missingUntil = new Map<number, number>();
  const inFlight = new Map<number, Promise<Buffer | null>>();
  let unreachableUntil = 0;
  let madeDir: Promise<unknown> | undefined;
  const outage = createOutageReport(log, `sprite source ${root}`);

  /** Placeholders until the pause ends: the first sprite asked for after it tries the source again. */
  function pause(reason: string) {
    const retryAt = Date.now() + (breaker ? SPRITE_BREAKER_SETTINGS.coolDownMs : UNREACHABLE_MS);
    if (!breaker) unreachableUntil = retryAt;
    outage.failed(reason, new Date(retryAt));
  }

  // The answers and errors that mean the source is down (no answer, a 5xx), for the breaker to count.
  const serviceFailures = new WeakSet<object>();
  async function fetchSprite(url: string): Promise<Response> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok && response.status !== 404) serviceFailures.add(response);
      return response;
    } catch (error) {
      if (error instanceof Error) serviceFailures.add(error);
      throw error;
    }
  }

  // The file name is built from a whole number, never from the request.
  const fileOf = (number: number) => path.join(cacheDir, `${number}.png`);

  async function readKept(number: number): Promise<Buffer | null> {
    try {
      return await fs.readFile(fileOf(number));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function keep(number: number, png: Buffer): Promise<void> {
    await (madeDir ??= fs.mkdir(cacheDir, { recursive: true }));
    // Written aside and renamed, so a reader (or a crash) never sees half a file.
    const temporary = `${fileOf(number)}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, png);
    await fs.rename(temporary, fileOf(number));
  }

  async function download(number: number): Promise<Buffer | null> {
    const url = `${root}/${number}.png`;
    let response: Response;
    try {
      response = breaker
        ? await breaker.run(
            () => fetchSprite(url),
            (error) => error instanceof Error && serviceFailures.has(error),
            (answer) => serviceFailures.has(answer),
          )
        : await fetchSprite(url);
    } catch (error) {
      if (error instanceof CircuitOpenError) return null;
      pause(
        error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : failureReason(error),
      );
      return null;
    }
    if (response.status === 404) {
      outage.succeeded();
      await response.body?.cancel();
      missingUntil.set(number, Date.now() + MISSING_MS);
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      pause(`HTTP ${response.status} for ${number}.png`);
      return null;
    }
    outage.succeeded();
    const png = Buffer.from(await response.arrayBuffer());
    if (png.length > MAX_BYTES || !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
      missingUntil.set(number, Date.now() + MISSING_MS);
      log?.warn(`Sprite source ${root} answered something other than a PNG sprite for ${number}.png`);
      return null;
    }
    await keep(number, png);
    return png;
  }

  return {
    /** The sprite of a National Pokédex number: kept, else fetched once (concurrent askers share it), else null. */
    async byNumber(number: number): Promise<Buffer | null> {
      if (!Number.isInteger(number) || number < 1) return null;
      const kept = await readKept(number);
      if (kept) return kept;
      const pending = inFlight.get(number);
      if (pending) return pending;
      if ((missingUntil.get(number) ?? 0) > Date.now() || unreachableUntil > Date.now()) return null;
      const fetching = download(number)
        .catch((error: unknown) => {
          log?.warn({ err: error }, `Could not keep sprite ${number}.png`);
          return null;
        })
        .finally(() => inFlight.delete(number));
      inFlight.set(number, fetching);
      return fetching;
    },
  };
}
