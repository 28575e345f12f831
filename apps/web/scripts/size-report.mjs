// Size report of a web build (issue 18): the JavaScript a first visit to the landing route downloads (gzip), and
// what the service worker precaches. `node scripts/size-report.mjs [distDir] [--json]`; `npm run build` prints it
// after `vite build`, and `npm run bench` reads the same figures (bench/src/webSize.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget of issue 18: landing route JavaScript, gzip. */
export const LANDING_JS_GZIP_BUDGET = 170 * 1024;
/** Issue 28: no JavaScript file of the build may be larger than this (raw, as Vite's warning counts: 500 kB). */
export const CHUNK_LIMIT_BYTES = 500 * 1000;

// The server's compression (@fastify/compress) uses zlib's default level; counting at the same level keeps this report
// equal to what a browser is sent.
const gzipBytes = (file) => gzipSync(fs.readFileSync(file)).length;

/**
 * The landing route's JavaScript: what a guest's first visit to `/` downloads before the page is usable. That is what
 * index.html makes the browser fetch — its scripts (the module entry, and the small classic ones in public/; the
 * server-written runtime-config.js is not in dist and not counted) and the modulepreload links Vite writes for every
 * chunk the entry imports statically — and the one lazy chunk every visit loads (landingLazyChunks). Nothing else
 * lazy loads for a guest on `/`: the members' parts, the navigation drawer, the toast stack, tooltips and the confirm
 * dialogs load when used, the route chunks on navigation (checked against a real Chromium load of `/`, counting the
 * JS responses' bodies, when this was written).
 */
export function landingScripts(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  return [...new Set(urls)]
    .map((url) => path.join(distDir, url.replace(/^\//, '')))
    .concat(landingLazyChunks(distDir))
    .filter((file) => fs.existsSync(file));
}

/**
 * Lazy chunks every first visit loads all the same: the service worker registration (UpdatePrompt) imports
 * workbox-window once the page has loaded.
 */
const LANDING_LAZY_CHUNK = /^workbox-window\..*\.js$/;

function landingLazyChunks(distDir) {
  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((name) => LANDING_LAZY_CHUNK.test(name))
    .map((name) => path.join(assets, name));
}

/** Every URL in the service worker's precache manifest (workbox generateSW writes `{url:"…",revision:…}`). */
export function precachedFiles(distDir) {
  const sw = path.join(distDir, 'sw.js');
  if (!fs.existsSync(sw)) return [];
  const text = fs.readFileSync(sw, 'utf8');
  const urls = [...text.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1]);
  return [...new Set(urls)].map((url) => path.join(distDir, url.replace(/^\//, '')));
}

/** Every JavaScript chunk of the build, with its raw and gzip size, largest first. */
export function chunkSizes(distDir) {
  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const file = path.join(assets, name);
      return { file: `assets/${name}`, raw: fs.statSync(file).size, gzip: gzipBytes(file) };
    })
    .sort((a, b) => b.raw - a.raw);
}

/** The module entry index.html loads (`<script type="module" src>`). */
function entryChunk(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const src = html.match(/<script[^>]*type="module"[^>]*\ssrc="([^"]+)"/)?.[1];
  return src?.replace(/^\//, '');
}

export function sizeReport(distDir) {
  const chunks = chunkSizes(distDir);
  const entryFile = entryChunk(distDir);
  const entry = chunks.find((chunk) => chunk.file === entryFile);
  const landing = landingScripts(distDir);
  const precache = precachedFiles(distDir).filter((file) => fs.existsSync(file));
  const largest = landing
    .map((file) => ({ file: path.relative(distDir, file), gzip: gzipBytes(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    chunkCount: chunks.length,
    entryGzip: entry?.gzip ?? 0,
    largestChunk: chunks[0] ?? null,
    oversizedChunks: chunks.filter((chunk) => chunk.raw > CHUNK_LIMIT_BYTES),
    landingJsGzip: largest.reduce((sum, chunk) => sum + chunk.gzip, 0),
    landingJsFiles: landing.length,
    landingLargest: largest.slice(0, 5),
    precacheBytes: precache.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    precacheEntries: precache.length,
    budget: LANDING_JS_GZIP_BUDGET,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatSizeReport(report) {
  const verdict = report.landingJsGzip <= report.budget ? 'within' : 'OVER';
  const largest = report.largestChunk;
  return [
    `Built ${report.chunkCount} JavaScript chunks; entry ${kb(report.entryGzip)} gzip; largest ` +
      (largest ? `${largest.file} ${kb(largest.raw)} (${kb(largest.gzip)} gzip)` : 'none'),
    ...(report.oversizedChunks.length > 0
      ? [
          `OVER the ${CHUNK_LIMIT_BYTES / 1000} kB chunk limit: ` +
            report.oversizedChunks.map((chunk) => `${chunk.file} ${kb(chunk.raw)}`).join(', '),
        ]
      : []),
    `Landing route JavaScript: ${kb(report.landingJsGzip)} gzip in ${report.landingJsFiles} files (${verdict} the ${kb(report.budget)} budget)`,
    ...report.landingLargest.map((chunk) => `  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`),
    `Service worker precache: ${kb(report.precacheBytes)} in ${report.precacheEntries} files`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distDir = path.resolve(
    args.find((arg) => !arg.startsWith('--')) ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
  );
  const report = sizeReport(distDir);
  console.log(args.includes('--json') ? JSON.stringify(report) : formatSizeReport(report));
  // A chunk over the limit fails the build (`npm run build` runs this after vite build).
  if (report.oversizedChunks.length > 0) process.exitCode = 1;
}
