// Match groups at scale (issue 14): a player with 200 groups over 10,000 matches (one group holding all of them),
// among another player's 20,000. The list is two queries whatever the number of groups, and a popup page of the
// largest group stays a page. Speed is measured in `npm run bench` (bench/src/social.ts), never here.
import { describe, expect, it } from 'vitest';
import { matchGroupSummarySchema } from '@trainerlog/core';
import { call } from './support/api.ts';
import { logTcg } from './support/groups.ts';
import { player } from './support/social.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const query = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);

/** Games exactly as the API stores them, read back from one logged match of each result. */
async function storedGames(who: Awaited<ReturnType<typeof player>>) {
  const games: Record<string, string> = {};
  for (const result of ['win', 'loss']) {
    const id = await logTcg(t, who, { games: [{ result }] });
    games[result] = (await query('select games::text as g from tcg_matches where id = $1', [id])).rows[0].g;
    await query('delete from tcg_matches where id = $1', [id]);
  }
  return games;
}

async function seedMatches(userId: string, count: number, games: Record<string, string>) {
  await query(
    `insert into tcg_matches (user_id, deck_name, opponent_deck, format, date, games, wins, losses, result, created_at)
     select $1, 'Gardevoir ex', 'Charizard ex', 'Bo1', date '2024-01-01' + (i % 400),
       case when i % 4 = 0 then '[]'::json when i % 3 = 0 then $3::json else $4::json end,
       case when i % 4 = 0 or i % 3 = 0 then 0 else 1 end,
       case when i % 4 <> 0 and i % 3 = 0 then 1 else 0 end,
       case when i % 4 = 0 then 'tie' when i % 3 = 0 then 'loss' else 'win' end,
       now() - i * interval '1 second'
     from generate_series(1, $2::int) i`,
    [userId, count, games.loss, games.win],
  );
}

describe('match groups at scale', () => {
  it('lists 200 groups over 10,000 matches and pages the largest group', { timeout: 120_000 }, async () => {
    const me = await player(t, 'big');
    const other = await player(t, 'oth');
    const userId = me.user._id;
    const games = await storedGames(me);
    await seedMatches(other.user._id, 20_000, games);
    await seedMatches(userId, 10_000, games);
    const { rows: groups } = await query(
      `insert into match_groups (user_id, name, type, created_at)
       select $1, 'Group ' || i, 'mixed', now() - i * interval '1 minute' from generate_series(1, 200) i returning id`,
      [userId],
    );
    const big = groups[0].id as string;
    // The big group holds every match; the other 199 share them out (about 50 each).
    await query(
      `insert into match_group_tcg_matches (group_id, match_id) select $2, id from tcg_matches where user_id = $1`,
      [userId, big],
    );
    await query(
      `with g as (select id, row_number() over (order by id) - 1 as n from match_groups where user_id = $1 and id <> $2),
            m as (select id, row_number() over (order by id) as n from tcg_matches where user_id = $1)
       insert into match_group_tcg_matches (group_id, match_id)
       select g.id, m.id from m join g on g.n = m.n % 199`,
      [userId, big],
    );
    await query('analyze');

    const list = await call(t.app, 'GET', '/api/matchgroups', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(200);
    matchGroupSummarySchema.parse(list.body[0]);
    const bigSummary = list.body.find((g: { _id: string }) => g._id === big);
    // 10,000 matches: i % 4 = 0 (2,500) have no games; of the rest, i % 3 = 0 are losses (2,500), others wins (5,000).
    expect(bigSummary.matchCounts.tcg).toBe(10_000);
    expect(bigSummary.stats).toEqual({ matches: 7_500, wins: 5_000, losses: 2_500, ties: 0, winRate: 67 });
    const linked = list.body.reduce((sum: number, g: { matchCounts: { tcg: number } }) => sum + g.matchCounts.tcg, 0);
    expect(linked).toBe(20_000);

    const first = await call(t.app, 'GET', `/api/matchgroups/${big}/matches?game=tcg`, { token: me.token });
    const last = await call(t.app, 'GET', `/api/matchgroups/${big}/matches?game=tcg&page=1250`, { token: me.token });
    expect(first.body).toMatchObject({ total: 10_000, totalPages: 1250 });
    expect(first.body.matches).toHaveLength(8);
    expect(last.body.matches).toHaveLength(8);
    expect(first.body.matches[0].date >= last.body.matches[7].date).toBe(true);
  });
});
