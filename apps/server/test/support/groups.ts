// Helpers of the match group tests (issue 14): logging matches, creating groups, and a "circle" — a group with an
// owner, an accepted editor, an accepted viewer, a pending invitee and a stranger — to try every role against.
import { expect } from 'vitest';
import type { MatchGroup } from '@trainerlog/core';
import { call } from './api.ts';
import { makeFriends, player, type Player } from './social.ts';
import type { TestContext } from './test-app.ts';

export const MISSING = '00000000-0000-4000-8000-000000000000';
export const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
export const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

/** Logs a TCG match (one won game unless told) and returns its id. */
export async function logTcg(t: TestContext, who: Player, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call(t.app, 'POST', '/api/tcgmatches', {
    token: who.token,
    body: {
      deckName: 'Gardevoir ex',
      opponentDeck: 'Charizard ex',
      format: 'Bo1',
      date: '2025-03-01',
      notes: '',
      games: [{ result: 'win' }],
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

/** Logs a VGC match (one won game unless told) and returns its id. */
export async function logVgc(t: TestContext, who: Player, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call(t.app, 'POST', '/api/vgcmatches', {
    token: who.token,
    body: {
      playerTeam: SUN,
      opponentTeam: RAIN,
      opponentName: 'Wolfe',
      format: 'VGC 2025 Reg H',
      bestOf: 1,
      date: '2025-03-01',
      games: [{ result: 'win' }],
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

/** Creates a group and returns the answer (expects 201). */
export async function createGroup(t: TestContext, who: Player, body: Record<string, unknown>): Promise<MatchGroup> {
  const res = await call(t.app, 'POST', '/api/matchgroups', { token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as MatchGroup;
}

export async function invite(t: TestContext, owner: Player, groupId: string, friend: Player, permission = 'edit') {
  const res = await call(t.app, 'PUT', `/api/matchgroups/${groupId}/invite`, {
    token: owner.token,
    body: { friendId: friend.user._id, permission },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as MatchGroup;
}

export async function respond(t: TestContext, who: Player, groupId: string, response: 'accepted' | 'declined') {
  const res = await call(t.app, 'PUT', `/api/matchgroups/${groupId}/respond`, { token: who.token, body: { response } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The group as its owner reads it. */
export async function groupAs(t: TestContext, who: Player, groupId: string): Promise<MatchGroup> {
  const res = await call(t.app, 'GET', `/api/matchgroups/${groupId}`, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as MatchGroup;
}

export interface Circle {
  owner: Player;
  editor: Player;
  viewer: Player;
  pending: Player;
  stranger: Player;
  groupId: string;
  /** One TCG match of each player, the owner's and the editor's in the group. */
  matches: Record<'owner' | 'editor' | 'viewer' | 'pending' | 'stranger', string>;
}

/** A mixed group shared with an editor and a viewer (accepted) and a pending invitee; a stranger outside. */
export async function circle(t: TestContext): Promise<Circle> {
  const [owner, editor, viewer, pending, stranger] = await Promise.all([
    player(t, 'own'),
    player(t, 'edi'),
    player(t, 'vie'),
    player(t, 'pen'),
    player(t, 'str'),
  ]);
  for (const friend of [editor, viewer, pending]) await makeFriends(t, owner, friend);
  const matches = {
    owner: await logTcg(t, owner),
    editor: await logTcg(t, editor),
    viewer: await logTcg(t, viewer),
    pending: await logTcg(t, pending),
    stranger: await logTcg(t, stranger),
  };
  const group = await createGroup(t, owner, { name: 'Worlds 2025', matches: { tcg: [matches.owner] } });
  await invite(t, owner, group._id, editor, 'edit');
  await invite(t, owner, group._id, viewer, 'view');
  await invite(t, owner, group._id, pending, 'edit');
  await respond(t, editor, group._id, 'accepted');
  await respond(t, viewer, group._id, 'accepted');
  const added = await call(t.app, 'PUT', `/api/matchgroups/${group._id}/matches`, {
    token: editor.token,
    body: { tcgMatches: [matches.editor] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { owner, editor, viewer, pending, stranger, groupId: group._id, matches };
}

/** Every row of the group tables and notifications: equal snapshots mean nothing changed. */
export async function groupSnapshot(t: TestContext) {
  const q = async (text: string) => (await t.database.pool.query(text)).rows;
  return {
    groups: await q('select * from match_groups order by id'),
    shares: await q('select * from match_group_shares order by group_id, user_id'),
    tcgLinks: await q('select * from match_group_tcg_matches order by group_id, match_id'),
    vgcLinks: await q('select * from match_group_vgc_matches order by group_id, match_id'),
    notifications: await q('select * from notifications order by id'),
    tcgMatches: await q('select id from tcg_matches order by id'),
    vgcMatches: await q('select id from vgc_matches order by id'),
  };
}

/** The notifications of a user straight from the table, newest first. */
export async function notificationRows(t: TestContext, who: Player) {
  const { rows } = await t.database.pool.query(
    'select type, message, from_user_id, group_id, is_read from notifications where user_id = $1 order by created_at desc',
    [who.user._id],
  );
  return rows as {
    type: string;
    message: string;
    from_user_id: string | null;
    group_id: string | null;
    is_read: boolean;
  }[];
}
