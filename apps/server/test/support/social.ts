// Helpers of the friends and notifications tests (issue 14): players, making friends through the API, and a snapshot
// of every social table so a refused request can be shown to have changed nothing.
import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';
import { call, registerUser } from './api.ts';

export type Player = Awaited<ReturnType<typeof registerUser>>;

let players = 0;

/** A registered player with a recognisable username (`<prefix><n>`, unique per run). */
export async function player(t: TestContext, prefix = 'pal', extra: { name?: string } = {}): Promise<Player> {
  players += 1;
  const registered = await registerUser(t.app, {
    username: `${prefix}${process.pid % 1000}x${players}`,
  });
  if (extra.name !== undefined) {
    await t.database.pool.query('update users set name = $1 where id = $2', [extra.name, registered.user._id]);
  }
  return registered;
}

/** `from` asks `to` (by username); expects the request to be stored. */
export async function sendRequest(t: TestContext, from: Player, to: Player) {
  const res = await call(t.app, 'POST', '/api/friends/request', {
    token: from.token,
    body: { username: to.user.username },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res;
}

/** Makes two players friends through the API (a asks, b accepts). */
export async function makeFriends(t: TestContext, a: Player, b: Player): Promise<void> {
  await sendRequest(t, a, b);
  const accepted = await call(t.app, 'PUT', `/api/friends/accept/${a.user._id}`, { token: b.token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

/** The caller's notifications as the API lists them. */
export async function notificationsOf(t: TestContext, who: Player) {
  const res = await call(t.app, 'GET', '/api/notifications', { token: who.token });
  expect(res.status).toBe(200);
  return res.body as { _id: string; type: string; isRead: boolean; message: string; from: { _id: string } | null }[];
}

export async function unreadOf(t: TestContext, who: Player): Promise<number> {
  const res = await call(t.app, 'GET', '/api/notifications/unread-count', { token: who.token });
  expect(res.status).toBe(200);
  return res.body.unreadCount as number;
}

/** Every row of every social table, in a stable order: equal snapshots mean nothing changed. */
export async function socialSnapshot(t: TestContext) {
  const q = async (text: string) => (await t.database.pool.query(text)).rows;
  return {
    friendships: await q('select user_id, friend_id, created_at from friendships order by 1, 2'),
    requests: await q('select from_user_id, to_user_id, created_at from friend_requests order by 1, 2'),
    notifications: await q(
      'select id, user_id, type, message, from_user_id, group_id, is_read, created_at from notifications order by id',
    ),
    groups: await q('select id, user_id, name, description, type, updated_at from match_groups order by id'),
    shares: await q('select group_id, user_id, permission, status from match_group_shares order by 1, 2'),
    tcgLinks: await q('select group_id, match_id from match_group_tcg_matches order by 1, 2'),
    vgcLinks: await q('select group_id, match_id from match_group_vgc_matches order by 1, 2'),
  };
}

/** The keys a player card has — nothing else (no email, role or settings) may reach another player. */
export const PLAYER_CARD_KEYS = ['_id', 'name', 'pokemonSprite', 'profilePicture', 'username'];
