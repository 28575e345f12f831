// `npm run dev`: the API with reload on port 3001 and Vite with hot module replacement on 5173, proxying /api.
import { ensureInstalled } from './lib/install.mjs';
import { npmCommand } from './lib/run.mjs';
import { repoRoot } from './lib/paths.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';

ensureInstalled();
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(npmCommand, ['run', 'dev', '--workspace', 'apps/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, 'data'),
      APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
    },
  }),
  spawn(npmCommand, ['run', 'dev', '--workspace', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' }),
];
console.log('Trainer Log (dev): web http://localhost:5173, API http://localhost:' + apiPort);
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
