// Starts the real server (apps/server/src/main.ts) as a child process on its own data dir and port, exactly as
// `npm start` would run it, and stops it the way a user would (SIGINT) or the way a crash would (SIGKILL).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiFor } from './api.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function makeDataDir(prefix = 'tl-e2e-'): string {
  // Short path: the embedded PostgreSQL's unix socket lives inside the data dir (107-byte socket path limit).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // mkdtemp makes it private; as root the embedded PostgreSQL runs as user postgres and must reach inside.
  fs.chmodSync(dir, 0o755);
  return dir;
}

export interface AppProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function startApp(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      APP_URL: url,
      LOG_LEVEL: 'info',
      // Browser tests never reach the internet: no background card import, sprite source on a closed port.
      CARD_CATALOGUE_AUTO_IMPORT: '0',
      SPRITE_SOURCE_URL: 'http://127.0.0.1:9',
      // Every test registers and imports from 127.0.0.1: the per-address and per-account limits would trip.
      REGISTER_RATE_LIMIT: '1000000',
      COSTLY_WRITE_RATE_LIMIT: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start (code ${child.exitCode}):\n${log}`);
    try {
      await apiFor(url).health.check();
      break;
    } catch {
      // not listening yet, or not healthy yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The app did not become healthy within 120 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    port,
    dataDir: options.dataDir,
    child,
    output: () => log,
    stop: async (signal: NodeJS.Signals = 'SIGINT') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
