import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const webDir = path.join(repoRoot, 'apps', 'web');
export const webDist = path.join(webDir, 'dist');
export const serverMain = path.join(repoRoot, 'apps', 'server', 'src', 'main.ts');
