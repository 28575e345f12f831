// The authorisation matrix of match groups (issue 14): every group endpoint tried by the owner, an accepted editor,
// an accepted viewer, a pending invitee, a stranger and a logged-out caller. Every refusal is shown to change nothing
// (a snapshot of the group tables and notifications) and a 404 to say nothing but "not found".
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, matchGroupSchema } from '@trainerlog/core';
import { call } from './support/api.ts';
import { circle, groupAs, groupSnapshot, logTcg, MISSING, type Circle } from './support/groups.ts';
import { makeFriends, player } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

type Role = 'owner' | 'editor' | 'viewer' | 'pending' | 'stranger' | 'anon';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Endpoint {
  name: string;
  method: Method;
  path: (c: Circle) => string;
  body?: (c: Circle, role: Role) => unknown;
  /** The refusal each role gets ([status, msg]); roles not listed are allowed (tried in order below). */
  refused: Partial<Record<Role, [number, string]>>;
}

const NF: [number, string] = [404, GROUP_MESSAGES.notFound];
const VIEW_ONLY: [number, string] = [403, GROUP_MESSAGES.viewOnly];
const SHARE: [number, string] = [403, GROUP_MESSAGES.ownerOnlyShare];
const NO_INVITATION: [number, string] = [404, GROUP_MESSAGES.noInvitation];
const ANON: [number, string] = [401, 'No token'];

const group = (c: Circle) => `/api/matchgroups/${c.groupId}`;
/** Each role's own match (the owner's and editor's are in the group already). */
const ownMatch = (c: Circle, role: Role) =>
  role === 'anon' ? c.matches.stranger : c.matches[role === 'owner' ? 'owner' : role];

const ENDPOINTS: Endpoint[] = [
  { name: 'read', method: 'GET', path: group, refused: { pending: NF, stranger: NF, anon: ANON } },
  {
    name: 'match page',
    method: 'GET',
    path: (c) => `${group(c)}/matches?game=tcg`,
    refused: { pending: NF, stranger: NF, anon: ANON },
  },
  {
    name: 'rename',
    method: 'PUT',
    path: group,
    body: () => ({ name: 'Renamed' }),
    refused: { viewer: VIEW_ONLY, pending: NF, stranger: NF, anon: ANON },
  },
  {
    name: 'change type',
    method: 'PUT',
    path: group,
    body: () => ({ type: 'tcg' }),
    refused: { editor: [403, GROUP_MESSAGES.ownerOnly], viewer: VIEW_ONLY, pending: NF, stranger: NF, anon: ANON },
  },
  {
    name: 'add matches',
    method: 'PUT',
    path: (c) => `${group(c)}/matches`,
    body: (c, role) => ({ tcgMatches: [ownMatch(c, role)] }),
    refused: { viewer: VIEW_ONLY, pending: NF, stranger: NF, anon: ANON },
  },
  {
    name: "remove the owner's match",
    method: 'PUT',
    path: (c) => `${group(c)}/matches/remove`,
    body: (c) => ({ tcgMatches: [c.matches.owner] }),
    refused: {
      editor: [403, GROUP_MESSAGES.notYourMatch],
      viewer: VIEW_ONLY,
      pending: NF,
      stranger: NF,
      anon: ANON,
    },
  },
  {
    name: 'invite',
    method: 'PUT',
    path: (c) => `${group(c)}/invite`,
    body: (c) => ({ friendId: c.stranger.user._id, permission: 'view' }),
    refused: { editor: SHARE, viewer: SHARE, pending: NF, stranger: NF, anon: ANON },
  },
  {
    name: 'change a share',
    method: 'PUT',
    path: (c) => `${group(c)}/shares/${c.viewer.user._id}`,
    body: () => ({ permission: 'edit' }),
    refused: { editor: SHARE, viewer: SHARE, pending: NF, stranger: NF, anon: ANON },
  },
  {
    name: 'stop sharing',
    method: 'DELETE',
    path: (c) => `${group(c)}/shares/${c.viewer.user._id}`,
    refused: { editor: SHARE, viewer: SHARE, pending: NF, stranger: NF, anon: ANON },
  },
  {
    name: 'respond',
    method: 'PUT',
    path: (c) => `${group(c)}/respond`,
    body: () => ({ response: 'accepted' }),
    refused: {
      owner: NO_INVITATION,
      editor: NO_INVITATION,
      viewer: NO_INVITATION,
      stranger: NO_INVITATION,
      anon: ANON,
    },
  },
  {
    name: 'leave',
    method: 'PUT',
    path: (c) => `${group(c)}/leave`,
    refused: { owner: [400, GROUP_MESSAGES.ownerCannotLeave], stranger: NF, anon: ANON },
  },
  {
    name: 'delete',
    method: 'DELETE',
    path: group,
    refused: {
      editor: [403, GROUP_MESSAGES.ownerOnlyDelete],
      viewer: [403, GROUP_MESSAGES.ownerOnlyDelete],
      pending: NF,
      stranger: NF,
      anon: ANON,
    },
  },
];

