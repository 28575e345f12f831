// Helpers of the admin tests (issue 17): users with a role, made through the database (the way an instance's first
// owner is made), and matches to moderate.
import { eq } from 'drizzle-orm';
import type { Role } from '@trainerlog/core';
import { users } from '../../src/db/schema/index.ts';
import { registerUser } from './api.ts';
import type { TestContext } from './test-app.ts';

export type Member = Awaited<ReturnType<typeof registerUser>>;

export async function setRole(t: TestContext, userId: string, role: Role): Promise<void> {
  await t.database.db.update(users).set({ role }).where(eq(users.id, userId));
}

/** A fresh user with this role. */
export async function memberWithRole(
  t: TestContext,
  role: Role,
  overrides: Partial<{ username: string; email: string }> = {},
): Promise<Member> {
  const member = await registerUser(t.app, overrides);
  if (role !== 'user') await setRole(t, member.user._id, role);
  return member;
}

export async function roleOf(t: TestContext, userId: string): Promise<Role | undefined> {
  const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}
