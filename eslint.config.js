import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { coreForbiddenPackages, coreZones, serverZones, webZones } from './scripts/lint/boundaries.mjs';
import { trainerlogPlugin } from './scripts/lint/noTypeCycle.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// Application source: the files the import boundaries and the no-circle rules hold for.
const sourceRoots = ['packages/core/src', 'apps/server/src', 'apps/web/src'];
// Files that break the rules on purpose; scripts/lint/rules.test.mjs lints them to prove the rules fire.
const lintFixtures = 'scripts/lint/fixtures';
// The drizzle schema's tables point at each other through foreign keys: the one circle the house allows.
const drizzleSchema = 'apps/server/src/db/schema';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', '**/dev-dist/**', lintFixtures] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Import boundaries (docs/decisions.md, issue 27): which layer may import which, and no circles.
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX, trainerlog: trainerlogPlugin },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // One lint run is one process over files that do not change meanwhile: parse each imported module once.
      'import-x/cache': { lifetime: Infinity },
    },
  },
  {
    files: [...sourceRoots, lintFixtures].map((dir) => `${dir}/**/*.{ts,tsx,mts}`),
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'trainerlog/no-type-cycle': [
        'error',
        { roots: [...sourceRoots, lintFixtures], exempt: [drizzleSchema], basePath: root },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones(root), ...serverZones(root), ...coreZones()] },
      ],
    },
  },
  { files: [`${drizzleSchema}/**`], rules: { 'import-x/no-cycle': 'off' } },
  {
    files: ['packages/core/**/*.{ts,tsx,mts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: coreForbiddenPackages,
              message: 'packages/core is the pure domain: no framework, database or app package.',
            },
          ],
        },
      ],
    },
  },
);
