// Notifications (issue 14; spec part 1 §3 Notification, §4, §7): the list (newest first, capped, actor card and
// group joined in), the cheap unread count, marking read and deleting — only ever the caller's own rows.
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_LIST_LIMIT, notificationSchema, socialMessages } from '@trainerlog/core';
import { notify } from '../src/modules/notifications/notify.ts';
import { NOTIFICATION_MESSAGES } from '../src/modules/notifications/service.ts';
import { call } from './support/api.ts';
import { notificationsOf, player, PLAYER_CARD_KEYS, sendRequest, unreadOf, type Player } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

/** `count` group notices for `to` from `from` (one statement; an hour ago + `afterMs`, in order, one ms apart). */
async function seedNotices(to: Player, from: Player | null, count: number, groupId: string | null = null, afterMs = 0) {
  await t.database.pool.query(
    `insert into notifications (user_id, type, message, from_user_id, group_id, created_at)
     select $1, 'group_updated', 'Notice ' || g, $2, $4, now() - interval '1 hour' + ($5 + g) * interval '1 millisecond'
     from generate_series(1, $3::int) g`,
    [to.user._id, from?.user._id ?? null, count, groupId, afterMs],
  );
}

const markRead = (who: Player, notificationIds: unknown) =>
  call(t.app, 'PUT', '/api/notifications/mark-read', { token: who.token, body: { notificationIds } });
const remove = (who: Player, notificationIds: unknown) =>
  call(t.app, 'DELETE', '/api/notifications', { token: who.token, body: { notificationIds } });

