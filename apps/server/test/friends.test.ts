// Friend requests and friendships (issue 14; spec part 2 §7 Friends): sending, crossing requests, accepting,
// rejecting, withdrawing, removing from either side, the lists, a friend's page, and the notifications these create.
import { describe, expect, it } from 'vitest';
import {
  FRIEND_MESSAGES,
  friendProfileSchema,
  friendRequestSchema,
  friendSchema,
  sentFriendRequestSchema,
  socialMessages,
} from '@trainerlog/core';
import { call } from './support/api.ts';
import {
  makeFriends,
  notificationsOf,
  player,
  PLAYER_CARD_KEYS,
  sendRequest,
  socialSnapshot,
  unreadOf,
} from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const get = (token: string, url: string) => call(t.app, 'GET', url, { token });

describe('friend requests', () => {
  it('sends a request by exact username ignoring case, listed on both sides, and notifies the recipient', async () => {
    const ash = await player(t, 'ash', { name: 'Ash Ketchum' });
    const misty = await player(t, 'misty');
    const sent = await call(t.app, 'POST', '/api/friends/request', {
      token: ash.token,
      body: { username: `  ${misty.user.username.toUpperCase()} ` },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ msg: FRIEND_MESSAGES.requestSent, friends: false });

    const incoming = await get(misty.token, '/api/friends/requests');
    expect(incoming.status).toBe(200);
    expect(incoming.body).toHaveLength(1);
    expect(friendRequestSchema.strict().parse(incoming.body[0])).toBeTruthy();
    expect(incoming.body[0]._id).toBe(ash.user._id);
    expect(Object.keys(incoming.body[0].from).sort()).toEqual(PLAYER_CARD_KEYS);
    expect(incoming.body[0].from).toMatchObject({
      _id: ash.user._id,
      username: ash.user.username,
      name: 'Ash Ketchum',
    });

    const outgoing = await get(ash.token, '/api/friends/requests/sent');
    expect(outgoing.body).toHaveLength(1);
    expect(sentFriendRequestSchema.strict().parse(outgoing.body[0])).toBeTruthy();
    expect(outgoing.body[0]).toMatchObject({ _id: misty.user._id, to: { username: misty.user.username } });
    expect((await get(ash.token, '/api/friends/requests')).body).toEqual([]);
    expect((await get(misty.token, '/api/friends/requests/sent')).body).toEqual([]);

    const bell = await notificationsOf(t, misty);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      type: 'friend_request',
      isRead: false,
      message: socialMessages.friendRequest('Ash Ketchum'),
      from: { _id: ash.user._id, username: ash.user.username },
    });
    expect(await unreadOf(t, misty)).toBe(1);
    expect(await notificationsOf(t, ash)).toEqual([]);
  });

  it('names the sender by username when they have no display name', async () => {
    const brock = await player(t, 'brock');
    const misty = await player(t, 'misty');
    await sendRequest(t, brock, misty);
    const [notice] = await notificationsOf(t, misty);
    expect(notice!.message).toBe(socialMessages.friendRequest(brock.user.username));
  });

  it('refuses an unknown user, yourself, a friend and a second request — and changes nothing', async () => {
    const ash = await player(t);
    const misty = await player(t);
    const brock = await player(t);
    await makeFriends(t, ash, brock);
    await sendRequest(t, ash, misty);
    const before = await socialSnapshot(t);
    const cases: [string, number, string][] = [
      ['nobody-by-that-name', 404, FRIEND_MESSAGES.userNotFound],
      [ash.user.username.toUpperCase(), 400, FRIEND_MESSAGES.notYourself],
      [brock.user.username, 409, FRIEND_MESSAGES.alreadyFriends],
      [misty.user.username, 409, FRIEND_MESSAGES.alreadyRequested],
      // A prefix is not a username: the request needs the exact name.
      [misty.user.username.slice(0, -1), 404, FRIEND_MESSAGES.userNotFound],
    ];
    for (const [username, status, msg] of cases) {
      const res = await call(t.app, 'POST', '/api/friends/request', { token: ash.token, body: { username } });
      expect(res.status, username).toBe(status);
      expect(res.body).toEqual({ msg });
    }
    // Brock, already a friend, asking back is refused too.
    const back = await call(t.app, 'POST', '/api/friends/request', {
      token: brock.token,
      body: { username: ash.user.username },
    });
    expect(back.status).toBe(409);
    expect(back.body).toEqual({ msg: FRIEND_MESSAGES.alreadyFriends });
    expect(await socialSnapshot(t)).toEqual(before);
  });

  it('validates the body with the spec’s words', async () => {
    const ash = await player(t);
    for (const body of [{}, { username: '   ' }, { username: 42 }]) {
      const res = await call(t.app, 'POST', '/api/friends/request', { token: ash.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toBe(FRIEND_MESSAGES.enterUsername);
    }
  });

  it('turns crossing requests into a friendship at once and tells the first sender', async () => {
    const ash = await player(t, 'ash');
    const misty = await player(t, 'misty', { name: 'Misty' });
    await sendRequest(t, ash, misty);
    const crossing = await call(t.app, 'POST', '/api/friends/request', {
      token: misty.token,
      body: { username: ash.user.username },
    });
    expect(crossing.status).toBe(200);
    expect(crossing.body).toEqual({ msg: FRIEND_MESSAGES.requestAcceptedInstead, friends: true });

    expect((await get(ash.token, '/api/friends')).body.map((f: { _id: string }) => f._id)).toEqual([misty.user._id]);
    expect((await get(misty.token, '/api/friends')).body.map((f: { _id: string }) => f._id)).toEqual([ash.user._id]);
    expect((await get(ash.token, '/api/friends/requests/sent')).body).toEqual([]);
    expect((await get(misty.token, '/api/friends/requests')).body).toEqual([]);
    // Misty's "Ash sent you a friend request" is gone; Ash hears that Misty accepted.
    expect(await notificationsOf(t, misty)).toEqual([]);
    const [accepted] = await notificationsOf(t, ash);
    expect(accepted).toMatchObject({
      type: 'friend_accepted',
      message: socialMessages.friendAccepted('Misty'),
      from: { _id: misty.user._id },
    });
  });

  it('settles crossing requests sent at the same moment into exactly one friendship', async () => {
    for (let round = 0; round < 3; round += 1) {
      const ash = await player(t);
      const misty = await player(t);
      const [one, two] = await Promise.all([
        call(t.app, 'POST', '/api/friends/request', { token: ash.token, body: { username: misty.user.username } }),
        call(t.app, 'POST', '/api/friends/request', { token: misty.token, body: { username: ash.user.username } }),
      ]);
      expect([one.status, two.status].sort()).toEqual([200, 201]);
      const { rows } = await t.database.pool.query(
        'select count(*)::int as n from friendships where user_id = any($1::uuid[])',
        [[ash.user._id, misty.user._id]],
      );
      expect(rows[0].n).toBe(2);
      const pending = await t.database.pool.query(
        'select 1 from friend_requests where from_user_id = any($1::uuid[])',
        [[ash.user._id, misty.user._id]],
      );
      expect(pending.rowCount).toBe(0);
    }
  });
});

