/**
 * Issue 31, backups: a base backup of a live embedded cluster restores every row; a restore refuses a database
 * holding data unless forced, and then keeps what it replaced; a killed backup leaves the earlier ones intact and
 * nothing that looks complete; BACKUP_KEEP and the weekly backup; pg_dump / pg_restore against DATABASE_URL; and a
 * cluster of another PostgreSQL major is refused with the steps to move it, untouched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabaseName } from '../src/db/connect.ts';
import {
  BACKUP_FILE_PATTERN,
  backupsToDrop,
  becomesWeekly,
  listBackups,
  readManifest,
  WEEK_MS,
  type BackupEntry,
} from '../src/db/backup/backupFiles.ts';
import { clientTool } from '../src/db/backup/archive.ts';
import { holdsDataMessage, restoreBackup } from '../src/db/backup/restore.ts';
import { startBackupSchedule } from '../src/db/backup/schedule.ts';
import { backupStatus, takeBackup } from '../src/db/backup/takeBackup.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { adminQuery } from './support/admin-db.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755); // As root, PostgreSQL runs as `postgres` and must enter it.
  dirs.push(dir);
  return dir;
}

async function query<T extends pg.QueryResultRow>(connectionString: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const addUsers = (connectionString: string, names: string[]) =>
  query(
    connectionString,
    `insert into users (username, email, password_hash) values ${names
      .map((name) => `('${name}', '${name}@example.com', 'not-a-hash')`)
      .join(', ')}`,
  );

const usernames = async (connectionString: string) =>
  (await query<{ username: string }>(connectionString, 'select username from users order by username')).map(
    (row) => row.username,
  );

const quiet = () => {};

describe('backups of the embedded PostgreSQL', () => {
  let dataDir: string;
  let server: EmbeddedPostgres | undefined;

  beforeAll(async () => {
    dataDir = tempDataDir('tl-backup-');
    server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    const pool = new pg.Pool({ connectionString: server.connectionString, max: 1 });
    await runMigrations(pool);
    await pool.end();
    await addUsers(server.connectionString, ['ash', 'misty', 'brock']);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const source = () => ({
    kind: 'embedded' as const,
    pgData: path.join(dataDir, 'pg'),
    connectionString: server!.connectionString,
  });

  it('takes a verified base backup of the running cluster, named only when complete, and says so', async () => {
    const entry = await takeBackup({ dataDir, source: source(), keep: 7, reason: 'command' });
    const dir = path.join(dataDir, 'backups');
    expect(entry.file).toMatch(BACKUP_FILE_PATTERN);
    expect(entry.kind).toBe('base');
    expect(fs.statSync(path.join(dir, entry.file)).size).toBe(entry.bytes);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.partial-'))).toEqual([]);
    expect(readManifest(dir).backups.map((b) => b.file)).toEqual([entry.file]);
    const status = backupStatus(dataDir);
    expect(status.lastGood?.file).toBe(entry.file);
    expect(status.lastFailure).toBeNull();
  }, 120_000);

  it('a backup killed half way leaves the earlier ones intact and no file that looks complete', async () => {
    const dir = path.join(dataDir, 'backups');
    const before = listBackups(dir).map((b) => b.file);
    // The CLI connects to the running cluster (this test holds DATA_DIR) and is killed once its partial file exists.
    let caught = false;
    for (let attempt = 0; attempt < 5 && !caught; attempt += 1) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts'], {
        cwd: serverRoot,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      while (child.exitCode === null && child.signalCode === null) {
        if (fs.readdirSync(dir).some((name) => name.startsWith('.partial-'))) {
          child.kill('SIGKILL');
          caught = true;
          break;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      await exited;
      // A backup that finished before it could be killed is a good one; drop it and try again.
      for (const entry of listBackups(dir)) if (!before.includes(entry.file)) fs.rmSync(path.join(dir, entry.file));
    }
    expect(caught).toBe(true);
    expect(listBackups(dir).map((b) => b.file)).toEqual(before);
    expect(fs.readdirSync(dir).filter((name) => BACKUP_FILE_PATTERN.test(name))).toEqual(before);
    // The next backup clears what the killed one left.
    await takeBackup({ dataDir, source: source(), keep: 7, reason: 'command' });
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.partial-'))).toEqual([]);
  }, 240_000);

  it('restores every row, refusing a database that holds data unless forced, and keeps what it replaced', async () => {
    const backup = backupStatus(dataDir).lastGood!;
    await addUsers(server!.connectionString, ['gary']);
    await server!.stop();
    server = undefined;
    const file = path.join(dataDir, 'backups', backup.file);

    await expect(
      restoreBackup({ dataDir, databaseUrl: undefined, file, force: false, keep: 7, log: quiet }),
    ).rejects.toThrow(holdsDataMessage(`The embedded database in ${dataDir}`));
    server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    expect(await usernames(server.connectionString)).toEqual(['ash', 'brock', 'gary', 'misty']);
    await server.stop();
    server = undefined;

    const result = await restoreBackup({ dataDir, databaseUrl: undefined, file, force: true, keep: 7, log: quiet });
    expect(result.users).toBe(3);
    expect(result.replaced?.reason).toBe('before-restore');
    server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    expect(await usernames(server.connectionString)).toEqual(['ash', 'brock', 'misty']);

    // What the restore replaced is itself a backup that restores.
    await server.stop();
    server = undefined;
    const replacedFile = path.join(dataDir, 'backups', result.replaced!.file);
    await restoreBackup({ dataDir, databaseUrl: undefined, file: replacedFile, force: true, keep: 7, log: quiet });
    server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    expect(await usernames(server.connectionString)).toEqual(['ash', 'brock', 'gary', 'misty']);
  }, 240_000);

  it('restores into a new DATA_DIR', async () => {
    const backup = backupStatus(dataDir).lastGood!;
    const fresh = tempDataDir('tl-restore-');
    const file = path.join(dataDir, 'backups', backup.file);
    const result = await restoreBackup({
      dataDir: fresh,
      databaseUrl: undefined,
      file,
      force: false,
      keep: 7,
      log: quiet,
    });
    expect(result.replaced).toBeNull();
    // A base backup is a copy of the embedded cluster's files: it cannot go into a server at DATABASE_URL.
    await expect(
      restoreBackup({
        dataDir: fresh,
        databaseUrl: 'postgres://nobody@127.0.0.1:9/x',
        file,
        force: true,
        keep: 7,
        log: quiet,
      }),
    ).rejects.toThrow('it restores only into the embedded database');
    const restored = await startEmbeddedPostgres({ dataDir: fresh, ephemeral: true });
    try {
      expect((await usernames(restored.connectionString)).length).toBe(result.users);
    } finally {
      await restored.stop();
    }
  }, 240_000);
});

describe('which backups are kept', () => {
  const day = 24 * 3_600_000;
  const entry = (daysAgo: number, weekly = false): BackupEntry => ({
    file: `b${daysAgo}`,
    takenAt: new Date(Date.UTC(2026, 10, 29) - daysAgo * day).toISOString(),
    kind: 'base',
    bytes: 1,
    durationMs: 1,
    reason: 'schedule',
    weekly,
  });

  it('keeps the newest BACKUP_KEEP and the newest weekly one', () => {
    const entries = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => entry(d, d === 9));
    expect(backupsToDrop(entries, 7).map((e) => e.file)).toEqual(['b7', 'b8']);
    expect(backupsToDrop(entries, 10)).toEqual([]);
  });

  it('makes a backup the weekly one when there is none or the last is a week older', () => {
    const now = new Date(Date.UTC(2026, 10, 29));
    expect(becomesWeekly([], now)).toBe(true);
    expect(becomesWeekly([entry(1), entry(6, true)], now)).toBe(false);
    expect(becomesWeekly([entry(1), entry(7, true)], now)).toBe(true);
    expect(WEEK_MS).toBe(7 * day);
  });
});

describe('the backup schedule', () => {
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(m), warn: quiet, error: quiet };
  const source = { kind: 'url' as const, connectionString: 'postgres://unused@127.0.0.1:9/x' };

  it('plans the next backup an interval after the last good one, and says when', async () => {
    const dataDir = tempDataDir('tl-schedule-');
    const takenAt = new Date(Date.now() - 3 * 3_600_000);
    const file = `trainerlog-${takenAt.toISOString().replace(/:/g, '-').replace('.', '-')}.dump`;
    fs.mkdirSync(path.join(dataDir, 'backups'));
    fs.writeFileSync(path.join(dataDir, 'backups', file), 'kept');
    const schedule = startBackupSchedule({ dataDir, source, intervalHours: 24, keep: 7, log });
    try {
      expect(schedule.nextAt()?.getTime()).toBe(takenAt.getTime() + 24 * 3_600_000);
      expect(
        lines.some((line) => line.includes(`Last good backup: ${file}`)),
        lines.join('\n'),
      ).toBe(true);
    } finally {
      await schedule.stop();
    }
    expect(schedule.nextAt()).toBeNull();
  });

  it('takes the first backup soon after the start when there is none', async () => {
    const dataDir = tempDataDir('tl-schedule-');
    const before = Date.now();
    const schedule = startBackupSchedule({ dataDir, source, intervalHours: 24, keep: 7, log });
    try {
      const next = schedule.nextAt()!.getTime() - before;
      expect(next).toBeGreaterThanOrEqual(60_000);
      expect(next).toBeLessThan(3_600_000);
      expect(
        lines.some((line) => line.includes('No backup yet')),
        lines.join('\n'),
      ).toBe(true);
    } finally {
      await schedule.stop();
    }
  });
});

describe('backups of DATABASE_URL (pg_dump custom format)', () => {
  let adminUrl: string;
  const databases: string[] = [];
  const urlOf = (name: string) => withDatabaseName(adminUrl, name);

  async function createDatabase(template: string): Promise<string> {
    const name = `tl_test_${inject('testDatabase').runId}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name} template ${template}`);
    databases.push(name);
    return name;
  }

  /**
   * pg_dump refuses a server of a newer major than its own: the suite runs against the embedded PostgreSQL 18 too,
   * and this machine's client tools may be older (Debian's 15). Then these tests have nothing to run against.
   */
  let dumpable = false;
  beforeAll(async () => {
    adminUrl = inject('testDatabase').adminUrl;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    await client.end();
    const serverMajor = Math.floor(Number(rows[0]!.v) / 10_000);
    const version = spawnSync(clientTool('pg_dump'), ['--version'], { encoding: 'utf8' });
    const dumpMajor = Number(/(\d+)(?:\.\d+)?/.exec(version.stdout ?? '')?.[1] ?? 0);
    dumpable = version.status === 0 && dumpMajor >= serverMajor;
  });
  afterAll(async () => {
    for (const name of databases) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });

  it('dumps, verifies and restores into an empty database; refuses one with data unless forced', async (context) => {
    if (!dumpable) context.skip('pg_dump is older than the test server');
    const dataDir = tempDataDir('tl-dump-');
    const from = await createDatabase(inject('testDatabase').template);
    await addUsers(urlOf(from), ['ash', 'misty']);
    const entry = await takeBackup({
      dataDir,
      source: { kind: 'url', connectionString: urlOf(from) },
      keep: 7,
      reason: 'command',
    });
    expect(entry.kind).toBe('dump');
    const file = path.join(dataDir, 'backups', entry.file);

    const empty = await createDatabase('template0');
    const restored = await restoreBackup({
      dataDir,
      databaseUrl: urlOf(empty),
      file,
      force: false,
      keep: 7,
      log: quiet,
    });
    expect(restored).toEqual({ replaced: null, users: 2 });
    expect(await usernames(urlOf(empty))).toEqual(['ash', 'misty']);

    await addUsers(urlOf(empty), ['gary']);
    await expect(
      restoreBackup({ dataDir, databaseUrl: urlOf(empty), file, force: false, keep: 7, log: quiet }),
    ).rejects.toThrow(holdsDataMessage('DATABASE_URL'));
    expect(await usernames(urlOf(empty))).toEqual(['ash', 'gary', 'misty']);
    const forced = await restoreBackup({ dataDir, databaseUrl: urlOf(empty), file, force: true, keep: 7, log: quiet });
    expect(forced.replaced?.kind).toBe('dump');
    expect(await usernames(urlOf(empty))).toEqual(['ash', 'misty']);
  }, 120_000);

  it('a dump of an older PostgreSQL restores into a new embedded cluster (the upgrade path)', async (context) => {
    if (!dumpable) context.skip('pg_dump is older than the test server');
    const dataDir = tempDataDir('tl-dump-up-');
    const from = await createDatabase(inject('testDatabase').template);
    await addUsers(urlOf(from), ['ash', 'misty', 'brock']);
    const entry = await takeBackup({
      dataDir,
      source: { kind: 'url', connectionString: urlOf(from) },
      keep: 7,
      reason: 'command',
    });
    const target = tempDataDir('tl-dump-up-target-');
    const file = path.join(dataDir, 'backups', entry.file);
    const result = await restoreBackup({
      dataDir: target,
      databaseUrl: undefined,
      file,
      force: false,
      keep: 7,
      log: quiet,
    });
    expect(result).toEqual({ replaced: null, users: 3 });
    const restored = await startEmbeddedPostgres({ dataDir: target, ephemeral: true });
    try {
      expect(await usernames(restored.connectionString)).toEqual(['ash', 'brock', 'misty']);
      const pool = new pg.Pool({ connectionString: restored.connectionString, max: 1 });
      await runMigrations(pool); // What npm start does next: nothing to apply, the schema came with the dump.
      await pool.end();
    } finally {
      await restored.stop();
    }
  }, 120_000);

  it('refuses a base backup for DATABASE_URL, and a file that is no backup, changing nothing', async () => {
    const dataDir = tempDataDir('tl-dump-');
    const base = path.join(dataDir, 'trainerlog-2026-01-01T00-00-00-000Z.tar.gz');
    fs.writeFileSync(base, '');
    await expect(
      restoreBackup({ dataDir, databaseUrl: urlOf('postgres'), file: base, force: true, keep: 7, log: quiet }),
    ).rejects.toThrow('is not a readable backup');
    const notABackup = path.join(dataDir, 'trainerlog-2026-01-01T00-00-00-000Z.dump');
    fs.writeFileSync(notABackup, 'not an archive');
    await expect(
      restoreBackup({ dataDir, databaseUrl: urlOf('postgres'), file: notABackup, force: true, keep: 7, log: quiet }),
    ).rejects.toThrow('is not a readable pg_dump archive');
    await expect(
      restoreBackup({
        dataDir,
        databaseUrl: urlOf('postgres'),
        file: `${dataDir}/x.zip`,
        force: true,
        keep: 7,
        log: quiet,
      }),
    ).rejects.toThrow('There is no file');
  });
});
