import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** What Fastify itself sets on every answer: not helmet's to fix. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's security headers (CSP, HSTS, frame options …) on every answer, computed once. @fastify/helmet builds the
 * middleware again from its options on every request — parsing every CSP directive — which cost a signed-in request
 * as much as the rest of Fastify (issue 18's profile). The options never vary per route here (no per-route helmet
 * config, no CSP nonces), so the headers are the same for every answer: they are taken once from @fastify/helmet on a
 * throwaway instance and set by one hook. A route may still replace one (the API docs set their own CSP).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  const names = Object.keys(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of names) reply.header(name, headers[name]);
    done();
  });
}
