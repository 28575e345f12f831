// Community figures over date windows and seasons from the roll-ups (migration 0017, modules/community/windows.ts;
// the split itself: community-window-pieces.test.ts): the roll-up tables stay equal to the day rows they sum, and for
// many windows (partial months, single days, across years, month boundaries, whole months, open
// ends, empty) the meta and matrix equal core's answer over the matches themselves, through inserts, updates of
// category, date and result, deletes, opt-out and back, re-categorisation, a truncate and `community_rebuild()`.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  communityMatrix,
  communityMatrixSchema,
  communityMeta,
  communityMetaSchema,
  periodStart,
  type CommunityPairRow,
  type CommunityTrendRow,
} from '@trainerlog/core';
import { deckCategories } from '../src/db/schema/index.ts';
import { monthWeekOf } from '../src/modules/community/windowPieces.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';
import { seededRandom } from './support/random.ts';

const t = useTestApp();

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

const random = seededRandom;

const FIRST_DAY = '2023-11-20';
const LAST_DAY = '2026-02-10';
const SPAN = (Date.parse(LAST_DAY) - Date.parse(FIRST_DAY)) / DAY_MS;

/** The windows checked: the awkward ones by hand, then random ones. */
function windows(): { from?: string; to?: string }[] {
  const next = random(18);
  const day = (min = 0, max = SPAN) => addDays(FIRST_DAY, min + Math.floor(next() * (max - min + 1)));
  const list: { from?: string; to?: string }[] = [
    {}, // all time (kept between changes: the cache must see every one)
    { from: '2025-03-04', to: '2025-04-30' },
    { from: '2024-02-29', to: '2024-02-29' }, // a single (leap) day
    { from: '2024-12-31', to: '2024-12-31' },
    { from: '2024-12-30', to: '2025-01-02' }, // across a year, one month-week on each side
    { from: '2023-12-15', to: '2025-01-20' }, // across two years
    { from: '2024-03-01', to: '2024-03-31' }, // a month exactly
    { from: '2024-03-31', to: '2024-04-01' }, // a month boundary exactly
    { from: '2024-01-01', to: '2025-12-31' }, // whole months (and years) only
    { from: '2024-06-03', to: '2024-06-09' }, // one ISO week inside a month
    { from: '2024-04-29', to: '2024-05-05' }, // one ISO week across months (two month-weeks)
    { from: '2025-01-01' },
    { to: '2024-07-17' },
    { from: '2024-05-15' },
    { from: '2030-01-01', to: '2030-02-01' }, // no data
    { from: '2019-01-01', to: '2030-12-31' }, // every match
  ];
  for (let i = 0; i < 14; i++) {
    const a = day();
    const b = next() < 0.5 ? day() : addDays(a, Math.floor(next() * 40));
    list.push(a <= b ? { from: a, to: b } : { from: b, to: a });
  }
  return list;
}

async function categories() {
  return t.database.db
    .select({ _id: deckCategories.id, name: deckCategories.name, sprites: deckCategories.sprites })
    .from(deckCategories);
}

/** Core's meta and matrix over the counted matches themselves (no aggregate table read). */
async function fromMatches(query: { from?: string; to?: string; granularity: 'week' | 'month'; minMatches: number }) {
  const matches = await t.database.db.execute<{ d: string; result: string; u: string; p: string; o: string }>(sql`
    select to_char(date, 'YYYY-MM-DD') as d, result, user_id as u, player_category_id as p,
      opponent_category_id as o
    from tcg_matches where community`);
  const rows: CommunityPairRow[] = [];
  const trend: CommunityTrendRow[] = [];
  const players = new Set<string>();
  const empty = query.from !== undefined && query.to !== undefined && query.from > query.to;
  for (const m of matches.rows) {
    if (empty || (query.from && m.d < query.from) || (query.to && m.d > query.to)) continue;
    rows.push({
      playerCategoryId: m.p,
      opponentCategoryId: m.o,
      wins: m.result === 'win' ? 1 : 0,
      losses: m.result === 'loss' ? 1 : 0,
      ties: m.result === 'tie' ? 1 : 0,
    });
    const period = periodStart(m.d, query.granularity);
    trend.push({ period, categoryId: m.p, appearances: 1 }, { period, categoryId: m.o, appearances: 1 });
    players.add(m.u);
  }
  const cats = await categories();
  return {
    meta: communityMeta({
      rows,
      trend,
      granularity: query.granularity,
      players: players.size,
      categories: cats,
      convention: 'third',
      minMatches: query.minMatches,
    }),
    matrix: communityMatrix(rows, cats, 'third', query.minMatches),
  };
}

