import { describe, expect, it } from 'vitest';
import { routeBehaviours } from '../src/http/routeBehaviour.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * Routes declare what the in-memory caches need to know of them (`config: { keptAnswer, touchesUserRow,
 * touchesEveryUser }`, http/routeBehaviour.ts). Before issue 27 these were URL lists in app.ts and an `/api/admin`
 * prefix test; this proves every route of the app behaves as those lists said, route by route.
 */
const t = useTestApp();

/** app.ts before issue 27: signed-in GET answers kept in memory (matched on the route's declared URL). */
const USER_ANSWER_ROUTES = [
  '/api/tcgmatches',
  '/api/tcgmatches/',
  '/api/tcgmatches/summary',
  '/api/tcgmatches/stats',
  '/api/deck-analytics/:id',
  '/api/vgcmatches',
  '/api/vgcmatches/',
  '/api/vgcmatches/summary',
  '/api/vgcmatches/team-stats',
  '/api/vgcmatches/stats',
];
/** app.ts before issue 27: the prefixes whose writes never change a user row (matched on the request URL). */
const USER_ROW_UNTOUCHED = [
  '/api/tcgmatches',
  '/api/vgcmatches',
  '/api/matchgroups',
  '/api/friends',
  '/api/notifications',
  '/api/feedback',
];
const leavesUserRow = (url: string) =>
  USER_ROW_UNTOUCHED.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

describe('route behaviour', () => {
  it('is declared by each route exactly as the URL lists of app.ts said', () => {
    const routes = routeBehaviours(t.app);
    expect(routes.length).toBeGreaterThan(100);
    for (const { method, url, behaviour } of routes) {
      const was = {
        keptAnswer: method === 'GET' && USER_ANSWER_ROUTES.includes(url),
        // Only writes read these two; a GET's values are whatever the route declared and change nothing.
        touchesUserRow: isWrite(method) ? !url.startsWith('/api/admin') && !leavesUserRow(url) : undefined,
        touchesEveryUser: isWrite(method) ? url.startsWith('/api/admin') : undefined,
      };
      const now = {
        keptAnswer: method === 'GET' && behaviour.keptAnswer,
        touchesUserRow: isWrite(method) ? !behaviour.touchesEveryUser && behaviour.touchesUserRow : undefined,
        touchesEveryUser: isWrite(method) ? behaviour.touchesEveryUser : undefined,
      };
      expect({ method, url, ...now }).toEqual({ method, url, ...was });
    }
  });

  it('keeps the answers of the routes of the list, and only theirs', () => {
    const kept = routeBehaviours(t.app)
      .filter((route) => route.method === 'GET' && route.behaviour.keptAnswer)
      .map((route) => route.url);
    // `/api/tcgmatches/` is the same route as `/api/tcgmatches` (a prefix's '/'; its declared URL is the prefix).
    const listed = new Set(USER_ANSWER_ROUTES.map((url) => url.replace(/\/$/u, '')));
    expect(kept.sort()).toEqual([...listed].sort());
  });

  it('keeps the writer’s session on writes to matches, imports, groups, friends, notifications and feedback', () => {
    const untouched = routeBehaviours(t.app).filter(
      (route) => isWrite(route.method) && !route.behaviour.touchesUserRow,
    );
    const prefixes = new Set(untouched.map((route) => USER_ROW_UNTOUCHED.find((p) => route.url.startsWith(p))));
    expect([...prefixes].sort()).toEqual([...USER_ROW_UNTOUCHED].sort());
    expect(untouched.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /api/feedback/:id',
      'DELETE /api/friends/:id',
      'DELETE /api/friends/requests/:id',
      'DELETE /api/matchgroups/:id',
      'DELETE /api/matchgroups/:id/shares/:userId',
      'DELETE /api/notifications',
      'DELETE /api/tcgmatches/:id',
      'DELETE /api/vgcmatches/:id',
      'POST /api/feedback',
      'POST /api/friends/request',
      'POST /api/matchgroups',
      'POST /api/tcgmatches',
      'POST /api/tcgmatches/import/ptcgl',
      'POST /api/tcgmatches/import/ptcgl/preview',
      'POST /api/tcgmatches/opponent-decks/merge',
      'POST /api/vgcmatches',
      'POST /api/vgcmatches/import/showdown',
      'POST /api/vgcmatches/import/showdown/preview',
      'POST /api/vgcmatches/import/showdown/recent',
      'POST /api/vgcmatches/import/showdown/replays',
      'PUT /api/feedback/:id',
      'PUT /api/feedback/:id/archive',
      'PUT /api/feedback/:id/reply',
      'PUT /api/feedback/archive-all',
      'PUT /api/friends/accept/:id',
      'PUT /api/friends/reject/:id',
      'PUT /api/matchgroups/:id',
      'PUT /api/matchgroups/:id/invite',
      'PUT /api/matchgroups/:id/leave',
      'PUT /api/matchgroups/:id/matches',
      'PUT /api/matchgroups/:id/matches/remove',
      'PUT /api/matchgroups/:id/respond',
      'PUT /api/matchgroups/:id/shares/:userId',
      'PUT /api/notifications/mark-read',
      'PUT /api/tcgmatches/:id',
      'PUT /api/vgcmatches/:id',
    ]);
  });

  it('drops everyone’s kept sessions and answers on writes of the admin area only', () => {
    const everyone = routeBehaviours(t.app).filter((route) => route.behaviour.touchesEveryUser);
    expect(everyone.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /api/admin/matches/:game/:id',
      'PUT /api/admin/deck-categorization',
      'PUT /api/admin/users/:id/role',
    ]);
  });
});
