import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The PWA plugin's virtual module exists only inside a Vite build; tests get a stand-in.
      'virtual:pwa-register/react': fileURLToPath(new URL('./test/stubs/pwa-register.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Generous for whole-screen tests on a loaded machine (see test/setup.ts); a hang still fails.
    testTimeout: 20_000,
  },
});
