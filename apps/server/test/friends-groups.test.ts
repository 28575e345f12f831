// Removing a friend ends the group sharing between the two (issue 14): shares of either one's groups with the other
// go, each one's matches leave the other's groups, invitations between them go — and nothing else changes (other
// members, the matches themselves). A friend's page lists the friend's groups shared with the viewer.
import { describe, expect, it } from 'vitest';
import { call } from './support/api.ts';
import { makeFriends, notificationsOf, player, type Player } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const q = async (text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows;

async function tcgMatch(who: Player): Promise<string> {
  const res = await call(t.app, 'POST', '/api/tcgmatches', {
    token: who.token,
    body: { deckName: 'Deck', opponentDeck: 'Opp', date: '2025-01-01', games: [{ result: 'win' }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

async function vgcMatch(who: Player): Promise<string> {
  const res = await call(t.app, 'POST', '/api/vgcmatches', {
    token: who.token,
    body: {
      playerTeam: ['Torkoal'],
      opponentTeam: ['Pelipper'],
      bestOf: 1,
      date: '2025-03-01',
      games: [{ result: 'win' }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

async function group(owner: Player, name: string, type = 'mixed'): Promise<string> {
  const [row] = await q(`insert into match_groups (user_id, name, type) values ($1, $2, $3) returning id`, [
    owner.user._id,
    name,
    type,
  ]);
  return row.id as string;
}

async function share(groupId: string, member: Player, permission: 'view' | 'edit', status = 'accepted') {
  await q(`insert into match_group_shares (group_id, user_id, permission, status) values ($1, $2, $3, $4)`, [
    groupId,
    member.user._id,
    permission,
    status,
  ]);
}

const link = (game: 'tcg' | 'vgc', groupId: string, matchId: string) =>
  q(`insert into match_group_${game}_matches (group_id, match_id) values ($1, $2)`, [groupId, matchId]);
const links = async (game: 'tcg' | 'vgc', groupId: string) =>
  (await q(`select match_id from match_group_${game}_matches where group_id = $1 order by match_id`, [groupId])).map(
    (r) => r.match_id as string,
  );

describe('removing a friend and groups', () => {
  it('ends both directions of sharing and takes each one’s matches out of the other’s groups', async () => {
    const ash = await player(t, 'ash');
    const misty = await player(t, 'misty');
    const brock = await player(t, 'brock');
    await makeFriends(t, ash, misty);
    await makeFriends(t, ash, brock);
    await makeFriends(t, misty, brock);

    const ashGroup = await group(ash, 'Ash worlds');
    const ashPending = await group(ash, 'Ash locals', 'tcg');
    const mistyGroup = await group(misty, 'Misty cups');
    const brockGroup = await group(brock, 'Brock regionals');
    await share(ashGroup, misty, 'edit');
    await share(ashGroup, brock, 'edit');
    await share(ashPending, misty, 'view', 'pending');
    await share(mistyGroup, ash, 'edit');
    await share(brockGroup, ash, 'edit');
    await share(brockGroup, misty, 'edit');
    await q(
      `insert into notifications (user_id, type, message, from_user_id, group_id) values
         ($1, 'group_invitation', 'invited', $2, $3), ($1, 'group_updated', 'changed', $2, $4)`,
      [misty.user._id, ash.user._id, ashPending, ashGroup],
    );

    const [ashTcg, ashTcg2, mistyTcg, mistyTcg2, brockTcg] = [
      await tcgMatch(ash),
      await tcgMatch(ash),
      await tcgMatch(misty),
      await tcgMatch(misty),
      await tcgMatch(brock),
    ];
    const [ashVgc, mistyVgc] = [await vgcMatch(ash), await vgcMatch(misty)];
    await link('tcg', ashGroup, ashTcg);
    await link('tcg', ashGroup, mistyTcg);
    await link('tcg', ashGroup, brockTcg);
    await link('vgc', ashGroup, mistyVgc);
    await link('tcg', mistyGroup, mistyTcg2);
    await link('tcg', mistyGroup, ashTcg2);
    await link('vgc', mistyGroup, ashVgc);
    await link('tcg', brockGroup, ashTcg2);
    await link('tcg', brockGroup, mistyTcg2);

    // Before: Ash's page of Misty shows Misty's group shared with Ash (and not Ash's own, nor Brock's).
    const page = await call(t.app, 'GET', `/api/friends/${misty.user._id}`, { token: ash.token });
    expect(page.status).toBe(200);
    expect(page.body.sharedGroups.map((g: { _id: string }) => g._id)).toEqual([mistyGroup]);
    expect(page.body.sharedGroups[0]).toMatchObject({
      name: 'Misty cups',
      user: { _id: misty.user._id },
      access: 'edit',
      userRole: 'shared',
      sharedWith: [],
      matchCounts: { tcg: 2, vgc: 1 },
    });

    const removed = await call(t.app, 'DELETE', `/api/friends/${ash.user._id}`, { token: misty.token });
    expect(removed.status).toBe(200);

    // Shares between the two are gone; Brock's stay.
    const shares = await q(`select group_id, user_id from match_group_shares order by group_id, user_id`);
    expect(shares).toEqual(
      expect.arrayContaining([
        { group_id: ashGroup, user_id: brock.user._id },
        { group_id: brockGroup, user_id: ash.user._id },
        { group_id: brockGroup, user_id: misty.user._id },
      ]),
    );
    expect(shares).toHaveLength(3);
    // Misty's matches left Ash's group, Ash's left Misty's; owners' and Brock's matches stay; Brock's group untouched.
    expect(await links('tcg', ashGroup)).toEqual([ashTcg, brockTcg].sort());
    expect(await links('vgc', ashGroup)).toEqual([]);
    expect(await links('tcg', mistyGroup)).toEqual([mistyTcg2]);
    expect(await links('vgc', mistyGroup)).toEqual([]);
    expect(await links('tcg', brockGroup)).toEqual([ashTcg2, mistyTcg2].sort());
    // The matches themselves remain.
    const kept = await q(`select count(*)::int as n from tcg_matches where id = any($1::uuid[])`, [
      [ashTcg, ashTcg2, mistyTcg, mistyTcg2, brockTcg],
    ]);
    expect(kept[0].n).toBe(5);
    // The invitation notice went with its share; other notices stay.
    const groupNotices = (await notificationsOf(t, misty)).filter((n) => n.type.startsWith('group'));
    expect(groupNotices.map((n) => n.message)).toEqual(['changed']);
    // Neither has a page of the other any more.
    expect((await call(t.app, 'GET', `/api/friends/${misty.user._id}`, { token: ash.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/friends/${ash.user._id}`, { token: misty.token })).status).toBe(404);
  });

  it('never leaves a share between players who are no longer friends, even when an invitation races the removal', async () => {
    for (let round = 0; round < 4; round += 1) {
      const ash = await player(t);
      const misty = await player(t);
      await makeFriends(t, ash, misty);
      const ashGroup = await group(ash, `Race ${round}`);
      const [removal, invitation] = await Promise.all([
        call(t.app, 'DELETE', `/api/friends/${ash.user._id}`, { token: misty.token }),
        call(t.app, 'PUT', `/api/matchgroups/${ashGroup}/invite`, {
          token: ash.token,
          body: { friendId: misty.user._id, permission: 'edit' },
        }),
      ]);
      expect(removal.status).toBe(200);
      expect([200, 400], JSON.stringify(invitation.body)).toContain(invitation.status);
      expect(await q(`select 1 from match_group_shares where group_id = $1`, [ashGroup])).toEqual([]);
    }
  });

  it('leaves groups alone when the two shared nothing', async () => {
    const ash = await player(t);
    const misty = await player(t);
    const brock = await player(t);
    await makeFriends(t, ash, misty);
    await makeFriends(t, ash, brock);
    const ashGroup = await group(ash, 'Solo');
    await share(ashGroup, brock, 'view');
    const brockTcg = await tcgMatch(brock);
    await link('tcg', ashGroup, brockTcg);
    const before = await q(`select * from match_group_shares order by group_id, user_id`);
    expect((await call(t.app, 'DELETE', `/api/friends/${misty.user._id}`, { token: ash.token })).status).toBe(200);
    expect(await q(`select * from match_group_shares order by group_id, user_id`)).toEqual(before);
    expect(await links('tcg', ashGroup)).toEqual([brockTcg]);
  });
});
