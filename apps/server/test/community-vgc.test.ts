// VGC community analytics (issue 29): GET /api/analytics/global/vgc counts the teams of members who share — usage and
// win rates of Pokémon, pairs and restricted cores, per match — from the database's VGC matches; a member who opted
// out is not counted (and is again when they opt back in), rounds not played are left out, anyone may read it as
// anyone may read the TCG community figures, and the answer holds no user id.
import { describe, expect, it } from 'vitest';
import { vgcCommunitySchema, type VgcCommunity } from '@trainerlog/core';
import { restrictedPokemon } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const SHADOW = ['Calyrex-Shadow', 'Miraidon', 'Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Farigiraf'];
const ICE = ['Calyrex-Ice', 'Incineroar', 'Urshifu', 'Amoonguss', 'Raging Bolt', 'Farigiraf'];
const KORAIDON = ['Koraidon', 'Flutter Mane', 'Chien-Pao', 'Incineroar', 'Amoonguss', 'Rillaboom'];
const OPPONENT = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

async function log(token: string, playerTeam: string[], body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/vgcmatches', {
    token,
    body: {
      playerTeam,
      opponentTeam: OPPONENT,
      format: 'gen9vgc2025regi',
      bestOf: 1,
      date: '2025-03-01',
      games: [{ result: 'win' }],
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function community(query = '', token?: string): Promise<VgcCommunity> {
  const res = await call(t.app, 'GET', `/api/analytics/global/vgc${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return vgcCommunitySchema.strict().parse(res.body);
}

const row = <R extends { pokemon: string | string[] }>(rows: R[], name: string | string[]) =>
  rows.find((r) => JSON.stringify(r.pokemon) === JSON.stringify(name));

describe('GET /api/analytics/global/vgc', () => {
  it("counts members' teams per match, formes apart, leaves out rounds not played and members who opt out", async () => {
    // Nothing logged yet: empty figures (kept, and left behind by the first match below).
    expect(await community()).toEqual({
      totalMatches: 0,
      teamMatches: 0,
      players: 0,
      regulations: [],
      pokemon: [],
      pairs: [],
      restrictedCores: [],
      bringLead: [],
    });
    const ash = await registerUser(t.app);
    const misty = await registerUser(t.app);
    const brock = await registerUser(t.app);

    // Ash, Regulation I: 2 wins, 1 loss, a Bo3 ended at time level (a tie), an ID and a bye (not counted).
    await log(ash.token, SHADOW, {});
    await log(ash.token, SHADOW, { date: '2025-03-02' });
    await log(ash.token, SHADOW, { games: [{ result: 'loss' }] });
    await log(ash.token, SHADOW, { bestOf: 3, games: [{ result: 'win' }, { result: 'loss' }], timeCalled: true });
    await log(ash.token, SHADOW, { games: [], specialResult: 'id' });
    await log(ash.token, SHADOW, { games: [], specialResult: 'bye' });
    // Misty, Regulation G in words: 1 win, 1 loss, in April.
    await log(misty.token, ICE, { format: 'VGC 2025 Reg G', date: '2025-04-10' });
    await log(misty.token, ICE, { format: 'VGC 2025 Reg G', date: '2025-04-11', games: [{ result: 'loss' }] });
    // Brock opted out: his 3 wins are not counted.
    const out = await call(t.app, 'PUT', '/api/auth/community-sharing', {
      token: brock.token,
      body: { communityOptOut: true },
    });
    expect(out.status).toBe(200);
    for (let i = 0; i < 3; i++) await log(brock.token, KORAIDON, {});

    const all = await community('?minMatches=0&convention=third');
    expect(all).toMatchObject({ totalMatches: 6, teamMatches: 6, players: 2 });
    expect(all.regulations).toEqual([
      { regulation: 'Regulation I', matches: 4 },
      { regulation: 'Regulation G', matches: 2 },
    ]);
    expect(row(all.pokemon, 'Calyrex-Shadow')).toMatchObject({
      matches: 4,
      wins: 2,
      losses: 1,
      ties: 1,
      players: 1,
      usage: 4 / 6,
      small: false,
    });
    expect(row(all.pokemon, 'Calyrex-Shadow')!.rate).toBeCloseTo((2 + 1 / 3) / 4);
    expect(row(all.pokemon, 'Calyrex-Ice')).toMatchObject({ matches: 2, wins: 1, losses: 1, usage: 2 / 6 });
    expect(row(all.pokemon, 'Urshifu-Rapid-Strike')).toMatchObject({ matches: 4 });
    expect(row(all.pokemon, 'Urshifu')).toMatchObject({ matches: 2 });
    expect(row(all.pokemon, 'Incineroar')).toMatchObject({ matches: 6, usage: 1, players: 2, wins: 3, losses: 2 });
    expect(row(all.pokemon, 'Koraidon')).toBeUndefined();
    expect(row(all.pairs, ['Farigiraf', 'Incineroar'])).toMatchObject({ matches: 6, players: 2 });
    // Pairs of fewer than 3 matches are not listed.
    expect(row(all.pairs, ['Amoonguss', 'Calyrex-Ice'])).toBeUndefined();
    expect(all.restrictedCores.map((c) => [c.pokemon, c.matches])).toEqual([
      [['Calyrex-Shadow', 'Miraidon'], 4],
      [['Calyrex-Ice'], 2],
    ]);

    // Filters: the regulation, a date window, the minimum sample.
    const regG = await community('?regulation=Regulation%20G&minMatches=0');
    expect(regG).toMatchObject({ totalMatches: 2, players: 1 });
    expect(regG.regulations).toEqual(all.regulations);
    const april = await community('?from=2025-04-01&to=2025-04-30');
    expect(april).toMatchObject({ totalMatches: 2, players: 1 });
    expect(row(april.pokemon, 'Calyrex-Ice')).toMatchObject({ small: true });

    // Brock opts back in: counted at once (and the kept answer is not served).
    await call(t.app, 'PUT', '/api/auth/community-sharing', { token: brock.token, body: { communityOptOut: false } });
    const withBrock = await community('?minMatches=0&convention=third');
    expect(withBrock).toMatchObject({ totalMatches: 9, players: 3 });
    expect(row(withBrock.restrictedCores, ['Koraidon'])).toMatchObject({ matches: 3, wins: 3, players: 1 });
    // A new match moves the figures too.
    await log(misty.token, ICE, { format: 'VGC 2025 Reg G', date: '2025-04-12' });
    expect((await community('?minMatches=0&convention=third')).totalMatches).toBe(10);
    // An admin's change of the restricted list regroups the cores at once.
    await t.database.db.insert(restrictedPokemon).values({ name: 'Incineroar' });
    const regrouped = await community('?minMatches=0&convention=third');
    expect(regrouped.restrictedCores.map((c) => c.pokemon)).toEqual([
      ['Calyrex-Shadow', 'Incineroar', 'Miraidon'],
      ['Calyrex-Ice', 'Incineroar'],
      ['Incineroar', 'Koraidon'],
    ]);

    // Anyone reads the same figures (as the TCG community endpoints), without any user id.
    const guest = await call(t.app, 'GET', '/api/analytics/global/vgc');
    const member = await call(t.app, 'GET', '/api/analytics/global/vgc', { token: ash.token });
    expect(guest.status).toBe(200);
    expect(member.body).toEqual(guest.body);
    const text = JSON.stringify(guest.body);
    for (const secret of [ash.user._id, misty.user._id, brock.user._id, ash.user.username]) {
      expect(text).not.toContain(secret);
    }
  });

  it('rates how often each Pokémon on a team is brought and leads, from the games that record it (issue 30)', async () => {
    const lance = await registerUser(t.app);
    const game = (result: string, brought: string[], leads: string[]) => ({
      result,
      broughtPokemon: brought,
      leadPokemon: leads,
    });
    await log(lance.token, KORAIDON, {
      date: '2025-04-01',
      games: [game('win', ['Koraidon', 'Flutter Mane', 'Chien-Pao', 'Incineroar'], ['Koraidon', 'Flutter Mane'])],
    });
    await log(lance.token, KORAIDON, {
      date: '2025-04-01',
      games: [game('loss', ['Koraidon', 'Amoonguss', 'Chien-Pao', 'Rillaboom'], ['Amoonguss', 'Chien-Pao'])],
    });
    // A game without its brings counts on neither side.
    await log(lance.token, KORAIDON, { date: '2025-04-01', games: [{ result: 'win' }] });
    const answer = await community('?from=2025-04-01&to=2025-04-01');
    const koraidon = row(answer.bringLead, 'Koraidon')!;
    expect(koraidon).toMatchObject({ onTeam: 2, brought: { wins: 1, losses: 1 }, led: { wins: 1, losses: 0 } });
    expect(koraidon.broughtRate).toBe(1);
    expect(koraidon.leadRate).toBe(0.5);
    expect(row(answer.bringLead, 'Amoonguss')).toMatchObject({ onTeam: 2, broughtRate: 0.5, leadRate: 1 });
  });

  it('answers 400 for a bad query and 404 for an unknown season', async () => {
    const bad = await call(t.app, 'GET', '/api/analytics/global/vgc?minMatches=5000');
    expect(bad.status).toBe(400);
    const range = await call(t.app, 'GET', '/api/analytics/global/vgc?from=2025-03-02&to=2025-03-01');
    expect(range.status).toBe(400);
    const season = await call(t.app, 'GET', '/api/analytics/global/vgc?seasonId=00000000-0000-4000-8000-000000000000');
    expect(season.status).toBe(404);
  });
});
