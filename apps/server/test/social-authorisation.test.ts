// The authorisation matrix of every friends and notifications endpoint (issue 14): the user, the other party (the
// friend, the player who asked the user, the player the user asked, the actor of the user's notifications), a
// stranger, and logged out. Every refusal is proven (status and exact body), shown to change nothing (every social
// table re-read), and to leak nothing (a stranger's answers are empty or 404, cards carry no email); the user's own
// actions then succeed.
import { describe, expect, it } from 'vitest';
import { FRIEND_MESSAGES } from '@trainerlog/core';
import { call } from './support/api.ts';
import {
  makeFriends,
  notificationsOf,
  player,
  PLAYER_CARD_KEYS,
  sendRequest,
  socialSnapshot,
  type Player,
} from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

/** The user, a friend of theirs, a player who asked them, a player they asked, and a stranger. */
async function world() {
  const user = await player(t, 'user', { name: 'User' });
  const friend = await player(t, 'friend');
  const asker = await player(t, 'asker');
  const asked = await player(t, 'asked');
  const stranger = await player(t, 'stranger');
  await makeFriends(t, user, friend);
  await sendRequest(t, asker, user);
  await sendRequest(t, user, asked);
  return { user, friend, asker, asked, stranger };
}
type World = Awaited<ReturnType<typeof world>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Role = 'user' | 'friend' | 'asker' | 'asked' | 'stranger' | 'logged out';
type Url = (w: World) => string;
type Body = (w: World, notificationIds: string[]) => unknown;
/** The exact answer, or a check of it. */
type Answer = unknown;

interface Probe {
  role: Role;
  method: Method;
  url: Url;
  status: number;
  answer: Answer;
  body?: Body;
}

const probe = (role: Role, method: Method, url: Url, status: number, answer: Answer, body?: Body): Probe => ({
  role,
  method,
  url,
  status,
  answer,
  body,
});

const NO_TOKEN = { msg: 'No token' };
const ids = (list: unknown) => (list as { _id: string }[]).map((item) => item._id);
const idsAre = (expected: (w: World) => string[]) => (b: unknown, w: World) => expect(ids(b)).toEqual(expected(w));
const refused = (msg: string) => ({ msg });
const none = (b: unknown) => expect(b).toMatchObject({ users: [], total: 0 });
const changedNothing = (b: unknown) => expect(b).toMatchObject({ count: 0 });
const asking =
  (who: (w: World) => Player): Body =>
  (w) => ({ username: who(w).user.username });
const allIds: Body = (_w, notificationIds) => ({ notificationIds });

/** Every endpoint, for the logged-out refusals and invalid tokens. */
const ENDPOINTS: [Method, Url, Body?][] = [
  ['GET', () => '/api/friends'],
  ['GET', () => '/api/friends/requests'],
  ['GET', () => '/api/friends/requests/sent'],
  ['GET', () => '/api/friends/search?username=user'],
  ['POST', () => '/api/friends/request', asking((w) => w.stranger)],
  ['PUT', (w) => `/api/friends/accept/${w.asker.user._id}`],
  ['PUT', (w) => `/api/friends/reject/${w.asker.user._id}`],
  ['DELETE', (w) => `/api/friends/requests/${w.asked.user._id}`],
  ['GET', (w) => `/api/friends/${w.friend.user._id}`],
  ['DELETE', (w) => `/api/friends/${w.friend.user._id}`],
  ['GET', () => '/api/notifications'],
  ['GET', () => '/api/notifications/unread-count'],
  ['PUT', () => '/api/notifications/mark-read', allIds],
  ['DELETE', () => '/api/notifications', allIds],
];

const { requestNotFound, friendNotFound } = FRIEND_MESSAGES;
const friendOf = (w: World) => `/api/friends/${w.friend.user._id}`;
const userAt = (path: string) => (w: World) => `/api/friends/${path}${w.user.user._id}`;
const searchFor = (who: (w: World) => Player) => (w: World) => `/api/friends/search?username=${who(w).user.username}`;

