import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  summarizeVgcMatches,
  teamStatsOf,
  teamStatsSchema,
  vgcMatchSummarySchema,
  type VgcMatch,
} from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';
import { seededRandom } from './support/random.ts';

const t = useTestApp();
const MISSING = '00000000-0000-4000-8000-000000000000';

const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];
const TR = ['Indeedee-F', 'Hatterene', 'Torkoal', 'Ursaluna', 'Incineroar', 'Amoonguss'];
const day = (month: number, n: number) => `2025-${String(month).padStart(2, '0')}-${String(n).padStart(2, '0')}`;

async function log(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/vgcmatches', {
    token,
    body: { opponentName: 'Opp', date: '2025-01-01', games: [{ result: 'win' }], ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as VgcMatch;
}

async function createTeam(token: string, name: string, species: string[]) {
  const res = await call(t.app, 'POST', '/api/teams', {
    token,
    body: { name, pokemon: species.map((s) => ({ species: s })) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; name: string; pokemon: { species: string }[] };
}

const result = (won: boolean) => [{ result: won ? 'win' : 'loss' }];

describe('GET /api/vgcmatches/summary and /team-stats', () => {
  it('is empty for a new member: no season, no teams, no most used team', async () => {
    const me = await registerUser(t.app);
    const res = await call(t.app, 'GET', '/api/vgcmatches/summary', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      allTime: { wins: 0, losses: 0, matches: 0, winRate: 0, trend: 'stable' },
      season: null,
      teamCount: 0,
      mostUsedTeam: null,
      totalMatches: 0,
    });
    expect((await call(t.app, 'GET', '/api/vgcmatches/team-stats', { token: me.token })).body).toEqual([]);
  });

  it("computes records, trends, the most used team and each team's statistics as the core does", async () => {
    const me = await registerUser(t.app);
    const owner = await registerUser(t.app);
    await t.database.db.execute(sql`update users set role = 'owner' where id = ${owner.user._id}`);
    const season = await call(t.app, 'POST', '/api/seasons', {
      token: owner.token,
      body: { name: 'March', startDate: '2025-03-01', endDate: '2025-03-31' },
    });
    expect(season.status).toBe(201);
    const current = await call(t.app, 'PUT', `/api/seasons/${season.body._id}/set-current`, { token: owner.token });
    expect(current.status).toBe(200);
    const rain = await createTeam(me.token, 'Rain', RAIN);
    const sun = await createTeam(me.token, '', SUN);
    const trickRoom = await createTeam(me.token, 'Trick Room', TR);
    await createTeam(me.token, 'Unused', ['Pikachu']);

    const matches: VgcMatch[] = [];
    // Sun: ten February losses then ten March wins (trend up), led mostly by Torkoal + Lilligant.
    for (let n = 1; n <= 10; n++) {
      matches.push(
        await log(me.token, {
          playerTeam: SUN,
          date: day(2, n),
          games: [{ result: 'loss', leadPokemon: ['Ursaluna', 'Farigiraf'] }],
          opponentTeam: n % 2 ? RAIN : ['Miraidon', 'Iron Hands'],
        }),
      );
    }
    for (let n = 1; n <= 10; n++) {
      matches.push(
        await log(me.token, {
          // Another spelling and order of the same six: the same team by key.
          playerTeam: ['flutter mane', 'Farigiraf', 'Ursaluna', 'Walking Wake', 'lilligant-hisui', 'Torkoal'],
          date: day(3, n),
          bestOf: 3,
          games: [
            { result: 'win', leadPokemon: ['Lilligant-Hisui', 'torkoal'] },
            { result: 'win', leadPokemon: ['Torkoal', 'Lilligant-Hisui'] },
          ],
          opponentTeam: ['Urshifu-*', 'Rillaboom'],
        }),
      );
    }
    // Logged with the Rain team's id but with the sun line-up: Rain's by id and Sun's by key.
    matches.push(await log(me.token, { teamId: rain._id, playerTeam: SUN, date: day(1, 20), games: result(true) }));
    // Rain by key, and Trick Room twice (one in the season).
    matches.push(await log(me.token, { playerTeam: RAIN, date: day(1, 5), games: result(false) }));
    matches.push(await log(me.token, { playerTeam: TR, date: day(3, 15), games: result(true) }));
    matches.push(await log(me.token, { teamId: trickRoom._id, playerTeam: [], date: day(1, 2), games: result(false) }));
    // A typed team that is no saved team.
    matches.push(await log(me.token, { playerTeam: ['Pikachu', 'Raichu'], date: day(4, 1), games: result(false) }));

    const summary = await call(t.app, 'GET', '/api/vgcmatches/summary', { token: me.token });
    expect(summary.status).toBe(200);
    vgcMatchSummarySchema.strict().parse(summary.body);
    const teamsRes = await call(t.app, 'GET', '/api/teams', { token: me.token });
    const expected = summarizeVgcMatches(matches, { season: current.body, teams: teamsRes.body });
    expect(summary.body).toEqual(expected);
    expect(summary.body).toMatchObject({
      allTime: { wins: 12, losses: 13, matches: 25, winRate: 48, trend: 'up' },
      season: { wins: 11, losses: 0, matches: 11, winRate: 100, trend: 'stable' },
      teamCount: 4,
      totalMatches: 25,
      mostUsedTeam: {
        teamId: sun._id,
        teamName: 'Unnamed Team',
        pokemon: SUN,
        wins: 11,
        losses: 10,
        matches: 21,
        winRate: 52.4,
        mostCommonLeadPair: ['Torkoal', 'Lilligant-Hisui'],
        uniqueOpponentsCount: 3,
        recentForm: { wins: 10, losses: 0, matches: 10, winRate: 100 },
        trend: 'up',
      },
    });

    const stats = await call(t.app, 'GET', '/api/vgcmatches/team-stats', { token: me.token });
    expect(stats.status).toBe(200);
    const list = stats.body.map((s: unknown) => teamStatsSchema.strict().parse(s));
    // In the teams list's order (most recently updated first), each as the core computes it.
    expect(list.map((s: { teamName: string }) => s.teamName)).toEqual(['Unused', 'Trick Room', 'Unnamed Team', 'Rain']);
    const byName = Object.fromEntries(list.map((s: { teamName: string }) => [s.teamName, s]));
    expect(byName['Rain']).toMatchObject({ matches: 2, wins: 1, losses: 1, mostCommonLeadPair: [] });
    expect(byName['Trick Room']).toMatchObject({ matches: 2, wins: 1, losses: 1, uniqueOpponentsCount: 0 });
    expect(byName['Unused']).toMatchObject({ matches: 0, winRate: 0, trend: 'stable', pokemon: ['Pikachu'] });

    const one = await call(t.app, 'GET', `/api/vgcmatches/team-stats/${sun._id}`, { token: me.token });
    expect(one.body).toEqual(expected.mostUsedTeam);

    // Another season by id; and a season that does not exist.
    const feb = await call(t.app, 'POST', '/api/seasons', {
      token: owner.token,
      body: { name: 'February', startDate: '2025-02-01', endDate: '2025-02-28' },
    });
    const inFeb = await call(t.app, 'GET', `/api/vgcmatches/summary?seasonId=${feb.body._id}`, { token: me.token });
    expect(inFeb.body.season).toMatchObject({ wins: 0, losses: 10, matches: 10, season: { name: 'February' } });
    const missing = await call(t.app, 'GET', `/api/vgcmatches/summary?seasonId=${MISSING}`, { token: me.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ msg: 'Season not found' });
  });

  it('breaks a tie in matches by the most recently played team', async () => {
    const me = await registerUser(t.app);
    await createTeam(me.token, 'Rain', RAIN);
    await createTeam(me.token, 'Sun', SUN);
    await log(me.token, { playerTeam: SUN, date: day(1, 1) });
    await log(me.token, { playerTeam: RAIN, date: day(1, 2) });
    const summary = await call(t.app, 'GET', '/api/vgcmatches/summary', { token: me.token });
    expect(summary.body.mostUsedTeam).toMatchObject({ teamName: 'Rain', matches: 1 });
    await log(me.token, { playerTeam: SUN, date: day(1, 1) });
    const after = await call(t.app, 'GET', '/api/vgcmatches/summary', { token: me.token });
    expect(after.body.mostUsedTeam).toMatchObject({ teamName: 'Sun', matches: 2 });
  });

  it("never shows another member's teams or matches", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await createTeam(me.token, 'Mine', SUN);
    await log(me.token, { playerTeam: SUN });
    // The other member plays the same six: their matches never count for my team, nor mine for theirs.
    const theirs = await createTeam(other.token, 'Theirs', SUN);
    await log(other.token, { playerTeam: SUN, games: result(false) });
    await log(other.token, { teamId: theirs._id, playerTeam: [], games: result(false) });

    for (const teamId of [mine._id, 'not-a-uuid', MISSING]) {
      const res = await call(t.app, 'GET', `/api/vgcmatches/team-stats/${teamId}`, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: 'Team not found' });
    }
    const myStats = await call(t.app, 'GET', `/api/vgcmatches/team-stats/${mine._id}`, { token: me.token });
    expect(myStats.body).toMatchObject({ matches: 1, wins: 1 });
    const theirList = await call(t.app, 'GET', '/api/vgcmatches/team-stats', { token: other.token });
    expect(theirList.body).toHaveLength(1);
    expect(theirList.body[0]).toMatchObject({ teamId: theirs._id, matches: 2, wins: 0 });
    const theirSummary = await call(t.app, 'GET', '/api/vgcmatches/summary', { token: other.token });
    expect(theirSummary.body).toMatchObject({ teamCount: 1, totalMatches: 2, allTime: { wins: 0, losses: 2 } });
  });
});

