import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError, RATE_LIMITED_MESSAGE } from './errors.ts';

export interface RateLimitOptions {
  /** Count in this Redis (shared by every instance); unset: count in this process. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Costly requests (imports, exports) per minute and account, all such routes together. */
  costlyWritesPerMinute: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook of a costly route (after `requireUser`): 429 once the account used up its budget this minute. */
    costlyWriteLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Only the routes that opt in are limited: per client IP with `rateLimited()`, per account with
 * `costlyWriteLimited()`; the 429 body comes from the error handler. With REDIS_URL the counts live in Redis, so N
 * instances allow what one would; a Redis that does not answer limits nothing (logged) rather than failing requests.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redis ? await connectRedis(app, options.redis.url) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: options.redis!.keyPrefix } : {}),
    skipOnError: true,
  });

  // One budget per account over every costly route; counted after authentication, by user id.
  const checkCostlyWrite = app.createRateLimit({
    max: options.costlyWritesPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `costly-write:${request.auth?.user.id ?? request.ip}`,
  });
  app.decorate('costlyWriteLimit', async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await checkCostlyWrite(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', Math.max(1, limit.ttlInSeconds));
    throw new HttpError(429, RATE_LIMITED_MESSAGE);
  });
}

/** Route options: at most `perMinute` requests per minute and client IP (`config`: the route's other config). */
export function rateLimited(perMinute: number, config: FastifyContextConfig = {}) {
  return { config: { ...config, rateLimit: { max: perMinute, timeWindow: 60_000 } } };
}

/**
 * Route options of a costly, signed-in route (an import, an export): counted per account (COSTLY_WRITE_RATE_LIMIT).
 * Checked before the body is read — after every onRequest hook, so after `requireUser` — so a refused request
 * costs no parsing of its (up to 32 MB) body.
 */
export function costlyWriteLimited(app: FastifyInstance) {
  return { preParsing: app.costlyWriteLimit };
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A request must never wait on a Redis that is away: fail the count at once (and let the request through).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    app.log.warn({ err: error }, 'Redis does not answer; rate limits are not counted until it is back');
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis answers again; rate limits are counted again');
    down = false;
  });
  try {
    await redis.connect();
  } catch {
    // Logged by the error listener; ioredis keeps reconnecting in the background.
  }
  app.addHook('onClose', async () => {
    try {
      await redis.quit();
    } catch {
      redis.disconnect();
    }
  });
  return redis;
}
