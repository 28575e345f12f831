import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeBehaviour } from '../http/routeBehaviour.ts';
import type { ChangeFeed } from './changeFeed.ts';

/**
 * Signed-in GET answers kept in memory as the JSON text sent (issue 18: the dashboard's list page and summary cost 40
 * to 100 bare requests each, and every open dashboard asks for them again and again while nothing changed).
 *
 * Kept per user and URL (path and query) under the user's data version, and served only under the same version. A
 * version moves:
 * - on this instance, before the answer to any write by the user is sent (the next request reads the database), and
 *   for everyone before the answer to an admin's write;
 * - on every instance, within milliseconds of a commit by any writer: migration 0015's triggers notify the user
 *   whose matches, decks, teams or user row changed, or everyone (`*`) when seasons or match groups changed (change
 *   feed, caching/changeFeed.ts);
 * - for everyone, every `ttlMs` (the bound if a notification were lost in flight), and whenever the notification
 *   connection drops; while it is down nothing is served from memory.
 * An answer computed while the version moved (a write committed meanwhile) is not kept.
 *
 * Compressed once: a kept answer of at least COMPRESS_THRESHOLD characters is gzipped (off the event loop) the first
 * time a client that @fastify/compress would answer in gzip asks for it, and those bytes are sent from then on (a VGC analytics answer is ~140 KB of
 * JSON: compressing it on every request cost ~5 ms of the event loop each).
 *
 * Bounds: MAX_PER_USER answers a user, MAX_CHARS characters (and gzip bytes) in all, least recently used users first
 * out.
 */
const MAX_PER_USER = 16;
const MAX_CHARS = 32 * 1024 * 1024;
/** Past this many users with a version of their own, everyone's restarts (bounded memory). */
const MAX_USERS = 100_000;
/** @fastify/compress's threshold and encodings (app.ts registers it with these). */
export const COMPRESS_THRESHOLD = 1024;
export const COMPRESS_ENCODINGS: ('gzip' | 'deflate')[] = ['gzip', 'deflate'];
const gzip = promisify(gzipCallback);

export type DataVersions = ReturnType<typeof createDataVersions>;

/** Per-user data versions moved by the change feed (see header); undefined while it is down or caching is off. */
export function createDataVersions(feed: ChangeFeed | undefined, ttlMs: number) {
  let everyone = 0;
  const perUser = new Map<string, number>();
  const listeners: (() => void)[] = [];
  const bumpAll = () => {
    everyone += 1;
    perUser.clear();
    for (const listener of listeners) listener();
  };
  const bump = (userId: string) => {
    if (userId === '*') return bumpAll();
    if (perUser.size >= MAX_USERS) return bumpAll();
    perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
  };
  feed?.onData(bump);
  feed?.onUser(bump);
  feed?.onReset(bumpAll);
  return {
    version(userId: string, now = Date.now()): string | undefined {
      if (!feed?.healthy || ttlMs <= 0) return undefined;
      return `${everyone}.${perUser.get(userId) ?? 0}.${Math.floor(now / ttlMs)}`;
    },
    bump,
    bumpAll,
    /** Called whenever every version moved (kept answers can go). */
    onBumpAll: (listener: () => void) => void listeners.push(listener),
  };
}

interface Kept {
  json: string;
  gzip?: Buffer;
}

interface UserAnswers {
  version: string;
  /** By URL, least recently used first. */
  answers: Map<string, Kept>;
  chars: number;
}

/**
 * True when @fastify/compress would answer this request in gzip: the same negotiation over the same encodings (with
 * its reading of `*` and `x-gzip` as gzip). Otherwise the kept text is sent and the plugin does what it would do.
 */
function choosesGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), COMPRESS_ENCODINGS) === 'gzip';
}

const VERSION = Symbol('userAnswerVersion');
const sizeOf = (kept: Kept) => kept.json.length + (kept.gzip?.length ?? 0);
type Tagged = FastifyRequest & { [VERSION]?: string };

/**
 * Registers the hooks: routes declaring `config: { keptAnswer: true }` (http/routeBehaviour.ts) have their GET answers
 * kept. Register before @fastify/compress so the JSON text is kept, not its compressed stream.
 */
export function registerUserAnswers(app: FastifyInstance, versions: DataVersions): void {
  /** Least recently used first. */
  const users = new Map<string, UserAnswers>();
  let chars = 0;
  const drop = (userId: string) => {
    const kept = users.get(userId);
    if (!kept) return;
    chars -= kept.chars;
    users.delete(userId);
  };
  versions.onBumpAll(() => {
    users.clear();
    chars = 0;
  });

  app.addHook('preHandler', async (request: Tagged, reply) => {
    if (request.method !== 'GET' || !request.auth || !routeBehaviour(request).keptAnswer) return;
    const userId = request.auth.user.id;
    const version = versions.version(userId);
    if (version === undefined) return;
    const kept = users.get(userId);
    const answer = kept?.version === version ? kept.answers.get(request.url) : undefined;
    if (answer === undefined) {
      request[VERSION] = version;
      return;
    }
    users.delete(userId);
    users.set(userId, kept!);
    kept!.answers.delete(request.url);
    kept!.answers.set(request.url, answer);
    reply.type('application/json; charset=utf-8');
    if (answer.json.length < COMPRESS_THRESHOLD || !choosesGzip(request)) return reply.send(answer.json);
    let bytes = answer.gzip;
    if (!bytes) {
      bytes = await gzip(answer.json);
      // Kept with the answer while it is still the one kept (not replaced or dropped while compressing).
      if (!answer.gzip && users.get(userId)?.answers.get(request.url) === answer) {
        answer.gzip = bytes;
        kept!.chars += bytes.length;
        chars += bytes.length;
      }
    }
    return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(bytes);
  });

  app.addHook('onSend', async (request: Tagged, reply, payload) => {
    if (!request.auth) return;
    const userId = request.auth.user.id;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // The caller's write may have changed any answer of theirs; an admin's, anyone's.
      if (routeBehaviour(request).touchesEveryUser) versions.bumpAll();
      else versions.bump(userId);
      return;
    }
    const version = request[VERSION];
    if (version === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return;
    // Computed under this version and still current: no write committed meanwhile.
    if (versions.version(userId) !== version) return;
    let kept = users.get(userId);
    if (kept && kept.version !== version) {
      drop(userId);
      kept = undefined;
    }
    kept ??= { version, answers: new Map(), chars: 0 };
    const old = kept.answers.get(request.url);
    if (old !== undefined) {
      kept.answers.delete(request.url);
      kept.chars -= sizeOf(old);
      chars -= sizeOf(old);
    }
    kept.answers.set(request.url, { json: payload });
    kept.chars += payload.length;
    chars += payload.length;
    while (kept.answers.size > MAX_PER_USER) {
      const [url, oldest] = kept.answers.entries().next().value!;
      kept.answers.delete(url);
      kept.chars -= sizeOf(oldest);
      chars -= sizeOf(oldest);
    }
    users.delete(userId);
    users.set(userId, kept);
    while (chars > MAX_CHARS && users.size > 1) drop(users.keys().next().value!);
  });
}