/** Each roll-up equals the sum of the day rows it covers; the player-year bits are the player-days above 0. */
async function expectRollupsExact(label: string) {
  const differences = await t.database.db.execute<{ what: string; n: number }>(sql`
    with daily as (
      select community_month_week(day) as w, date_trunc('month', day::timestamp)::date as m,
        player_category_id as p, opponent_category_id as o, wins, losses, ties
      from community_tcg_daily
    ),
    by_month_week as (select w, p, o, sum(wins) a, sum(losses) b, sum(ties) c from daily group by 1, 2, 3),
    by_month as (select m, p, o, sum(wins) a, sum(losses) b, sum(ties) c from daily group by 1, 2, 3),
    year_to_date as (
      select g.m::date as m, x.p, x.o, sum(x.a) a, sum(x.b) b, sum(x.c) c
      from by_month x
      cross join generate_series(x.m, date_trunc('year', x.m) + interval '11 months', interval '1 month') g(m)
      group by 1, 2, 3
    )
    select 'month-weeks' as what, count(*)::int as n from by_month_week d
      full join community_tcg_month_weeks r
        on r.start_day = d.w and r.player_category_id = d.p and r.opponent_category_id = d.o
      where coalesce(d.a, 0) <> coalesce(r.wins, 0) or coalesce(d.b, 0) <> coalesce(r.losses, 0)
        or coalesce(d.c, 0) <> coalesce(r.ties, 0)
    union all
    select 'year to date', count(*)::int from year_to_date d
      full join community_tcg_year_to_date r
        on r.month = d.m and r.player_category_id = d.p and r.opponent_category_id = d.o
      where coalesce(d.a, 0) <> coalesce(r.wins, 0) or coalesce(d.b, 0) <> coalesce(r.losses, 0)
        or coalesce(d.c, 0) <> coalesce(r.ties, 0)
    union all
    select 'category month-weeks', count(*)::int from (
        select community_month_week(day) as w, category_id as c, sum(appearances) as n
        from community_category_days group by 1, 2
      ) d
      full join community_category_month_weeks r on r.start_day = d.w and r.category_id = d.c
      where coalesce(d.n, 0) <> coalesce(r.appearances, 0)
    union all
    select 'player years', count(*)::int from (
        select extract(year from day)::int as y, user_id as u, bit_or(community_day_bit(day)) as days
        from community_player_days where matches > 0 group by 1, 2
      ) d
      full join community_player_years r on r.year = d.y and r.user_id = d.u
      where coalesce(d.days, B'0'::bit(366)) <> coalesce(r.days, B'0'::bit(366))`);
  expect(differences.rows, label).toEqual([
    { what: 'month-weeks', n: 0 },
    { what: 'year to date', n: 0 },
    { what: 'category month-weeks', n: 0 },
    { what: 'player years', n: 0 },
  ]);
}

