import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Per client IP, in memory (so per instance when several share a DATABASE_URL). Only the routes that opt in with
 * `rateLimited()` are limited; the 429 body comes from the error handler.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** Route options: at most `perMinute` requests per minute and client IP. */
export function rateLimited(perMinute: number) {
  return { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } };
}