describe('notifications', () => {
  it('lists newest first with the actor’s card and the group, at most the limit', async () => {
    const me = await player(t);
    const actor = await player(t, 'actor', { name: 'Actor' });
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into match_groups (user_id, name, type) values ($1, 'Worlds testing', 'tcg') returning id`,
      [actor.user._id],
    );
    const groupId = rows[0]!.id;
    await seedNotices(me, actor, NOTIFICATIONS_LIST_LIMIT + 5, groupId);
    await seedNotices(me, null, 1, null, 60_000);
    await sendRequest(t, actor, me);

    const list = await notificationsOf(t, me);
    expect(list).toHaveLength(NOTIFICATIONS_LIST_LIMIT);
    for (const item of list) expect(notificationSchema.strict().parse(item)).toBeTruthy();
    expect(list[0]).toMatchObject({
      type: 'friend_request',
      message: socialMessages.friendRequest('Actor'),
      isRead: false,
      group: null,
    });
    expect(Object.keys(list[0]!.from!).sort()).toEqual(PLAYER_CARD_KEYS);
    expect(list[1]).toMatchObject({ message: 'Notice 1', from: null, group: null });
    expect(list[2]).toMatchObject({
      message: `Notice ${NOTIFICATIONS_LIST_LIMIT + 5}`,
      from: { _id: actor.user._id, username: actor.user.username, name: 'Actor' },
      group: { _id: groupId, name: 'Worlds testing' },
    });
    const dates = list.map((n) => Date.parse((n as unknown as { date: string }).date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(JSON.stringify(list)).not.toContain(actor.email);

    // A deleted group leaves its notices without a link.
    await t.database.pool.query('delete from match_groups where id = $1', [groupId]);
    const after = await notificationsOf(t, me);
    expect(after[2]).toMatchObject({ group: null, from: { _id: actor.user._id } });
  });

  it('counts unread notifications without caching', async () => {
    const me = await player(t);
    const other = await player(t);
    await seedNotices(me, other, 7);
    await seedNotices(other, me, 3);
    const res = await call(t.app, 'GET', '/api/notifications/unread-count', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unreadCount: 7 });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await unreadOf(t, other)).toBe(3);
  });

  it('marks only the caller’s listed notifications read and keeps the count right', async () => {
    const me = await player(t);
    const other = await player(t);
    await seedNotices(me, other, 5);
    await seedNotices(other, me, 2);
    const mine = await notificationsOf(t, me);
    const theirs = await notificationsOf(t, other);

    const first = await markRead(me, [mine[0]!._id, mine[1]!._id, mine[1]!._id.toUpperCase()]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ msg: NOTIFICATION_MESSAGES.markedRead, count: 2 });
    expect(await unreadOf(t, me)).toBe(3);
    // Already read: nothing changes. Someone else's ids, unknown ids and non-uuids are ignored, never an error.
    const second = await markRead(me, [
      mine[0]!._id,
      theirs[0]!._id,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      "' or 1=1 --",
    ]);
    expect(second.status).toBe(200);
    expect(second.body.count).toBe(0);
    expect(await unreadOf(t, me)).toBe(3);
    expect(await unreadOf(t, other)).toBe(2);
    expect((await notificationsOf(t, other)).every((n) => !n.isRead)).toBe(true);

    const list = await notificationsOf(t, me);
    expect(list.filter((n) => n.isRead).map((n) => n._id)).toEqual([mine[0]!._id, mine[1]!._id]);
    expect(
      (
        await markRead(
          me,
          list.map((n) => n._id),
        )
      ).body.count,
    ).toBe(3);
    expect(await unreadOf(t, me)).toBe(0);
  });

  it('deletes only the caller’s listed notifications and keeps the count right', async () => {
    const me = await player(t);
    const other = await player(t);
    await seedNotices(me, other, 4);
    await seedNotices(other, me, 2);
    const mine = await notificationsOf(t, me);
    const theirs = await notificationsOf(t, other);
    await markRead(me, [mine[0]!._id]);

    const deleted = await remove(me, [mine[0]!._id, mine[1]!._id, theirs[0]!._id, 'nope']);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ msg: NOTIFICATION_MESSAGES.deleted, count: 2 });
    expect((await notificationsOf(t, me)).map((n) => n._id)).toEqual([mine[2]!._id, mine[3]!._id]);
    expect(await unreadOf(t, me)).toBe(2);
    expect(await notificationsOf(t, other)).toHaveLength(2);
    expect((await remove(me, [mine[0]!._id])).body.count).toBe(0);
  });

  it('clears everything but friend requests when the web sends those ids (Clear All)', async () => {
    const me = await player(t);
    const asker = await player(t);
    await seedNotices(me, asker, 3);
    await sendRequest(t, asker, me);
    const list = await notificationsOf(t, me);
    const clearable = list.filter((n) => n.type !== 'friend_request').map((n) => n._id);
    expect((await remove(me, clearable)).body.count).toBe(3);
    const left = await notificationsOf(t, me);
    expect(left.map((n) => n.type)).toEqual(['friend_request']);
    expect(await unreadOf(t, me)).toBe(1);
    // The request itself is still there to accept.
    expect((await call(t.app, 'GET', '/api/friends/requests', { token: me.token })).body).toHaveLength(1);
  });

  it('validates the list of ids', async () => {
    const me = await player(t);
    await seedNotices(me, null, 1);
    for (const body of [{}, { notificationIds: [] }, { notificationIds: 'x' }, { notificationIds: [''] }]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const url = method === 'PUT' ? '/api/notifications/mark-read' : '/api/notifications';
        const res = await call(t.app, method, url, { token: me.token, body });
        expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const tooMany = Array.from({ length: 501 }, () => '00000000-0000-4000-8000-000000000000');
    expect((await markRead(me, tooMany)).status).toBe(400);
    expect(await unreadOf(t, me)).toBe(1);
  });

  it('is written in the event’s transaction and never to the actor', async () => {
    const me = await player(t);
    await notify(t.database.db, [
      { userId: me.user._id, type: 'group_updated', message: 'Self', fromUserId: me.user._id },
    ]);
    expect(await unreadOf(t, me)).toBe(0);
  });

  it('answers the unread count from the partial index alone (index-only scan)', async () => {
    const me = await player(t);
    const other = await player(t);
    // A community where most notifications have been read: 100 players with 200 each, a tenth unread.
    await t.database.pool.query(
      `with crowd as (
         insert into users (username, email, password_hash)
         select 'bell' || g, 'bell' || g || '@example.com', 'x' from generate_series(1, 100) g returning id)
       insert into notifications (user_id, type, message, is_read)
       select crowd.id, 'group_updated', 'Crowd ' || n, n % 10 <> 0 from crowd, generate_series(1, 200) n`,
    );
    await seedNotices(me, other, 1_000);
    await t.database.pool.query(
      `update notifications set is_read = true where user_id = $1 and message not like 'Notice %0'`,
      [me.user._id],
    );
    // The test cluster commits asynchronously (synchronous_commit off), and VACUUM may not mark a page all-visible
    // before the commits of its rows are flushed: a checkpoint flushes them, as durable commits on a server would
    // (a server where the test role may not checkpoint commits durably anyway; a pause covers the WAL writer).
    await t.database.pool.query('checkpoint').catch(() => t.database.pool.query('select pg_sleep(0.5)'));
    await t.database.pool.query('vacuum (analyze) notifications');
    // The statement exactly as the endpoint sends it, captured from the pool.
    const pool = t.database.pool;
    const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    const sent: { text: string; values: unknown[] }[] = [];
    (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args as [{ text?: string; values?: unknown[] } | string, unknown[] | undefined];
      if (typeof first === 'object' && first.text?.includes('notifications'))
        sent.push({ text: first.text, values: second ?? first.values ?? [] });
      return original(...args);
    };
    try {
      expect(await unreadOf(t, me)).toBe(100);
    } finally {
      (pool as unknown as { query: unknown }).query = original;
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/^select count\(\*\)/);
    const { rows } = await pool.query(`explain (analyze) ${sent[0]!.text}`, sent[0]!.values);
    const plan = rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('Index Only Scan using notifications_user_unread_idx');
    expect(plan).toContain('Heap Fetches: 0');
  });
});