/** Every user's counts row next to what counting their matches gives; equal after every kind of write. */
async function expectCountsExact() {
  const { rows } = await t.database.pool.query<{ user_id: string; kept: string; actual: string }>(`
    select coalesce(c.user_id, m.user_id) as user_id,
           coalesce(c.matches, 0) || '/' || coalesce(c.won, 0) as kept,
           coalesce(m.matches, 0) || '/' || coalesce(m.won, 0) as actual
    from vgc_match_user_counts c
    full join (
      select user_id, count(*) as matches, count(*) filter (where wins > losses) as won from vgc_matches group by user_id
    ) m on m.user_id = c.user_id`);
  for (const row of rows) expect(row.kept, row.user_id).toBe(row.actual);
  const { rows: global } = await t.database.pool.query<{ kept: number; actual: string }>(`
    select (select count from match_counts where game = 'vgc') as kept, (select count(*) from vgc_matches) as actual`);
  expect(String(global[0]!.kept)).toBe(global[0]!.actual);
}

describe('VGC match counts', () => {
  it('answer my-counts and global-counts, exact after creates, edits and deletes', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const globalBefore = (await call(t.app, 'GET', '/api/stats/global-counts')).body.vgc as number;
    const a = await log(me.token, { playerTeam: SUN });
    const b = await log(me.token, { playerTeam: SUN, games: result(false) });
    await log(other.token, { playerTeam: RAIN });
    await expectCountsExact();
    expect((await call(t.app, 'GET', '/api/stats/my-counts', { token: me.token })).body).toEqual({ tcg: 0, vgc: 2 });
    expect((await call(t.app, 'GET', '/api/stats/my-counts', { token: other.token })).body).toEqual({ tcg: 0, vgc: 1 });
    expect((await call(t.app, 'GET', '/api/stats/global-counts')).body.vgc).toBe(globalBefore + 3);

    // A loss edited into a win moves the record, not the count; a notes edit moves nothing.
    const edit = (id: string, games: unknown[], notes = '') =>
      call(t.app, 'PUT', `/api/vgcmatches/${id}`, {
        token: me.token,
        body: { playerTeam: SUN, date: '2025-01-01', games, notes },
      });
    expect((await edit(b._id, result(true))).status).toBe(200);
    expect((await edit(a._id, result(true), 'notes only')).status).toBe(200);
    await expectCountsExact();
    const summary = await call(t.app, 'GET', '/api/vgcmatches/summary', { token: me.token });
    expect(summary.body.allTime).toMatchObject({ wins: 2, losses: 0, matches: 2 });
    expect((await call(t.app, 'GET', '/api/stats/my-counts', { token: me.token })).body.vgc).toBe(2);

    expect((await call(t.app, 'DELETE', `/api/vgcmatches/${a._id}`, { token: me.token })).status).toBe(200);
    await expectCountsExact();
    expect((await call(t.app, 'GET', '/api/stats/my-counts', { token: me.token })).body.vgc).toBe(1);
    expect((await call(t.app, 'GET', '/api/stats/global-counts')).body.vgc).toBe(globalBefore + 2);
    expect((await call(t.app, 'GET', '/api/vgcmatches?pageSize=1', { token: me.token })).body.totalCount).toBe(1);
  });

  it('stay exact through multi-row statements, owner changes, account removal and truncation', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await log(a.token, { playerTeam: SUN });
    await log(b.token, { playerTeam: SUN, games: result(false) });
    const db = t.database.db;
    await db.execute(sql`
      insert into vgc_matches (user_id, player_team, date, wins, losses, result)
      select u, '{Pikachu}', '2025-01-02', g % 2, 1 - g % 2, case when g % 2 = 1 then 'win' else 'loss' end
      from unnest(array[${a.user._id}::uuid, ${b.user._id}::uuid]) u, generate_series(1, 5) g`);
    await expectCountsExact();
    await db.execute(sql`update vgc_matches set wins = 1, losses = 0, result = 'win' where user_id = ${b.user._id}`);
    await expectCountsExact();
    await db.execute(sql`update vgc_matches set user_id = ${b.user._id} where user_id = ${a.user._id} and wins = 1`);
    await expectCountsExact();
    await db.execute(sql`delete from users where id = ${b.user._id}`);
    await expectCountsExact();
    const { rows } = await t.database.pool.query('select 1 from vgc_match_user_counts where user_id = $1', [
      b.user._id,
    ]);
    expect(rows).toHaveLength(0);
    await db.execute(sql`truncate vgc_matches, vgc_match_replays, match_group_vgc_matches`);
    await expectCountsExact();
    expect((await call(t.app, 'GET', '/api/stats/global-counts')).body.vgc).toBe(0);
    await log(a.token, { playerTeam: SUN });
    await expectCountsExact();
    expect((await call(t.app, 'GET', '/api/stats/my-counts', { token: a.token })).body.vgc).toBe(1);
  });
});

