// Result-only matches (issue 15: `recordedResult`, the games not known — a Limitless Bo3 round or a tie): stored with
// their recorded result and its tally, answered with `recordedResult`, and read by every record, summary, analytics
// answer and group statistic as that result. Games together with a recorded result are refused and nothing is stored.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  RECORDED_RESULT_NO_GAMES,
  RESULT_ONLY_SCORE,
  tcgMatchPageSchema,
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
  games: [],
  recordedResult: 'win',
  ...overrides,
});

const vgcBody = (overrides: Record<string, unknown> = {}) => ({
  playerTeam: SUN,
  opponentTeam: RAIN,
  opponentName: 'Wolfe',
  format: 'VGC 2025 Reg H',
  bestOf: 3,
  date: '2025-03-01',
  games: [],
  recordedResult: 'win',
  ...overrides,
});

async function tcgRow(id: string) {
  const [row] = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.id, id));
  return row!;
}

async function vgcRow(id: string) {
  const [row] = await t.database.db.select().from(vgcMatches).where(eq(vgcMatches.id, id));
  return row!;
}

async function countOf(table: 'tcg_matches' | 'vgc_matches', who: Player) {
  const { rows } = await t.database.pool.query(`select count(*)::int as n from ${table} where user_id = $1`, [
    who.user._id,
  ]);
  return rows[0].n as number;
}

