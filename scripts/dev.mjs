// `npm run dev`: the API with reload on port 3001 and Vite with hot module replacement on 5173, proxying /api.
// The two are spawned as plain node processes (not through npm) so that stopping this script reaches them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { repoRoot, serverMain, webDir } from './lib/paths.mjs';

ensureInstalled();
const apiPort = process.env.API_PORT ?? '3001';
const bin = (file) => path.join(repoRoot, 'node_modules', file);
const children = [
  spawn(process.execPath, [bin('tsx/dist/cli.mjs'), 'watch', serverMain], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, 'data'),
      APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
    },
  }),
  spawn(process.execPath, [bin('vite/bin/vite.js')], { cwd: webDir, stdio: 'inherit' }),
];
console.log(`Trainer Log (dev): web http://localhost:5173, API http://localhost:${apiPort}`);
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
