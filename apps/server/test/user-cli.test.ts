/**
 * `npm run user`: says which database it uses, and never creates one (a DATA_DIR without a cluster is an error).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabaseName } from '../src/db/connect.ts';
import { adminQuery } from './support/admin-db.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(serverRoot, 'src/cli/user.ts');

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { cwd: serverRoot, env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run user', () => {
  it('refuses a DATA_DIR without a database, names it, and creates nothing', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-cli-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    for (const args of [['list'], ['role', 'ash', 'owner']]) {
      const result = await runCli(args, { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`No Trainer Log database in ${dataDir}`);
      expect(result.stderr).toContain('nothing was created');
      expect(result.stdout).toBe('');
    }
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);

  describe('with DATABASE_URL', () => {
    let databaseName: string;
    let url: URL;
    beforeAll(async () => {
      const { adminUrl, template, runId } = inject('testDatabase');
      databaseName = `tl_test_${runId}_${randomBytes(4).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${databaseName} template ${template}`);
      url = new URL(withDatabaseName(adminUrl, databaseName));
    });
    afterAll(async () => {
      if (databaseName)
        await adminQuery(inject('testDatabase').adminUrl, `drop database if exists ${databaseName} with (force)`);
    });

    it('says which database it used, without its password', async () => {
      const withSecret = new URL(url);
      // The test server trusts its socket (or the URL already carries the password): the password is never asked.
      if (!withSecret.password) withSecret.password = 'not-shown-anywhere';
      const result = await runCli(['list'], { DATABASE_URL: withSecret.toString() });
      expect(result.stderr).toContain('Database: ');
      expect(result.stderr).toContain(databaseName);
      expect(`${result.stdout}${result.stderr}`).not.toContain(withSecret.password);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('No accounts yet.');
    }, 60_000);

    it('changes a role and records it in the audit log as made on the server', async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(
          `insert into users (username, email, password_hash) values ('Ash_K', 'ash@example.com', 'not-a-hash')`,
        );
        const result = await runCli(['role', 'ash_k', 'owner'], { DATABASE_URL: url.toString() });
        expect(result.stdout).toContain('Ash_K is now owner (was user).');
        expect(result.code).toBe(0);
        const { rows } = await client.query(
          `select a.action, a.actor_id, a.source, a.summary, u.username as target, u.role
           from audit_log a join users u on u.id = a.target_id`,
        );
        expect(rows).toEqual([
          {
            action: 'role.change',
            actor_id: null,
            source: 'cli',
            summary: 'Ash_K: user → owner',
            target: 'Ash_K',
            role: 'owner',
          },
        ]);
        // The same role again changes nothing and records nothing.
        expect((await runCli(['role', 'ash_k', 'owner'], { DATABASE_URL: url.toString() })).stdout).toContain(
          'already owner',
        );
        expect((await client.query('select 1 from audit_log')).rows).toHaveLength(1);
      } finally {
        await client.end();
      }
    }, 60_000);
  });
});
