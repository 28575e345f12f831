// Rebuilds the web app only when one of its inputs is newer than the last build.
import fs from 'node:fs';
import path from 'node:path';
import { say, runLogged } from './log.mjs';
import { npmCommand } from './run.mjs';
import { repoRoot, webDir, webDist } from './paths.mjs';

const inputs = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(repoRoot, 'packages', 'core', 'src'),
  path.join(repoRoot, 'package-lock.json'),
];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale() {
  const built = newestMtime(path.join(webDist, 'index.html'));
  if (!built) return true;
  return inputs.some((input) => newestMtime(input) > built);
}

export function ensureWebBuilt() {
  if (!webBuildIsStale()) return;
  say('info', 'Building the web app…');
  const code = runLogged(npmCommand, ['run', 'build', '--workspace', 'apps/web'], { cwd: repoRoot });
  if (code !== 0) {
    say('error', 'Building the web app failed; see the output above.');
    process.exit(code);
  }
}
