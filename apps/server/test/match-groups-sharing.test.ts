// Sharing match groups (issue 14): invitations (friends only, not yourself, not twice, again after a decline),
// answering them, changing and stopping a share, leaving, and the notification each event leaves for the others.
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, matchGroupInvitationSchema, socialMessages } from '@trainerlog/core';
import { groupsSharedWithViewer } from '../src/modules/match-groups/summaries.ts';
import { call } from './support/api.ts';
import {
  circle,
  createGroup,
  groupAs,
  groupSnapshot,
  invite,
  logTcg,
  notificationRows,
  respond,
} from './support/groups.ts';
import { makeFriends, notificationsOf, player } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('inviting', () => {
  it('invites a friend (pending), tells them, and answers the group with its shares', async () => {
    const owner = await player(t, 'in', { name: 'Ash' });
    const friend = await player(t, 'fr');
    await makeFriends(t, owner, friend);
    const group = await createGroup(t, owner, { name: 'Cup' });
    const answer = await invite(t, owner, group._id, friend, 'view');
    expect(answer.isShared).toBe(true);
    expect(answer.sharedWith).toEqual([
      {
        user: {
          _id: friend.user._id,
          username: friend.user.username,
          name: null,
          profilePicture: null,
          pokemonSprite: null,
        },
        permission: 'view',
        status: 'pending',
        invitedAt: expect.any(String),
        respondedAt: null,
      },
    ]);
    const [notice] = await notificationsOf(t, friend);
    expect(notice).toMatchObject({
      type: 'group_invitation',
      message: socialMessages.groupInvitation('Ash', 'Cup', 'view'),
      isRead: false,
      from: { _id: owner.user._id },
    });

    const invitations = await call(t.app, 'GET', '/api/matchgroups/invitations', { token: friend.token });
    expect(invitations.status).toBe(200);
    expect(invitations.body).toHaveLength(1);
    expect(matchGroupInvitationSchema.parse(invitations.body[0])).toMatchObject({
      _id: group._id,
      name: 'Cup',
      permission: 'view',
      matchCount: 0,
      user: { _id: owner.user._id },
    });
  });

  it('refuses a stranger (not a friend), yourself, and a second invitation, changing nothing', async () => {
    const owner = await player(t, 'in');
    const friend = await player(t, 'fr');
    const stranger = await player(t, 'st');
    await makeFriends(t, owner, friend);
    const group = await createGroup(t, owner, { name: 'Cup' });
    await invite(t, owner, group._id, friend);
    const before = await groupSnapshot(t);
    const url = `/api/matchgroups/${group._id}/invite`;
    const cases: [string, number, string][] = [
      [stranger.user._id, 400, GROUP_MESSAGES.notAFriend],
      ['not-a-user', 400, GROUP_MESSAGES.notAFriend],
      [owner.user._id, 400, GROUP_MESSAGES.notYourself],
      [friend.user._id, 409, GROUP_MESSAGES.alreadyInvited],
    ];
    for (const [friendId, status, msg] of cases) {
      const res = await call(t.app, 'PUT', url, { token: owner.token, body: { friendId, permission: 'edit' } });
      expect(res.status, friendId).toBe(status);
      expect(res.body.msg).toBe(msg);
      if (status === 400) expect(res.body.errors).toEqual([{ path: 'friendId', message: msg }]);
    }
    await respond(t, friend, group._id, 'accepted');
    const again = await call(t.app, 'PUT', url, { token: owner.token, body: { friendId: friend.user._id } });
    expect(again.status).toBe(409);
    const missing = await call(t.app, 'PUT', url, { token: owner.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Please select a friend to invite');
    expect((await groupSnapshot(t)).groups).toEqual(before.groups);
  });

  it('invites again after a decline: pending with the new permission', async () => {
    const owner = await player(t, 'in');
    const friend = await player(t, 'fr');
    await makeFriends(t, owner, friend);
    const group = await createGroup(t, owner, { name: 'Cup' });
    await invite(t, owner, group._id, friend, 'edit');
    expect(await respond(t, friend, group._id, 'declined')).toEqual({ msg: 'Invitation declined' });
    const declined = await groupAs(t, owner, group._id);
    expect(declined.sharedWith[0]).toMatchObject({ status: 'declined', respondedAt: expect.any(String) });
    expect(declined.isShared).toBe(false);
    const again = await invite(t, owner, group._id, friend, 'view');
    expect(again.sharedWith[0]).toMatchObject({ status: 'pending', permission: 'view', respondedAt: null });
    const invitations = await call(t.app, 'GET', '/api/matchgroups/invitations', { token: friend.token });
    expect(invitations.body.map((i: { permission: string }) => i.permission)).toEqual(['view']);
  });
});

describe('answering', () => {
  it('accepting makes the group readable, tells the owner, and marks the invitation read', async () => {
    const owner = await player(t, 'an');
    const friend = await player(t, 'fr', { name: 'Misty' });
    await makeFriends(t, owner, friend);
    const group = await createGroup(t, owner, { name: 'Cup', matches: { tcg: [await logTcg(t, owner)] } });
    await invite(t, owner, group._id, friend, 'view');
    expect((await call(t.app, 'GET', `/api/matchgroups/${group._id}`, { token: friend.token })).status).toBe(404);
    expect(await respond(t, friend, group._id, 'accepted')).toEqual({ msg: 'Invitation accepted' });
    const seen = await groupAs(t, friend, group._id);
    expect(seen).toMatchObject({ access: 'view', userRole: 'shared', sharedWith: [], matchCounts: { tcg: 1, vgc: 0 } });
    const [ownerNotice] = await notificationsOf(t, owner);
    expect(ownerNotice).toMatchObject({
      type: 'group_invitation_accepted',
      message: socialMessages.invitationAccepted('Misty', 'Cup'),
    });
    const invitationNotice = (await notificationRows(t, friend)).find((n) => n.type === 'group_invitation');
    expect(invitationNotice).toMatchObject({ is_read: true, group_id: group._id });
    const invitations = await call(t.app, 'GET', '/api/matchgroups/invitations', { token: friend.token });
    expect(invitations.body).toEqual([]);
    const again = await call(t.app, 'PUT', `/api/matchgroups/${group._id}/respond`, {
      token: friend.token,
      body: { response: 'declined' },
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ msg: GROUP_MESSAGES.noInvitation });
  });

  it('declining tells the owner and keeps the group hidden', async () => {
    const owner = await player(t, 'an');
    const friend = await player(t, 'fr');
    await makeFriends(t, owner, friend);
    const group = await createGroup(t, owner, { name: 'Cup' });
    await invite(t, owner, group._id, friend);
    await respond(t, friend, group._id, 'declined');
    expect((await call(t.app, 'GET', `/api/matchgroups/${group._id}`, { token: friend.token })).status).toBe(404);
    const [notice] = await notificationsOf(t, owner);
    expect(notice).toMatchObject({
      type: 'group_invitation_declined',
      message: socialMessages.invitationDeclined(friend.user.username, 'Cup'),
    });
    const bad = await call(t.app, 'PUT', `/api/matchgroups/${group._id}/respond`, {
      token: friend.token,
      body: { response: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('changes members hear about', () => {
  it('renames, descriptions and match counts reach the other members, not the actor; no change, no notice', async () => {
    const c = await circle(t);
    const url = `/api/matchgroups/${c.groupId}`;
    const count = async () => (await t.database.pool.query('select count(*)::int as n from notifications')).rows[0].n;
    const start = await count();
    const who = c.editor.user.username;

    await call(t.app, 'PUT', url, { token: c.editor.token, body: { name: 'Worlds 2025' } });
    expect(await count()).toBe(start);

    await call(t.app, 'PUT', url, { token: c.editor.token, body: { name: 'Worlds', description: 'Yokohama' } });
    for (const member of [c.owner, c.viewer]) {
      const messages = (await notificationRows(t, member))
        .filter((n) => n.type === 'group_updated')
        .map((n) => n.message);
      expect(messages.sort()).toEqual(
        [
          socialMessages.groupRenamed(who, 'Worlds 2025', 'Worlds'),
          socialMessages.groupDescribed(who, 'Worlds'),
        ].sort(),
      );
    }
    expect((await notificationRows(t, c.editor)).filter((n) => n.type === 'group_updated')).toEqual([]);
    expect((await notificationRows(t, c.pending)).filter((n) => n.type === 'group_updated')).toEqual([]);

    const extra = [await logTcg(t, c.editor), await logTcg(t, c.editor)];
    await call(t.app, 'PUT', `${url}/matches`, {
      token: c.editor.token,
      body: { tcgMatches: [...extra, c.matches.editor] },
    });
    const [added] = (await notificationRows(t, c.owner)).filter((n) => n.type === 'group_updated');
    expect(added!.message).toBe(socialMessages.matchesAdded(who, 'Worlds', 2));

    const quiet = await count();
    await call(t.app, 'PUT', `${url}/matches`, { token: c.editor.token, body: { tcgMatches: extra } });
    expect(await count()).toBe(quiet);

    await call(t.app, 'PUT', `${url}/matches/remove`, { token: c.owner.token, body: { tcgMatches: [extra[0]] } });
    const editorNotices = (await notificationRows(t, c.editor)).filter((n) => n.type === 'group_updated');
    expect(editorNotices.map((n) => n.message)).toContain(
      socialMessages.matchesRemoved(c.owner.user.username, 'Worlds', 1),
    );
  });

  it('a changed permission reaches an accepted member only, and their access follows', async () => {
    const c = await circle(t);
    const change = async (who: typeof c.viewer, permission: string) => {
      const res = await call(t.app, 'PUT', `/api/matchgroups/${c.groupId}/shares/${who.user._id}`, {
        token: c.owner.token,
        body: { permission },
      });
      expect(res.status).toBe(200);
      return res.body;
    };
    const answer = await change(c.viewer, 'edit');
    expect(answer.sharedWith.find((s: { user: { _id: string } }) => s.user._id === c.viewer.user._id)).toMatchObject({
      permission: 'edit',
      status: 'accepted',
    });
    const [notice] = await notificationsOf(t, c.viewer);
    expect(notice).toMatchObject({
      type: 'group_access_changed',
      message: socialMessages.accessChanged(c.owner.user.username, 'Worlds 2025', 'edit'),
    });
    expect((await groupAs(t, c.viewer, c.groupId)).access).toBe('edit');
    const renamed = await call(t.app, 'PUT', `/api/matchgroups/${c.groupId}`, {
      token: c.viewer.token,
      body: { description: 'now I can' },
    });
    expect(renamed.status).toBe(200);

    const pendingBefore = (await notificationRows(t, c.pending)).length;
    await change(c.pending, 'view');
    expect((await notificationRows(t, c.pending)).length).toBe(pendingBefore);
    const invitations = await call(t.app, 'GET', '/api/matchgroups/invitations', { token: c.pending.token });
    expect(invitations.body[0].permission).toBe('view');
  });

  it('stopping a share removes the member and their matches, and tells them', async () => {
    const c = await circle(t);
    const res = await call(t.app, 'DELETE', `/api/matchgroups/${c.groupId}/shares/${c.editor.user._id}`, {
      token: c.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: GROUP_MESSAGES.shareRemoved });
    const group = await groupAs(t, c.owner, c.groupId);
    expect(group.matches.tcg).toEqual([c.matches.owner]);
    expect(group.sharedWith.map((s) => s.user._id)).not.toContain(c.editor.user._id);
    expect((await call(t.app, 'GET', `/api/matchgroups/${c.groupId}`, { token: c.editor.token })).status).toBe(404);
    const [notice] = await notificationsOf(t, c.editor);
    expect(notice!.message).toBe(socialMessages.sharingStopped(c.owner.user.username, 'Worlds 2025'));
    // The editor's match itself stays.
    expect((await call(t.app, 'GET', `/api/tcgmatches/${c.matches.editor}`, { token: c.editor.token })).status).toBe(
      200,
    );

    // A pending invitation withdrawn takes its invitation notice with it.
    await call(t.app, 'DELETE', `/api/matchgroups/${c.groupId}/shares/${c.pending.user._id}`, { token: c.owner.token });
    expect((await notificationRows(t, c.pending)).filter((n) => n.type === 'group_invitation')).toEqual([]);
    const invitations = await call(t.app, 'GET', '/api/matchgroups/invitations', { token: c.pending.token });
    expect(invitations.body).toEqual([]);
  });

  it('leaving takes the member’s matches out and tells the owner', async () => {
    const c = await circle(t);
    const res = await call(t.app, 'PUT', `/api/matchgroups/${c.groupId}/leave`, { token: c.editor.token });
    expect(res.body).toEqual({ msg: GROUP_MESSAGES.left });
    expect((await groupAs(t, c.owner, c.groupId)).matches.tcg).toEqual([c.matches.owner]);
    const [notice] = await notificationsOf(t, c.owner);
    expect(notice).toMatchObject({
      type: 'group_left',
      message: socialMessages.memberLeft(c.editor.user.username, 'Worlds 2025'),
    });
    const again = await call(t.app, 'PUT', `/api/matchgroups/${c.groupId}/leave`, { token: c.editor.token });
    expect(again.status).toBe(404);
  });

  it('deleting a group tells accepted members, keeping the text once the group is gone', async () => {
    const c = await circle(t);
    const res = await call(t.app, 'DELETE', `/api/matchgroups/${c.groupId}`, { token: c.owner.token });
    expect(res.status).toBe(200);
    for (const member of [c.editor, c.viewer]) {
      const [notice] = await notificationRows(t, member);
      expect(notice).toMatchObject({
        type: 'group_deleted',
        message: socialMessages.groupDeleted(c.owner.user.username, 'Worlds 2025'),
        group_id: null,
      });
    }
    expect((await notificationRows(t, c.pending)).map((n) => n.type)).toEqual(['group_invitation']);
    expect((await notificationRows(t, c.owner)).filter((n) => n.type === 'group_deleted')).toEqual([]);
    const editorMatch = await call(t.app, 'GET', `/api/tcgmatches/${c.matches.editor}`, { token: c.editor.token });
    expect(editorMatch.status).toBe(200);
  });
});

describe("a friend's shared groups", () => {
  it('lists the groups the owner shares with the viewer (accepted), as the viewer sees them', async () => {
    const c = await circle(t);
    const hidden = await createGroup(t, c.owner, { name: 'Private' });
    const db = t.database.db;
    const forViewer = await groupsSharedWithViewer(db, c.viewer.user._id, c.owner.user._id);
    expect(forViewer.map((g) => [g._id, g.access, g.userRole, g.sharedWith.length])).toEqual([
      [c.groupId, 'view', 'shared', 0],
    ]);
    expect(forViewer[0]!.matchCounts).toEqual({ tcg: 2, vgc: 0 });
    expect(forViewer.map((g) => g._id)).not.toContain(hidden._id);
    expect(await groupsSharedWithViewer(db, c.pending.user._id, c.owner.user._id)).toEqual([]);
    expect(await groupsSharedWithViewer(db, c.stranger.user._id, c.owner.user._id)).toEqual([]);
    expect(await groupsSharedWithViewer(db, c.owner.user._id, c.owner.user._id)).toEqual([]);
    expect(await groupsSharedWithViewer(db, c.owner.user._id, c.editor.user._id)).toEqual([]);
    expect(await groupsSharedWithViewer(db, 'nope', c.owner.user._id)).toEqual([]);
  });
});
