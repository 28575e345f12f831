// Results as tournaments record them (issue 29): a Bo3 ended at time (`timeCalled`), tie games, and the special
// results (`specialResult` id | bye | no-show) are stored, answered, and counted as one result everywhere (dashboard
// summary W-L-T, analytics, overall stats, group statistics); bad combinations are a 400 that stores nothing; another
// player can neither read nor change them; the sync batch writes them as the API does.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  NO_SHOW_NEEDS_RESULT,
  SPECIAL_RESULT_NO_GAMES,
  TIE_GAME_NEEDS_TIME_CALLED,
  tcgMatchSchema,
  vgcMatchSchema,
} from '@trainerlog/core';
import { tcgMatches, vgcMatches } from '../src/db/schema/index.ts';
import { call } from './support/api.ts';
import { createGroup, logTcg, logVgc, RAIN, SUN } from './support/groups.ts';
import { player, type Player } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const tcgBody = (overrides: Record<string, unknown> = {}) => ({
  deckName: 'Gardevoir ex',
  opponentDeck: 'Charizard ex',
  format: 'Bo3',
  date: '2025-03-01',
  games: [{ result: 'win' }, { result: 'loss' }],
  timeCalled: true,
  ...overrides,
});

const vgcBody = (overrides: Record<string, unknown> = {}) => ({
  playerTeam: SUN,
  opponentTeam: RAIN,
  opponentName: 'Wolfe',
  format: 'VGC 2025 Reg H',
  bestOf: 3,
  date: '2025-03-01',
  games: [{ result: 'win' }, { result: 'loss' }],
  timeCalled: true,
  ...overrides,
});

async function tcgRow(id: string) {
  const [row] = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.id, id));
  return row!;
}

async function countOf(table: 'tcg_matches' | 'vgc_matches', who: Player) {
  const { rows } = await t.database.pool.query(`select count(*)::int as n from ${table} where user_id = $1`, [
    who.user._id,
  ]);
  return rows[0].n as number;
}

