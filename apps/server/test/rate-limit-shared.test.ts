/**
 * Rate limits across instances: with REDIS_URL two instances count together (the N+1th attempt over both is a 429),
 * without it each counts alone. Also the registration limit and the per-account limit of costly writes.
 * Uses the machine's Redis on 127.0.0.1:6379 under a key prefix of its own.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp, type TestApp, type TestContext } from './support/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const keyPrefix = `tl-test-${Date.now().toString(36)}${randomBytes(3).toString('hex')}-`;

const redisAvailable = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

/** A second instance of the app on the same database as `first`, with the same settings. */
function useSecondInstance(first: TestContext, env: Record<string, string>): { app: TestApp } {
  const second = {} as { app: TestApp };
  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: first.dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      WEB_DIST: path.join(first.dataDir, 'web'),
      LOGIN_RATE_LIMIT: '10000',
      FORGOT_PASSWORD_RATE_LIMIT: '10000',
      REGISTER_RATE_LIMIT: '10000',
      COSTLY_WRITE_RATE_LIMIT: '10000',
      ...env,
    });
    const mailer = createMailer({ from: config.mailFrom, outboxDir: path.join(first.dataDir, 'outbox-2') });
    second.app = await buildApp({ config, db: first.database, mailer });
    await second.app.ready();
  });
  afterAll(async () => {
    await second.app?.close();
  });
  return second;
}

const login = (app: TestApp, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email: 'nobody@example.com', password: 'guess123' },
  });

const register = (app: TestApp, remoteAddress: string, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: {
      username: name,
      email: `${name}@example.com`,
      password: 'pikachu123',
      gamePreferences: { tcg: true, vgc: true },
    },
  });

describe.runIf(redisAvailable)('with REDIS_URL, instances share the count', () => {
  const env = {
    REDIS_URL,
    REDIS_KEY_PREFIX: keyPrefix,
    LOGIN_RATE_LIMIT: '3',
    REGISTER_RATE_LIMIT: '2',
    COSTLY_WRITE_RATE_LIMIT: '2',
  };
  const a = useTestApp(env);
  const b = useSecondInstance(a, env);

  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('limits login attempts over both instances together', async () => {
    expect((await login(a.app, '10.1.0.1')).statusCode).toBe(400);
    expect((await login(b.app, '10.1.0.1')).statusCode).toBe(400);
    expect((await login(a.app, '10.1.0.1')).statusCode).toBe(400);
    const limited = await login(b.app, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ msg: MESSAGE });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login(a.app, '10.1.0.1')).statusCode).toBe(429);
    expect((await login(b.app, '10.1.0.2')).statusCode).toBe(400); // Another address has its own count.
  });

  it('limits registrations per address over both instances', async () => {
    const suffix = randomBytes(3).toString('hex');
    expect((await register(a.app, '10.1.0.3', `first${suffix}`)).statusCode).toBe(201);
    expect((await register(b.app, '10.1.0.3', `second${suffix}`)).statusCode).toBe(201);
    const limited = await register(a.app, '10.1.0.3', `third${suffix}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ msg: MESSAGE });
    expect((await register(b.app, '10.1.0.4', `fourth${suffix}`)).statusCode).toBe(201);
  });

  it('limits costly writes per account over both instances, and only that account', async () => {
    const busy = await registerUser(a.app);
    const other = await registerUser(a.app);
    expect((await call(a.app, 'GET', '/api/account/export', { token: busy.token })).status).toBe(200);
    expect((await call(b.app, 'GET', '/api/account/export', { token: busy.token })).status).toBe(200);
    const limited = await call(a.app, 'GET', '/api/account/export', { token: busy.token });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ msg: MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The budget covers the imports too, whichever instance serves them.
    const importing = await call(b.app, 'POST', '/api/tcgmatches/import/ptcgl', {
      token: busy.token,
      body: { text: 'not a game log' },
    });
    expect(importing.status).toBe(429);
    // Another account, even from the same address, is not held up.
    expect((await call(b.app, 'GET', '/api/account/export', { token: other.token })).status).toBe(200);
    // Reads stay free.
    expect((await call(a.app, 'GET', '/api/auth/user', { token: busy.token })).status).toBe(200);
  });
});

describe('without REDIS_URL, each instance counts alone', () => {
  const env = { LOGIN_RATE_LIMIT: '2', COSTLY_WRITE_RATE_LIMIT: '1' };
  const a = useTestApp(env);
  const b = useSecondInstance(a, env);

  it('allows the limit on each instance', async () => {
    for (const app of [a.app, b.app]) {
      expect((await login(app, '10.2.0.1')).statusCode).toBe(400);
      expect((await login(app, '10.2.0.1')).statusCode).toBe(400);
      expect((await login(app, '10.2.0.1')).statusCode).toBe(429);
    }
    const member = await registerUser(a.app);
    for (const app of [a.app, b.app]) {
      expect((await call(app, 'GET', '/api/account/export', { token: member.token })).status).toBe(200);
      expect((await call(app, 'GET', '/api/account/export', { token: member.token })).status).toBe(429);
    }
  });
});

describe('with a Redis that does not answer', () => {
  const t = useTestApp({ REDIS_URL: 'redis://127.0.0.1:1', LOGIN_RATE_LIMIT: '1' });

  it('limits nothing rather than failing requests', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t.app, '10.3.0.1')).statusCode).toBe(400);
  });
});
