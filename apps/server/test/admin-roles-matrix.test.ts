import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@trainerlog/core';
import { call } from './support/api.ts';
import { logTcg, logVgc } from './support/groups.ts';
import { memberWithRole, type Member } from './support/roles.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({ REGISTER_RATE_LIMIT: '10000' });

type Caller = 'nobody' | Role;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Request {
  method: Method;
  url: string;
  body?: unknown;
}

/** Who may call it: members (every logged-in user), admins (admin and owner) or the owner only. */
type Needs = 'member' | 'admin' | 'owner';

interface Endpoint {
  name: string;
  needs: Needs;
  /** A request on fresh data, so a permitted write has something to change each time. */
  make: () => Promise<Request>;
  /** The status a permitted call answers. */
  ok?: number;
}

let player: Member;
const callers = {} as Record<Role, Member>;

beforeAll(async () => {
  player = await memberWithRole(t, 'user');
  for (const role of ['user', 'admin', 'owner'] as const) callers[role] = await memberWithRole(t, role);
});

/** A fresh submission and TCG and VGC match of the player: the things the admin endpoints act on. */
async function subject() {
  const feedback = await call(t.app, 'POST', '/api/feedback', {
    token: player.token,
    body: { type: 'bug', message: 'It crashed' },
  });
  expect(feedback.status).toBe(201);
  return {
    player,
    feedbackId: feedback.body._id as string,
    tcgId: await logTcg(t, player),
    vgcId: await logVgc(t, player),
  };
}

const endpoints: Endpoint[] = [
  {
    name: 'send feedback',
    needs: 'member',
    ok: 201,
    make: async () => ({ method: 'POST', url: '/api/feedback', body: { type: 'bug', message: 'x' } }),
  },
  { name: 'own feedback', needs: 'member', make: async () => ({ method: 'GET', url: '/api/feedback/user' }) },
  { name: 'feedback list', needs: 'admin', make: async () => ({ method: 'GET', url: '/api/feedback?status=new' }) },
  { name: 'feedback page', needs: 'admin', make: async () => ({ method: 'GET', url: '/api/feedback/page?page=1' }) },
  {
    name: 'feedback update',
    needs: 'admin',
    make: async () => ({
      method: 'PUT',
      url: `/api/feedback/${(await subject()).feedbackId}`,
      body: { type: 'feedback' },
    }),
  },
  {
    name: 'feedback reply',
    needs: 'admin',
    make: async () => ({
      method: 'PUT',
      url: `/api/feedback/${(await subject()).feedbackId}/reply`,
      body: { message: 'Fixed' },
    }),
  },
  {
    name: 'feedback archive',
    needs: 'admin',
    make: async () => ({ method: 'PUT', url: `/api/feedback/${(await subject()).feedbackId}/archive` }),
  },
  {
    name: 'feedback archive all',
    needs: 'admin',
    make: async () => ({ method: 'PUT', url: '/api/feedback/archive-all', body: { type: 'bug' } }),
  },
  {
    name: 'feedback delete',
    needs: 'admin',
    make: async () => ({ method: 'DELETE', url: `/api/feedback/${(await subject()).feedbackId}` }),
  },
  { name: 'hub summary', needs: 'admin', make: async () => ({ method: 'GET', url: '/api/admin/summary' }) },
  { name: 'admin matches', needs: 'admin', make: async () => ({ method: 'GET', url: '/api/admin/matches?game=vgc' }) },
  { name: 'matches per day', needs: 'admin', make: async () => ({ method: 'GET', url: '/api/admin/matches/daily' }) },
  {
    name: 'admin match detail',
    needs: 'admin',
    make: async () => ({ method: 'GET', url: `/api/admin/matches/tcg/${(await subject()).tcgId}` }),
  },
  {
    name: 'admin match delete (TCG)',
    needs: 'admin',
    make: async () => ({
      method: 'DELETE',
      url: `/api/admin/matches/tcg/${(await subject()).tcgId}`,
      body: { reason: 'Spam' },
    }),
  },
  {
    name: 'admin match delete (VGC)',
    needs: 'admin',
    make: async () => ({
      method: 'DELETE',
      url: `/api/admin/matches/vgc/${(await subject()).vgcId}`,
      body: { reason: 'Spam' },
    }),
  },
  {
    name: 'deck categorization',
    needs: 'admin',
    make: async () => ({ method: 'GET', url: '/api/admin/deck-categorization' }),
  },
  { name: 'user search', needs: 'owner', make: async () => ({ method: 'GET', url: '/api/admin/users?search=a' }) },
  {
    name: 'role change',
    needs: 'owner',
    make: async () => ({
      method: 'PUT',
      url: `/api/admin/users/${(await subject()).player.user._id}/role`,
      body: { role: 'admin' },
    }),
  },
  { name: 'audit log', needs: 'owner', make: async () => ({ method: 'GET', url: '/api/admin/audit' }) },
];

/** What a caller gets: null when permitted, else the refusal's status and body. */
function refusal(needs: Needs, caller: Caller): { status: number; msg: string } | null {
  if (caller === 'nobody') return { status: 401, msg: 'No token' };
  if (needs === 'member' || caller === 'owner') return null;
  if (caller === 'user') return { status: 403, msg: 'Admin access required' };
  return needs === 'owner' ? { status: 403, msg: 'Owner access required' } : null;
}

/** Everything a refused call could have changed, as one comparable value. */
async function snapshot() {
  const { rows } = await t.database.pool.query(`
    select
      (select coalesce(json_agg(f order by f.id), '[]') from feedback f) as feedback,
      (select coalesce(json_agg(u.id || ':' || u.role order by u.id), '[]') from users u) as roles,
      (select coalesce(json_agg(id order by id), '[]') from tcg_matches) as tcg,
      (select coalesce(json_agg(id order by id), '[]') from vgc_matches) as vgc,
      (select json_agg(m order by m.game) from match_counts m) as counts,
      (select count(*) from audit_log) as audit,
      (select count(*) from notifications) as notifications`);
  return rows[0];
}

describe('the role matrix over every admin and feedback endpoint (issue 17)', () => {
  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_name, endpoint) => {
    const refusedRequest = await endpoint.make();
    const before = await snapshot();
    for (const caller of ['nobody', 'user', 'admin'] as const) {
      const refused = refusal(endpoint.needs, caller);
      if (!refused) continue;
      const token = caller === 'nobody' ? undefined : callers[caller].token;
      const res = await call(t.app, refusedRequest.method, refusedRequest.url, { token, body: refusedRequest.body });
      expect(res.status, caller).toBe(refused.status);
      expect(res.body, caller).toEqual({ msg: refused.msg });
    }
    expect(await snapshot(), 'refused calls change nothing').toEqual(before);

    for (const caller of ['user', 'admin', 'owner'] as const) {
      if (refusal(endpoint.needs, caller)) continue;
      const { method, url, body } = await endpoint.make();
      const res = await call(t.app, method, url, { token: callers[caller].token, body });
      expect(res.status, `${caller}: ${JSON.stringify(res.body)}`).toBe(endpoint.ok ?? 200);
    }
  });
});
