import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { summarizeVgcMatches, teamStatsOf, type VgcMatch } from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

// Issue 18: the summary and team statistics read figures kept by migration 0016's triggers. After every kind of write
// the kept rows must equal a recount from the matches, and the answers must equal the core's over the matches read
// back from the API (the computation the endpoints replaced).

const t = useTestApp();

const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];
const TR = ['Indeedee-F', 'Hatterene', 'Torkoal', 'Ursaluna', 'Incineroar', 'Amoonguss'];
const NIL = '00000000-0000-0000-0000-000000000000';

interface Team {
  _id: string;
  name: string;
  pokemon: { species: string }[];
}

async function createTeam(token: string, name: string, species: string[]): Promise<Team> {
  const res = await call(t.app, 'POST', '/api/teams', {
    token,
    body: { name, pokemon: species.map((s) => ({ species: s })) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Team;
}

const bodyOf = (match: VgcMatch) => ({
  teamId: match.teamId ?? undefined,
  playerTeam: match.playerTeam,
  opponentTeam: match.opponentTeam,
  opponentName: match.opponentName,
  bestOf: match.bestOf,
  date: match.date,
  games: match.games,
});

async function log(token: string, body: Record<string, unknown>): Promise<VgcMatch> {
  const res = await call(t.app, 'POST', '/api/vgcmatches', {
    token,
    body: { opponentName: 'Opp', date: '2025-01-01', games: [{ result: 'win' }], ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as VgcMatch;
}

async function edit(token: string, match: VgcMatch, changes: Record<string, unknown>): Promise<VgcMatch> {
  const res = await call(t.app, 'PUT', `/api/vgcmatches/${match._id}`, {
    token,
    body: { ...bodyOf(match), ...changes },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as VgcMatch;
}

/** The kept rows that hold a figure, and the same rows recounted from the matches (the migration's backfill rules). */
const KEPT_AND_RECOUNTED: [string, string][] = [
  [
    `select user_id, team_id, team_key, matches, won from vgc_team_totals where matches <> 0 or won <> 0`,
    `select user_id, coalesce(team_id, '${NIL}'), player_team_key, count(*)::int,
            (count(*) filter (where wins > losses))::int
     from vgc_matches group by 1, 2, 3`,
  ],
  [
    `select user_id, team_id, team_key, opponent_key, matches from vgc_team_opponents where matches <> 0`,
    `select user_id, coalesce(team_id, '${NIL}'), player_team_key, opponent_team_key, count(*)::int
     from vgc_matches where opponent_team_key <> '' group by 1, 2, 3, 4`,
  ],
  [
    `select user_id, team_id, team_key, pair, games from vgc_team_lead_pairs where games <> 0`,
    `select m.user_id, coalesce(m.team_id, '${NIL}'), m.player_team_key, p.pair, count(*)::int
     from vgc_matches m cross join unnest(m.lead_pairs) p(pair) group by 1, 2, 3, 4`,
  ],
  [
    `select user_id, day, matches, won from vgc_match_user_days where matches <> 0 or won <> 0`,
    `select user_id, date, count(*)::int, (count(*) filter (where wins > losses))::int from vgc_matches group by 1, 2`,
  ],
];

/** Every kept table equals its recount, and no kept figure is negative. */
async function expectKeptExact() {
  for (const [kept, recount] of KEPT_AND_RECOUNTED) {
    const { rows } = await t.database.pool.query(
      `(${kept} except all (${recount})) union all ((${recount}) except all ${kept})`,
    );
    expect(rows, kept).toEqual([]);
  }
  const { rows } = await t.database.pool.query(`
    select 'totals' from vgc_team_totals where matches < 0 or won < 0 or won > matches
    union all select 'opponents' from vgc_team_opponents where matches < 0
    union all select 'pairs' from vgc_team_lead_pairs where games < 0
    union all select 'days' from vgc_match_user_days where matches < 0 or won < 0 or won > matches`);
  expect(rows).toEqual([]);
}

/** The summary (all time and a season) and every team's statistics equal the core's over the member's matches. */
async function expectAnswersExact(token: string, seasonId: string) {
  const matches: VgcMatch[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t.app, 'GET', `/api/vgcmatches?pageSize=100&page=${page}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    matches.push(...res.body.matches);
    if (page >= res.body.totalPages) break;
  }
  const teams = (await call(t.app, 'GET', '/api/teams', { token })).body as Team[];
  const summary = await call(t.app, 'GET', `/api/vgcmatches/summary?seasonId=${seasonId}`, { token });
  expect(summary.status).toBe(200);
  expect(summary.body).toEqual(summarizeVgcMatches(matches, { teams, season: summary.body.season.season }));
  const stats = await call(t.app, 'GET', '/api/vgcmatches/team-stats', { token });
  expect(stats.body).toEqual(teams.map((team) => teamStatsOf(team, matches)));
  for (const team of teams) {
    const one = await call(t.app, 'GET', `/api/vgcmatches/team-stats/${team._id}`, { token });
    expect(one.body).toEqual(teamStatsOf(team, matches));
  }
  return matches;
}

async function createSeason(): Promise<string> {
  const owner = await registerUser(t.app);
  await t.database.db.execute(sql`update users set role = 'owner' where id = ${owner.user._id}`);
  const season = await call(t.app, 'POST', '/api/seasons', {
    token: owner.token,
    body: { name: 'Spring', startDate: '2025-02-01', endDate: '2025-03-31' },
  });
  expect(season.status).toBe(201);
  return season.body._id as string;
}

const leads = (a: string, b: string, result = 'win') => ({ result, leadPokemon: [a, b] });

describe('kept VGC team figures (migration 0016)', () => {
  it('stay exact, and the answers equal the core, through every kind of write', async () => {
    const seasonId = await createSeason();
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const rain = await createTeam(me.token, 'Rain', RAIN);
    const sun = await createTeam(me.token, 'Sun', SUN);
    const trickRoom = await createTeam(me.token, 'Trick Room', TR);

    // Inserts through the API: by id, by key, both, neither; pairs spelled and ordered differently.
    const a = await log(me.token, {
      teamId: sun._id,
      playerTeam: SUN,
      opponentTeam: RAIN,
      games: [leads('Torkoal', 'Ursaluna')],
    });
    const b = await log(me.token, {
      playerTeam: SUN,
      opponentTeam: TR,
      date: '2025-02-10',
      bestOf: 3,
      games: [leads('ursaluna', 'torkoal', 'loss'), leads('Flutter Mane', 'Farigiraf', 'loss')],
    });
    const c = await log(me.token, {
      teamId: rain._id,
      playerTeam: SUN,
      date: '2025-03-01',
      games: [leads('Farigiraf', 'Flutter Mane')],
    });
    const d = await log(me.token, { teamId: trickRoom._id, playerTeam: [], opponentTeam: SUN, date: '2025-03-05' });
    const e = await log(me.token, { playerTeam: ['Pikachu', 'Raichu'], opponentTeam: SUN, date: '2025-04-01' });
    await log(other.token, { playerTeam: SUN, games: [leads('Torkoal', 'Ursaluna', 'loss')] });
    await expectKeptExact();
    await expectAnswersExact(me.token, seasonId);

    // A multi-row insert for two users in one statement (lead_pairs generated from the games), some by Sun's key and
    // some with Rain as opponent; games shaped as the API stores them (match a's game, result and leads replaced).
    await t.database.db.execute(sql`
      insert into vgc_matches (user_id, team_id, player_team, player_team_key, opponent_team, opponent_team_key, date,
                               games, wins, losses, result)
      select u, case when g % 3 = 0 and u = ${me.user._id}::uuid then ${sun._id}::uuid end,
             case when g % 2 = 0 then a.player_team else '{}' end,
             case when g % 2 = 0 then a.player_team_key else '' end,
             case when g % 4 = 0 then a.opponent_team else '{}' end,
             case when g % 4 = 0 then a.opponent_team_key else '' end,
             ('2025-02-01'::date + g)::date,
             jsonb_build_array(a.games->0 || jsonb_build_object(
               'result', case when g % 2 = 1 then 'win' else 'loss' end,
               'leadPokemon', jsonb_build_array('Torkoal', 'Walking Wake'))),
             g % 2, 1 - g % 2, case when g % 2 = 1 then 'win' else 'loss' end
      from (select * from vgc_matches where id = ${a._id}) a,
           unnest(array[${me.user._id}::uuid, ${other.user._id}::uuid]) u, generate_series(1, 12) g`);
    await expectKeptExact();
    await expectAnswersExact(me.token, seasonId);

    // Edits of each counted field: team id, player team, opponent team, games (leads and result), date; and a notes
    // edit that moves nothing.
    await edit(me.token, a, { teamId: rain._id });
    await edit(me.token, b, {
      playerTeam: TR,
      games: [leads('Hatterene', 'Indeedee-F', 'win'), leads('Torkoal', 'Ursaluna', 'win')],
    });
    await edit(me.token, c, { opponentTeam: TR });
    await edit(me.token, d, { games: [leads('Incineroar', 'Amoonguss', 'loss')] });
    await edit(me.token, e, { date: '2025-02-20', games: [{ result: 'loss' }] });
    const before = await keptRows();
    await t.database.db.execute(sql`update vgc_matches set notes = 'only notes' where user_id = ${me.user._id}`);
    expect(await keptRows()).toEqual(before);
    await expectKeptExact();
    await expectAnswersExact(me.token, seasonId);
    // A multi-row update moving dates (in and out of the season).
    await t.database.db.execute(
      sql`update vgc_matches set date = date + 20 where user_id = ${me.user._id} and wins = 1`,
    );
    await expectKeptExact();
    await expectAnswersExact(me.token, seasonId);

    // Deletes.
    expect((await call(t.app, 'DELETE', `/api/vgcmatches/${c._id}`, { token: me.token })).status).toBe(200);
    await t.database.db.execute(sql`delete from vgc_matches where user_id = ${me.user._id} and date > '2025-03-25'`);
    await expectKeptExact();
    await expectAnswersExact(me.token, seasonId);

    // A team deleted: its matches keep their key and lose their id (ON DELETE SET NULL fires the update trigger).
    expect((await call(t.app, 'DELETE', `/api/teams/${rain._id}`, { token: me.token })).status).toBe(200);
    const { rows: orphaned } = await t.database.pool.query(
      'select 1 from vgc_team_totals where team_id = $1 and matches <> 0',
      [rain._id],
    );
    expect(orphaned).toEqual([]);
    await expectKeptExact();
    await expectAnswersExact(me.token, seasonId);

    // A team edited so its key changes: its statistics now read its id and its new key.
    const edited = await call(t.app, 'PUT', `/api/teams/${sun._id}`, {
      token: me.token,
      body: { name: 'Sun', pokemon: TR.map((s) => ({ species: s })) },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await expectKeptExact();
    await expectAnswersExact(me.token, seasonId);

    // The backfill (the migration's rebuild) gives the rows the triggers kept.
    const kept = await keptRows();
    await t.database.pool.query('select vgc_team_figures_rebuild()');
    expect(await keptRows()).toEqual(kept);

    // Account deletion cascades: its figures go, the others' stay exact.
    await t.database.db.execute(sql`delete from users where id = ${other.user._id}`);
    await expectKeptExact();
    const { rows: left } = await t.database.pool.query(
      `select 1 from vgc_team_totals where user_id = $1 union all select 1 from vgc_match_user_days where user_id = $1
       union all select 1 from vgc_team_opponents where user_id = $1 union all select 1 from vgc_team_lead_pairs where user_id = $1`,
      [other.user._id],
    );
    expect(left).toEqual([]);
    await expectAnswersExact(me.token, seasonId);

    // Truncation empties everything; the next match counts from zero.
    await t.database.db.execute(sql`truncate vgc_matches, vgc_match_replays, match_group_vgc_matches`);
    expect(await keptRows()).toEqual({ totals: [], opponents: [], pairs: [], days: [] });
    await log(me.token, {
      teamId: trickRoom._id,
      playerTeam: TR,
      date: '2025-03-02',
      games: [leads('Torkoal', 'Hatterene')],
    });
    await expectKeptExact();
    await expectAnswersExact(me.token, seasonId);
  });

  it('deleting a member with teams and matches (teams cascade, matches cascade) leaves nothing behind', async () => {
    const gone = await registerUser(t.app);
    const team = await createTeam(gone.token, 'Sun', SUN);
    await log(gone.token, {
      teamId: team._id,
      playerTeam: SUN,
      opponentTeam: RAIN,
      games: [leads('Torkoal', 'Ursaluna')],
    });
    await log(gone.token, { teamId: team._id, playerTeam: [], date: '2025-02-02' });
    await t.database.db.execute(sql`delete from users where id = ${gone.user._id}`);
    await expectKeptExact();
  });
});

/** Every kept row that holds a figure, per table, in key order. */
async function keptRows() {
  const q = async (text: string) => (await t.database.pool.query(text)).rows;
  return {
    totals: await q('select * from vgc_team_totals where matches <> 0 or won <> 0 order by 1, 2, 3'),
    opponents: await q('select * from vgc_team_opponents where matches <> 0 order by 1, 2, 3, 4'),
    pairs: await q('select * from vgc_team_lead_pairs where games <> 0 order by 1, 2, 3, 4'),
    days: await q('select * from vgc_match_user_days where matches <> 0 or won <> 0 order by 1, 2'),
  };
}
