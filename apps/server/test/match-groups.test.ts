// Match groups (issue 14): create with the type and own-matches rules, read, list (summaries, search, sort),
// statistics, rename and type change, adding and removing matches, delete, the popup's pages, and the group badge
// on match answers.
import { describe, expect, it } from 'vitest';
import {
  GROUP_MESSAGES,
  groupTcgMatchPageSchema,
  groupStats,
  matchGroupSchema,
  matchGroupSummarySchema,
  tcgMatchPageSchema,
  vgcMatchPageSchema,
} from '@trainerlog/core';
import { call } from './support/api.ts';
import { circle, createGroup, groupAs, groupSnapshot, logTcg, logVgc, MISSING } from './support/groups.ts';
import { player } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);

describe('creating a group', () => {
  it('creates a group with the caller’s own matches and answers it (201)', async () => {
    const me = await player(t, 'mk');
    const tcg = await logTcg(t, me);
    const vgc = await logVgc(t, me);
    const group = await createGroup(t, me, {
      name: '  Regionals  ',
      description: 'Day 1',
      type: 'mixed',
      matches: { tcg: [tcg], vgc: [vgc] },
    });
    expect(matchGroupSchema.parse(group)).toEqual(group);
    expect(group).toMatchObject({
      name: 'Regionals',
      description: 'Day 1',
      type: 'mixed',
      userRole: 'owner',
      access: 'owner',
      isShared: false,
      sharedWith: [],
      matchCounts: { tcg: 1, vgc: 1 },
      matches: { tcg: [tcg], vgc: [vgc] },
    });
    expect(group.user).toEqual({
      _id: me.user._id,
      username: me.user.username,
      name: null,
      profilePicture: null,
      pokemonSprite: null,
    });
    expect(group.date).toBe(group.createdAt);
  });

  it('defaults to a mixed group without matches and refuses a blank name', async () => {
    const me = await player(t, 'mk');
    const group = await createGroup(t, me, { name: 'Empty' });
    expect(group).toMatchObject({ type: 'mixed', description: '', matches: { tcg: [], vgc: [] } });
    expect(group.stats).toEqual({ matches: 0, wins: 0, losses: 0, ties: 0, winRate: 0 });
    const blank = await call(t.app, 'POST', '/api/matchgroups', { token: me.token, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('Please enter a group name');
  });

  it('only takes matches of the group’s game (400 wrongGame at matches.<game>), creating nothing', async () => {
    const me = await player(t, 'mk');
    const tcg = await logTcg(t, me);
    const vgc = await logVgc(t, me);
    const before = await groupSnapshot(t);
    const tcgGroup = await call(t.app, 'POST', '/api/matchgroups', {
      token: me.token,
      body: { name: 'TCG only', type: 'tcg', matches: { tcg: [tcg], vgc: [vgc] } },
    });
    expect(tcgGroup.status).toBe(400);
    expect(tcgGroup.body.errors).toEqual([{ path: 'matches.vgc', message: GROUP_MESSAGES.wrongGame }]);
    const vgcGroup = await call(t.app, 'POST', '/api/matchgroups', {
      token: me.token,
      body: { name: 'VGC only', type: 'vgc', matches: { tcg: [tcg] } },
    });
    expect(vgcGroup.status).toBe(400);
    expect(vgcGroup.body.errors).toEqual([{ path: 'matches.tcg', message: GROUP_MESSAGES.wrongGame }]);
    expect(await groupSnapshot(t)).toEqual(before);
    expect((await createGroup(t, me, { name: 'ok', type: 'vgc', matches: { vgc: [vgc] } })).matchCounts).toEqual({
      tcg: 0,
      vgc: 1,
    });
  });

  it('only takes the caller’s own matches (400 matchNotFound at matches.tcg.N), creating nothing', async () => {
    const me = await player(t, 'mk');
    const other = await player(t, 'ot');
    const mine = await logTcg(t, me);
    const theirs = await logTcg(t, other);
    const theirVgc = await logVgc(t, other);
    const before = await groupSnapshot(t);
    const res = await call(t.app, 'POST', '/api/matchgroups', {
      token: me.token,
      body: { name: 'Sneaky', matches: { tcg: [mine, theirs, 'nope', MISSING], vgc: [theirVgc] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(GROUP_MESSAGES.matchNotFound);
    expect(res.body.errors).toEqual([
      { path: 'matches.tcg.1', message: GROUP_MESSAGES.matchNotFound },
      { path: 'matches.tcg.2', message: GROUP_MESSAGES.matchNotFound },
      { path: 'matches.tcg.3', message: GROUP_MESSAGES.matchNotFound },
      { path: 'matches.vgc.0', message: GROUP_MESSAGES.matchNotFound },
    ]);
    expect(await groupSnapshot(t)).toEqual(before);
  });

  it('stores a match sent twice once', async () => {
    const me = await player(t, 'mk');
    const tcg = await logTcg(t, me);
    const group = await createGroup(t, me, { name: 'Twice', matches: { tcg: [tcg, tcg] } });
    expect(group.matches.tcg).toEqual([tcg]);
  });
});

describe('group statistics', () => {
  it('count TCG matches by their games (none: not counted) and VGC matches by result; win rate a whole percent', async () => {
    const me = await player(t, 'st');
    const tcgWin = await logTcg(t, me, { games: [{ result: 'win' }] });
    const tcgLoss = await logTcg(t, me, { games: [{ result: 'loss' }] });
    const tcgTie = await logTcg(t, me);
    const tcgNoGames = await logTcg(t, me);
    // Stored data the form cannot make today: a 1-1 tie and a match without counted games.
    await sql(`update tcg_matches set wins = 1, losses = 1, result = 'tie' where id = $1`, [tcgTie]);
    await sql(`update tcg_matches set wins = 0, losses = 0, result = 'tie', games = '[]' where id = $1`, [tcgNoGames]);
    const vgcWin = await logVgc(t, me, { games: [{ result: 'win' }] });
    const vgcLoss = await logVgc(t, me, { games: [{ result: 'loss' }] });
    const vgcTie = await logVgc(t, me);
    await sql(`update vgc_matches set result = 'tie' where id = $1`, [vgcTie]);

    const group = await createGroup(t, me, {
      name: 'All',
      matches: { tcg: [tcgWin, tcgLoss, tcgTie, tcgNoGames], vgc: [vgcWin, vgcLoss, vgcTie] },
    });
    expect(group.matchCounts).toEqual({ tcg: 4, vgc: 3 });
    expect(group.stats).toEqual({ matches: 6, wins: 2, losses: 2, ties: 2, winRate: 33 });
    // The same as core's rule over the same results.
    expect(
      groupStats(
        [
          { games: [{ result: 'win' }] },
          { games: [{ result: 'loss' }] },
          { games: [{ result: 'win' }, { result: 'loss' }] },
          { games: [] },
        ],
        [{ result: 'win' }, { result: 'loss' }, { result: 'tie' }],
      ),
    ).toEqual(group.stats);

    const twoOfThree = await createGroup(t, me, { name: '2/3', matches: { tcg: [tcgWin], vgc: [vgcWin, vgcLoss] } });
    expect(twoOfThree.stats.winRate).toBe(67);
    const onlyNoGames = await createGroup(t, me, { name: 'none', matches: { tcg: [tcgNoGames] } });
    expect(onlyNoGames.stats).toEqual({ matches: 0, wins: 0, losses: 0, ties: 0, winRate: 0 });
    expect(onlyNoGames.matchCounts.tcg).toBe(1);

    // One win in eight rounds 12.5 up to 13, as core's Math.round.
    const eight = [tcgWin];
    for (let i = 0; i < 7; i++) eight.push(await logTcg(t, me, { games: [{ result: 'loss' }] }));
    expect((await createGroup(t, me, { name: '1/8', matches: { tcg: eight } })).stats).toEqual({
      matches: 8,
      wins: 1,
      losses: 7,
      ties: 0,
      winRate: 13,
    });

    const list = await call(t.app, 'GET', '/api/matchgroups', { token: me.token });
    const all = list.body.find((g: { _id: string }) => g._id === group._id);
    expect(all.stats).toEqual(group.stats);
  });
});

describe('the list of groups', () => {
  it('holds owned and accepted groups with summaries, newest first, searchable and sortable', async () => {
    const c = await circle(t);
    const own = await createGroup(t, c.editor, { name: 'Alpha league', description: 'locals' });
    const list = await call(t.app, 'GET', '/api/matchgroups', { token: c.editor.token });
    expect(list.status).toBe(200);
    const summaries = list.body.map((s: unknown) => matchGroupSummarySchema.parse(s));
    expect(summaries.map((s: { _id: string }) => s._id)).toEqual([own._id, c.groupId]);
    expect(Object.keys(list.body[0]).sort()).toEqual(Object.keys(matchGroupSummarySchema.shape).sort());
    const shared = summaries[1];
    expect(shared).toMatchObject({
      userRole: 'shared',
      access: 'edit',
      isShared: true,
      sharedWith: [],
      matchCounts: { tcg: 2, vgc: 0 },
    });
    expect(shared.user._id).toBe(c.owner.user._id);
    expect(summaries[0]).toMatchObject({ userRole: 'owner', access: 'owner', isShared: false });

    const ownerList = await call(t.app, 'GET', '/api/matchgroups', { token: c.owner.token });
    expect(ownerList.body[0].sharedWith.map((s: { status: string }) => s.status).sort()).toEqual([
      'accepted',
      'accepted',
      'pending',
    ]);

    const search = async (query: string) =>
      (await call(t.app, 'GET', `/api/matchgroups?${query}`, { token: c.editor.token })).body.map(
        (s: { name: string }) => s.name,
      );
    expect(await search('q=LOCAL')).toEqual(['Alpha league']);
    expect(await search('q=worlds')).toEqual(['Worlds 2025']);
    expect(await search('q=%25')).toEqual([]);
    expect(await search('sort=oldest')).toEqual(['Worlds 2025', 'Alpha league']);
    expect(await search('sort=name-asc')).toEqual(['Alpha league', 'Worlds 2025']);
    expect(await search('sort=name-desc')).toEqual(['Worlds 2025', 'Alpha league']);
    expect(await search('sort=most-matches')).toEqual(['Worlds 2025', 'Alpha league']);
    const bad = await call(t.app, 'GET', '/api/matchgroups?sort=sideways', { token: c.editor.token });
    expect(bad.status).toBe(400);
  });
});

describe('changing a group', () => {
  it('renames and describes; the type changes only while no match of a left-out game is held', async () => {
    const me = await player(t, 'ch');
    const vgc = await logVgc(t, me);
    const group = await createGroup(t, me, { name: 'Old', matches: { vgc: [vgc] } });
    const renamed = await call(t.app, 'PUT', `/api/matchgroups/${group._id}`, {
      token: me.token,
      body: { name: 'New', description: 'About' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'New', description: 'About', type: 'mixed' });
    expect(renamed.body.updatedAt >= group.updatedAt).toBe(true);

    const toTcg = await call(t.app, 'PUT', `/api/matchgroups/${group._id}`, { token: me.token, body: { type: 'tcg' } });
    expect(toTcg.status).toBe(400);
    expect(toTcg.body.errors).toEqual([{ path: 'type', message: GROUP_MESSAGES.wrongGame }]);
    const toVgc = await call(t.app, 'PUT', `/api/matchgroups/${group._id}`, { token: me.token, body: { type: 'vgc' } });
    expect(toVgc.status).toBe(200);
    expect(toVgc.body.type).toBe('vgc');

    const nothing = await call(t.app, 'PUT', `/api/matchgroups/${group._id}`, { token: me.token, body: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.msg).toBe('Nothing to change');
  });

  it('adds the caller’s own matches (same rules as create, ids already there are fine) and removes them', async () => {
    const me = await player(t, 'ad');
    const other = await player(t, 'ot');
    const [a, b] = [await logTcg(t, me), await logTcg(t, me)];
    const vgc = await logVgc(t, me);
    const theirs = await logTcg(t, other);
    const group = await createGroup(t, me, { name: 'Adds', type: 'tcg', matches: { tcg: [a] } });
    const url = `/api/matchgroups/${group._id}/matches`;

    const before = await groupSnapshot(t);
    const wrong = await call(t.app, 'PUT', url, { token: me.token, body: { tcgMatches: [b], vgcMatches: [vgc] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'vgcMatches', message: GROUP_MESSAGES.wrongGame }]);
    const notMine = await call(t.app, 'PUT', url, { token: me.token, body: { tcgMatches: [b, theirs] } });
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors).toEqual([{ path: 'tcgMatches.1', message: GROUP_MESSAGES.matchNotFound }]);
    const empty = await call(t.app, 'PUT', url, { token: me.token, body: { tcgMatches: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(GROUP_MESSAGES.noMatchesGiven);
    expect(await groupSnapshot(t)).toEqual(before);

    const added = await call(t.app, 'PUT', url, { token: me.token, body: { tcgMatches: [a, b] } });
    expect(added.status).toBe(200);
    expect(added.body.matches.tcg).toEqual([b, a]);
    const removed = await call(t.app, 'PUT', `${url}/remove`, { token: me.token, body: { tcgMatches: [a, MISSING] } });
    expect(removed.status).toBe(200);
    expect(removed.body.matches.tcg).toEqual([b]);
  });
});

describe('deleting', () => {
  it('a group keeps its matches', async () => {
    const me = await player(t, 'dl');
    const tcg = await logTcg(t, me);
    const vgc = await logVgc(t, me);
    const group = await createGroup(t, me, { name: 'Gone', matches: { tcg: [tcg], vgc: [vgc] } });
    const res = await call(t.app, 'DELETE', `/api/matchgroups/${group._id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: GROUP_MESSAGES.deleted });
    expect((await call(t.app, 'GET', `/api/tcgmatches/${tcg}`, { token: me.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/vgcmatches/${vgc}`, { token: me.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/matchgroups/${group._id}`, { token: me.token })).status).toBe(404);
  });

  it('a match removes it from every group and from the popup', async () => {
    const me = await player(t, 'dm');
    const tcg = await logTcg(t, me);
    const keep = await logTcg(t, me);
    const one = await createGroup(t, me, { name: 'One', matches: { tcg: [tcg, keep] } });
    const two = await createGroup(t, me, { name: 'Two', matches: { tcg: [tcg] } });
    expect((await call(t.app, 'DELETE', `/api/tcgmatches/${tcg}`, { token: me.token })).status).toBe(200);
    expect((await groupAs(t, me, one._id)).matches.tcg).toEqual([keep]);
    expect((await groupAs(t, me, two._id)).matchCounts.tcg).toBe(0);
    const page = await call(t.app, 'GET', `/api/matchgroups/${one._id}/matches?game=tcg`, { token: me.token });
    expect(page.body.matches.map((m: { _id: string }) => m._id)).toEqual([keep]);
    expect(page.body.total).toBe(1);
  });
});

describe('the popup’s match pages', () => {
  it('pages a group’s matches of one game newest first, with players, hiding others’ imported logs', async () => {
    const c = await circle(t);
    const dates = ['2025-01-05', '2025-01-03', '2025-01-04', '2025-01-01', '2025-01-02'];
    const ownerIds: string[] = [];
    for (const date of dates) ownerIds.push(await logTcg(t, c.owner, { date }));
    await sql(`update tcg_matches set import_source = 'ptcgl', ptcgl_log_text = 'log' where user_id = $1`, [
      c.owner.user._id,
    ]);
    await call(t.app, 'PUT', `/api/matchgroups/${c.groupId}/matches`, {
      token: c.owner.token,
      body: { tcgMatches: ownerIds },
    });
    const url = `/api/matchgroups/${c.groupId}/matches?game=tcg&pageSize=3`;
    const first = await call(t.app, 'GET', url, { token: c.viewer.token });
    expect(first.status).toBe(200);
    const page = groupTcgMatchPageSchema.parse(first.body);
    expect(page).toMatchObject({ game: 'tcg', page: 1, pageSize: 3, total: 7, totalPages: 3 });
    // The circle's two matches are dated 2025-03-01, the newest.
    expect(page.matches.map((m) => m.date)).toEqual(['2025-03-01', '2025-03-01', '2025-01-05']);
    expect(page.matches.every((m) => m.ptcglLogText === null)).toBe(true);
    expect(page.players.map((p) => p._id).sort()).toEqual([c.owner.user._id, c.editor.user._id].sort());
    const last = await call(t.app, 'GET', `${url}&page=3`, { token: c.viewer.token });
    expect(last.body.matches.map((m: { date: string }) => m.date)).toEqual(['2025-01-01']);
    const mine = await call(t.app, 'GET', url, { token: c.owner.token });
    const ownerMatch = mine.body.matches.find((m: { user: string }) => m.user === c.owner.user._id);
    expect(ownerMatch.ptcglLogText).toBe('log');

    const vgc = await call(t.app, 'GET', `/api/matchgroups/${c.groupId}/matches?game=vgc`, { token: c.editor.token });
    expect(vgc.body).toEqual({ game: 'vgc', matches: [], players: [], page: 1, pageSize: 8, total: 0, totalPages: 1 });
    const bad = await call(t.app, 'GET', `/api/matchgroups/${c.groupId}/matches?game=chess`, { token: c.owner.token });
    expect(bad.status).toBe(400);
  });
});

describe('the group badge on match answers', () => {
  it('names the most recently added group the match’s owner can see', async () => {
    const me = await player(t, 'bd');
    const tcg = await logTcg(t, me);
    const vgc = await logVgc(t, me);
    const plain = await logTcg(t, me);
    const list = async () =>
      tcgMatchPageSchema.parse((await call(t.app, 'GET', '/api/tcgmatches', { token: me.token })).body).matches;
    expect((await list()).map((m) => m.group)).toEqual([null, null]);

    const first = await createGroup(t, me, { name: 'First', matches: { tcg: [tcg], vgc: [vgc] } });
    await sql(`update match_group_tcg_matches set added_at = added_at - interval '1 hour'`);
    const second = await createGroup(t, me, { name: 'Second', matches: { tcg: [tcg] } });
    const byId = new Map((await list()).map((m) => [m._id, m.group]));
    expect(byId.get(tcg)).toEqual({ _id: second._id, name: 'Second' });
    expect(byId.get(plain)).toBeNull();
    expect((await call(t.app, 'GET', `/api/tcgmatches/${tcg}`, { token: me.token })).body.group).toEqual({
      _id: second._id,
      name: 'Second',
    });
    const vgcList = vgcMatchPageSchema.parse((await call(t.app, 'GET', '/api/vgcmatches', { token: me.token })).body);
    expect(vgcList.matches[0]!.group).toEqual({ _id: first._id, name: 'First' });
    const vgcOne = await call(t.app, 'GET', `/api/vgcmatches/${vgc}`, { token: me.token });
    expect(vgcOne.body.group).toEqual({ _id: first._id, name: 'First' });

    await call(t.app, 'DELETE', `/api/matchgroups/${second._id}`, { token: me.token });
    expect(new Map((await list()).map((m) => [m._id, m.group])).get(tcg)).toEqual({ _id: first._id, name: 'First' });
  });

  it('shows a shared group to the member whose match is in it, and drops it when they leave', async () => {
    const c = await circle(t);
    const mine = await call(t.app, 'GET', `/api/tcgmatches/${c.matches.editor}`, { token: c.editor.token });
    expect(mine.body.group).toEqual({ _id: c.groupId, name: 'Worlds 2025' });
    await call(t.app, 'PUT', `/api/matchgroups/${c.groupId}/leave`, { token: c.editor.token });
    const after = await call(t.app, 'GET', `/api/tcgmatches/${c.matches.editor}`, { token: c.editor.token });
    expect(after.body.group).toBeNull();
  });
});
