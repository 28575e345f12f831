import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { acquireDataDirLock, socketDirFor } from '../src/db/embedded.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      mailFrom: 'Trainer Log <no-reply@trainerlog.local>',
      logLevel: 'info',
      trustProxy: false,
      sessionDays: 30,
      rateLimits: { login: 10, forgotPassword: 5 },
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(loadConfig({ PORT: '4000', APP_URL: 'https://tl.example/' }).appUrl).toBe('https://tl.example');
    expect(loadConfig({ PORT: '4000' }).appUrl).toBe('http://localhost:4000');
    expect(loadConfig({ TRUST_PROXY: 'true', PORT: '' }).trustProxy).toBe(true);
  });

  it('names every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
      expect((error as Error).message).toContain('TRUST_PROXY');
    }
  });
});

describe('DATA_DIR lock', () => {
  it('is taken, released, and taken over when its holder is gone', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(lock.acquired).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid));
    if (lock.acquired) lock.release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);

    fs.writeFileSync(path.join(dir, 'server.pid'), '999999999\n'); // No such process.
    const stale = acquireDataDirLock(dir);
    expect(stale.acquired).toBe(true);
    if (stale.acquired) stale.release();
  });

  it('is refused while another live Node process holds it', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, 'server.pid'), `${holder.pid}\n`);
      const lock = acquireDataDirLock(dir);
      expect(lock).toEqual({ acquired: false, holderPid: holder.pid });
    } finally {
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill();
      await exited;
    }
    expect(acquireDataDirLock(dir).acquired).toBe(true);
  });
});

describe('socket directory', () => {
  it('lives in DATA_DIR unless the path would be too long for a unix socket', () => {
    expect(socketDirFor('/srv/trainerlog/data')).toBe('/srv/trainerlog/data/run');
    const deep = `/srv/${'very-long-directory-name/'.repeat(5)}data`;
    const fallback = socketDirFor(deep);
    expect(fallback.startsWith(os.tmpdir())).toBe(true);
    expect(socketDirFor(deep)).toBe(fallback);
    expect(`${fallback}/.s.PGSQL.5432`.length).toBeLessThan(100);
  });
});