describe('answering requests', () => {
  it('accepts: friends both ways, request and its notification gone, the sender notified', async () => {
    const ash = await player(t, 'ash', { name: 'Ash' });
    const misty = await player(t, 'misty', { name: 'Misty' });
    await sendRequest(t, ash, misty);
    const accepted = await call(t.app, 'PUT', `/api/friends/accept/${ash.user._id}`, { token: misty.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ msg: FRIEND_MESSAGES.accepted });

    const ashFriends = await get(ash.token, '/api/friends');
    expect(ashFriends.body).toHaveLength(1);
    expect(friendSchema.strict().parse(ashFriends.body[0])).toBeTruthy();
    expect(ashFriends.body[0]).toMatchObject({ _id: misty.user._id, username: misty.user.username, name: 'Misty' });
    expect((await get(misty.token, '/api/friends')).body[0]._id).toBe(ash.user._id);
    expect((await get(misty.token, '/api/friends/requests')).body).toEqual([]);
    expect(await notificationsOf(t, misty)).toEqual([]);
    expect(await unreadOf(t, misty)).toBe(0);
    const bell = await notificationsOf(t, ash);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ type: 'friend_accepted', message: socialMessages.friendAccepted('Misty') });

    // Accepting twice finds nothing left to accept.
    const again = await call(t.app, 'PUT', `/api/friends/accept/${ash.user._id}`, { token: misty.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ msg: FRIEND_MESSAGES.requestNotFound });
  });

  it('rejects: the request and its notification go, nobody becomes friends, the sender is not notified', async () => {
    const ash = await player(t);
    const misty = await player(t);
    await sendRequest(t, ash, misty);
    const rejected = await call(t.app, 'PUT', `/api/friends/reject/${ash.user._id}`, { token: misty.token });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({ msg: FRIEND_MESSAGES.rejected });
    expect((await get(misty.token, '/api/friends/requests')).body).toEqual([]);
    expect((await get(ash.token, '/api/friends/requests/sent')).body).toEqual([]);
    expect((await get(ash.token, '/api/friends')).body).toEqual([]);
    expect(await notificationsOf(t, misty)).toEqual([]);
    expect(await notificationsOf(t, ash)).toEqual([]);
    // Ash may ask again afterwards.
    await sendRequest(t, ash, misty);
  });

  it('withdraws a sent request with its notification; the recipient cannot accept it any more', async () => {
    const ash = await player(t);
    const misty = await player(t);
    await sendRequest(t, ash, misty);
    const withdrawn = await call(t.app, 'DELETE', `/api/friends/requests/${misty.user._id}`, { token: ash.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ msg: FRIEND_MESSAGES.withdrawn });
    expect((await get(ash.token, '/api/friends/requests/sent')).body).toEqual([]);
    expect((await get(misty.token, '/api/friends/requests')).body).toEqual([]);
    expect(await unreadOf(t, misty)).toBe(0);
    const late = await call(t.app, 'PUT', `/api/friends/accept/${ash.user._id}`, { token: misty.token });
    expect(late.status).toBe(404);
    const twice = await call(t.app, 'DELETE', `/api/friends/requests/${misty.user._id}`, { token: ash.token });
    expect(twice.status).toBe(404);
    expect(twice.body).toEqual({ msg: FRIEND_MESSAGES.requestNotFound });
  });

  it('answers 404 for ids that are not uuids or name nobody', async () => {
    const ash = await player(t);
    const before = await socialSnapshot(t);
    for (const [method, url] of [
      ['PUT', '/api/friends/accept/not-a-uuid'],
      ['PUT', '/api/friends/reject/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/friends/requests/1%27%20or%201%3D1'],
      ['DELETE', '/api/friends/not-a-uuid'],
      ['GET', '/api/friends/00000000-0000-4000-8000-000000000000'],
      ['GET', `/api/friends/${ash.user._id}`],
      ['DELETE', `/api/friends/${ash.user._id}`],
    ] as const) {
      const res = await call(t.app, method, url, { token: ash.token });
      expect(res.status, url).toBe(404);
      expect([FRIEND_MESSAGES.requestNotFound, FRIEND_MESSAGES.friendNotFound]).toContain(res.body.msg);
    }
    expect(await socialSnapshot(t)).toEqual(before);
  });
});

