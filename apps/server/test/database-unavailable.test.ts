/**
 * With the database gone, every API call answers 503 with Retry-After (never a 500), /api/health answers 503, and
 * everything works again by itself once the database is back. A private PostgreSQL cluster (not the shared one of
 * the other tests) is really stopped (`pg_ctl stop -m fast`) and started again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@trainerlog/core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase, type Database } from '../src/db/connect.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { isDatabaseUnavailableError } from '../src/db/unavailable.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { call, registerUser } from './support/api.ts';
import type { TestApp } from './support/test-app.ts';

let dataDir: string;
let server: EmbeddedPostgres | undefined;
let database: Database;
let app: TestApp;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-unavailable-'));
  fs.chmodSync(dataDir, 0o755); // As root, PostgreSQL runs as `postgres` and must enter it.
  server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'db'), ephemeral: true });
  const config = loadConfig({
    DATA_DIR: path.join(dataDir, 'app'),
    DATABASE_URL: server.connectionString,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: path.join(dataDir, 'web'),
  });
  database = connectDatabase(config.databaseUrl!, { max: 4 });
  await runMigrations(database.pool);
  const mailer = createMailer({ from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox') });
  app = await buildApp({ config, db: database, mailer });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const restart = async () => {
  server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'db'), ephemeral: true });
};

describe('the database going away and coming back', () => {
  it('answers 503 with Retry-After while it is down, and recovers by itself', async () => {
    const member = await registerUser(app);
    const deck = await call(app, 'POST', '/api/decks', {
      token: member.token,
      body: { name: 'Dragapult' },
    });
    expect(deck.status).toBe(201);
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);

    await server!.stop(); // pg_ctl stop -m fast
    server = undefined;

    const health = await call(app, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', database: 'unavailable' });
    expect(health.headers['retry-after']).toBe('5');

    const requests = [
      call(app, 'GET', '/api/auth/user', { token: member.token }),
      call(app, 'GET', '/api/decks', { token: member.token }),
      call(app, 'POST', '/api/decks', { token: member.token, body: { name: 'Gardevoir' } }),
      call(app, 'POST', '/api/auth/login', { body: { email: member.email, password: member.password } }),
      call(app, 'POST', '/api/auth/register', {
        body: {
          username: 'latecomer',
          email: 'latecomer@example.com',
          password: 'pikachu123',
          gamePreferences: { tcg: true, vgc: false },
        },
      }),
      call(app, 'GET', '/api/analytics/global/meta'),
    ];
    for (const answer of await Promise.all(requests)) {
      expect(answer.status, answer.raw.body).toBe(503);
      expect(answer.body).toEqual({ msg: SERVICE_UNAVAILABLE_MESSAGE });
      expect(answer.headers['retry-after']).toBe('5');
    }

    await restart();

    // The pool drops connections that died with the server and opens new ones: no restart of the app needed.
    let recovered = false;
    for (let attempt = 0; attempt < 20 && !recovered; attempt++) {
      const answer = await call(app, 'GET', '/api/auth/user', { token: member.token });
      expect([200, 503]).toContain(answer.status);
      recovered = answer.status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);
    const decks = await call(app, 'GET', '/api/decks', { token: member.token });
    expect(decks.status).toBe(200);
    expect(JSON.stringify(decks.body)).toContain('Dragapult');
  }, 120_000);
});

describe('isDatabaseUnavailableError', () => {
  it('knows a refused connection from a query the database rejected', async () => {
    const nowhere = connectDatabase('postgres://postgres@127.0.0.1:1/none', { max: 1 });
    try {
      const refused = await nowhere.pool.query('select 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailableError(refused)).toBe(true);
    } finally {
      await nowhere.close();
    }
    const rejected = await database.pool.query('select from nowhere_at_all').catch((error: unknown) => error);
    expect(isDatabaseUnavailableError(rejected)).toBe(false);
    const missingFile = (() => {
      try {
        fs.readFileSync(path.join(dataDir, 'no-such-file'));
      } catch (error) {
        return error;
      }
    })();
    expect(isDatabaseUnavailableError(missingFile)).toBe(false);
    expect(
      isDatabaseUnavailableError(Object.assign(new Error('terminating'), { code: '57P01', severity: 'FATAL' })),
    ).toBe(true);
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });
});
