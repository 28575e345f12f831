// "Delete my account" (issue 16): DELETE /api/auth/account with the password removes every row of the player — no
// table keeps their id — drops their matches from the global and community counts exactly, ends their sessions,
// removes the groups they own for the members (who are told), and leaves everyone else's data as it was.
import { describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_MESSAGES, socialMessages } from '@trainerlog/core';
import { call } from './support/api.ts';
import { circle, logTcg, logVgc } from './support/groups.ts';
import { makeFriends, notificationsOf, player, sendRequest, type Player } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const q = async (text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows;

const remove = (who: Player, body: unknown = { password: who.password }, token = who.token) =>
  call(t.app, 'DELETE', '/api/auth/account', { token, body });

/** How many rows of each table hold `id` in any uuid column (tables found from the catalogue, so none is forgotten). */
async function rowsNaming(id: string): Promise<Record<string, number>> {
  const columns = await q(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type = 'uuid' order by table_name, column_name`,
  );
  const found: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await q(`select count(*)::int as n from "${table}" where "${column}" = $1`, [id]);
    if (row.n > 0) found[`${table}.${column}`] = row.n;
  }
  return found;
}

/** The global and community figures a deletion must move. */
async function figures() {
  const one = async (text: string) => Number((await q(text))[0].n);
  return {
    tcg: await one(`select count as n from match_counts where game = 'tcg'`),
    vgc: await one(`select count as n from match_counts where game = 'vgc'`),
    totals: await one(`select coalesce(sum(wins + losses + ties), 0) as n from community_tcg_totals`),
    daily: await one(`select coalesce(sum(wins + losses + ties), 0) as n from community_tcg_daily`),
    players: await one(`select count(*) as n from community_players where matches > 0`),
    playerMatches: await one(`select coalesce(sum(matches), 0) as n from community_players`),
    deckNames: await one(`select coalesce(sum(matches), 0) as n from deck_names`),
  };
}

/** A player with a bit of everything: matches, a deck, a team, feedback, a reset token, a friend request. */
async function busyPlayer(prefix: string): Promise<Player> {
  const who = await player(t, prefix, { name: `${prefix} Name` });
  await logTcg(t, who);
  await logTcg(t, who, { games: [{ result: 'loss' }] });
  await logVgc(t, who);
  const deck = await call(t.app, 'POST', '/api/decks', { token: who.token, body: { name: 'Gardevoir ex', cards: [] } });
  expect(deck.status, JSON.stringify(deck.body)).toBe(201);
  const team = await call(t.app, 'POST', '/api/teams', {
    token: who.token,
    body: { name: 'Sun', pokemon: [{ species: 'Torkoal' }] },
  });
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  await call(t.app, 'PUT', '/api/auth/active-deck', { token: who.token, body: { deckId: deck.body._id } });
  const feedback = await call(t.app, 'POST', '/api/feedback', {
    token: who.token,
    body: { type: 'bug', message: 'Hello' },
  });
  expect(feedback.status).toBe(201);
  const forgot = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { username: who.user.username } });
  expect(forgot.status).toBe(200);
  return who;
}

describe('DELETE /api/auth/account', () => {
  it('refuses guests, a missing and a wrong password, changing nothing', async () => {
    const me = await busyPlayer('keep');
    const before = await rowsNaming(me.user._id);
    const guest = await call(t.app, 'DELETE', '/api/auth/account', { body: { password: me.password } });
    expect(guest.status).toBe(401);
    const missing = await remove(me, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'password', message: DELETE_ACCOUNT_MESSAGES.passwordRequired }]);
    const empty = await remove(me, { password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(DELETE_ACCOUNT_MESSAGES.passwordRequired);
    const wrong = await remove(me, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      msg: DELETE_ACCOUNT_MESSAGES.wrongPassword,
      errors: [{ path: 'password', message: DELETE_ACCOUNT_MESSAGES.wrongPassword }],
    });
    expect(await rowsNaming(me.user._id)).toEqual(before);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: me.token })).status).toBe(200);
  });

  it('one user cannot delete another: the token decides whose account goes', async () => {
    const me = await busyPlayer('mine');
    const other = await busyPlayer('them');
    const otherRows = await rowsNaming(other.user._id);
    expect(Object.keys(otherRows).length).toBeGreaterThan(5);
    // Naming the other player in the body changes nothing: the route has no user parameter.
    const res = await remove(me, { password: me.password, userId: other.user._id, _id: other.user._id });
    expect(res.status).toBe(200);
    expect(await rowsNaming(me.user._id)).toEqual({});
    expect(await rowsNaming(other.user._id)).toEqual(otherRows);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: other.token })).status).toBe(200);
  });

  it('removes every row of the player, drops the counts by exactly their matches, and ends every session', async () => {
    const bystander = await busyPlayer('bys');
    const me = await busyPlayer('gone');
    const friend = await player(t, 'fri');
    const asker = await player(t, 'ask');
    await makeFriends(t, me, friend);
    await sendRequest(t, asker, me);
    const second = await call(t.app, 'POST', '/api/auth/login', { body: { email: me.email, password: me.password } });
    expect(second.status).toBe(200);
    // The bystander's rows before the player's request to them, which must go with the account.
    const bystanderRows = await rowsNaming(bystander.user._id);
    await sendRequest(t, me, bystander);
    const bystanderMatches = await q('select * from tcg_matches where user_id = $1 order by id', [bystander.user._id]);

    const before = await figures();
    const res = await remove(me);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ msg: DELETE_ACCOUNT_MESSAGES.deleted });

    expect(await rowsNaming(me.user._id)).toEqual({});
    const after = await figures();
    // Two TCG matches (one won, one lost) and one VGC match, all counted in the community figures.
    expect(after).toEqual({
      tcg: before.tcg - 2,
      vgc: before.vgc - 1,
      totals: before.totals - 2,
      daily: before.daily - 2,
      players: before.players - 1,
      playerMatches: before.playerMatches - 2,
      deckNames: before.deckNames - 4,
    });
    // The counts still equal what counting the rows gives.
    const [exact] = await q(
      `select (select count(*)::int from tcg_matches) as tcg, (select count(*)::int from vgc_matches) as vgc`,
    );
    expect({ tcg: after.tcg, vgc: after.vgc }).toEqual(exact);

    for (const token of [me.token, second.body.token as string]) {
      const dead = await call(t.app, 'GET', '/api/auth/user', { token });
      expect(dead.status).toBe(401);
      expect(dead.body).toEqual({ msg: 'Token is not valid' });
    }
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: me.email, password: me.password } });
    expect(login.status).toBe(400);

    // Others: the friend's list and the bystander's requests no longer show the player; the bystander is untouched.
    const friends = await call(t.app, 'GET', '/api/friends', { token: friend.token });
    expect(friends.status).toBe(200);
    expect(JSON.stringify(friends.body)).not.toContain(me.user._id);
    const requests = await call(t.app, 'GET', '/api/friends/requests', { token: bystander.token });
    expect(JSON.stringify(requests.body)).not.toContain(me.user._id);
    expect(await rowsNaming(bystander.user._id)).toEqual(bystanderRows);
    expect(await q('select * from tcg_matches where user_id = $1 order by id', [bystander.user._id])).toEqual(
      bystanderMatches,
    );
    // The freed username can be registered again.
    const again = await call(t.app, 'POST', '/api/auth/register', {
      body: { username: me.user.username, email: me.email, password: 'pikachu123' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('removes the groups the player owns for the members, who are told; their own matches stay', async () => {
    const c = await circle(t);
    const ownerName = c.owner.user.username;
    const res = await remove(c.owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await q('select id from match_groups where id = $1', [c.groupId])).toEqual([]);

    const text = socialMessages.accountDeleted(ownerName, 'Worlds 2025');
    for (const member of [c.editor, c.viewer, c.pending]) {
      const mine = await notificationsOf(t, member);
      const told = mine.filter((n) => n.message === text);
      expect(told, member.user.username).toHaveLength(1);
      expect(told[0]).toMatchObject({ type: 'group_deleted', isRead: false, from: null });
      // The invitation of the pending member went with its sender.
      expect(mine.some((n) => n.type === 'group_invitation')).toBe(false);
      const groups = await call(t.app, 'GET', '/api/matchgroups', { token: member.token });
      expect(JSON.stringify(groups.body)).not.toContain(c.groupId);
    }
    expect((await notificationsOf(t, c.stranger)).some((n) => n.message === text)).toBe(false);
    // The editor's match that was in the group is still theirs.
    expect(await q('select user_id from tcg_matches where id = $1', [c.matches.editor])).toEqual([
      { user_id: c.editor.user._id },
    ]);
    expect(await q('select id from tcg_matches where id = $1', [c.matches.owner])).toEqual([]);
  });
});
