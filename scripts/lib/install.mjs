// Installs dependencies when they are missing or older than the lock file, so `npm start` and `npm test` work on a
// fresh clone with nothing installed by hand.
import fs from 'node:fs';
import path from 'node:path';
import { say, runLogged } from './log.mjs';
import { npmCommand } from './run.mjs';
import { repoRoot } from './paths.mjs';

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export function dependenciesAreCurrent() {
  const installed = mtime(path.join(repoRoot, 'node_modules', '.package-lock.json'));
  if (!installed) return false;
  return installed >= mtime(path.join(repoRoot, 'package-lock.json'));
}

export function ensureInstalled() {
  if (dependenciesAreCurrent()) return;
  const hasLock = fs.existsSync(path.join(repoRoot, 'package-lock.json'));
  say('info', `Installing dependencies (npm ${hasLock ? 'ci' : 'install'})…`);
  const code = runLogged(npmCommand, [hasLock ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: repoRoot });
  if (code !== 0) {
    say('error', 'Installing dependencies failed; see the npm output above.');
    process.exit(code);
  }
}
