/**
 * Process entry (`npm start`): config → database (embedded unless DATABASE_URL) → migrations → app → listen →
 * the backup schedule (BACKUP_INTERVAL_HOURS). SIGINT/SIGTERM stop the schedule (letting a backup in progress
 * finish), close the HTTP server, the pool and the embedded PostgreSQL, in that order, and exit 0.
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { startBackupSchedule, type BackupSchedule } from './db/backup/schedule.ts';
import { connectDatabase, type Database } from './db/connect.ts';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { createLogger } from './http/logger.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    // LOG_LEVEL itself may be what is wrong: this one line is said at the default level.
    createLogger('info').fatal(error.message);
    process.exit(1);
  }
  throw error;
}

/** Every line the process writes, the app's included (buildApp), is one JSON line of this logger (pretty on a TTY). */
const log = createLogger(config.logLevel);
const say = (message: string) => log.info(message);
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

let embedded: EmbeddedPostgres | undefined;
let database: Database | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let backups: BackupSchedule | undefined;
let shuttingDown = false;

async function start(): Promise<void> {
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    say(`Starting the embedded PostgreSQL in ${config.dataDir}…`);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: say });
    connectionString = embedded.connectionString;
  }
  if (shuttingDown) return;
  database = connectDatabase(connectionString);
  await runMigrations(database.pool);
  if (shuttingDown) return;
  app = await buildApp({ config, db: database, logger: log, nextBackupAt: () => backups?.nextAt() ?? null });
  await app.listen({ port: config.port, host: config.host });
  say(`Trainer Log is running at ${config.appUrl}`);
  if (config.backups.intervalHours > 0 && !shuttingDown) {
    backups = startBackupSchedule({
      dataDir: config.dataDir,
      source: embedded
        ? { kind: 'embedded', pgData: path.join(config.dataDir, 'pg'), connectionString: embedded.connectionString }
        : { kind: 'url', connectionString },
      intervalHours: config.backups.intervalHours,
      keep: config.backups.keep,
      log,
    });
  }
}

async function shutdown(exitCode: number): Promise<never> {
  shuttingDown = true;
  await startup.catch(() => {}); // Let a start in progress finish, so that what it started gets stopped.
  const steps: [string, (() => Promise<unknown>) | undefined][] = [
    ['the backup schedule', backups && (() => backups!.stop())],
    ['the web server', app && (() => app!.close())],
    ['the database pool', database && (() => database!.close())],
    ['PostgreSQL', embedded && (() => embedded!.stop())],
  ];
  for (const [name, step] of steps) {
    if (!step) continue;
    try {
      await step();
    } catch (error) {
      log.error(`Could not stop ${name}: ${errorMessage(error)}`);
      exitCode = exitCode || 1;
    }
  }
  process.exit(exitCode);
}

// One Ctrl+C often arrives several times at once (the terminal signals the whole process group, and wrappers such
// as npm or `tsx watch` relay it too), so only a signal well after the first one forces the exit.
const FORCE_AFTER_MS = 3000;
let firstSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (firstSignalAt) {
      if (Date.now() - firstSignalAt < FORCE_AFTER_MS) return;
      log.warn('Forced exit. A PostgreSQL left running is stopped on the next start.');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    say(`Stopping Trainer Log (${signal})…`);
    void shutdown(0);
  });
}

for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error) => {
    log.fatal({ err: error }, `Trainer Log crashed (${event}): ${errorMessage(error)}`);
    if (!shuttingDown) void shutdown(1);
  });
}

const startup = start();
startup.catch(async (error: unknown) => {
  if (shuttingDown) return;
  if (error instanceof EmbeddedPostgresError) log.fatal(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    log.fatal(`Port ${config.port} is already in use. Stop what uses it, or set PORT to another port.`);
  else if (config.databaseUrl && !app && typeof (error as { code?: unknown }).code === 'string')
    log.fatal(
      `Could not use the PostgreSQL at DATABASE_URL (${redactPassword(config.databaseUrl)}): ${errorMessage(error)}`,
    );
  else log.fatal({ err: error }, `Trainer Log could not start: ${errorMessage(error)}`);
  await shutdown(1);
});

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'unparseable URL';
  }
}
