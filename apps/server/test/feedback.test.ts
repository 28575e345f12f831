import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedbackItemSchema } from '@trainerlog/core';
import { feedback, users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

async function adminUser() {
  const admin = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
  return admin;
}

describe('feedback', () => {
  it('needs a login to submit', async () => {
    const res = await call(t.app, 'POST', '/api/feedback', { body: { type: 'bug', message: 'Broken' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: 'No token' });
  });

  it('stores a trimmed submission and lists the caller’s own, newest first', async () => {
    const me = await registerUser(t.app);
    const someoneElse = await registerUser(t.app);
    await call(t.app, 'POST', '/api/feedback', {
      token: someoneElse.token,
      body: { type: 'feedback', message: 'Not mine' },
    });
    const first = await call(t.app, 'POST', '/api/feedback', {
      token: me.token,
      body: { type: 'suggestion', message: '  More charts  ' },
    });
    expect(first.status).toBe(201);
    expect(feedbackItemSchema.strict().parse(first.body)).toBeTruthy();
    expect(first.body).toMatchObject({
      type: 'suggestion',
      message: 'More charts',
      status: 'new',
      archived: false,
      user: { _id: me.user._id, username: me.user.username },
    });
    const second = await call(t.app, 'POST', '/api/feedback', {
      token: me.token,
      body: { type: 'bug', message: 'A bug' },
    });
    const mine = await call(t.app, 'GET', '/api/feedback/user', { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((f: { _id: string }) => f._id)).toEqual([second.body._id, first.body._id]);
  });

  it('validates type and message with the spec’s words and stores nothing', async () => {
    const me = await registerUser(t.app);
    const blank = await call(t.app, 'POST', '/api/feedback', {
      token: me.token,
      body: { type: 'bug', message: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      msg: 'Please enter a message',
      errors: [{ path: 'message', message: 'Please enter a message' }],
    });
    const badType = await call(t.app, 'POST', '/api/feedback', {
      token: me.token,
      body: { type: 'rant', message: 'x' },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.errors[0]).toEqual({ path: 'type', message: 'Type must be feedback, suggestion or bug' });
    const tooLong = await call(t.app, 'POST', '/api/feedback', {
      token: me.token,
      body: { type: 'bug', message: 'x'.repeat(5001) },
    });
    expect(tooLong.status).toBe(400);
    const rows = await t.database.db.select().from(feedback).where(eq(feedback.userId, me.user._id));
    expect(rows).toHaveLength(0);
  });

  it('keeps the admin routes for admins: 403 "Admin access required" for users', async () => {
    const user = await registerUser(t.app);
    const item = (
      await call(t.app, 'POST', '/api/feedback', { token: user.token, body: { type: 'bug', message: 'Mine' } })
    ).body;
    const attempts = [
      call(t.app, 'GET', '/api/feedback', { token: user.token }),
      call(t.app, 'PUT', `/api/feedback/${item._id}`, { token: user.token, body: { status: 'resolved' } }),
      call(t.app, 'PUT', `/api/feedback/${item._id}/archive`, { token: user.token }),
      call(t.app, 'DELETE', `/api/feedback/${item._id}`, { token: user.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ msg: 'Admin access required' });
    }
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, item._id));
    expect(row).toMatchObject({ status: 'new', archived: false });
    expect((await call(t.app, 'GET', '/api/feedback')).status).toBe(401);
  });

  it('lets an admin list, update, archive, restore and delete any submission', async () => {
    const admin = await adminUser();
    const user = await registerUser(t.app);
    const item = (
      await call(t.app, 'POST', '/api/feedback', { token: user.token, body: { type: 'bug', message: 'Crash' } })
    ).body;

    const list = await call(t.app, 'GET', '/api/feedback', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.map((f: { _id: string }) => f._id)).toContain(item._id);

    const updated = await call(t.app, 'PUT', `/api/feedback/${item._id}`, {
      token: admin.token,
      body: { status: 'in-progress', message: 'Crash on login' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'in-progress', message: 'Crash on login', archived: false });
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.updatedAt));
    const badStatus = await call(t.app, 'PUT', `/api/feedback/${item._id}`, {
      token: admin.token,
      body: { status: 'done' },
    });
    expect(badStatus.status).toBe(400);

    const archived = await call(t.app, 'PUT', `/api/feedback/${item._id}/archive`, { token: admin.token });
    expect(archived.body).toMatchObject({ archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    const emptyJson = await t.app.inject({
      method: 'PUT',
      url: `/api/feedback/${item._id}/archive`,
      headers: { 'x-auth-token': admin.token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(200);
    const restored = await call(t.app, 'PUT', `/api/feedback/${item._id}/archive`, {
      token: admin.token,
      body: { archived: false },
    });
    expect(restored.body.archived).toBe(false);

    const removed = await call(t.app, 'DELETE', `/api/feedback/${item._id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    const again = await call(t.app, 'DELETE', `/api/feedback/${item._id}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ msg: 'Feedback not found' });
    expect((await call(t.app, 'PUT', '/api/feedback/not-a-uuid', { token: admin.token, body: {} })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/feedback/user', { token: user.token })).body).toEqual([]);
  });
});
