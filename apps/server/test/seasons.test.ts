import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEASON_END_BEFORE_START, SEASON_NAME_REQUIRED, seasonSchema, seasonStatsSchema } from '@trainerlog/core';
import { seasons, users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const MISSING = '00000000-0000-4000-8000-000000000000';

async function member(role: 'user' | 'admin' | 'owner' = 'user') {
  const registered = await registerUser(t.app);
  if (role !== 'user') await t.database.db.update(users).set({ role }).where(eq(users.id, registered.user._id));
  return registered;
}

async function createSeason(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/seasons', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const currentIds = async () =>
  (await t.database.db.select().from(seasons).where(eq(seasons.isCurrent, true))).map((row) => row.id);

describe('seasons', () => {
  it('are listed publicly, newest start first; with none current, /current is 404', async () => {
    const admin = await member('admin');
    expect((await call(t.app, 'GET', '/api/seasons')).body).toEqual([]);
    const none = await call(t.app, 'GET', '/api/seasons/current');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ msg: 'No current season' });

    const older = await createSeason(admin.token, {
      name: '  2024 Season ',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    const newer = await createSeason(admin.token, {
      name: '2025 Season',
      startDate: '2025-01-01',
      endDate: '2025-01-01',
    });
    expect(seasonSchema.strict().parse(older)).toMatchObject({
      name: '2024 Season',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      isCurrent: false,
    });
    const list = await call(t.app, 'GET', '/api/seasons');
    expect(list.status).toBe(200);
    expect(list.body.map((s: { _id: string }) => s._id)).toEqual([newer._id, older._id]);
  });

  it('are managed by admins and owners only', async () => {
    const owner = await member('owner');
    const plain = await member();
    const season = await createSeason(owner.token, { name: 'Owned', startDate: '2023-01-01', endDate: '2023-06-30' });
    const body = { name: 'Hacked', startDate: '2023-01-01', endDate: '2023-06-30' };
    for (const [method, url] of [
      ['POST', '/api/seasons'],
      ['PUT', `/api/seasons/${season._id}`],
      ['PUT', `/api/seasons/${season._id}/set-current`],
      ['DELETE', `/api/seasons/${season._id}`],
    ] as const) {
      const anonymous = await call(t.app, method, url, { body: method === 'DELETE' ? undefined : body });
      expect(anonymous.status).toBe(401);
      const refused = await call(t.app, method, url, {
        token: plain.token,
        body: method === 'DELETE' ? undefined : body,
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ msg: 'Admin access required' });
    }
    const [row] = await t.database.db.select().from(seasons).where(eq(seasons.id, season._id));
    expect(row).toMatchObject({ name: 'Owned', isCurrent: false });

    const updated = await call(t.app, 'PUT', `/api/seasons/${season._id}`, {
      token: owner.token,
      body: { name: 'Renamed', startDate: '2023-02-01', endDate: '2023-07-31' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      _id: season._id,
      name: 'Renamed',
      startDate: '2023-02-01',
      endDate: '2023-07-31',
    });

    for (const id of [MISSING, 'nope']) {
      for (const [method, url] of [
        ['PUT', `/api/seasons/${id}`],
        ['PUT', `/api/seasons/${id}/set-current`],
        ['DELETE', `/api/seasons/${id}`],
      ] as const) {
        const res = await call(t.app, method, url, { token: owner.token, body: method === 'PUT' ? body : undefined });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ msg: 'Season not found' });
      }
    }

    const removed = await call(t.app, 'DELETE', `/api/seasons/${season._id}`, { token: owner.token });
    expect(removed.body).toEqual({ msg: 'Season deleted' });
    expect(await t.database.db.select().from(seasons).where(eq(seasons.id, season._id))).toEqual([]);
  });

  it('validate name and dates, storing nothing', async () => {
    const admin = await member('admin');
    const before = (await t.database.db.select().from(seasons)).length;
    const valid = { name: 'S', startDate: '2025-01-01', endDate: '2025-02-01' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'name', SEASON_NAME_REQUIRED],
      [{ name: '   ' }, 'name', SEASON_NAME_REQUIRED],
      [{ name: 'x'.repeat(101) }, 'name', 'Season name must be at most 100 characters'],
      [{ startDate: '2025-13-01' }, 'startDate', 'Dates must be valid dates (YYYY-MM-DD)'],
      [{ endDate: undefined }, 'endDate', 'Dates must be valid dates (YYYY-MM-DD)'],
      [{ endDate: '2024-12-31' }, 'endDate', SEASON_END_BEFORE_START],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await call(t.app, 'POST', '/api/seasons', { token: admin.token, body: { ...valid, ...overrides } });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    expect((await t.database.db.select().from(seasons)).length).toBe(before);
  });

  it('have exactly one current season: set-current clears the others, even when two race', async () => {
    const admin = await member('admin');
    const a = await createSeason(admin.token, { name: 'A', startDate: '2020-01-01', endDate: '2020-12-31' });
    const b = await createSeason(admin.token, { name: 'B', startDate: '2021-01-01', endDate: '2021-12-31' });
    const c = await createSeason(admin.token, { name: 'C', startDate: '2022-01-01', endDate: '2022-12-31' });

    const setA = await call(t.app, 'PUT', `/api/seasons/${a._id}/set-current`, { token: admin.token });
    expect(setA.status).toBe(200);
    expect(setA.body).toMatchObject({ _id: a._id, isCurrent: true });
    expect((await call(t.app, 'GET', '/api/seasons/current')).body).toEqual(setA.body);

    const setB = await call(t.app, 'PUT', `/api/seasons/${b._id}/set-current`, { token: admin.token });
    expect(setB.body).toMatchObject({ _id: b._id, isCurrent: true });
    expect(await currentIds()).toEqual([b._id]);
    // Setting the current one again keeps it current.
    expect((await call(t.app, 'PUT', `/api/seasons/${b._id}/set-current`, { token: admin.token })).status).toBe(200);
    expect(await currentIds()).toEqual([b._id]);

    const raced = await Promise.all([
      call(t.app, 'PUT', `/api/seasons/${a._id}/set-current`, { token: admin.token }),
      call(t.app, 'PUT', `/api/seasons/${c._id}/set-current`, { token: admin.token }),
    ]);
    expect(raced.map((r) => r.status)).toEqual([200, 200]);
    const current = await currentIds();
    expect(current).toHaveLength(1);
    expect([a._id, c._id]).toContain(current[0]);

    // The database itself refuses a second current season.
    await expect(t.database.db.update(seasons).set({ isCurrent: true }).where(eq(seasons.id, b._id))).rejects.toThrow();
    expect(await currentIds()).toEqual(current);

    // Deleting the current season leaves none.
    await call(t.app, 'DELETE', `/api/seasons/${current[0]}`, { token: admin.token });
    expect((await call(t.app, 'GET', '/api/seasons/current')).status).toBe(404);
  });

  it("report the caller's record and per-deck lines for matches dated within the season", async () => {
    const admin = await member('admin');
    const me = await member();
    const other = await member();
    const season = await createSeason(admin.token, { name: 'Stats', startDate: '2025-05-01', endDate: '2025-05-31' });
    const deck = await call(t.app, 'POST', '/api/decks', { token: me.token, body: { name: 'Dragapult ex' } });
    const log = async (token: string, body: Record<string, unknown>) => {
      const res = await call(t.app, 'POST', '/api/tcgmatches', {
        token,
        body: { opponentDeck: 'Opp', format: 'Bo1', ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    const won = [{ result: 'win' }];
    const lost = [{ result: 'loss' }];
    // In the season: Dragapult 2-1 (by id), typed "Lugia" 0-1 and "lugia" 1-0 (one line, ignoring case).
    await log(me.token, { deckId: deck.body._id, date: '2025-05-01', games: won });
    await log(me.token, { deckId: deck.body._id, date: '2025-05-15', games: won });
    await log(me.token, { deckId: deck.body._id, date: '2025-05-31', games: lost });
    await log(me.token, { deckName: 'Lugia', date: '2025-05-10', games: lost });
    await log(me.token, { deckName: 'lugia', date: '2025-05-20', games: won });
    // Outside it, or someone else's.
    await log(me.token, { deckId: deck.body._id, date: '2025-04-30', games: lost });
    await log(me.token, { deckName: 'Lugia', date: '2025-06-01', games: won });
    await log(other.token, { deckName: 'Other', date: '2025-05-10', games: won });

    expect((await call(t.app, 'GET', `/api/seasons/stats/${season._id}`)).status).toBe(401);
    const res = await call(t.app, 'GET', `/api/seasons/stats/${season._id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(seasonStatsSchema.strict().parse(res.body)).toEqual({
      season,
      wins: 3,
      losses: 2,
      matches: 5,
      winRate: 60,
      decks: [
        { deckId: deck.body._id, deckName: 'Dragapult ex', wins: 2, losses: 1, matches: 3, winRate: 66.7 },
        { deckId: null, deckName: 'lugia', wins: 1, losses: 1, matches: 2, winRate: 50 },
      ],
    });
    const empty = await call(t.app, 'GET', `/api/seasons/stats/${season._id}`, { token: admin.token });
    expect(empty.body).toMatchObject({ wins: 0, losses: 0, matches: 0, winRate: 0, decks: [] });
    for (const id of [MISSING, 'nope']) {
      const missing = await call(t.app, 'GET', `/api/seasons/stats/${id}`, { token: me.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ msg: 'Season not found' });
    }
  });
});