const PROBES: Probe[] = [
  // GET /api/friends, /requests, /requests/sent: each sees only their own.
  probe(
    'user',
    'GET',
    () => '/api/friends',
    200,
    idsAre((w) => [w.friend.user._id]),
  ),
  probe(
    'friend',
    'GET',
    () => '/api/friends',
    200,
    idsAre((w) => [w.user.user._id]),
  ),
  probe('stranger', 'GET', () => '/api/friends', 200, []),
  probe(
    'user',
    'GET',
    () => '/api/friends/requests',
    200,
    idsAre((w) => [w.asker.user._id]),
  ),
  probe('asker', 'GET', () => '/api/friends/requests', 200, []),
  probe('stranger', 'GET', () => '/api/friends/requests', 200, []),
  probe(
    'user',
    'GET',
    () => '/api/friends/requests/sent',
    200,
    idsAre((w) => [w.asked.user._id]),
  ),
  probe('asked', 'GET', () => '/api/friends/requests/sent', 200, []),
  probe('stranger', 'GET', () => '/api/friends/requests/sent', 200, []),
  // Search: player cards only (no email); never yourself or friends.
  probe(
    'stranger',
    'GET',
    searchFor((w) => w.user),
    200,
    (b: unknown, w: World) => {
      const { users } = b as { users: Record<string, unknown>[] };
      expect(users.map((u) => u._id)).toEqual([w.user.user._id]);
      expect(Object.keys(users[0]!).sort()).toEqual([...PLAYER_CARD_KEYS, 'requestState'].sort());
      expect(JSON.stringify(b)).not.toContain('@example.com');
    },
  ),
  probe(
    'user',
    'GET',
    searchFor((w) => w.friend),
    200,
    none,
  ),
  probe(
    'friend',
    'GET',
    searchFor((w) => w.user),
    200,
    none,
  ),
  // POST /api/friends/request refusals.
  probe(
    'user',
    'POST',
    () => '/api/friends/request',
    409,
    refused(FRIEND_MESSAGES.alreadyFriends),
    asking((w) => w.friend),
  ),
  probe(
    'user',
    'POST',
    () => '/api/friends/request',
    409,
    refused(FRIEND_MESSAGES.alreadyRequested),
    asking((w) => w.asked),
  ),
  probe(
    'user',
    'POST',
    () => '/api/friends/request',
    400,
    refused(FRIEND_MESSAGES.notYourself),
    asking((w) => w.user),
  ),
  probe(
    'friend',
    'POST',
    () => '/api/friends/request',
    409,
    refused(FRIEND_MESSAGES.alreadyFriends),
    asking((w) => w.user),
  ),
  probe(
    'asker',
    'POST',
    () => '/api/friends/request',
    409,
    refused(FRIEND_MESSAGES.alreadyRequested),
    asking((w) => w.user),
  ),
  probe(
    'stranger',
    'POST',
    () => '/api/friends/request',
    404,
    refused(FRIEND_MESSAGES.userNotFound),
    () => ({
      username: 'no-such-player',
    }),
  ),
  // PUT /api/friends/accept/:id and /reject/:id: only the recipient answers a request.
  ...(['accept', 'reject'] as const).flatMap((action) => [
    probe('asker', 'PUT', userAt(`${action}/`), 404, refused(requestNotFound)),
    probe('stranger', 'PUT', (w) => `/api/friends/${action}/${w.asker.user._id}`, 404, refused(requestNotFound)),
    probe('friend', 'PUT', (w) => `/api/friends/${action}/${w.asker.user._id}`, 404, refused(requestNotFound)),
    probe('user', 'PUT', (w) => `/api/friends/${action}/${w.asked.user._id}`, 404, refused(requestNotFound)),
    probe('user', 'PUT', (w) => `/api/friends/${action}/${w.friend.user._id}`, 404, refused(requestNotFound)),
  ]),
  // DELETE /api/friends/requests/:id: only the sender withdraws.
  probe('asked', 'DELETE', userAt('requests/'), 404, refused(requestNotFound)),
  probe('stranger', 'DELETE', (w) => `/api/friends/requests/${w.asked.user._id}`, 404, refused(requestNotFound)),
  probe('user', 'DELETE', (w) => `/api/friends/requests/${w.asker.user._id}`, 404, refused(requestNotFound)),
  // GET /api/friends/:id: friends only — a stranger or a pending request is "not found".
  probe('user', 'GET', friendOf, 200, (b: unknown, w: World) => {
    expect((b as { friend: { _id: string } }).friend._id).toBe(w.friend.user._id);
    expect(JSON.stringify(b)).not.toContain('@example.com');
  }),
  probe('friend', 'GET', userAt(''), 200, (b: unknown, w: World) =>
    expect((b as { friend: { _id: string } }).friend._id).toBe(w.user.user._id),
  ),
  probe('stranger', 'GET', userAt(''), 404, refused(friendNotFound)),
  probe('stranger', 'GET', friendOf, 404, refused(friendNotFound)),
  probe('asker', 'GET', userAt(''), 404, refused(friendNotFound)),
  probe('user', 'GET', (w) => `/api/friends/${w.asked.user._id}`, 404, refused(friendNotFound)),
  // DELETE /api/friends/:id: only between friends.
  probe('stranger', 'DELETE', userAt(''), 404, refused(friendNotFound)),
  probe('asker', 'DELETE', userAt(''), 404, refused(friendNotFound)),
  probe('stranger', 'DELETE', friendOf, 404, refused(friendNotFound)),
  probe('user', 'DELETE', (w) => `/api/friends/${w.asker.user._id}`, 404, refused(friendNotFound)),
  // Notifications: each reads, marks and deletes only their own.
  probe(
    'user',
    'GET',
    () => '/api/notifications',
    200,
    (b: unknown, w: World) =>
      expect((b as { type: string; from: { _id: string } }[]).map((n) => [n.type, n.from._id])).toEqual([
        ['friend_request', w.asker.user._id],
        ['friend_accepted', w.friend.user._id],
      ]),
  ),
  probe('friend', 'GET', () => '/api/notifications', 200, []),
  probe('stranger', 'GET', () => '/api/notifications', 200, []),
  probe('user', 'GET', () => '/api/notifications/unread-count', 200, { unreadCount: 2 }),
  probe('stranger', 'GET', () => '/api/notifications/unread-count', 200, { unreadCount: 0 }),
  ...(['friend', 'asker', 'stranger'] as const).flatMap((role) => [
    probe(role, 'PUT', () => '/api/notifications/mark-read', 200, changedNothing, allIds),
    probe(role, 'DELETE', () => '/api/notifications', 200, changedNothing, allIds),
  ]),
  // Logged out: every endpoint answers 401 'No token'.
  ...ENDPOINTS.map(([method, url, body]) => probe('logged out', method, url, 401, NO_TOKEN, body)),
];

