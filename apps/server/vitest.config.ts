import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One PostgreSQL (embedded, or TEST_DATABASE_URL) and a migrated template database for the whole run.
    globalSetup: ['./test/support/global-setup.ts'],
    // Property tests write and read back hundreds of matches; on a loaded 2-core CI machine one took past 20 s.
    // A hang still fails.
    testTimeout: 45_000,
    hookTimeout: 60_000,
  },
});