const tokenOf = (c: Circle, role: Role) => (role === 'anon' ? undefined : c[role].token);

describe('match group authorisation', () => {
  it('refuses every role the matrix refuses, changing nothing and leaking nothing', async () => {
    const c = await circle(t);
    const before = await groupSnapshot(t);
    let tried = 0;
    for (const endpoint of ENDPOINTS) {
      for (const [role, [status, msg]] of Object.entries(endpoint.refused) as [Role, [number, string]][]) {
        const res = await call(t.app, endpoint.method, endpoint.path(c), {
          token: tokenOf(c, role),
          body: endpoint.body?.(c, role),
        });
        const label = `${endpoint.name} as ${role}: ${JSON.stringify(res.body)}`;
        expect(res.status, label).toBe(status);
        expect(res.body.msg, label).toBe(msg);
        if (status === 404) expect(Object.keys(res.body), label).toEqual(['msg']);
        expect(await groupSnapshot(t), label).toEqual(before);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(40);
    // The owner still reads the group as it was.
    const seen = await groupAs(t, c.owner, c.groupId);
    expect(seen.name).toBe('Worlds 2025');
    expect(seen.matches.tcg.sort()).toEqual([c.matches.owner, c.matches.editor].sort());
    expect(seen.sharedWith.map((s) => [s.user._id, s.status])).toHaveLength(3);
  });

  it('answers 401 to a logged-out caller on the list, the invitations and create', async () => {
    const before = await groupSnapshot(t);
    for (const [method, url] of [
      ['GET', '/api/matchgroups'],
      ['GET', '/api/matchgroups/invitations'],
      ['POST', '/api/matchgroups'],
    ] as const) {
      const res = await call(t.app, method, url, { body: method === 'POST' ? { name: 'x' } : undefined });
      expect(res.status, url).toBe(401);
      expect(res.body.msg).toBe('No token');
    }
    expect(await groupSnapshot(t)).toEqual(before);
  });

  it('answers 404 for ids that name no group (not a uuid, or missing), with only the message', async () => {
    const c = await circle(t);
    const before = await groupSnapshot(t);
    for (const id of ['not-a-uuid', MISSING, 'invitations-x', `${c.groupId}0`]) {
      for (const endpoint of ENDPOINTS) {
        const path = endpoint.path(c).replace(c.groupId, id);
        const res = await call(t.app, endpoint.method, path, {
          token: c.owner.token,
          body: endpoint.body?.(c, 'owner'),
        });
        const label = `${endpoint.name} ${id}: ${JSON.stringify(res.body)}`;
        expect(res.status, label).toBe(404);
        expect(res.body, label).toEqual({
          msg: endpoint.name === 'respond' ? GROUP_MESSAGES.noInvitation : GROUP_MESSAGES.notFound,
        });
      }
    }
    for (const userId of ['nobody', MISSING, c.stranger.user._id]) {
      const change = await call(t.app, 'PUT', `${group(c)}/shares/${userId}`, {
        token: c.owner.token,
        body: { permission: 'view' },
      });
      expect(change.status).toBe(404);
      expect(change.body).toEqual({ msg: GROUP_MESSAGES.shareNotFound });
      const stop = await call(t.app, 'DELETE', `${group(c)}/shares/${userId}`, { token: c.owner.token });
      expect(stop.status).toBe(404);
      expect(stop.body).toEqual({ msg: GROUP_MESSAGES.shareNotFound });
    }
    expect(await groupSnapshot(t)).toEqual(before);
  });

  it('lets every allowed role do what the matrix allows', async () => {
    const c = await circle(t);
    const newcomer = await player(t, 'new');
    await makeFriends(t, c.owner, newcomer);
    const ok = async (role: Role, method: Method, url: string, body?: unknown) => {
      const res = await call(t.app, method, url, { token: tokenOf(c, role), body });
      expect(res.status, `${method} ${url} as ${role}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body;
    };

    // Readers: the group and its match pages, each with their own access.
    for (const [role, access] of [
      ['owner', 'owner'],
      ['editor', 'edit'],
      ['viewer', 'view'],
    ] as const) {
      const seen = matchGroupSchema.parse(await ok(role, 'GET', group(c)));
      expect(seen.access).toBe(access);
      expect(seen.userRole).toBe(role === 'owner' ? 'owner' : 'shared');
      expect(seen.sharedWith).toHaveLength(role === 'owner' ? 3 : 0);
      const page = await ok(role, 'GET', `${group(c)}/matches?game=tcg`);
      expect(page.total).toBe(2);
    }

    // Rename: owner and editor; the type: owner.
    await ok('owner', 'PUT', group(c), { name: 'By the owner' });
    expect((await ok('editor', 'PUT', group(c), { name: 'By the editor', description: 'Day 2' })).name).toBe(
      'By the editor',
    );
    expect((await ok('owner', 'PUT', group(c), { type: 'tcg' })).type).toBe('tcg');

    // Matches: each adds their own; the editor removes their own; the owner removes anyone's.
    const ownerSecond = await logTcg(t, c.owner);
    const editorSecond = await logTcg(t, c.editor);
    await ok('owner', 'PUT', `${group(c)}/matches`, { tcgMatches: [ownerSecond] });
    await ok('editor', 'PUT', `${group(c)}/matches`, { tcgMatches: [editorSecond] });
    await ok('editor', 'PUT', `${group(c)}/matches/remove`, { tcgMatches: [editorSecond] });
    const afterOwnerRemoval = await ok('owner', 'PUT', `${group(c)}/matches/remove`, {
      tcgMatches: [c.matches.editor],
    });
    expect(afterOwnerRemoval.matches.tcg.sort()).toEqual([c.matches.owner, ownerSecond].sort());

    // Sharing: the owner invites and changes a share; the pending invitee answers; a member leaves; the owner stops.
    await ok('owner', 'PUT', `${group(c)}/invite`, { friendId: newcomer.user._id, permission: 'view' });
    await ok('owner', 'PUT', `${group(c)}/shares/${c.viewer.user._id}`, { permission: 'edit' });
    expect(await ok('pending', 'PUT', `${group(c)}/respond`, { response: 'accepted' })).toEqual({
      msg: 'Invitation accepted',
    });
    expect(await ok('viewer', 'PUT', `${group(c)}/leave`)).toEqual({ msg: GROUP_MESSAGES.left });
    expect(await ok('owner', 'DELETE', `${group(c)}/shares/${c.editor.user._id}`)).toEqual({
      msg: GROUP_MESSAGES.shareRemoved,
    });
    const final = await groupAs(t, c.owner, c.groupId);
    expect(final.sharedWith.map((s) => [s.user._id, s.status]).sort()).toEqual(
      [
        [c.pending.user._id, 'accepted'],
        [newcomer.user._id, 'pending'],
      ].sort(),
    );

    // Delete: the owner.
    expect(await ok('owner', 'DELETE', group(c))).toEqual({ msg: GROUP_MESSAGES.deleted });
    const gone = await call(t.app, 'GET', group(c), { token: c.owner.token });
    expect(gone.status).toBe(404);
  });

  it('lets a pending invitee leave (decline by leaving), and only see the group among invitations', async () => {
    const c = await circle(t);
    const list = await call(t.app, 'GET', '/api/matchgroups', { token: c.pending.token });
    expect(list.body).toEqual([]);
    const invitations = await call(t.app, 'GET', '/api/matchgroups/invitations', { token: c.pending.token });
    expect(invitations.body.map((i: { _id: string }) => i._id)).toEqual([c.groupId]);
    const strangerList = await call(t.app, 'GET', '/api/matchgroups', { token: c.stranger.token });
    expect(strangerList.body).toEqual([]);
    const left = await call(t.app, 'PUT', `${group(c)}/leave`, { token: c.pending.token });
    expect(left.status).toBe(200);
    const after = await call(t.app, 'GET', '/api/matchgroups/invitations', { token: c.pending.token });
    expect(after.body).toEqual([]);
    expect((await groupAs(t, c.owner, c.groupId)).sharedWith.map((s) => s.user._id)).not.toContain(c.pending.user._id);
  });
});
