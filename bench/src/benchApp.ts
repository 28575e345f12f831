// A throwaway app for one bench run: an ephemeral embedded PostgreSQL in a temporary folder (or the PostgreSQL at a
// given URL), migrated, with the app listening on a free port and one registered member. `close()` stops and removes
// everything it started (a given database is left as it is, the member's rows included).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFetchApiClient } from '@trainerlog/core';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase, type Database } from '../../apps/server/src/db/connect.ts';
import { ensureEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';

export interface BenchApp {
  url: string;
  database: Database;
  /** The registered member's session token. */
  token: string;
  close(): Promise<void>;
}

/**
 * Starts the app on a fresh database, or on `databaseUrl` when given (then `username` must be new there), and
 * registers `username` (see header).
 */
export async function startBenchApp(name: string, username: string, databaseUrl?: string): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tl-bench-${name}-`));
  fs.chmodSync(dataDir, 0o755);
  const pg = databaseUrl ? undefined : await ensureEmbeddedPostgres({ dataDir, ephemeral: true });
  const database = connectDatabase(databaseUrl ?? pg!.connectionString, { max: 10 });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const close = async () => {
    await app?.close();
    await database.close();
    await pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await runMigrations(database.pool);
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Measurements never wait on (or compete with) the internet: no background card import.
      CARD_CATALOGUE_AUTO_IMPORT: '0',
      // A bench drives one account and one address far past any per-minute limit.
      REGISTER_RATE_LIMIT: '1000000',
      COSTLY_WRITE_RATE_LIMIT: '1000000',
    });
    app = await buildApp({ config, db: database });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await createFetchApiClient({ baseUrl: url, fetch }).auth.register({
      username,
      email: `${username}@example.com`,
      password: 'pikachu123',
    });
    return { url, database, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}