async function expectWindowsExact(label: string, seasonId?: string) {
  await expectRollupsExact(label);
  const next = random(label.length);
  for (const window of windows()) {
    const query = {
      ...window,
      granularity: next() < 0.5 ? ('week' as const) : ('month' as const),
      minMatches: Math.floor(next() * 4),
    };
    const qs = new URLSearchParams({
      ...(window.from ? { from: window.from } : {}),
      ...(window.to ? { to: window.to } : {}),
      granularity: query.granularity,
      minMatches: String(query.minMatches),
      convention: 'third',
    });
    const meta = await call(t.app, 'GET', `/api/analytics/global/meta?${qs}`);
    const matrix = await call(t.app, 'GET', `/api/analytics/global/matrix?${qs}`);
    expect(meta.status, JSON.stringify(meta.body)).toBe(200);
    expect(matrix.status).toBe(200);
    const expected = await fromMatches(query);
    const at = `${label} ${qs}`;
    expect(communityMetaSchema.strict().parse(meta.body), `${at} meta`).toEqual(expected.meta);
    expect(communityMatrixSchema.strict().parse(matrix.body), `${at} matrix`).toEqual(expected.matrix);
  }
  if (seasonId) {
    const meta = await call(
      t.app,
      'GET',
      `/api/analytics/global/meta?seasonId=${seasonId}&minMatches=0&convention=third`,
    );
    const expected = await fromMatches({ from: '2024-09-09', to: '2025-01-13', granularity: 'week', minMatches: 0 });
    expect(communityMetaSchema.strict().parse(meta.body), `${label} season`).toEqual(expected.meta);
    const matrix = await call(
      t.app,
      'GET',
      `/api/analytics/global/matrix?seasonId=${seasonId}&from=2024-10-17&minMatches=5&convention=third`,
    );
    const inSeason = await fromMatches({ from: '2024-10-17', to: '2025-01-13', granularity: 'week', minMatches: 5 });
    expect(communityMatrixSchema.strict().parse(matrix.body), `${label} season from`).toEqual(inSeason.matrix);
    // A range outside the season: an empty window.
    const none = await call(t.app, 'GET', `/api/analytics/global/meta?seasonId=${seasonId}&from=2025-02-01`);
    expect(none.body, `${label} empty`).toMatchObject({ totalMatches: 0, players: 0, archetypes: [], trend: [] });
  }
}

