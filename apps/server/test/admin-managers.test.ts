import { describe, expect, it } from 'vitest';
import { auditPageSchema, publicUserSchema } from '@trainerlog/core';
import { createManagerService } from '../src/modules/admin/managers.ts';
import { call } from './support/api.ts';
import { MISSING } from './support/groups.ts';
import { memberWithRole, roleOf, setRole } from './support/roles.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({ REGISTER_RATE_LIMIT: '10000' });

const putRole = (token: string, userId: string, role: unknown) =>
  call(t.app, 'PUT', `/api/admin/users/${userId}/role`, { token, body: { role } });

const auditOf = async (token: string, query = '') => {
  const res = await call(t.app, 'GET', `/api/admin/audit${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return auditPageSchema.parse(res.body);
};

describe('managers: roles (issue 17)', () => {
  it('lets the owner promote a user to admin and demote them again, each change in the audit log', async () => {
    const owner = await memberWithRole(t, 'owner', { username: 'oak_owner', email: 'oak@example.com' });
    const ash = await memberWithRole(t, 'user', { username: 'ash_k', email: 'ash@example.com' });
    expect((await call(t.app, 'GET', '/api/admin/summary', { token: ash.token })).status).toBe(403);

    const promoted = await putRole(owner.token, ash.user._id, 'admin');
    expect(promoted.status).toBe(200);
    expect(publicUserSchema.parse(promoted.body)).toMatchObject({ _id: ash.user._id, role: 'admin', isAdmin: true });
    // The promotion counts at once: the same session now reaches the admin screens, not the owner's.
    expect((await call(t.app, 'GET', '/api/admin/summary', { token: ash.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/audit', { token: ash.token })).body).toEqual({
      msg: 'Owner access required',
    });

    const demoted = await putRole(owner.token, ash.user._id, 'user');
    expect(demoted.body).toMatchObject({ role: 'user', isAdmin: false, isOwner: false });
    expect((await call(t.app, 'GET', '/api/admin/summary', { token: ash.token })).body).toEqual({
      msg: 'Admin access required',
    });

    // Setting the role a user already has changes nothing and writes nothing.
    const before = (await auditOf(owner.token)).totalCount;
    expect((await putRole(owner.token, ash.user._id, 'user')).status).toBe(200);

    const audit = await auditOf(owner.token);
    expect(audit.totalCount).toBe(before);
    const mine = audit.items.filter((entry) => entry.target?._id === ash.user._id);
    expect(mine.map((entry) => entry.summary)).toEqual(['ash_k: admin → user', 'ash_k: user → admin']);
    expect(mine[0]).toMatchObject({
      action: 'role.change',
      actor: { _id: owner.user._id, username: 'oak_owner' },
      target: { _id: ash.user._id, username: 'ash_k' },
    });
    expect(Date.parse(mine[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mine[1]!.createdAt));
  });

  it('refuses the owner their own role and changes nothing', async () => {
    const owner = await memberWithRole(t, 'owner');
    const before = (await auditOf(owner.token)).totalCount;
    for (const role of ['user', 'admin', 'owner']) {
      const res = await putRole(owner.token, owner.user._id, role);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: 'You cannot change your own role' });
    }
    expect(await roleOf(t, owner.user._id)).toBe('owner');
    expect((await auditOf(owner.token)).totalCount).toBe(before);
  });

  it('never lets two owners demote each other at once: the last owner keeps the role', async () => {
    const a = await memberWithRole(t, 'owner');
    const b = await memberWithRole(t, 'owner');
    for (let round = 0; round < 4; round += 1) {
      const answers = await Promise.all([putRole(a.token, b.user._id, 'admin'), putRole(b.token, a.user._id, 'user')]);
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([
        200,
        expect.any(Number),
      ]);
      // The loser was refused either in the role change's transaction (it saw the one owner left) or, when it came
      // after the winner's commit, by a guard (it is no longer an owner, or no longer an admin at all).
      const refused = answers.find((answer) => answer.status !== 200)!;
      expect([
        { status: 400, body: { msg: 'The last owner cannot be demoted' } },
        { status: 403, body: { msg: 'Owner access required' } },
        // …or, demoted to user by the winner, by the admin guard.
        { status: 403, body: { msg: 'Admin access required' } },
      ]).toContainEqual({ status: refused.status, body: refused.body });
      const roles = [await roleOf(t, a.user._id), await roleOf(t, b.user._id)];
      expect(roles.filter((role) => role === 'owner')).toHaveLength(1);
      // The winner's change alone is in the log.
      const survivor = roles[0] === 'owner' ? a : b;
      const [latest] = (await auditOf(survivor.token)).items;
      expect(latest).toMatchObject({ action: 'role.change', actor: { _id: survivor.user._id } });
      await setRole(t, a.user._id, 'owner');
      await setRole(t, b.user._id, 'owner');
    }
  });

  it('holds the last-owner rule inside the change itself, past the guard (owner rows locked)', async () => {
    const a = await memberWithRole(t, 'owner');
    const b = await memberWithRole(t, 'owner');
    // Other owners of earlier tests would make neither of these the last; leave these two alone.
    await t.database.pool.query(`update users set role = 'admin' where role = 'owner' and id not in ($1, $2)`, [
      a.user._id,
      b.user._id,
    ]);
    const managers = createManagerService(t.database.db);
    for (let round = 0; round < 4; round += 1) {
      const outcomes = await Promise.allSettled([
        managers.setRole(a.user._id, b.user._id, 'admin'),
        managers.setRole(b.user._id, a.user._id, 'user'),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected')!;
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 400,
        message: 'The last owner cannot be demoted',
      });
      const roles = [await roleOf(t, a.user._id), await roleOf(t, b.user._id)];
      expect(roles.filter((role) => role === 'owner')).toHaveLength(1);
      await setRole(t, a.user._id, 'owner');
      await setRole(t, b.user._id, 'owner');
    }
  });

  it('lets an owner make another owner, who may then change the first', async () => {
    const first = await memberWithRole(t, 'owner');
    const second = await memberWithRole(t, 'admin');
    expect((await putRole(first.token, second.user._id, 'owner')).body).toMatchObject({ role: 'owner', isOwner: true });
    expect((await putRole(second.token, first.user._id, 'admin')).status).toBe(200);
    expect(await roleOf(t, first.user._id)).toBe('admin');
    // No longer the owner: the next change is refused before any work.
    const refused = await putRole(first.token, second.user._id, 'user');
    expect(refused).toMatchObject({ status: 403, body: { msg: 'Owner access required' } });
    expect(await roleOf(t, second.user._id)).toBe('owner');
  });

  it('answers 404 for unknown users and 400 for unknown roles', async () => {
    const owner = await memberWithRole(t, 'owner');
    const user = await memberWithRole(t, 'user');
    expect(await putRole(owner.token, MISSING, 'admin')).toMatchObject({
      status: 404,
      body: { msg: 'User not found' },
    });
    expect((await putRole(owner.token, 'not-a-uuid', 'admin')).status).toBe(404);
    const bad = await putRole(owner.token, user.user._id, 'superuser');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: 'role', message: 'Role must be user, admin, owner' });
    expect(await roleOf(t, user.user._id)).toBe('user');
  });

  it('pages the audit log newest first and validates paging', async () => {
    const owner = await memberWithRole(t, 'owner');
    const users = [await memberWithRole(t, 'user'), await memberWithRole(t, 'user'), await memberWithRole(t, 'user')];
    for (const user of users) expect((await putRole(owner.token, user.user._id, 'admin')).status).toBe(200);
    const all = await auditOf(owner.token);
    const first = await auditOf(owner.token, '?page=1&pageSize=2');
    const second = await auditOf(owner.token, '?page=2&pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, totalCount: all.totalCount });
    expect(first.totalPages).toBe(Math.ceil(all.totalCount / 2));
    expect([...first.items, ...second.items].map((entry) => entry._id)).toEqual(
      all.items.slice(0, 4).map((entry) => entry._id),
    );
    expect(first.items[0]!.target?._id).toBe(users[2]!.user._id);
    expect((await call(t.app, 'GET', '/api/admin/audit?pageSize=1000', { token: owner.token })).status).toBe(400);
  });
});
