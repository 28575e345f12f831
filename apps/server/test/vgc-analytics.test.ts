import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  analyticsQuerySchema,
  vgcPersonalAnalytics,
  vgcPersonalAnalyticsSchema,
  type AnalyticsQueryInput,
  type Season,
  type Team,
  type VgcMatch,
} from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];
const MOVES: Record<string, string[]> = {
  Torkoal: ['Eruption', 'Heat Wave', 'Protect', 'Earth Power'],
  'Lilligant-Hisui': ['Close Combat', 'Leaf Blade', 'After You', 'Protect'],
  Pelipper: ['Hurricane', 'Weather Ball', 'Tailwind', 'Protect'],
  Incineroar: ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off'],
};

async function createTeam(token: string, name: string, species: string[], format = '') {
  const res = await call(t.app, 'POST', '/api/teams', {
    token,
    body: {
      name,
      format,
      pokemon: species.map((s) => ({ species: s, moves: MOVES[s] ?? [], teraType: s === 'Torkoal' ? 'Fire' : '' })),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Team;
}

async function log(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/vgcmatches', {
    token,
    body: { opponentName: 'Opp', date: '2025-01-01', games: [{ result: 'win' }], ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as VgcMatch;
}

const sunGame = (result: 'win' | 'loss', extra: Record<string, unknown> = {}) => ({
  result,
  leadPokemon: ['Torkoal', 'Lilligant-Hisui'],
  broughtPokemon: ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf'],
  opponentLeadPokemon: ['Pelipper', 'Archaludon'],
  opponentBroughtPokemon: ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss'],
  ...extra,
});

const stats = (token: string | undefined, query: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/vgcmatches/stats?${new URLSearchParams(query)}`, token ? { token } : {});

async function seasonAs(ownerToken: string, name: string, startDate: string, endDate: string) {
  const res = await call(t.app, 'POST', '/api/seasons', { token: ownerToken, body: { name, startDate, endDate } });
  expect(res.status).toBe(201);
  return res.body as Season;
}

/** A member with teams, seasons and matches of every kind, and another member with look-alike data. */
async function seeded() {
  const me = await registerUser(t.app);
  const other = await registerUser(t.app);
  const owner = await registerUser(t.app);
  await t.database.db.execute(sql`update users set role = 'owner' where id = ${owner.user._id}`);
  const january = await seasonAs(owner.token, `January ${owner.user._id}`, '2025-01-01', '2025-01-31');
  const february = await seasonAs(owner.token, `February ${owner.user._id}`, '2025-02-01', '2025-02-28');
  const sun = await createTeam(me.token, 'Sun', SUN, 'VGC 2025 Reg H');
  const rain = await createTeam(me.token, 'Rain', RAIN, 'VGC 2025 Reg H');
  const othersSun = await createTeam(other.token, 'Their Sun', SUN);

  // Sun by id: Bo1 win, Bo1 loss (Jan), Bo3 2-1 win with Tera (Feb).
  await log(me.token, { teamId: sun._id, format: 'Reg H', date: '2025-01-05', games: [sunGame('win')] });
  await log(me.token, { teamId: sun._id, format: 'reg h', date: '2025-01-20', games: [sunGame('loss')] });
  await log(me.token, {
    teamId: sun._id,
    format: 'Reg H',
    bestOf: 3,
    date: '2025-02-03',
    games: [
      sunGame('win', {
        teraPokemon: 'Torkoal',
        opponentTeraPokemon: 'Pelipper',
        movesUsed: [{ pokemon: 'Torkoal', moves: ['Eruption', 'Protect'] }],
      }),
      sunGame('loss', { opponentTeraPokemon: 'Archaludon' }),
      sunGame('win', { teraPokemon: 'Lilligant-Hisui' }),
    ],
  });
  // Sun typed (no id): the team's by its species; moves unknown. A 1-1 Bo3 (tie): the API refuses an unfinished
  // Bo3 today, so it is stored as older data holds it.
  const tie = await log(me.token, {
    playerTeam: SUN,
    format: 'Reg G',
    bestOf: 3,
    date: '2025-02-10',
    games: [sunGame('win'), sunGame('loss'), { result: 'win' }],
  });
  await t.database.db.execute(
    sql`update vgc_matches set games = games - 2, wins = 1, losses = 1, result = 'tie' where id = ${tie._id}`,
  );
  // Rain: a Bo1 loss, no picks recorded.
  await log(me.token, { teamId: rain._id, format: 'Reg H', date: '2025-02-15', games: [{ result: 'loss' }] });
  // The other member: same species, many wins, their own team and moves.
  for (let n = 0; n < 3; n++) {
    await log(other.token, { teamId: othersSun._id, format: 'Reg H', date: '2025-01-07', games: [sunGame('win')] });
  }
  return { me, other, sun, rain, othersSun, january, february };
}

/** What the browser computes for the same member: core over their matches, teams and the seasons. */
async function coreAnswer(token: string, query: AnalyticsQueryInput) {
  const matches = (await call(t.app, 'GET', '/api/vgcmatches?pageSize=100', { token })).body.matches as VgcMatch[];
  const teams = (await call(t.app, 'GET', '/api/teams', { token })).body as Team[];
  const seasons = (await call(t.app, 'GET', '/api/seasons', { token })).body as Season[];
  return vgcPersonalAnalytics(matches, { query: analyticsQuerySchema.parse(query), seasons, teams });
}

describe('GET /api/vgcmatches/stats', () => {
  it('answers what the core computes over the same matches, under every filter', async () => {
    const { me, sun, january } = await seeded();
    const queries: Record<string, string>[] = [
      {},
      { convention: 'third', granularity: 'month' },
      { convention: 'exclude' },
      { format: ' REG H ' },
      { teamId: sun._id },
      { bestOf: '3' },
      { seasonId: january._id },
      { from: '2025-01-10', to: '2025-02-05' },
    ];
    for (const query of queries) {
      const res = await stats(me.token, query);
      expect(res.status, JSON.stringify(query)).toBe(200);
      expect(vgcPersonalAnalyticsSchema.safeParse(res.body).success).toBe(true);
      expect(res.body, JSON.stringify(query)).toEqual(await coreAnswer(me.token, query));
    }
  });

  it("hand-counted figures: records, filters, lead pairs, moves top 4, Tera; never another member's data", async () => {
    const { me, sun, othersSun, february } = await seeded();
    const all = (await stats(me.token)).body;
    expect([all.totalMatches, all.filteredMatches]).toEqual([5, 5]);
    // W: Jan 5, Feb 3; L: Jan 20, Feb 15; T: Feb 10 (1-1).
    expect(all.overview.overall).toMatchObject({ wins: 2, losses: 2, ties: 1, matches: 5, rate: 0.4 });
    expect(all.formats).toEqual(['Reg G', 'Reg H']);
    // Sun games: 1 + 1 + 3 + 2 = 7 with the pair, 4 won.
    expect(all.usage.leadPairs[0]).toMatchObject({ pokemon: ['Lilligant-Hisui', 'Torkoal'], wins: 4, losses: 3 });
    // Moves used: only the one game that records them, stored and answered as sent (issue 29).
    expect([all.moves.gamesWithMovesUsed, all.moves.gamesWithoutMovesUsed]).toEqual([1, 7]);
    const used = all.moves.pokemon.find((p: { pokemon: string }) => p.pokemon === 'Torkoal');
    expect(used.top.map((m: { move: string; share: number }) => [m.move, m.share])).toEqual([
      ['Eruption', 1],
      ['Protect', 1],
    ]);
    // Team sheets: only the 5 games of matches logged with the team's id (not the typed 1-1).
    expect(all.moves.teamSheets.gamesWithKnownSets).toBe(5);
    expect(all.moves.teamSheets.gamesWithoutKnownSets).toBe(2);
    const torkoal = all.moves.teamSheets.pokemon.find((p: { pokemon: string }) => p.pokemon === 'Torkoal');
    expect(torkoal.moves.map((m: { move: string }) => m.move)).toEqual([
      'Earth Power',
      'Eruption',
      'Heat Wave',
      'Protect',
    ]);
    expect(torkoal).toMatchObject({ games: 5 });
    expect(all.tera).toMatchObject({ recordedGames: 3 });
    expect(all.tera.own.terastallized).toMatchObject({ wins: 2, losses: 0 });
    expect(all.tera.own.types).toEqual([expect.objectContaining({ teraType: 'Fire', wins: 1, games: 1 })]);
    expect(all.teams.map((r: { teamName: string; matches: number }) => [r.teamName, r.matches])).toEqual([
      ['Sun', 4],
      ['Rain', 1],
    ]);
    expect(all.opponentLeads.pairs[0]).toMatchObject({ pokemon: ['Archaludon', 'Pelipper'], games: 7 });

    expect((await stats(me.token, { teamId: sun._id })).body.filteredMatches).toBe(4);
    expect((await stats(me.token, { format: 'reg g' })).body.filteredMatches).toBe(1);
    expect((await stats(me.token, { bestOf: '3' })).body.filteredMatches).toBe(2);
    expect((await stats(me.token, { bestOf: '1' })).body.filteredMatches).toBe(3);
    expect((await stats(me.token, { seasonId: february._id })).body.filteredMatches).toBe(3);
    expect((await stats(me.token, { from: '2025-01-06', to: '2025-02-03' })).body.filteredMatches).toBe(2);
    // Another member's team id filters to nothing: their matches are never read.
    expect((await stats(me.token, { teamId: othersSun._id })).body.filteredMatches).toBe(0);
    const theirs = (await stats((await registerUser(t.app)).token)).body;
    expect(theirs).toMatchObject({ totalMatches: 0, filteredMatches: 0, teams: [], formats: [] });
  });

  it('counts Mega Evolution in Pokémon Champions matches, per side where recorded, never another member’s', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const champions = { playerTeam: SUN, opponentTeam: RAIN, format: 'VGC 2026 Reg M-A', date: '2026-05-02' };
    await log(me.token, { ...champions, games: [sunGame('win', { megaPokemon: 'Torkoal' })] });
    await log(me.token, {
      ...champions,
      bestOf: 3,
      games: [
        sunGame('loss', { opponentMegaPokemon: 'Pelipper' }),
        sunGame('win', { megaPokemon: 'Ursaluna' }),
        sunGame('win', { megaPokemon: 'Torkoal', opponentMegaPokemon: 'Archaludon' }),
      ],
    });
    for (let n = 0; n < 3; n++) {
      await log(other.token, { ...champions, games: [sunGame('loss', { megaPokemon: 'Farigiraf' })] });
    }
    const res = await stats(me.token);
    expect(vgcPersonalAnalyticsSchema.safeParse(res.body).success).toBe(true);
    const mega = res.body.mega;
    expect(mega).toMatchObject({ games: 4, recordedGames: 4, megaFormatGames: 4 });
    // Yours: named in every game of both matches; the opponent's only in the Bo3 (3 games).
    expect([mega.own.recordedGames, mega.own.share]).toEqual([4, 3 / 4]);
    expect(mega.own.megaEvolved).toMatchObject({ wins: 3, losses: 0 });
    expect(mega.own.pokemon.map((p: { pokemon: string; games: number }) => [p.pokemon, p.games])).toEqual([
      ['Torkoal', 2],
      ['Ursaluna', 1],
    ]);
    expect([mega.opponent.recordedGames, mega.opponent.share]).toEqual([3, 2 / 3]);
    expect(res.body).toEqual(await coreAnswer(me.token, {}));
  });

  it('refuses bad filters (400), an unknown season (404) and guests (401)', async () => {
    const me = await registerUser(t.app);
    for (const [query, path] of [
      [{ bestOf: '2' }, 'bestOf'],
      [{ from: '2025-02-30' }, 'from'],
      [{ from: '2025-03-01', to: '2025-02-01' }, 'to'],
      [{ convention: 'draw' }, 'convention'],
      [{ granularity: 'day' }, 'granularity'],
      [{ teamId: 'team-1' }, 'teamId'],
      [{ seasonId: 'march' }, 'seasonId'],
    ] as const) {
      const res = await stats(me.token, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const unknown = await stats(me.token, { seasonId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'Season not found']);
    expect((await stats(undefined)).status).toBe(401);
  });

  it("is recomputed exactly when the member's matches or teams change (cache)", async () => {
    const me = await registerUser(t.app);
    const sun = await createTeam(me.token, 'Sun', SUN);
    const first = await log(me.token, { teamId: sun._id, games: [sunGame('win')] });
    const before = (await stats(me.token)).body;
    expect(before.filteredMatches).toBe(1);
    expect((await stats(me.token)).body).toEqual(before); // served again

    // Another member's change does not matter; the member's own create, edit, team edit and delete do.
    const other = await registerUser(t.app);
    await log(other.token, { playerTeam: SUN });
    expect((await stats(me.token)).body).toEqual(before);

    await log(me.token, { teamId: sun._id, games: [sunGame('loss')] });
    expect((await stats(me.token)).body.overview.overall).toMatchObject({ wins: 1, losses: 1 });

    const edited = await call(t.app, 'PUT', `/api/vgcmatches/${first._id}`, {
      token: me.token,
      body: { teamId: sun._id, opponentName: 'Opp', date: '2025-01-01', games: [sunGame('loss')] },
    });
    expect(edited.status).toBe(200);
    expect((await stats(me.token)).body.overview.overall).toMatchObject({ wins: 0, losses: 2 });

    const renamed = await call(t.app, 'PUT', `/api/teams/${sun._id}`, {
      token: me.token,
      body: { name: 'Sun', pokemon: SUN.map((s) => ({ species: s, moves: s === 'Torkoal' ? ['Eruption'] : [] })) },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const torkoal = (await stats(me.token)).body.moves.teamSheets.pokemon.find(
      (p: { pokemon: string }) => p.pokemon === 'Torkoal',
    );
    expect(torkoal.moves.map((m: { move: string }) => m.move)).toEqual(['Eruption']);

    expect((await call(t.app, 'DELETE', `/api/vgcmatches/${first._id}`, { token: me.token })).status).toBe(200);
    expect((await stats(me.token)).body.filteredMatches).toBe(1);
    expect((await stats(me.token)).body).toEqual(await coreAnswer(me.token, {}));
  });
});