describe('community windows', () => {
  it('keep month-weeks as the server splits them (community_month_week)', async () => {
    // The month-week of every day from 2023 to 2026 is the database's (community_month_week).
    const { rows } = await t.database.db.execute<{ d: string; w: string }>(sql`
      select to_char(d, 'YYYY-MM-DD') as d, to_char(community_month_week(d::date), 'YYYY-MM-DD') as w
      from generate_series('2023-01-01'::date, '2026-12-31'::date, '1 day') as d`);
    for (const row of rows) expect(monthWeekOf(row.d), row.d).toBe(row.w);
  });

  it('answer as core over the matches for any window, through every kind of write', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => registerUser(t.app)));
    const [a, b, c, d] = (await Promise.all(
      ['Alpha', 'Beta', 'Gamma', 'Delta'].map(async (name) => {
        const [row] = await t.database.db.insert(deckCategories).values({ name }).returning({ id: deckCategories.id });
        return row!.id;
      }),
    )) as [string, string, string, string];
    const season = await t.database.db.execute<{ id: string }>(sql`
      insert into seasons (name, start_date, end_date) values ('Window season', '2024-09-09', '2025-01-13')
      returning id`);
    const seasonId = season.rows[0]!.id;
    await expectWindowsExact('empty', seasonId);

    // ~1,500 matches over FIRST_DAY…LAST_DAY (across 2024, a leap year), in statements of many rows. `notes` holds a
    // running number, so the writes below pick scattered matches reproducibly.
    let written = 0;
    const insert = async (n: number, seed: number, categories: (string | null)[] = [a, b, c, d, null]) => {
      const next = random(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      const rows = Array.from({ length: n }, () => ({
        user: pick(players).user._id,
        day: addDays(FIRST_DAY, Math.floor(next() * (SPAN + 1))),
        result: next() < 0.05 ? 'tie' : pick(['win', 'loss']),
        player: pick(categories),
        opponent: pick(categories),
        number: String((written += 1)),
      }));
      const column = (f: (r: (typeof rows)[number]) => string | null) => JSON.stringify(rows.map(f));
      await t.database.db.execute(sql`
        insert into tcg_matches (user_id, deck_name, opponent_deck, format, date, wins, losses, result,
          player_category_id, opponent_category_id, notes)
        select u, 'Deck', 'Other', 'Bo1', day, (r = 'win')::int, (r = 'loss')::int, r, p, o, k
        from unnest(
          array(select json_array_elements_text(${column((r) => r.user)}::json)::uuid),
          array(select json_array_elements_text(${column((r) => r.day)}::json)::date),
          array(select json_array_elements_text(${column((r) => r.result)}::json)),
          array(select (j #>> '{}')::uuid from json_array_elements(${column((r) => r.player)}::json) j),
          array(select (j #>> '{}')::uuid from json_array_elements(${column((r) => r.opponent)}::json) j),
          array(select json_array_elements_text(${column((r) => r.number)}::json))
        ) as x(u, day, r, p, o, k)`);
    };
    await insert(600, 1);
    await insert(500, 2);
    await insert(400, 3);
    await expectWindowsExact('inserted', seasonId);

    // Concurrent statements over the same rows (ordered upserts: they wait for each other, never deadlock).
    await Promise.all([
      insert(120, 5),
      insert(120, 6),
      t.database.db.execute(sql`update tcg_matches set date = date + 40 where notes::int % 17 = 0`),
      t.database.db.execute(sql`update tcg_matches set result = 'win' where notes::int % 19 = 0`),
      insert(120, 7),
    ]);
    await expectWindowsExact('concurrent', seasonId);

    // Updates: categories, dates within a month-week, across months and years, results; one statement each.
    await t.database.db.execute(sql`
      update tcg_matches set date = community_month_week(date) where notes::int % 4 = 1`);
    await t.database.db.execute(sql`
      update tcg_matches set player_category_id = ${b}::uuid where player_category_id = ${a}::uuid and notes::int % 3 = 0`);
    await t.database.db.execute(sql`
      update tcg_matches set opponent_category_id = null where opponent_category_id = ${c}::uuid and notes::int % 2 = 0`);
    await t.database.db.execute(sql`
      update tcg_matches set date = date + (notes::int % 50)::int - 25 where notes::int % 7 = 0`);
    await t.database.db.execute(sql`
      update tcg_matches set date = date + 365 where notes::int % 11 = 0 and date < '2025-02-01'`);
    await t.database.db.execute(sql`
      update tcg_matches set result = case result when 'win' then 'loss' when 'loss' then 'tie' else 'win' end
      where notes::int % 5 = 0`);
    await expectWindowsExact('updated', seasonId);

    // Deletes: a player's whole days (their player-year bits clear), and a scattering.
    await t.database.db.execute(sql`
      delete from tcg_matches where user_id = ${players[0]!.user._id}::uuid and date between '2024-03-01' and '2024-06-30'`);
    await t.database.db.execute(sql`delete from tcg_matches where notes::int % 13 = 0`);
    await expectWindowsExact('deleted', seasonId);

    // Opt-out and back, through the API (the server flips every match of the player).
    const sharing = (token: string, communityOptOut: boolean) =>
      call(t.app, 'PUT', '/api/auth/community-sharing', { token, body: { communityOptOut } });
    expect((await sharing(players[1]!.token, true)).status).toBe(200);
    expect((await sharing(players[2]!.token, true)).status).toBe(200);
    await expectWindowsExact('opted out', seasonId);
    expect((await sharing(players[1]!.token, false)).status).toBe(200);
    await expectWindowsExact('opted in', seasonId);

    // Re-categorisation: a category deleted (its matches fall back to uncategorised) and one merged into another.
    await t.database.db.execute(sql`delete from deck_categories where id = ${d}::uuid`);
    await t.database.db.execute(sql`
      update tcg_matches set player_category_id = ${a}::uuid where player_category_id = ${c}::uuid`);
    await expectWindowsExact('re-categorised', seasonId);

    // A sabotaged roll-up is caught, and community_rebuild() makes every figure again.
    await t.database.db.execute(sql`update community_tcg_year_to_date set wins = wins + 1 where wins > 0`);
    await t.database.db.execute(sql`update community_player_years set days = ~days`);
    await expect(expectWindowsExact('sabotaged')).rejects.toThrow();
    await t.database.db.execute(sql`select community_rebuild()`);
    await expectWindowsExact('rebuilt', seasonId);

    await t.database.db.execute(sql`truncate tcg_matches cascade`);
    const counts = await t.database.db.execute<{ n: number }>(sql`
      select (select count(*) from community_tcg_year_to_date) + (select count(*) from community_tcg_month_weeks)
        + (select count(*) from community_category_month_weeks) + (select count(*) from community_player_years) as n`);
    expect(Number(counts.rows[0]!.n)).toBe(0);
    await expectWindowsExact('truncated', seasonId);
    await insert(300, 4, [a, b, null]);
    await expectWindowsExact('after the truncate', seasonId);
  });
});
