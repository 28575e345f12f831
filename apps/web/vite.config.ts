import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { browserDex } from './build/browserDexPlugin.ts';

const TAGLINE = 'Track Every Match, Master Every Meta.';
const apiProxy = { '/api': { target: process.env.API_URL ?? 'http://localhost:3001', changeOrigin: false } };

/**
 * A lazy chunk larger than this is not precached, nor is what only it loads: the service worker keeps it once a page
 * has used it (runtime cache below). PDF export (jsPDF and its helpers), the Showdown and PTCGL importers are such
 * chunks; a first visit needs none of them.
 */
const PRECACHE_LAZY_CHUNK_LIMIT = 100 * 1024;

/**
 * The library groups of `codeSplitting` below that nearly every route loads (Mantine, the icons): precached whatever
 * their size, or no route would open offline.
 */
const EVERY_ROUTE_GROUPS = new Set(['mantine', 'icons']);

/**
 * Finds, while bundling, the chunks the landing route loads (the entry and its static imports) and the chunks worth
 * precaching: those reachable from the entry without passing through a lazy chunk over the limit.
 */
function chunkPlan(): Plugin & { landing: Set<string>; precache: Set<string>; all: Set<string> } {
  const landing = new Set<string>();
  const precache = new Set<string>();
  const all = new Set<string>();
  return {
    name: 'trainerlog-chunk-plan',
    apply: 'build',
    landing,
    precache,
    all,
    generateBundle(_options, bundle) {
      [landing, precache, all].forEach((set) => set.clear());
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      chunks.forEach((chunk) => all.add(chunk.fileName));
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const walk = (fileName: string, into: Set<string>, follow: (chunk: (typeof chunks)[number]) => string[]) => {
        const chunk = bundle[fileName];
        if (into.has(fileName) || chunk?.type !== 'chunk') return;
        if (
          into === precache &&
          !landing.has(fileName) &&
          !EVERY_ROUTE_GROUPS.has(chunk.name) &&
          chunk.code.length > PRECACHE_LAZY_CHUNK_LIMIT
        ) {
          return;
        }
        into.add(fileName);
        follow(chunk).forEach((next) => walk(next, into, follow));
      };
      entries.forEach((entry) => walk(entry.fileName, landing, (chunk) => chunk.imports));
      entries.forEach((entry) =>
        walk(entry.fileName, precache, (chunk) => [...chunk.imports, ...chunk.dynamicImports]),
      );
    },
  };
}
const chunks = chunkPlan();

/** React Router's production ES module build, found beside the development build its exports map names. */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

/** A module of one of these libraries, loaded after the first page: each library is one chunk, not one per component. */
const library = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [
    react(),
    // Core's Showdown and Limitless readers get the generated name table, not the 5 MB dex (build/browserDexRuntime.ts).
    browserDex(),
    chunks,
    VitePWA({
      // The app shows its own "new version" prompt (src/app/UpdatePrompt.tsx) and registers the worker itself.
      registerType: 'prompt',
      injectRegister: false,
      // The glob below finds every icon and color-scheme.js already; listing them again would precache them twice.
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        name: 'Trainer Log',
        short_name: 'Trainer Log',
        description: `Trainer Log — ${TAGLINE}`,
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#4c6ef5',
        background_color: '#f8f9fa',
        categories: ['games', 'sports', 'utilities'],
        // Issue 28: sharing a PTCGL log, a Showdown replay link or a pokepast.es team from the phone's share sheet
        // opens /share, which hands it to the right import (features/share).
        share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // manifest.webmanifest is added by the plugin itself.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // runtime-config.js is written by the server at run time (PAGE_VIEW_URL) and must never be served stale.
        globIgnores: ['runtime-config.js'],
        manifestTransforms: [
          async (entries) => {
            const seen = new Set<string>();
            const manifest = entries.filter((entry) => {
              const file = entry.url.replace(/^\//, '');
              // Icons are listed twice (the web manifest's and the glob's); a chunk only if the plan keeps it.
              if (seen.has(file)) return false;
              seen.add(file);
              if (chunks.all.has(file)) return chunks.precache.has(file);
              // The worker's own chunks (src/data/worker/) are built apart: the same size limit applies.
              return !(file.startsWith('assets/') && file.endsWith('.js') && entry.size > PRECACHE_LAZY_CHUNK_LIMIT);
            });
            return { manifest, warnings: [] };
          },
        ],
        runtimeCaching: [
          {
            // Sprites the app has shown, so they appear offline too (only real ones: a placeholder answered while
            // the sprite source was unreachable must not stick). Same origin only: every sprite is ours.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/api/sprites/') && url.pathname !== '/api/sprites/index.json',
            handler: 'CacheFirst',
            options: {
              cacheName: 'trainerlog-sprites',
              expiration: { maxEntries: 1500, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200], headers: { 'x-sprite': 'found' } },
            },
          },
          {
            // Lazy chunks left out of the precache: hashed names never change, so the first copy is kept.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'trainerlog-lazy-assets',
              expiration: { maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 90 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        navigateFallback: '/index.html',
        // API calls and the API docs are never answered from the offline cache.
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  // Page views (README, "Configuration"): PAGE_VIEW_URL at build time, for a build served without our server.
  define: {
    'import.meta.env.VITE_PAGE_VIEW_URL': JSON.stringify(
      process.env.PAGE_VIEW_URL ?? process.env.VITE_PAGE_VIEW_URL ?? '',
    ),
  },
  // The app's worker (src/data/worker/) is a module worker that loads each task on first use; it reads Showdown
  // replays too, so it gets the same generated name table instead of the 5 MB dex.
  worker: { format: 'es', plugins: () => [browserDex()] },
  resolve: {
    // React Router 7's package maps every import condition to its development build (extra checks and warnings,
    // about 10% of start-up script at 4x throttling); the production build ships beside it.
    alias: [{ find: /^react-router$/, replacement: reactRouterProduction }],
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Issue 28: no chunk over 500 kB. A bigger one is a build warning here, and scripts/size-report.mjs (run by
    // `npm run build` after vite build) fails the build.
    chunkSizeWarningLimit: 500,
    // Every browser the app supports preloads modules natively (issue 18 budget: no polyfill on the landing route).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Issue 28: left to itself the bundler cut the app into 265 chunks, and the dashboard's lazy import asked for
        // 120 of them (a modulepreload link and a request each: on a slow phone network over HTTP/1.1 that queue, not
        // the bytes, held the first paint, and appending the links cost about 0.5 s of main thread at 4x throttling).
        // What every page loads first is two chunks (libraries, app); the rest is grouped by the routes that use it,
        // small groups merged into a neighbour.
        codeSplitting: {
          groups: [
            { name: 'start-lib', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 4 },
            { name: 'start', tags: ['$initial'], priority: 3 },
            {
              name: 'mantine',
              test: library('@mantine/core', '@mantine/hooks', '@mantine/store', '@floating-ui'),
              priority: 2,
            },
            { name: 'icons', test: library('@tabler'), priority: 2 },
          ],
        },
        // Grouped modules must still run in the order their imports say (without this one grouping evaluated a
        // module before its dependency: "n is not a function" at start-up). Rolldown wraps each module in an init
        // function that its importers call.
        strictExecutionOrder: true,
      },
    },
  },
});
