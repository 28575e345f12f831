import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '@trainerlog/core';
import { users } from '../src/db/schema/index.ts';
import { containsPattern } from '../src/db/containsPattern.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const setRole = (id: string, role: Role) => t.database.db.update(users).set({ role }).where(eq(users.id, id));

describe('GET /api/admin/users', () => {
  it('is for the owner only', async () => {
    const plain = await registerUser(t.app);
    const admin = await registerUser(t.app);
    await setRole(admin.user._id, 'admin');
    expect((await call(t.app, 'GET', '/api/admin/users')).body).toEqual({ msg: 'No token' });
    // A member is not even an admin; an admin is not the owner (issue 17 contract).
    const refusals = [
      [plain, 'Admin access required'],
      [admin, 'Owner access required'],
    ] as const;
    for (const [{ token }, msg] of refusals) {
      const res = await call(t.app, 'GET', '/api/admin/users', { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ msg });
    }
  });

  it('searches username, email and name case-insensitively, ordered by username, limited', async () => {
    const owner = await registerUser(t.app, { username: 'zz_owner', email: 'owner@league.example' });
    await setRole(owner.user._id, 'owner');
    await registerUser(t.app, { username: 'Charlie_Gym', email: 'charlie@x.example' });
    await registerUser(t.app, { username: 'bravo', email: 'GYMleader@x.example' });
    const named = await registerUser(t.app, { username: 'alpha', email: 'alpha@x.example' });
    await call(t.app, 'PUT', '/api/auth/profile', { token: named.token, body: { name: 'The Gym Boss' } });
    await registerUser(t.app, { username: 'delta', email: 'delta@x.example' });

    const res = await call(t.app, 'GET', '/api/admin/users?search=gym', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(['alpha', 'bravo', 'Charlie_Gym']);
    expect(res.body[0]).not.toHaveProperty('passwordHash');

    const limited = await call(t.app, 'GET', '/api/admin/users?search=gym&limit=2', { token: owner.token });
    expect(limited.body).toHaveLength(2);
    const all = await call(t.app, 'GET', '/api/admin/users', { token: owner.token });
    expect(all.body.map((u: { username: string }) => u.username)).toContain('zz_owner');
    expect(all.body.find((u: { username: string }) => u.username === 'zz_owner')).toMatchObject({
      role: 'owner',
      isOwner: true,
      isAdmin: true,
    });
  });

  it('treats % and _ in the search as plain characters', async () => {
    const owner = await registerUser(t.app);
    await setRole(owner.user._id, 'owner');
    const underscore = await call(t.app, 'GET', '/api/admin/users?search=_', { token: owner.token });
    expect(
      underscore.body.every((u: { username: string; email: string; name: string | null }) =>
        [u.username, u.email, u.name ?? ''].some((v) => v.includes('_')),
      ),
    ).toBe(true);
    const percent = await call(t.app, 'GET', '/api/admin/users?search=%25', { token: owner.token });
    expect(percent.status).toBe(200);
    expect(percent.body).toEqual([]);
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('validates limit', async () => {
    const owner = await registerUser(t.app);
    await setRole(owner.user._id, 'owner');
    const res = await call(t.app, 'GET', '/api/admin/users?limit=1000', { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('limit');
  });
});