describe('friends', () => {
  it('lists friends newest friendship first', async () => {
    const ash = await player(t);
    const first = await player(t);
    const second = await player(t);
    const third = await player(t);
    await makeFriends(t, ash, first);
    await makeFriends(t, second, ash);
    await makeFriends(t, ash, third);
    const list = await get(ash.token, '/api/friends');
    expect(list.body.map((f: { _id: string }) => f._id)).toEqual([third.user._id, second.user._id, first.user._id]);
    for (const friend of list.body) expect(Object.keys(friend).sort()).toEqual([...PLAYER_CARD_KEYS, 'since'].sort());
  });

  it('lists incoming requests newest first', async () => {
    const ash = await player(t);
    const senders = [await player(t), await player(t), await player(t)];
    for (const sender of senders) await sendRequest(t, sender, ash);
    const incoming = await get(ash.token, '/api/friends/requests');
    expect(incoming.body.map((r: { _id: string }) => r._id)).toEqual(senders.map((s) => s.user._id).reverse());
  });

  it('removes a friend from either side, both lists at once', async () => {
    for (const remover of ['first', 'second'] as const) {
      const ash = await player(t);
      const misty = await player(t);
      await makeFriends(t, ash, misty);
      const [who, other] = remover === 'first' ? [ash, misty] : [misty, ash];
      const removed = await call(t.app, 'DELETE', `/api/friends/${other.user._id}`, { token: who.token });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ msg: FRIEND_MESSAGES.removed });
      expect((await get(ash.token, '/api/friends')).body).toEqual([]);
      expect((await get(misty.token, '/api/friends')).body).toEqual([]);
      expect((await get(who.token, `/api/friends/${other.user._id}`)).status).toBe(404);
      const again = await call(t.app, 'DELETE', `/api/friends/${who.user._id}`, { token: other.token });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ msg: FRIEND_MESSAGES.friendNotFound });
      // They may become friends again.
      await makeFriends(t, other, who);
    }
  });

  it("shows a friend's page: card, since, games played from the kept counts, nothing private", async () => {
    const ash = await player(t);
    const misty = await player(t, 'misty', { name: 'Misty' });
    await makeFriends(t, ash, misty);
    const none = await get(ash.token, `/api/friends/${misty.user._id}`);
    expect(none.status).toBe(200);
    expect(none.body.friend.gamesPlayed).toEqual({ tcg: 0, vgc: 0, total: 0 });

    const tcg = { deckName: 'Deck', opponentDeck: 'Opp', date: '2025-01-01', games: [{ result: 'win' }] };
    for (let i = 0; i < 2; i += 1)
      expect((await call(t.app, 'POST', '/api/tcgmatches', { token: misty.token, body: tcg })).status).toBe(201);
    const vgc = {
      playerTeam: ['Torkoal', 'Lilligant-Hisui'],
      opponentTeam: ['Pelipper'],
      bestOf: 1,
      date: '2025-03-01',
      games: [{ result: 'loss' }],
    };
    expect((await call(t.app, 'POST', '/api/vgcmatches', { token: misty.token, body: vgc })).status).toBe(201);
    // Ash's own matches are not Misty's.
    expect((await call(t.app, 'POST', '/api/tcgmatches', { token: ash.token, body: tcg })).status).toBe(201);

    const page = await get(ash.token, `/api/friends/${misty.user._id}`);
    expect(page.status).toBe(200);
    expect(friendProfileSchema.strict().parse(page.body)).toBeTruthy();
    expect(Object.keys(page.body.friend).sort()).toEqual([...PLAYER_CARD_KEYS, 'gamesPlayed', 'since'].sort());
    expect(page.body.friend).toMatchObject({
      _id: misty.user._id,
      username: misty.user.username,
      name: 'Misty',
      gamesPlayed: { tcg: 2, vgc: 1, total: 3 },
    });
    expect(page.body.sharedGroups).toEqual([]);
    expect(JSON.stringify(page.body)).not.toContain(misty.email);
    // Both sides see each other's page.
    const back = await get(misty.token, `/api/friends/${ash.user._id}`);
    expect(back.body.friend.gamesPlayed).toEqual({ tcg: 1, vgc: 0, total: 1 });
  });
});
