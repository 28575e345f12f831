// Loads the committed fixture card catalogue into a running app's embedded database through the real import CLI.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './app-process.ts';

export const FIXTURE_CATALOGUE = path.join(repoRoot, 'apps/server/test/fixtures/catalogue');

export function loadCardCatalogue(dataDir: string, folder = FIXTURE_CATALOGUE): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli/cards-import.ts'), folder],
      {
        cwd: repoRoot,
        // DATABASE_URL empty: the CLI connects to the embedded cluster the app already runs in DATA_DIR.
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cards:import exited with ${code}:\n${output}`)),
    );
  });
}
