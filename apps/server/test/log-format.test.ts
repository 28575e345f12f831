// Issue 28, "a quiet console": every line the server writes is one pino JSON line (pretty only on a terminal), and a
// source it retries on its own (card catalogue, sprite repository) is warned of once per outage, with the time of the
// next try — not again at every failed retry.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { withDatabaseName } from '../src/db/connect.ts';
import { createLogger, type LogOutput } from '../src/http/logger.ts';
import { createCatalogueRefresher } from '../src/modules/cards/refresher.ts';
import { createRemoteSprites } from '../src/modules/sprites/remote.ts';
import { clockTime } from '../src/outage.ts';
import { adminQuery } from './support/admin-db.ts';
import { CLOSED_PORT_URL, useTestApp } from './support/test-app.ts';

const serverMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const RETRY_AT = / unavailable \(.+\); retrying at (\d{4}-\d\d-\d\d )?\d\d:\d\d$/;

interface LogLine {
  level: number;
  time: number;
  msg: string;
}

/** Every line must be JSON as pino writes it; returns them parsed. */
function parseLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      let entry: LogLine;
      try {
        entry = JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
      expect(entry).toEqual(
        expect.objectContaining({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) }),
      );
      return entry;
    });
}

const warnings = (lines: LogLine[]) => lines.filter((line) => line.level === 40).map((line) => line.msg);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A log output that keeps what is written (not a terminal: JSON lines). */
function captured(): LogOutput & { text: () => string } {
  let text = '';
  return {
    write: (chunk: string | Uint8Array) => {
      text += chunk.toString();
      return true;
    },
    text: () => text,
  };
}

describe('a start without internet (npm start: main.ts)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('writes only JSON lines, and each warning once with when it is retried', { timeout: 60_000 }, async () => {
    const { adminUrl, template, runId } = inject('testDatabase');
    const databaseName = `tl_test_${runId}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${databaseName} template ${template}`);
    cleanups.push(() => adminQuery(adminUrl, `drop database if exists ${databaseName} with (force)`));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-log-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();

    const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
      env: {
        ...process.env,
        DATABASE_URL: withDatabaseName(adminUrl, databaseName),
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'web'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        // Both sources unreachable, as on a server without internet.
        CARD_CATALOGUE_AUTO_IMPORT: '1',
        CARD_CATALOGUE_SOURCE_URL: CLOSED_PORT_URL,
        SPRITE_SOURCE_URL: CLOSED_PORT_URL,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    });

    const waitFor = async (what: string, found: () => boolean) => {
      const deadline = Date.now() + 40_000;
      while (!found()) {
        if (child.exitCode !== null) throw new Error(`the server exited while waiting for ${what}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`no ${what} in:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await waitFor('"running at" line', () => output.includes('Trainer Log is running at'));
    // Generation 9 sprites come from the (unreachable) sprite source: many asked for, one warning.
    for (const name of ['iron-hands', 'flutter-mane', 'miraidon', 'iron-hands', 'ogerpon']) {
      const response = await fetch(`http://127.0.0.1:${port}/api/sprites/${name}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    await waitFor('catalogue warning', () => output.includes('card catalogue unavailable'));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const lines = parseLines(output);
    const warned = warnings(lines);
    expect(new Set(warned).size).toBe(warned.length);
    const catalogue = warned.filter((msg) => msg.startsWith('card catalogue unavailable'));
    const sprites = warned.filter((msg) => msg.startsWith(`sprite source ${CLOSED_PORT_URL} unavailable`));
    expect(catalogue).toHaveLength(1);
    expect(sprites).toHaveLength(1);
    expect(catalogue[0]).toMatch(RETRY_AT);
    expect(sprites[0]).toMatch(RETRY_AT);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([`Trainer Log is running at http://localhost:${port}`, 'Stopping Trainer Log (SIGTERM)…']),
    );
  });
});

describe('retries of an unreachable source', () => {
  const t = useTestApp();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warn of the card catalogue once, then only at debug level', async () => {
    const output = captured();
    const refresher = createCatalogueRefresher({
      database: t.database,
      sourceUrl: CLOSED_PORT_URL,
      refreshMs: 3_600_000,
      retryMs: 60_000,
      log: createLogger('debug', output),
    });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) await refresher.refresh();
    } finally {
      await refresher.stop();
    }
    const lines = parseLines(output.text());
    expect(warnings(lines)).toHaveLength(1);
    expect(warnings(lines)[0]).toMatch(
      /^card catalogue unavailable \(Could not fetch http:\/\/127\.0\.0\.1:9\/.+\); retrying at /,
    );
    const retries = lines.filter((line) => line.level === 20 && line.msg.startsWith('card catalogue unavailable'));
    expect(retries).toHaveLength(2);
  });

  it('warn of the sprite source once per outage, each retry after the pause only at debug level', async () => {
    const output = captured();
    const sprites = createRemoteSprites({
      sourceUrl: CLOSED_PORT_URL,
      cacheDir: path.join(t.dataDir, 'sprites'),
      timeoutMs: 2000,
      log: createLogger('debug', output),
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T10:00:00');
    vi.setSystemTime(start);
    expect(await sprites.byNumber(992)).toBeNull();
    expect(await sprites.byNumber(987)).toBeNull(); // Paused: not asked at all.
    vi.setSystemTime(new Date(start.getTime() + 61_000));
    expect(await sprites.byNumber(987)).toBeNull();
    const lines = parseLines(output.text());
    expect(warnings(lines)).toHaveLength(1);
    // fetch refuses the discard port itself ("bad port"); a closed port elsewhere says ECONNREFUSED.
    expect(warnings(lines)[0]).toMatch(
      new RegExp(
        `^sprite source ${CLOSED_PORT_URL.replace(/[.]/g, '\\.')} unavailable \\((bad port|ECONNREFUSED)\\); ` +
          `retrying at ${clockTime(new Date(start.getTime() + 60_000), start)}$`,
      ),
    );
    expect(lines.filter((line) => line.level === 20)).toHaveLength(1);
  });
});

describe('clockTime', () => {
  it('says HH:MM today, and the date too on another day', () => {
    const now = new Date('2026-03-01T10:00:00');
    expect(clockTime(new Date('2026-03-01T10:05:00'), now)).toBe('10:05');
    expect(clockTime(new Date('2026-03-02T09:00:00'), now)).toBe('2026-03-02 09:00');
  });
});
