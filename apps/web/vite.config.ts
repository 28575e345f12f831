import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const TAGLINE = 'Track Every Match, Master Every Meta.';
const apiProxy = { '/api': { target: process.env.API_URL ?? 'http://localhost:3001', changeOrigin: false } };

/**
 * A lazy chunk larger than this is not precached, nor is what only it loads: the service worker keeps it once a page
 * has used it (runtime cache below). PDF export (jsPDF and its helpers), the Showdown and PTCGL importers are such
 * chunks; a first visit needs none of them.
 */
const PRECACHE_LAZY_CHUNK_LIMIT = 100 * 1024;

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
        if (into === precache && !landing.has(fileName) && chunk.code.length > PRECACHE_LAZY_CHUNK_LIMIT) return;
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

export default defineConfig({
  plugins: [
    react(),
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
        // @pkmn/dex (core's Showdown replay reader, issue 13) ships its learnsets as a lazy 3 MB chunk that the app
        // never loads: not worth every visitor's offline cache, and over Workbox's 2 MiB precache limit.
        // runtime-config.js is written by the server at run time (PAGE_VIEW_URL) and must never be served stale.
        globIgnores: ['**/learnsets-*.js', 'runtime-config.js'],
        manifestTransforms: [
          async (entries) => {
            const seen = new Set<string>();
            const manifest = entries.filter((entry) => {
              const file = entry.url.replace(/^\//, '');
              // Icons are listed twice (the web manifest's and the glob's); a chunk only if the plan keeps it.
              if (seen.has(file)) return false;
              seen.add(file);
              return !chunks.all.has(file) || chunks.precache.has(file);
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
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Every browser the app supports preloads modules natively (issue 18 budget: no polyfill on the landing route).
    modulePreload: { polyfill: false },
  },
});
