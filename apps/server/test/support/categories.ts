import { beforeAll } from 'vitest';
import type { TestContext } from './test-app.ts';

/**
 * Issue 29: every app starts with core's built-in archetype catalogue applied. Tests about categories an admin writes
 * from nothing (and about "no category" answers) remove them first, as an admin clearing the list would: rows gone
 * and the rules' version bumped so every process's category cache reloads. The catalogue is not re-applied (its
 * version is stored). Call at the top level of a test file, after `useTestApp()`.
 */
export function withoutBuiltInCategories(t: TestContext): void {
  beforeAll(async () => {
    await t.database.pool.query(`delete from deck_categories; update deck_category_state set version = version + 1`);
  });
}
