import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSummarySchema, feedbackItemSchema, feedbackPageSchema } from '@trainerlog/core';
import { feedback, users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { MISSING } from './support/groups.ts';
import { notificationsOf } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({ REGISTER_RATE_LIMIT: '10000' });

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
      call(t.app, 'PUT', `/api/feedback/${item._id}`, { token: user.token, body: { status: 'answered' } }),
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
});

/** Sends a submission as this member and returns it. */
async function submit(token: string, body: { type: string; message: string }) {
  const res = await call(t.app, 'POST', '/api/feedback', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return feedbackItemSchema.parse(res.body);
}

const put = (token: string, url: string, body?: unknown) => call(t.app, 'PUT', url, { token, body });

describe('feedback statuses, replies and the admin screen (issue 17)', () => {
  it('lets an admin update, archive and restore, archived always equal to status archived', async () => {
    const admin = await adminUser();
    const user = await registerUser(t.app);
    const item = await submit(user.token, { type: 'bug', message: 'Crash' });
    const url = `/api/feedback/${item._id}`;

    const updated = await put(admin.token, url, { message: 'Crash on login', type: 'suggestion' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'Crash on login',
      type: 'suggestion',
      status: 'new',
      archived: false,
    });
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.updatedAt));
    const badStatus = await put(admin.token, url, { status: 'resolved' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors[0]).toEqual({ path: 'status', message: 'Status must be new, answered, archived' });
    expect((await put(admin.token, url, { status: 'new', archived: true })).status).toBe(400);

    expect((await put(admin.token, `${url}/archive`)).body).toMatchObject({ status: 'archived', archived: true });
    const emptyJson = await t.app.inject({
      method: 'PUT',
      url: `${url}/archive`,
      headers: { 'x-auth-token': admin.token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(200);
    // Restoring a submission without a reply makes it new again.
    expect((await put(admin.token, `${url}/archive`, { archived: false })).body).toMatchObject({
      status: 'new',
      archived: false,
    });
    expect((await put(admin.token, url, { status: 'archived' })).body).toMatchObject({ archived: true });
    expect((await put(admin.token, url, { archived: false })).body).toMatchObject({ status: 'new', archived: false });
    expect((await put(admin.token, url, { status: 'answered' })).body).toMatchObject({ status: 'answered' });
    expect((await put(admin.token, url, { archived: true })).body).toMatchObject({ status: 'archived' });
    const { rows } = await t.database.pool.query(
      `select count(*)::int as n from feedback where archived <> (status = 'archived')`,
    );
    expect(rows[0].n).toBe(0);

    expect((await put(admin.token, '/api/feedback/not-a-uuid', {})).status).toBe(404);
    expect((await put(admin.token, `/api/feedback/${MISSING}/archive`)).body).toEqual({ msg: 'Feedback not found' });
  });

  it('replies: the item is answered, the author reads the reply on Support and gets a notification', async () => {
    const admin = await adminUser();
    const author = await registerUser(t.app);
    const item = await submit(author.token, { type: 'bug', message: 'The chart is blank' });
    const url = `/api/feedback/${item._id}/reply`;

    for (const body of [{}, { message: '   ' }]) {
      const res = await put(admin.token, url, body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Please enter a reply');
    }
    expect((await put(admin.token, url, { message: 'x'.repeat(5001) })).status).toBe(400);
    expect((await put(admin.token, `/api/feedback/${MISSING}/reply`, { message: 'Hi' })).status).toBe(404);
    expect(await notificationsOf(t, author)).toEqual([]);

    const replied = await put(admin.token, url, { message: '  Fixed in 2.1, thanks!  ' });
    expect(replied.status).toBe(200);
    expect(feedbackItemSchema.strict().parse(replied.body)).toMatchObject({
      status: 'answered',
      archived: false,
      reply: { message: 'Fixed in 2.1, thanks!', by: { _id: admin.user._id, username: admin.user.username } },
    });
    const [own] = (await call(t.app, 'GET', '/api/feedback/user', { token: author.token })).body;
    expect(own).toMatchObject({ _id: item._id, status: 'answered', reply: { message: 'Fixed in 2.1, thanks!' } });
    const notices = await notificationsOf(t, author);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'feedback_reply',
      isRead: false,
      message: 'An admin replied to your bug report. You can read the reply on the Support page.',
    });

    // Replying again replaces the reply; an archived item stays archived, and restores to answered.
    await put(admin.token, `/api/feedback/${item._id}/archive`);
    const again = await put(admin.token, url, { message: 'Now really fixed' });
    expect(again.body).toMatchObject({ status: 'archived', archived: true, reply: { message: 'Now really fixed' } });
    expect((await put(admin.token, `/api/feedback/${item._id}/archive`, { archived: false })).body).toMatchObject({
      status: 'answered',
    });

    // The replying admin's account goes: the reply stays, without a name.
    await t.database.db.delete(users).where(eq(users.id, admin.user._id));
    const [kept] = (await call(t.app, 'GET', '/api/feedback/user', { token: author.token })).body;
    expect(kept.reply).toMatchObject({ message: 'Now really fixed', by: null });
  });

  it('pages, filters and searches on the server, with counts over every submission', async () => {
    const admin = await adminUser();
    const quiz = await registerUser(t.app, { username: 'quizmaster_zed', email: 'zed@example.com' });
    const other = await registerUser(t.app);
    const tag = 'zebra42';
    const made = [];
    for (let i = 0; i < 5; i += 1)
      made.push(await submit(other.token, { type: 'suggestion', message: `${tag} idea ${i}` }));
    const bug = await submit(quiz.token, { type: 'bug', message: 'Sprites 100% missing' });
    await put(admin.token, `/api/feedback/${made[0]!._id}/reply`, { message: `Thanks for the ${tag}` });
    await put(admin.token, `/api/feedback/${made[1]!._id}/archive`);

    const page = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/feedback/page?${query}`, { token: admin.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return feedbackPageSchema.parse(res.body);
    };
    const first = await page(`search=${tag.toUpperCase()}&pageSize=2`);
    expect(first).toMatchObject({ page: 1, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(first.items.map((item) => item._id)).toEqual([made[4]!._id, made[3]!._id]);
    const third = await page(`search=${tag}&pageSize=2&page=3`);
    expect(third.items.map((item) => item._id)).toEqual([made[0]!._id]);
    expect(third.items[0]!.reply?.message).toBe(`Thanks for the ${tag}`);

    expect((await page(`search=${tag}&status=archived`)).items.map((item) => item._id)).toEqual([made[1]!._id]);
    expect((await page(`search=${tag}&status=answered`)).items.map((item) => item._id)).toEqual([made[0]!._id]);
    expect((await page(`search=${tag}&status=new`)).totalCount).toBe(3);
    expect((await page('search=QUIZMASTER')).items.map((item) => item._id)).toEqual([bug._id]);
    expect((await page('search=100%25')).items.map((item) => item._id)).toEqual([bug._id]);
    expect((await page('search=1_0')).totalCount).toBe(0);
    expect((await page('type=bug&search=sprites')).totalCount).toBe(1);
    expect((await page('type=feedback&search=sprites')).totalCount).toBe(0);

    const { rows } = await t.database.pool.query(
      `select count(*) filter (where status = 'new')::int as new, count(*) filter (where status = 'answered')::int as answered,
              count(*) filter (where status = 'archived')::int as archived from feedback`,
    );
    expect(first.counts).toEqual(rows[0]);

    // The plain admin list takes the same filters.
    const list = await call(t.app, 'GET', `/api/feedback?search=${tag}&status=new`, { token: admin.token });
    expect(list.body.map((item: { _id: string }) => item._id)).toEqual([made[4]!._id, made[3]!._id, made[2]!._id]);

    for (const bad of ['pageSize=101', 'page=0', 'type=rant', 'status=resolved', `search=${'x'.repeat(101)}`]) {
      const res = await call(t.app, 'GET', `/api/feedback/page?${bad}`, { token: admin.token });
      expect(res.status, bad).toBe(400);
    }
    const badType = await call(t.app, 'GET', '/api/feedback/page?type=rant', { token: admin.token });
    expect(badType.body.errors[0]).toEqual({ path: 'type', message: 'Type must be feedback, suggestion or bug' });
  });

  it('archives all (or those of a type and status) and deletes, both in the audit log', async () => {
    const admin = await adminUser();
    const owner = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, owner.user._id));
    const user = await registerUser(t.app);
    // Earlier tests' submissions out of the way first.
    expect((await put(admin.token, '/api/feedback/archive-all')).status).toBe(200);
    const bugs = [
      await submit(user.token, { type: 'bug', message: 'b1' }),
      await submit(user.token, { type: 'bug', message: 'b2' }),
    ];
    const idea = await submit(user.token, { type: 'suggestion', message: 's1' });
    await put(admin.token, `/api/feedback/${bugs[1]!._id}/reply`, { message: 'ok' });

    const onlyNewBugs = await put(admin.token, '/api/feedback/archive-all', { type: 'bug', status: 'new' });
    expect(onlyNewBugs.body).toEqual({ archivedCount: 1 });
    const statusOf = async (id: string) => (await t.database.db.select().from(feedback).where(eq(feedback.id, id)))[0]!;
    expect(await statusOf(bugs[0]!._id)).toMatchObject({ status: 'archived', archived: true });
    expect(await statusOf(bugs[1]!._id)).toMatchObject({ status: 'answered', archived: false });
    expect(await statusOf(idea._id)).toMatchObject({ status: 'new' });
    const bad = await put(admin.token, '/api/feedback/archive-all', { status: 'archived' });
    expect(bad.status).toBe(400);

    const everything = await t.app.inject({
      method: 'PUT',
      url: '/api/feedback/archive-all',
      headers: { 'x-auth-token': admin.token },
    });
    expect(everything.statusCode).toBe(200);
    expect(everything.json()).toEqual({ archivedCount: 2 });
    const { rows } = await t.database.pool.query(`select count(*)::int as n from feedback where status <> 'archived'`);
    expect(rows[0].n).toBe(0);
    expect((await put(admin.token, '/api/feedback/archive-all', {})).body).toEqual({ archivedCount: 0 });

    const removed = await call(t.app, 'DELETE', `/api/feedback/${idea._id}`, { token: admin.token });
    expect(removed).toMatchObject({ status: 200, body: { msg: 'Feedback deleted' } });
    const again = await call(t.app, 'DELETE', `/api/feedback/${idea._id}`, { token: admin.token });
    expect(again).toMatchObject({ status: 404, body: { msg: 'Feedback not found' } });
    expect((await call(t.app, 'DELETE', '/api/feedback/nope', { token: admin.token })).status).toBe(404);
    const mine = (await call(t.app, 'GET', '/api/feedback/user', { token: user.token })).body;
    expect(mine.map((item: { _id: string }) => item._id)).not.toContain(idea._id);

    const audit = await call(t.app, 'GET', '/api/admin/audit', { token: owner.token });
    const [deletion, archivedAll, archivedBugs] = audit.body.items;
    expect(deletion).toMatchObject({
      action: 'feedback.delete',
      actor: { _id: admin.user._id },
      target: { _id: user.user._id },
      summary: `suggestion from ${user.user.username}: "s1"`,
    });
    expect(archivedAll).toMatchObject({ action: 'feedback.archive_all', target: null });
    expect(archivedAll.summary).toBe('Archived 2 submissions');
    expect(archivedBugs).toMatchObject({ summary: 'Archived 1 submission (type bug, status new)' });
  });
});

describe('GET /api/admin/summary', () => {
  it('counts open feedback, users, admins and matches logged today', async () => {
    const admin = await adminUser();
    const user = await registerUser(t.app);
    const before = (await call(t.app, 'GET', '/api/admin/summary', { token: admin.token })).body;
    await submit(user.token, { type: 'feedback', message: 'Nice app' });
    const logged = await call(t.app, 'POST', '/api/tcgmatches', {
      token: user.token,
      body: { deckName: 'A', opponentDeck: 'B', date: '2020-01-01', games: [{ result: 'win' }] },
    });
    expect(logged.status).toBe(201);
    const res = await call(t.app, 'GET', '/api/admin/summary', { token: admin.token });
    expect(adminSummarySchema.strict().parse(res.body)).toEqual({
      openFeedback: before.openFeedback + 1,
      users: before.users,
      matchesToday: before.matchesToday + 1,
      admins: before.admins,
    });
    const { rows } = await t.database.pool.query(
      `select count(*)::int as users, count(*) filter (where role in ('admin', 'owner'))::int as admins from users`,
    );
    expect(res.body).toMatchObject(rows[0]);
  });
});
