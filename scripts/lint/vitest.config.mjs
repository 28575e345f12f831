// The lint self-test suite (`npm test` runs it as "lint rules"): ESLint parses much of the tree on first use.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { testTimeout: 180_000, hookTimeout: 180_000 } });
