/**
 * A start after a `kill -9` must serve, whatever postmaster.pid names: a zombie, a process that is gone, a live
 * program that is no PostgreSQL, or a postmaster of a previous run still running. One cluster, restarted per case.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmasterState, startEmbeddedPostgres } from '../src/db/embedded.ts';

let dataDir: string;
let pgData: string;
/** postmaster.pid as a running server wrote it; the cases put another pid on its first line. */
let pidFileTemplate: string[];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-restart-'));
  fs.chmodSync(dataDir, 0o755); // As root, PostgreSQL runs as `postgres` and must enter it.
  pgData = path.join(dataDir, 'pg');
  const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  pidFileTemplate = fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n');
  await server.stop();
}, 120_000);

afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function leavePidFile(pid: number): void {
  const lines = [...pidFileTemplate];
  lines[0] = String(pid);
  fs.writeFileSync(path.join(pgData, 'postmaster.pid'), lines.join('\n'));
}

async function startAndServe(): Promise<void> {
  const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  try {
    const client = new pg.Client({ connectionString: server.connectionString });
    await client.connect();
    try {
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
  expect(fs.existsSync(path.join(pgData, 'postmaster.pid'))).toBe(false);
}

function stateLetter(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2);
  } catch {
    return undefined;
  }
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const linux = fs.existsSync('/proc/self/stat');

describe.runIf(linux)('embedded PostgreSQL start after a kill -9', () => {
  it('serves when postmaster.pid names a zombie', async () => {
    // A parent that never reaps its child: the child, exited at once, stays a zombie while the parent sleeps. (A shell
    // that forks and then execs `sleep` may reap the child first, on a loaded machine: Perl never reaps unasked.)
    const parent = spawn(
      'perl',
      ['-e', '$| = 1; my $pid = fork(); if ($pid == 0) { exit 0 } print "$pid\n"; sleep 60;'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    try {
      const zombie = await new Promise<number>((resolve) =>
        parent.stdout!.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10))),
      );
      await until(() => stateLetter(zombie) === 'Z');
      expect(() => process.kill(zombie, 0)).not.toThrow(); // What fooled `pg_ctl status`.
      expect(postmasterState(zombie, pgData)).toBe('zombie');
      leavePidFile(zombie);
      await startAndServe();
    } finally {
      await ended(parent);
    }
  }, 60_000);

  it('serves when postmaster.pid names a process that has exited', async () => {
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    expect(postmasterState(gone.pid!, pgData)).toBe('gone');
    leavePidFile(gone.pid!);
    await startAndServe();
  }, 60_000);

  it('serves, and leaves the process alone, when postmaster.pid names a live program that is no PostgreSQL', async () => {
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      await until(() => stateLetter(other.pid!) !== undefined);
      expect(postmasterState(other.pid!, pgData)).toBe('other');
      leavePidFile(other.pid!);
      await startAndServe();
      expect(other.exitCode).toBeNull();
      expect(other.signalCode).toBeNull();
    } finally {
      await ended(other);
    }
  }, 60_000);

  it('stops a postmaster a killed app left running, then serves', async () => {
    const first = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    const pid = Number.parseInt(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8'), 10);
    expect(postmasterState(pid, pgData)).toBe('ours');
    // As after a kill -9 of Node: the DATA_DIR lock's holder is gone, the postmaster runs on.
    fs.rmSync(path.join(dataDir, 'server.pid'));
    await startAndServe();
    expect(['gone', 'zombie']).toContain(postmasterState(pid, pgData));
    await first.stop(); // Nothing left to stop; must not throw.
  }, 120_000);

  it('serves after the postmaster itself was killed with SIGKILL', async () => {
    const first = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    const pid = Number.parseInt(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8'), 10);
    process.kill(pid, 'SIGKILL');
    await until(() => postmasterState(pid, pgData) !== 'ours');
    const stopping = Date.now();
    await first.stop(); // A killed server counts as stopped: no error, and no minute-long wait on a zombie.
    expect(Date.now() - stopping).toBeLessThan(20_000);
    await startAndServe();
  }, 120_000);
});
