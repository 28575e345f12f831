import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminMatchDetailSchema,
  adminMatchPageSchema,
  adminMatchDaySchema,
  type AdminMatchRow,
} from '@trainerlog/core';
import { limitlessImports, matchGroupVgcMatches, matchGroups, vgcMatchReplays } from '../src/db/schema/index.ts';
import { call } from './support/api.ts';
import { createGroup, logTcg, logVgc, MISSING, RAIN, SUN } from './support/groups.ts';
import { memberWithRole, type Member } from './support/roles.ts';
import { notificationsOf } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({ REGISTER_RATE_LIMIT: '10000' });

let admin: Member;
let misty: Member;
let brock: Member;
const ids = {} as Record<'manual' | 'ptcgl' | 'limitless' | 'vgcManual' | 'vgcShowdown' | 'vgcLimitless', string>;
const PTCGL_LOG = 'Setup\nmisty_w chose tails for the opening coin flip.\nTurn # 1 - misty_w';

const listOf = async (query: string) => {
  const res = await call(t.app, 'GET', `/api/admin/matches?${query}`, { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminMatchPageSchema.parse(res.body);
};
const idsOf = (page: { items: AdminMatchRow[] }) => page.items.map((row) => row._id).sort();
const sorted = (...values: string[]) => [...values].sort();

async function scalar(query: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: string }>(query, params);
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  admin = await memberWithRole(t, 'admin');
  misty = await memberWithRole(t, 'user', { username: 'misty_w', email: 'misty@example.com' });
  brock = await memberWithRole(t, 'user', { username: 'Brock_Pewter', email: 'brock@example.com' });
  ids.manual = await logTcg(t, misty, { deckName: 'Gardevoir ex', opponentDeck: 'Charizard ex', date: '2025-03-01' });
  ids.ptcgl = await logTcg(t, misty, {
    deckName: 'Gardevoir ex',
    opponentDeck: 'Lost Box',
    date: '2025-03-05',
    importSource: 'ptcgl',
    ptcglLogText: PTCGL_LOG,
  });
  ids.limitless = await logTcg(t, brock, {
    deckName: 'Dragapult ex',
    opponentDeck: 'Lugia VSTAR',
    date: '2025-04-10',
    importSource: 'limitless',
    games: [{ result: 'loss' }],
  });
  const team = await call(t.app, 'POST', '/api/teams', {
    token: misty.token,
    body: { name: 'Sun Squad', pokemon: SUN.map((species) => ({ species })) },
  });
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  ids.vgcManual = await logVgc(t, misty, { teamId: team.body._id, opponentName: 'Wolfe', date: '2025-03-02' });
  ids.vgcShowdown = await logVgc(t, brock, { opponentName: 'Paul', opponentTeam: ['Kyogre', ...RAIN.slice(1)] });
  ids.vgcLimitless = await logVgc(t, brock, { opponentName: 'Cynthia', date: '2025-04-11' });
  // What the Showdown and Limitless imports leave behind (their own tests make them through the imports).
  const db = t.database.db;
  await db.insert(vgcMatchReplays).values({ userId: brock.user._id, replayKey: 'k1', matchId: ids.vgcShowdown });
  const [group] = await db
    .insert(matchGroups)
    .values({ userId: brock.user._id, name: 'Regionals', type: 'vgc' })
    .returning();
  await db.insert(matchGroupVgcMatches).values({ groupId: group!.id, matchId: ids.vgcLimitless });
  await db.insert(limitlessImports).values({
    userId: brock.user._id,
    tournamentId: 't1',
    game: 'vgc',
    name: 'Regionals',
    date: '2025-04-11',
    players: 100,
    username: 'brock',
    playerName: 'Brock',
    wins: 1,
    losses: 0,
    ties: 0,
    matchCount: 1,
    groupId: group!.id,
  });
});

