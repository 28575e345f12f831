// The process lifecycle a user relies on: data survives a clean stop and a kill -9, Ctrl+C stops the embedded
// database too, and DATABASE_URL swaps in an external PostgreSQL with nothing else changed.
import fs from 'node:fs';
import path from 'node:path';
import { apiEndpoints } from '@trainerlog/core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../support/api.ts';
import { makeDataDir, startApp } from '../support/app-process.ts';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function register(url: string, username: string) {
  const response = await fetch(apiUrl(url, apiEndpoints.auth.register), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret123' }),
  });
  expect(response.status).toBe(201);
}

async function login(url: string, username: string) {
  return fetch(apiUrl(url, apiEndpoints.auth.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.com`, password: 'secret123' }),
  });
}

function postmasterPid(dataDir: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('embedded database lifecycle', () => {
  it('keeps data across Ctrl+C and kill -9, and stops its PostgreSQL on Ctrl+C', async () => {
    const dataDir = makeDataDir('tl-life-');
    dataDirs.push(dataDir);

    const first = await startApp({ dataDir });
    await register(first.url, 'misty');
    expect(await first.stop('SIGINT')).toBe(0);
    const leftover = postmasterPid(dataDir);
    expect(leftover === null || !isAlive(leftover)).toBe(true);

    const second = await startApp({ dataDir });
    expect((await login(second.url, 'misty')).status).toBe(200);
    await register(second.url, 'brock');
    const orphan = postmasterPid(dataDir);
    await second.stop('SIGKILL');
    // After kill -9 the embedded PostgreSQL is orphaned and still running: the next start must deal with it.
    expect(orphan && isAlive(orphan)).toBe(true);

    const third = await startApp({ dataDir });
    expect((await login(third.url, 'misty')).status).toBe(200);
    expect((await login(third.url, 'brock')).status).toBe(200);
    expect(await third.stop('SIGTERM')).toBe(0);
  });

  it.runIf(!!process.env.DATABASE_URL)(
    'uses DATABASE_URL instead of the embedded database when it is set',
    async () => {
      const dataDir = makeDataDir('tl-ext-');
      dataDirs.push(dataDir);
      const app = await startApp({ dataDir, env: { DATABASE_URL: process.env.DATABASE_URL! } });
      const username = `ext${Date.now().toString(36)}`;
      await register(app.url, username);
      expect((await login(app.url, username)).status).toBe(200);
      expect(await app.stop('SIGINT')).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
    },
  );
});