async function send(w: World, p: Pick<Probe, 'role' | 'method' | 'url' | 'body'>, notificationIds: string[]) {
  const token = p.role === 'logged out' ? undefined : w[p.role].token;
  return call(t.app, p.method, p.url(w), { token, body: p.body?.(w, notificationIds) });
}

describe('friends and notifications authorisation matrix', () => {
  it('refuses everyone but the user, changes nothing and leaks nothing', async () => {
    const w = await world();
    const userNotifications = (await notificationsOf(t, w.user)).map((n) => n._id);
    expect(userNotifications).toHaveLength(2);
    for (const p of PROBES) {
      const label = `${p.role}: ${p.method} ${p.url(w)}`;
      const before = await socialSnapshot(t);
      const res = await send(w, p, userNotifications);
      expect(res.status, `${label} → ${JSON.stringify(res.body)}`).toBe(p.status);
      if (typeof p.answer === 'function') (p.answer as (b: unknown, w: World) => void)(res.body, w);
      else expect(res.body, label).toEqual(p.answer);
      expect(await socialSnapshot(t), label).toEqual(before);
    }
    // A token that is no session is refused the same way everywhere.
    for (const [method, url, body] of ENDPOINTS) {
      const res = await call(t.app, method, url(w), { token: 'not-a-session', body: body?.(w, userNotifications) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: 'Token is not valid' });
    }
  });

  it('lets the user do each of their own actions', async () => {
    const accept = await world();
    let res = await call(t.app, 'PUT', `/api/friends/accept/${accept.asker.user._id}`, { token: accept.user.token });
    expect(res.status).toBe(200);
    expect(ids((await call(t.app, 'GET', '/api/friends', { token: accept.user.token })).body)).toContain(
      accept.asker.user._id,
    );

    const reject = await world();
    res = await call(t.app, 'PUT', `/api/friends/reject/${reject.asker.user._id}`, { token: reject.user.token });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/friends/requests', { token: reject.user.token })).body).toEqual([]);

    const withdraw = await world();
    res = await call(t.app, 'DELETE', `/api/friends/requests/${withdraw.asked.user._id}`, {
      token: withdraw.user.token,
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/friends/requests', { token: withdraw.asked.token })).body).toEqual([]);
    // The other party of a request may answer it: the asked player accepts, the asker withdraws.
    res = await call(t.app, 'DELETE', `/api/friends/requests/${withdraw.user.user._id}`, {
      token: withdraw.asker.token,
    });
    expect(res.status).toBe(200);

    const remove = await world();
    res = await call(t.app, 'DELETE', `/api/friends/${remove.friend.user._id}`, { token: remove.user.token });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/friends', { token: remove.friend.token })).body).toEqual([]);
    res = await call(t.app, 'PUT', `/api/friends/accept/${remove.user.user._id}`, { token: remove.asked.token });
    expect(res.status).toBe(200);
    res = await call(t.app, 'POST', '/api/friends/request', {
      token: remove.stranger.token,
      body: { username: remove.user.user.username },
    });
    expect(res.status).toBe(201);

    const bell = await world();
    const notificationIds = (await notificationsOf(t, bell.user)).map((n) => n._id);
    res = await call(t.app, 'PUT', '/api/notifications/mark-read', {
      token: bell.user.token,
      body: { notificationIds },
    });
    expect(res.body).toMatchObject({ count: 2 });
    res = await call(t.app, 'DELETE', '/api/notifications', { token: bell.user.token, body: { notificationIds } });
    expect(res.body).toMatchObject({ count: 2 });
    expect(await notificationsOf(t, bell.user)).toEqual([]);
  });
});
