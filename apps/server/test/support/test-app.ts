import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { connectDatabase, withDatabaseName, type Database } from '../../src/db/connect.ts';
import { createMailer, type Mailer } from '../../src/mail/mailer.ts';
import { adminQuery } from './admin-db.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface TestContext {
  app: TestApp;
  database: Database;
  mailer: Mailer;
  config: Config;
  dataDir: string;
}

export const TEST_APP_URL = 'http://trainerlog.test';
/** Nothing listens on port 9 (discard) here: a connection is refused at once, like a machine without internet. */
export const CLOSED_PORT_URL = 'http://127.0.0.1:9';

/**
 * Registers hooks giving this test file its own database, cloned from the migrated template, and an app on it.
 * Rate limits are high unless a test asks otherwise (every inject comes from the same address).
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  let databaseName: string;
  beforeAll(async () => {
    const { adminUrl, template, runId } = inject('testDatabase');
    databaseName = `tl_test_${runId}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${databaseName} template ${template}`);
    context.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-app-'));
    context.config = loadConfig({
      DATA_DIR: context.dataDir,
      APP_URL: TEST_APP_URL,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      WEB_DIST: path.join(context.dataDir, 'web'),
      LOGIN_RATE_LIMIT: '10000',
      FORGOT_PASSWORD_RATE_LIMIT: '10000',
      REGISTER_RATE_LIMIT: '10000',
      COSTLY_WRITE_RATE_LIMIT: '10000',
      // Tests write rows straight to the database and expect the next request to see them at once; the in-memory
      // caches learn of such writes by notification, a few milliseconds later (memory-caches.test).
      MEMORY_CACHE_SECONDS: '0',
      // No test reaches the internet: no background card import, and sprites pokesprite lacks come from a closed
      // port (placeholders) unless a test points SPRITE_SOURCE_URL at its own stand-in.
      CARD_CATALOGUE_AUTO_IMPORT: '0',
      SPRITE_SOURCE_URL: CLOSED_PORT_URL,
      ...env,
    });
    context.database = connectDatabase(withDatabaseName(adminUrl, databaseName), { max: 4 });
    context.mailer = createMailer({ from: context.config.mailFrom, outboxDir: path.join(context.dataDir, 'outbox') });
    context.app = await buildApp({ config: context.config, db: context.database, mailer: context.mailer });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    if (databaseName)
      await adminQuery(inject('testDatabase').adminUrl, `drop database if exists ${databaseName} with (force)`);
    if (context.dataDir) fs.rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