describe('TCG result-only matches', () => {
  it('creates a Bo3 round won and a tie, storing the recorded result and its tally', async () => {
    const me = await player(t, 'ro');
    const won = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ importSource: 'limitless' }),
    });
    expect(won.status, JSON.stringify(won.body)).toBe(201);
    expect(tcgMatchSchema.strict().parse(won.body)).toMatchObject({
      recordedResult: 'win',
      importSource: 'limitless',
      games: [],
      format: 'Bo3',
      bestOf: 3,
      result: 'win',
      score: RESULT_ONLY_SCORE,
    });
    expect(await tcgRow(won.body._id)).toMatchObject({ recordedResult: 'win', wins: 1, losses: 0, result: 'win' });

    const tied = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ recordedResult: 'tie' }),
    });
    expect(tied.status).toBe(201);
    expect(tied.body).toMatchObject({ recordedResult: 'tie', result: 'tie', score: 'Result only' });
    expect(await tcgRow(tied.body._id)).toMatchObject({ recordedResult: 'tie', wins: 1, losses: 1, result: 'tie' });

    // A match with games answers recordedResult null.
    const played = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ recordedResult: undefined, format: 'Bo1', games: [{ result: 'loss' }] }),
    });
    expect(played.body).toMatchObject({ recordedResult: null, result: 'loss', score: '0-1' });

    const list = await call(t.app, 'GET', '/api/tcgmatches', { token: me.token });
    expect(list.status).toBe(200);
    const page = tcgMatchPageSchema.parse(list.body);
    expect(page.matches.map((m) => m.recordedResult).sort()).toEqual([null, 'tie', 'win'].sort());
    const read = await call(t.app, 'GET', `/api/tcgmatches/${won.body._id}`, { token: me.token });
    expect(read.body).toMatchObject({ recordedResult: 'win', score: 'Result only' });
  });

  it('refuses games with a recorded result, at games, and stores nothing', async () => {
    const me = await player(t, 'ro');
    const res = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: tcgBody({ games: [{ result: 'win' }, { result: 'win' }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'games', message: RECORDED_RESULT_NO_GAMES });
    expect(await countOf('tcg_matches', me)).toBe(0);

    const id = await logTcg(t, me, tcgBody());
    const edit = await call(t.app, 'PUT', `/api/tcgmatches/${id}`, {
      token: me.token,
      body: tcgBody({ recordedResult: 'loss', games: [{ result: 'loss' }, { result: 'loss' }] }),
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toContainEqual({ path: 'games', message: RECORDED_RESULT_NO_GAMES });
    expect(await tcgRow(id)).toMatchObject({ recordedResult: 'win', games: [], wins: 1, losses: 0 });
  });

  it('edits: a save that sends the recorded result keeps it; entering the games clears it; the marker goes', async () => {
    const me = await player(t, 'ro');
    const id = await logTcg(t, me, tcgBody({ importSource: 'limitless', recordedResult: 'tie' }));

    const kept = await call(t.app, 'PUT', `/api/tcgmatches/${id}`, {
      token: me.token,
      body: tcgBody({ recordedResult: 'tie', notes: 'top cut' }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ recordedResult: 'tie', result: 'tie', importSource: null, notes: 'top cut' });

    const changed = await call(t.app, 'PUT', `/api/tcgmatches/${id}`, {
      token: me.token,
      body: tcgBody({ recordedResult: 'loss' }),
    });
    expect(changed.body).toMatchObject({ recordedResult: 'loss', result: 'loss' });
    expect(await tcgRow(id)).toMatchObject({ wins: 0, losses: 1, result: 'loss' });

    const games = await call(t.app, 'PUT', `/api/tcgmatches/${id}`, {
      token: me.token,
      body: tcgBody({ recordedResult: null, games: [{ result: 'win' }, { result: 'loss' }, { result: 'win' }] }),
    });
    expect(games.status, JSON.stringify(games.body)).toBe(200);
    expect(games.body).toMatchObject({ recordedResult: null, result: 'win', score: '2-1' });
    expect(await tcgRow(id)).toMatchObject({ recordedResult: null, wins: 2, losses: 1 });
  });

  it('counts in the summary, the analytics, the overall stats and the group statistics by the recorded result', async () => {
    const me = await player(t, 'ro');
    const won = await logTcg(t, me, tcgBody({ date: '2025-03-01' }));
    const tied = await logTcg(t, me, tcgBody({ recordedResult: 'tie', date: '2025-03-02' }));
    const lost = await logTcg(t, me, tcgBody({ recordedResult: 'loss', date: '2025-03-03' }));
    const played = await logTcg(t, me, { date: '2025-03-04' });

    // The dashboard's records: the recorded win and the played win are won, the tie is a tie (issue 29: W-L-T).
    const summary = await call(t.app, 'GET', '/api/tcgmatches/summary', { token: me.token });
    expect(summary.status).toBe(200);
    expect(summary.body.allTime).toMatchObject({ wins: 2, losses: 1, ties: 1, matches: 4, winRate: 50 });

    const analytics = await call(t.app, 'GET', '/api/tcgmatches/stats', { token: me.token });
    expect(analytics.status).toBe(200);
    expect(analytics.body.overview.overall).toMatchObject({
      wins: 2,
      losses: 1,
      ties: 1,
      matches: 4,
      matchesWithoutGames: 0,
    });
    // Game-level splits count the one played game only.
    expect(analytics.body.splits.all).toMatchObject({ games: 1, wins: 1 });

    const overall = await call(t.app, 'GET', '/api/stats/overall', { token: me.token });
    expect(overall.body.tcg).toMatchObject({ wins: 2, losses: 1, ties: 1, matches: 4 });

    const group = await createGroup(t, me, { name: 'Limitless Cup', matches: { tcg: [won, tied, lost, played] } });
    expect(group.stats).toEqual({ matches: 4, wins: 2, losses: 1, ties: 1, winRate: 50 });
    const pages = await call(t.app, 'GET', `/api/matchgroups/${group._id}/matches?game=tcg`, { token: me.token });
    expect(pages.status, JSON.stringify(pages.body)).toBe(200);
    expect(pages.body.matches.map((m: { recordedResult: string | null }) => m.recordedResult).sort()).toEqual(
      [null, 'loss', 'tie', 'win'].sort(),
    );
  });
});

describe('VGC result-only matches', () => {
  it('creates, lists and edits a Bo3 round won and a tie', async () => {
    const me = await player(t, 'rv');
    const won = await call(t.app, 'POST', '/api/vgcmatches', { token: me.token, body: vgcBody() });
    expect(won.status, JSON.stringify(won.body)).toBe(201);
    expect(vgcMatchSchema.strict().parse(won.body)).toMatchObject({
      recordedResult: 'win',
      games: [],
      bestOf: 3,
      result: 'win',
      matchScore: RESULT_ONLY_SCORE,
    });
    expect(await vgcRow(won.body._id)).toMatchObject({ recordedResult: 'win', wins: 1, losses: 0, result: 'win' });

    const tied = await logVgc(t, me, vgcBody({ recordedResult: 'tie' }));
    expect(await vgcRow(tied)).toMatchObject({ recordedResult: 'tie', wins: 1, losses: 1, result: 'tie' });

    const list = await call(t.app, 'GET', '/api/vgcmatches', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.matches.map((m: { recordedResult: string | null }) => m.recordedResult).sort()).toEqual(
      ['tie', 'win'].sort(),
    );

    const edited = await call(t.app, 'PUT', `/api/vgcmatches/${tied}`, {
      token: me.token,
      body: vgcBody({ recordedResult: null, games: [{ result: 'win' }, { result: 'win' }] }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ recordedResult: null, result: 'win', matchScore: '2-0' });
  });

  it('refuses games with a recorded result, at games, and stores nothing', async () => {
    const me = await player(t, 'rv');
    const res = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: vgcBody({ recordedResult: 'tie', games: [{ result: 'win' }, { result: 'loss' }, { result: 'win' }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'games', message: RECORDED_RESULT_NO_GAMES });
    expect(await countOf('vgc_matches', me)).toBe(0);
  });

  it('counts in the summary, analytics, overall stats and group statistics', async () => {
    const me = await player(t, 'rv');
    const won = await logVgc(t, me, vgcBody());
    const tied = await logVgc(t, me, vgcBody({ recordedResult: 'tie' }));
    const played = await logVgc(t, me, vgcBody({ recordedResult: null, bestOf: 1, games: [{ result: 'loss' }] }));

    const summary = await call(t.app, 'GET', '/api/vgcmatches/summary', { token: me.token });
    expect(summary.status).toBe(200);
    expect(summary.body.allTime).toMatchObject({ wins: 1, losses: 1, ties: 1, matches: 3 });

    const analytics = await call(t.app, 'GET', '/api/vgcmatches/stats', { token: me.token });
    expect(analytics.status).toBe(200);
    expect(analytics.body.overview.overall).toMatchObject({ wins: 1, losses: 1, ties: 1, matchesWithoutGames: 0 });
    expect(analytics.body.usage.games).toBe(1);

    const overall = await call(t.app, 'GET', '/api/stats/overall', { token: me.token });
    expect(overall.body.vgc).toMatchObject({ wins: 1, losses: 1, ties: 1, matches: 3 });

    const group = await createGroup(t, me, { name: 'Online', type: 'vgc', matches: { vgc: [won, tied, played] } });
    expect(group.stats).toEqual({ matches: 3, wins: 1, losses: 1, ties: 1, winRate: 33 });
  });
});
