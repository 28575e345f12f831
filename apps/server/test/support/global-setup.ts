/**
 * Once per run: a PostgreSQL server and a migrated template database.
 *
 * - Default: an embedded cluster in a fresh temporary DATA_DIR (fsync off), removed afterwards.
 * - TEST_DATABASE_URL=postgres://user@host:port/db: that server instead (the user must be allowed to create
 *   databases). Nothing but the uniquely named databases of this run is touched.
 *
 * Each test file then clones the template (`CREATE DATABASE … TEMPLATE …`, milliseconds) — see test-app.ts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, withDatabaseName } from '../../src/db/connect.ts';
import { ensureEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { adminQuery } from './admin-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string; runId: string };
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL?.trim();
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-test-'));
    fs.chmodSync(dataDir, 0o755); // As root, PostgreSQL runs as `postgres` and must enter it.
    embedded = await ensureEmbeddedPostgres({ dataDir, ephemeral: true });
    adminUrl = embedded.adminConnectionString;
  }

  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `tl_tpl_${runId}`;
  await adminQuery(adminUrl, `create database ${template}`);
  const database = connectDatabase(withDatabaseName(adminUrl, template), { max: 1 });
  try {
    await runMigrations(database.pool);
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { adminUrl, template, runId });

  return async () => {
    try {
      await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
    } finally {
      await embedded?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