describe('admin matches: the list (issue 17)', () => {
  it('lists every player’s TCG matches newest logged first with player, deck, opponent, result and source', async () => {
    const page = await listOf('game=tcg');
    expect(page.items.map((row) => row._id)).toEqual([ids.limitless, ids.ptcgl, ids.manual]);
    expect(page.totalCount).toBe(await scalar(`select count(*) as n from tcg_matches`));
    expect(page.items[0]).toEqual({
      _id: ids.limitless,
      game: 'tcg',
      player: { _id: brock.user._id, username: 'Brock_Pewter' },
      deck: 'Dragapult ex',
      opponent: 'Lugia VSTAR',
      result: 'loss',
      source: 'limitless',
      date: '2025-04-10',
      createdAt: expect.any(String),
    });
    expect(page.items.map((row) => row.source)).toEqual(['limitless', 'ptcgl', 'manual']);
  });

  it('filters TCG by player, deck, opponent, dates and source, case-insensitively', async () => {
    expect(idsOf(await listOf('game=tcg&player=MISTY'))).toEqual(sorted(ids.manual, ids.ptcgl));
    expect(idsOf(await listOf('game=tcg&deck=dragapult'))).toEqual([ids.limitless]);
    expect(idsOf(await listOf('game=tcg&opponent=lost'))).toEqual([ids.ptcgl]);
    expect(idsOf(await listOf('game=tcg&from=2025-03-05'))).toEqual(sorted(ids.ptcgl, ids.limitless));
    expect(idsOf(await listOf('game=tcg&to=2025-03-05'))).toEqual(sorted(ids.manual, ids.ptcgl));
    expect(idsOf(await listOf('game=tcg&from=2025-03-02&to=2025-03-31'))).toEqual([ids.ptcgl]);
    expect(idsOf(await listOf('game=tcg&source=manual'))).toEqual([ids.manual]);
    expect(idsOf(await listOf('game=tcg&source=ptcgl'))).toEqual([ids.ptcgl]);
    expect(idsOf(await listOf('game=tcg&source=limitless'))).toEqual([ids.limitless]);
    expect(idsOf(await listOf('game=tcg&source=showdown'))).toEqual([]);
    expect(idsOf(await listOf('game=tcg&player=_'))).toEqual(sorted(ids.manual, ids.ptcgl, ids.limitless));
    expect(idsOf(await listOf('game=tcg&player=%25'))).toEqual([]);
    expect((await listOf('game=tcg&player=misty&deck=gardevoir&opponent=char')).totalCount).toBe(1);
  });

  it('lists VGC with the team name, the opponent and the source, and filters them', async () => {
    const page = await listOf('game=vgc');
    expect(page.items.map((row) => row._id)).toEqual([ids.vgcLimitless, ids.vgcShowdown, ids.vgcManual]);
    expect(page.items.map((row) => row.source)).toEqual(['limitless', 'showdown', 'manual']);
    expect(page.items[2]).toMatchObject({ deck: 'Sun Squad', opponent: 'Wolfe', player: { username: 'misty_w' } });
    expect(page.items[1]).toMatchObject({ deck: '', opponent: 'Paul' });
    expect(idsOf(await listOf('game=vgc&player=brock'))).toEqual(sorted(ids.vgcShowdown, ids.vgcLimitless));
    expect(idsOf(await listOf('game=vgc&deck=sun'))).toEqual([ids.vgcManual]);
    expect(idsOf(await listOf('game=vgc&opponent=cynth'))).toEqual([ids.vgcLimitless]);
    expect(idsOf(await listOf('game=vgc&opponent=kyog'))).toEqual([ids.vgcShowdown]);
    expect(idsOf(await listOf('game=vgc&from=2025-04-11'))).toEqual([ids.vgcLimitless]);
    expect(idsOf(await listOf('game=vgc&to=2025-03-01'))).toEqual(sorted(ids.vgcShowdown));
    expect(idsOf(await listOf('game=vgc&source=showdown'))).toEqual([ids.vgcShowdown]);
    expect(idsOf(await listOf('game=vgc&source=limitless'))).toEqual([ids.vgcLimitless]);
    expect(idsOf(await listOf('game=vgc&source=manual'))).toEqual([ids.vgcManual]);
    expect(idsOf(await listOf('game=vgc&source=ptcgl'))).toEqual([]);
  });

  it('pages on the server and validates the query', async () => {
    const all = await listOf('game=tcg');
    const first = await listOf('game=tcg&pageSize=2');
    const second = await listOf('game=tcg&pageSize=2&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, totalCount: all.totalCount, totalPages: 2 });
    expect([...first.items, ...second.items].map((row) => row._id)).toEqual(all.items.map((row) => row._id));
    expect((await listOf('game=tcg&player=nobody-at-all')).totalPages).toBe(1);
    for (const bad of ['game=chess', 'source=paper', 'from=2025-1-1', 'pageSize=101', 'page=0']) {
      expect((await call(t.app, 'GET', `/api/admin/matches?${bad}`, { token: admin.token })).status, bad).toBe(400);
    }
  });

  it('counts matches per UTC day, every day of the window present, and today on the hub', async () => {
    const res = await call(t.app, 'GET', '/api/admin/matches/daily?days=3', { token: admin.token });
    expect(res.status).toBe(200);
    const days = res.body.map((day: unknown) => adminMatchDaySchema.parse(day));
    expect(days).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(days[2].day).toBe(today);
    expect(days[0].day < days[1].day && days[1].day < days[2].day).toBe(true);
    const sinceMidnightUtc = `created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
    expect(days[2].tcg).toBe(await scalar(`select count(*) as n from tcg_matches where ${sinceMidnightUtc}`));
    expect(days[2].vgc).toBe(await scalar(`select count(*) as n from vgc_matches where ${sinceMidnightUtc}`));
    expect(days[2].tcg).toBeGreaterThanOrEqual(3);
    const summary = await call(t.app, 'GET', '/api/admin/summary', { token: admin.token });
    expect(summary.body.matchesToday).toBe(days[2].tcg + days[2].vgc);
    const defaults = await call(t.app, 'GET', '/api/admin/matches/daily', { token: admin.token });
    expect(defaults.body).toHaveLength(30);
    expect((await call(t.app, 'GET', '/api/admin/matches/daily?days=0', { token: admin.token })).status).toBe(400);
  });
});

describe('admin matches: one match (issue 17)', () => {
  it('opens a TCG match read-only with its player, source and imported log', async () => {
    const res = await call(t.app, 'GET', `/api/admin/matches/tcg/${ids.ptcgl}`, { token: admin.token });
    expect(res.status).toBe(200);
    const detail = adminMatchDetailSchema.parse(res.body);
    expect(detail).toMatchObject({
      game: 'tcg',
      player: { _id: misty.user._id, username: 'misty_w' },
      source: 'ptcgl',
      logText: PTCGL_LOG,
      match: { _id: ids.ptcgl, opponentDeck: 'Lost Box', importSource: 'ptcgl' },
    });
    const manual = await call(t.app, 'GET', `/api/admin/matches/tcg/${ids.manual}`, { token: admin.token });
    expect(manual.body).toMatchObject({ source: 'manual', logText: null });
  });

  it('opens a VGC match with its source (Showdown keeps no log text)', async () => {
    const res = await call(t.app, 'GET', `/api/admin/matches/vgc/${ids.vgcShowdown}`, { token: admin.token });
    expect(adminMatchDetailSchema.parse(res.body)).toMatchObject({
      game: 'vgc',
      player: { username: 'Brock_Pewter' },
      source: 'showdown',
      logText: null,
      match: { _id: ids.vgcShowdown, opponentName: 'Paul' },
    });
  });

  it('answers 404 for unknown ids and for an id of the other game, 400 for an unknown game', async () => {
    for (const url of [`tcg/${MISSING}`, 'tcg/not-a-uuid', `vgc/${ids.manual}`, `tcg/${ids.vgcManual}`]) {
      const res = await call(t.app, 'GET', `/api/admin/matches/${url}`, { token: admin.token });
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual({ msg: 'Match not found' });
    }
    const bad = await call(t.app, 'GET', `/api/admin/matches/chess/${ids.manual}`, { token: admin.token });
    expect(bad.status).toBe(400);
  });
});

describe('admin matches: removal with a reason (issue 17)', () => {
  it('needs a reason and a known match, and changes nothing otherwise', async () => {
    const url = `/api/admin/matches/tcg/${ids.manual}`;
    for (const body of [{}, { reason: '   ' }]) {
      const res = await call(t.app, 'DELETE', url, { token: admin.token, body });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Please enter a reason');
    }
    const long = await call(t.app, 'DELETE', url, { token: admin.token, body: { reason: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    for (const missing of [`tcg/${MISSING}`, `vgc/${MISSING}`, 'vgc/nope', `vgc/${ids.manual}`]) {
      const res = await call(t.app, 'DELETE', `/api/admin/matches/${missing}`, {
        token: admin.token,
        body: { reason: 'Spam' },
      });
      expect(res).toMatchObject({ status: 404, body: { msg: 'Match not found' } });
    }
    expect((await call(t.app, 'GET', `/api/tcgmatches/${ids.manual}`, { token: misty.token })).status).toBe(200);
  });

  it('deletes a TCG match as the player’s own delete would: list, counts, groups, aggregates; notifies and audits', async () => {
    const doomed = await logTcg(t, misty, { deckName: 'Gardevoir ex', opponentDeck: 'Spam Deck' });
    const group = await createGroup(t, misty, { name: 'Cup', type: 'tcg', matches: { tcg: [doomed], vgc: [] } });
    const counts = async () => ({
      mine: (await call(t.app, 'GET', '/api/stats/my-counts', { token: misty.token })).body.tcg as number,
      list: (await call(t.app, 'GET', '/api/tcgmatches?pageSize=50', { token: misty.token })).body,
      global: await scalar(`select count as n from match_counts where game = 'tcg'`),
      community: await scalar(`select coalesce(sum(wins + losses + ties), 0) as n from community_tcg_totals`),
      grouped: await scalar(`select count(*) as n from match_group_tcg_matches where group_id = $1`, [group._id]),
    });
    const before = await counts();
    expect(before.list.matches.map((m: { _id: string }) => m._id)).toContain(doomed);
    expect(before.grouped).toBe(1);

    const res = await call(t.app, 'DELETE', `/api/admin/matches/tcg/${doomed}`, {
      token: admin.token,
      body: { reason: '  Abusive deck name  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: 'Match deleted' });

    const after = await counts();
    expect(after.list.matches.map((m: { _id: string }) => m._id)).not.toContain(doomed);
    expect(after.list.totalCount).toBe(before.list.totalCount - 1);
    expect(after.mine).toBe(before.mine - 1);
    expect(after.global).toBe(before.global - 1);
    expect(after.community).toBe(before.community - 1);
    expect(after.grouped).toBe(0);
    expect((await call(t.app, 'GET', `/api/tcgmatches/${doomed}`, { token: misty.token })).status).toBe(404);

    const [notice] = await notificationsOf(t, misty);
    expect(notice).toMatchObject({
      type: 'match_removed',
      isRead: false,
      message: 'An admin removed your TCG match vs Spam Deck on 2025-03-01. Reason: Abusive deck name',
    });

    const owner = await memberWithRole(t, 'owner');
    const audit = await call(t.app, 'GET', '/api/admin/audit', { token: owner.token });
    expect(audit.body.items[0]).toMatchObject({
      action: 'match.delete',
      actor: { _id: admin.user._id },
      target: { _id: misty.user._id, username: 'misty_w' },
      summary: 'TCG match vs Spam Deck (2025-03-01): Abusive deck name',
    });
    const again = await call(t.app, 'DELETE', `/api/admin/matches/tcg/${doomed}`, {
      token: admin.token,
      body: { reason: 'Again' },
    });
    expect(again.status).toBe(404);
  });

  it('deletes a VGC match: gone from the player’s list and counts, the player notified', async () => {
    const doomed = await logVgc(t, brock, { opponentName: '', opponentTeam: RAIN, date: '2025-05-05' });
    const mine = async () => (await call(t.app, 'GET', '/api/stats/my-counts', { token: brock.token })).body.vgc;
    const before = await mine();
    const res = await call(t.app, 'DELETE', `/api/admin/matches/vgc/${doomed}`, {
      token: admin.token,
      body: { reason: 'Duplicate' },
    });
    expect(res.status).toBe(200);
    expect(await mine()).toBe(before - 1);
    const list = await call(t.app, 'GET', '/api/vgcmatches?pageSize=50', { token: brock.token });
    expect(list.body.matches.map((m: { _id: string }) => m._id)).not.toContain(doomed);
    const [notice] = await notificationsOf(t, brock);
    expect(notice).toMatchObject({
      type: 'match_removed',
      message: `An admin removed your VGC match vs ${RAIN.join(', ')} on 2025-05-05. Reason: Duplicate`,
    });
  });
});
