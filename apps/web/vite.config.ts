import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const TAGLINE = 'Track Every Match, Master Every Meta.';
const apiProxy = { '/api': { target: process.env.API_URL ?? 'http://localhost:3001', changeOrigin: false } };

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // The app shows its own "new version" prompt (src/app/UpdatePrompt.tsx) and registers the worker itself.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'color-scheme.js'],
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
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // @pkmn/dex (core's Showdown replay reader, issue 13) ships its learnsets as a lazy 3 MB chunk that the app
        // never loads: not worth every visitor's offline cache, and over Workbox's 2 MiB precache limit.
        globIgnores: ['**/learnsets-*.js'],
        navigateFallback: '/index.html',
        // API calls and the API docs are never answered from the offline cache.
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 700 },
});