describe('TCG: ties, time called and special results', () => {
  it('saves a Bo3 {games: [win, loss], timeCalled: true} as a tie, and answers it so', async () => {
    const me = await player(t, 'tr');
    const res = await call(t.app, 'POST', '/api/tcgmatches', { token: me.token, body: tcgBody() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(tcgMatchSchema.strict().parse(res.body)).toMatchObject({
      timeCalled: true,
      specialResult: null,
      recordedResult: null,
      result: 'tie',
      score: '1-1',
    });
    expect(await tcgRow(res.body._id)).toMatchObject({ timeCalled: true, wins: 1, losses: 1, result: 'tie' });
    const read = await call(t.app, 'GET', `/api/tcgmatches/${res.body._id}`, { token: me.token });
    expect(read.body).toMatchObject({ timeCalled: true, result: 'tie' });
  });

  it('stores an ID as a recorded tie, a bye as a recorded win and a no-show with its result', async () => {
    const me = await player(t, 'tr');
    const special = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/tcgmatches', {
        token: me.token,
        body: tcgBody({ games: [], timeCalled: false, ...body }),
      });
    const id = await special({ specialResult: 'id' });
    expect(id.status, JSON.stringify(id.body)).toBe(201);
    expect(id.body).toMatchObject({ specialResult: 'id', recordedResult: 'tie', result: 'tie', score: 'ID' });
    const bye = await special({ specialResult: 'bye', opponentDeck: 'Bye' });
    expect(bye.body).toMatchObject({ specialResult: 'bye', recordedResult: 'win', result: 'win', score: 'Bye' });
    const noShow = await special({ specialResult: 'no-show', recordedResult: 'loss' });
    expect(noShow.body).toMatchObject({ specialResult: 'no-show', recordedResult: 'loss', result: 'loss' });
    expect(await tcgRow(id.body._id)).toMatchObject({ specialResult: 'id', wins: 1, losses: 1, result: 'tie' });
    expect(await tcgRow(bye.body._id)).toMatchObject({ specialResult: 'bye', wins: 1, losses: 0, result: 'win' });
  });

  it.each([
    [
      'a tie game in a Bo1 without time',
      { format: 'Bo1', games: [{ result: 'tie' }], timeCalled: false },
      'games',
      TIE_GAME_NEEDS_TIME_CALLED,
    ],
    [
      'a bye with games',
      { specialResult: 'bye', games: [{ result: 'win' }], timeCalled: false },
      'games',
      SPECIAL_RESULT_NO_GAMES,
    ],
    [
      'a no-show without its result',
      { specialResult: 'no-show', games: [], timeCalled: false },
      'specialResult',
      NO_SHOW_NEEDS_RESULT,
    ],
    [
      'an unknown special result',
      { specialResult: 'draw', games: [] },
      'specialResult',
      'Special result must be id, bye, no-show or null',
    ],
    ['time called that is not a boolean', { timeCalled: 'yes' }, 'timeCalled', 'Time called must be true or false'],
  ])('refuses %s with a clear 400 and stores nothing (create and edit)', async (_name, body, path, message) => {
    const me = await player(t, 'tr');
    const res = await call(t.app, 'POST', '/api/tcgmatches', { token: me.token, body: tcgBody(body) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await countOf('tcg_matches', me)).toBe(0);

    const id = await logTcg(t, me, tcgBody());
    const edit = await call(t.app, 'PUT', `/api/tcgmatches/${id}`, { token: me.token, body: tcgBody(body) });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toContainEqual({ path, message });
    expect(await tcgRow(id)).toMatchObject({ timeCalled: true, specialResult: null, result: 'tie' });
  });

  it('counts a tie and the special results as one everywhere: summary W-L-T, analytics, overall, groups', async () => {
    const me = await player(t, 'tr');
    const tie = await logTcg(t, me, tcgBody({ date: '2025-03-01' }));
    const id = await logTcg(t, me, tcgBody({ games: [], timeCalled: false, specialResult: 'id', date: '2025-03-02' }));
    const bye = await logTcg(
      t,
      me,
      tcgBody({ games: [], timeCalled: false, specialResult: 'bye', date: '2025-03-03' }),
    );
    const won = await logTcg(t, me, { date: '2025-03-04' });

    const summary = await call(t.app, 'GET', '/api/tcgmatches/summary', { token: me.token });
    expect(summary.status).toBe(200);
    expect(summary.body.allTime).toMatchObject({ wins: 2, losses: 0, ties: 2, matches: 4, winRate: 50 });

    // Analytics leave the ID and the bye out of the rates (counted as matches without games).
    const analytics = await call(t.app, 'GET', '/api/tcgmatches/stats', { token: me.token });
    expect(analytics.status).toBe(200);
    expect(analytics.body.overview.overall).toMatchObject({ wins: 1, losses: 0, ties: 1, matches: 2 });
    const excluded = await call(t.app, 'GET', '/api/tcgmatches/stats?convention=exclude', { token: me.token });
    expect(excluded.body.overview.overall).toMatchObject({ wins: 1, ties: 1, rate: 1 });

    const group = await createGroup(t, me, { name: 'League Cup', matches: { tcg: [tie, id, bye, won] } });
    expect(group.stats).toEqual({ matches: 4, wins: 2, losses: 0, ties: 2, winRate: 50 });
  });

  it('another player can neither read nor change a tie', async () => {
    const me = await player(t, 'tr');
    const other = await player(t, 'tr');
    const id = await logTcg(t, me, tcgBody());
    const read = await call(t.app, 'GET', `/api/tcgmatches/${id}`, { token: other.token });
    expect(read.status).toBe(404);
    const edit = await call(t.app, 'PUT', `/api/tcgmatches/${id}`, {
      token: other.token,
      body: tcgBody({ games: [], timeCalled: false, specialResult: 'bye' }),
    });
    expect(edit.status).toBe(404);
    expect(await tcgRow(id)).toMatchObject({ timeCalled: true, specialResult: null, result: 'tie' });
  });

  it('the sync batch writes ties and special results as the API does, and refuses bad ones alone', async () => {
    const me = await player(t, 'tr');
    const items = [
      { clientId: 'local_tie_1', ...tcgBody() },
      { clientId: 'local_bye_1', ...tcgBody({ games: [], timeCalled: false, specialResult: 'bye' }) },
      { clientId: 'local_bad_1', ...tcgBody({ format: 'Bo1', games: [{ result: 'tie' }], timeCalled: false }) },
    ];
    const res = await call(t.app, 'POST', '/api/sync/batch', { token: me.token, body: { kind: 'tcgMatches', items } });
    expect(res.status).toBe(200);
    const results = res.body.results as { ok: boolean; item?: { result: string }; message?: string }[];
    expect(results.map((r) => [r.ok, r.item?.result ?? r.message])).toEqual([
      [true, 'tie'],
      [true, 'win'],
      [false, TIE_GAME_NEEDS_TIME_CALLED],
    ]);
    expect(await countOf('tcg_matches', me)).toBe(2);
  });
});

describe('VGC: ties, time called and special results', () => {
  it('saves a Bo3 ended at time 1-1 as a tie, a tied Bo1 at time as a tie, and counts them', async () => {
    const me = await player(t, 'vr');
    const res = await call(t.app, 'POST', '/api/vgcmatches', { token: me.token, body: vgcBody() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(vgcMatchSchema.strict().parse(res.body)).toMatchObject({ timeCalled: true, result: 'tie' });
    // Pokémon Champions: a game that reaches the overall timer is a draw.
    const timer = await logVgc(t, me, vgcBody({ bestOf: 1, games: [{ result: 'tie' }] }));
    const id = await logVgc(t, me, vgcBody({ games: [], timeCalled: false, specialResult: 'id' }));
    const [row] = await t.database.db.select().from(vgcMatches).where(eq(vgcMatches.id, timer));
    expect(row).toMatchObject({ timeCalled: true, wins: 1, losses: 1, result: 'tie' });

    const summary = await call(t.app, 'GET', '/api/vgcmatches/summary', { token: me.token });
    expect(summary.body.allTime).toMatchObject({ wins: 0, losses: 0, ties: 3, matches: 3 });
    const group = await createGroup(t, me, {
      name: 'Online',
      type: 'vgc',
      matches: { vgc: [res.body._id, timer, id] },
    });
    expect(group.stats).toEqual({ matches: 3, wins: 0, losses: 0, ties: 3, winRate: 0 });
  });

  it('refuses a bye with games and a tie game without time, storing nothing', async () => {
    const me = await player(t, 'vr');
    const bye = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: vgcBody({ specialResult: 'bye', timeCalled: false }),
    });
    expect(bye.status).toBe(400);
    expect(bye.body.errors).toContainEqual({ path: 'games', message: SPECIAL_RESULT_NO_GAMES });
    const tie = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: vgcBody({ bestOf: 1, games: [{ result: 'tie' }], timeCalled: false }),
    });
    expect(tie.status).toBe(400);
    expect(tie.body.errors).toContainEqual({ path: 'games', message: TIE_GAME_NEEDS_TIME_CALLED });
    expect(await countOf('vgc_matches', me)).toBe(0);
  });
});
