/**
 * The web build's weight (issue 18): JavaScript the landing route downloads (gzip) and what the service worker
 * precaches, read from apps/web/dist by the same code `npm run build` prints it with (apps/web/scripts/size-report.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

interface SizeReport {
  landingJsGzip: number;
  landingJsFiles: number;
  precacheBytes: number;
  precacheEntries: number;
  budget: number;
}

/** Prints both sizes; false when the landing route is over its budget. A missing build is said, not failed. */
export async function benchWebSize(print: (line: string) => void, distDir = webDist): Promise<boolean> {
  print('\nWeb build (apps/web/dist)');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    print('  no build found: run `npm run build` first to measure the landing route and the precache');
    return true;
  }
  // @ts-expect-error -- a plain .mjs script of the web app, without type declarations
  const sizes = (await import('../../apps/web/scripts/size-report.mjs')) as {
    sizeReport(dir: string): SizeReport;
    formatSizeReport(report: SizeReport): string;
  };
  const report = sizes.sizeReport(distDir);
  for (const line of sizes.formatSizeReport(report).split('\n')) print(`  ${line}`);
  return report.landingJsGzip <= report.budget;
}