/** A deterministic generator, so a failing parity case can be replayed. */
function randomFrom(seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

describe('team statistics computed in SQL', () => {
  it('equal the core over ~200 varied matches read back from the API', async () => {
    const me = await registerUser(t.app);
    const rain = await createTeam(me.token, 'Rain', RAIN);
    const sun = await createTeam(me.token, '', SUN);
    const trickRoom = await createTeam(me.token, 'Trick Room', TR);
    const { next, pick } = randomFrom(20250501);
    const opponents = [[], [], RAIN, SUN, TR, ['Miraidon', 'Iron Hands'], ['urshifu-rapid-strike', 'Rillaboom']];
    const bo3 = [
      ['win', 'win'],
      ['loss', 'loss'],
      ['win', 'loss', 'win'],
      ['win', 'loss', 'loss'],
      ['loss', 'win', 'win'],
    ];
    const leadsOf = (team: string[]) => {
      const roll = next();
      if (roll < 0.15) return [];
      if (roll < 0.3) return [pick(team)];
      // Two of the team's first four, so pairs repeat (and tie); sometimes lower case or swapped.
      const [a, b] = [...team.slice(0, 4)].sort(() => next() - 0.5);
      const pair = next() < 0.5 ? [a!, b!] : [b!, a!];
      return next() < 0.2 ? pair.map((name) => name.toLowerCase()) : pair;
    };
    for (let n = 0; n < 200; n++) {
      const roll = next();
      // Typed teams (one reordered and lower-cased), saved ids with and without species, and a team no one saved.
      const [teamId, playerTeam, species] =
        roll < 0.3
          ? [undefined, SUN, SUN]
          : roll < 0.4
            ? [undefined, [...SUN].reverse().map((s) => s.toLowerCase()), SUN]
            : roll < 0.55
              ? [rain._id, [], RAIN]
              : roll < 0.65
                ? [rain._id, SUN, SUN]
                : roll < 0.75
                  ? [undefined, TR, TR]
                  : roll < 0.85
                    ? [trickRoom._id, [], TR]
                    : [undefined, ['Pikachu', 'Raichu'], ['Pikachu', 'Raichu']];
      const results = next() < 0.5 ? [pick(['win', 'loss'])] : pick(bo3);
      await log(me.token, {
        ...(teamId ? { teamId } : {}),
        playerTeam,
        opponentTeam: pick(opponents),
        // Few dates, so many matches share a day and order by when they were logged.
        date: day(1 + Math.floor(next() * 3), 1 + Math.floor(next() * 4)),
        bestOf: results.length === 1 ? 1 : 3,
        games: results.map((result) => ({ result, leadPokemon: leadsOf(species) })),
      });
    }
    // A tie of lead pairs decided by recency: newest first A, B, B, A on a team of its own.
    const tied = await createTeam(me.token, 'Tied', ['Pikachu', 'Raichu', 'Pichu', 'Togepi']);
    const tiedSpecies = ['Pikachu', 'Raichu', 'Pichu', 'Togepi'];
    for (const [date, leads] of [
      ['2025-05-01', ['Pichu', 'Togepi']],
      ['2025-05-02', ['Raichu', 'Pikachu']],
      ['2025-05-03', ['pikachu', 'raichu']],
      ['2025-05-04', ['Togepi', 'Pichu']],
    ] as const) {
      await log(me.token, {
        teamId: tied._id,
        playerTeam: tiedSpecies,
        date,
        games: [{ result: 'win', leadPokemon: leads }],
      });
    }

    const matches: VgcMatch[] = [];
    for (let page = 1; ; page++) {
      const res = await call(t.app, 'GET', `/api/vgcmatches?pageSize=100&page=${page}`, { token: me.token });
      matches.push(...res.body.matches);
      if (page >= res.body.totalPages) break;
    }
    expect(matches).toHaveLength(204);
    const teamsRes = await call(t.app, 'GET', '/api/teams', { token: me.token });
    const teams = teamsRes.body as { _id: string; name: string; pokemon: { species: string }[] }[];

    const summary = await call(t.app, 'GET', '/api/vgcmatches/summary', { token: me.token });
    expect(summary.status).toBe(200);
    // Another test may have made a season current: the season is the server's, its figures must be the core's.
    const season = summary.body.season?.season ?? null;
    expect(summary.body).toEqual(summarizeVgcMatches(matches, { teams, season }));
    const stats = await call(t.app, 'GET', '/api/vgcmatches/team-stats', { token: me.token });
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual(teams.map((team) => teamStatsOf(team, matches)));
    for (const team of [rain, sun, trickRoom, tied]) {
      const one = await call(t.app, 'GET', `/api/vgcmatches/team-stats/${team._id}`, { token: me.token });
      expect(one.body).toEqual(teamStatsOf(team, matches));
    }
    // The tie went to the pair led last (Pichu + Togepi, as that game led it), and the data had pairs and ties.
    const tiedStats = stats.body.find((s: { teamId: string }) => s.teamId === tied._id);
    expect(tiedStats.mostCommonLeadPair).toEqual(['Togepi', 'Pichu']);
    for (const team of [rain, sun, trickRoom]) {
      const s = stats.body.find((x: { teamId: string }) => x.teamId === team._id);
      expect(s.matches).toBeGreaterThan(20);
      expect(s.mostCommonLeadPair).toHaveLength(2);
    }
  });
});

describe('vgc_matches.lead_pairs', () => {
  it('is generated from the games: one entry per game with exactly two leads, as led, in game order', async () => {
    const games = [
      { result: 'win', leadPokemon: ['Torkoal', ' Lilligant-Hisui '] },
      { result: 'loss', leadPokemon: ['Ursaluna'] },
      { result: 'win', leadPokemon: ['', 'Ursaluna', 'Farigiraf'] },
      { result: 'win' },
      { result: 'win', leadPokemon: [] },
    ];
    const { rows } = await t.database.pool.query<{ pairs: string[] }>('select vgc_lead_pairs($1::jsonb) as pairs', [
      JSON.stringify(games),
    ]);
    expect(rows[0]!.pairs).toEqual(['Torkoal\nLilligant-Hisui', 'Ursaluna\nFarigiraf']);
    const me = await registerUser(t.app);
    const match = await log(me.token, {
      playerTeam: SUN,
      games: [{ result: 'win', leadPokemon: ['torkoal', 'Ursaluna'] }],
    });
    const stored = await t.database.pool.query('select lead_pairs from vgc_matches where id = $1', [match._id]);
    expect(stored.rows[0]!.lead_pairs).toEqual(['Torkoal\nUrsaluna']);
  });
});
