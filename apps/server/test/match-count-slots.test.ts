import { describe, expect, it } from 'vitest';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

// Issue 31: the global TCG count is kept in slots (migration 0027), one per backend, summed by the match_counts view;
// the API's one-statement create takes the match write order lock shared, so creates no longer queue on one row.

const t = useTestApp();

const LOCK_KEY = 0x544c4341_54454752n.toString();

const match = { deckName: 'Lugia', opponentDeck: 'Charizard ex', date: '2025-03-01', games: [{ result: 'win' }] };

async function counts() {
  const { rows } = await t.database.pool.query<{ kept: number; counted: number; slots: number; type: string }>(
    `select (select count from match_counts where game = 'tcg') as kept,
            (select count(*)::int from tcg_matches) as counted,
            (select count(*)::int from match_count_slots where game = 'tcg' and count <> 0) as slots,
            (select pg_typeof(count)::text from match_counts where game = 'tcg') as type`,
  );
  return rows[0]!;
}

describe('match count slots (migration 0027)', () => {
  it('lets a create commit while another create holds its slot and its rows, and counts both exactly', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    // The app keeps the category rules from its first write on; until then a create writes through a transaction.
    const warm = await call(t.app, 'POST', '/api/tcgmatches', { token: second.token, body: match });
    expect(warm.status, JSON.stringify(warm.body)).toBe(201);
    const holder = await t.database.pool.connect();
    try {
      // A create of the first player, inserted through the checked function and not yet committed: it holds the
      // order lock shared, its count slot and the first player's rows, as a create in flight does. Out of the
      // community and under deck names of its own, so no community row is shared with the second create (those rows
      // are per archetype pair, day and deck name: two creates of the same ones still queue on them).
      await t.database.pool.query(`update users set community_opt_out = true where id = $1`, [first.user._id]);
      await holder.query('begin');
      const { rows: state } = await holder.query<{ version: string }>(
        `select coalesce((select version from deck_category_state), 0)::text as version`,
      );
      await holder.query(
        `insert into tcg_matches (user_id, deck_name, opponent_deck, date, games, wins, losses, result, format, community)
         values (tcg_match_write_checked($1::bigint, $2, false, $3::bigint, null, null), 'Palkia', 'Giratina',
                 '2025-03-01', '[{"result":"win"}]', 1, 0, 'win', 'Bo1', false)`,
        [LOCK_KEY, first.user._id, state[0]!.version],
      );
      // The second player's create goes through while the first is open (before 0027 it waited for the count row).
      const res = await call(t.app, 'POST', '/api/tcgmatches', { token: second.token, body: match });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await holder.query('commit');
    } finally {
      holder.release();
    }
    const after = await counts();
    expect(after.kept).toBe(after.counted);
    expect(after.type).toBe('integer');
    expect(after.slots).toBeGreaterThanOrEqual(1);
    const global = await call(t.app, 'GET', '/api/stats/global-counts');
    expect(global.body.tcg).toBe(after.counted);
  });

  it('keeps the sum exact when matches are counted in through one backend and out through another', async () => {
    const me = await registerUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await call(t.app, 'POST', '/api/tcgmatches', { token: me.token, body: match });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body._id as string);
    }
    // Two connections held at once are two backends, so two slots (pid modulo 16) unless the pids collide.
    const a = await t.database.pool.connect();
    const b = await t.database.pool.connect();
    try {
      await a.query(`delete from tcg_matches where id = $1`, [ids[0]]);
      await b.query(`delete from tcg_matches where id = $1`, [ids[1]]);
      await b.query(
        `insert into tcg_matches (user_id, deck_name, opponent_deck, date, games, wins, losses, result, format)
         select user_id, deck_name, opponent_deck, date, games, wins, losses, result, format from tcg_matches
         where id = $1`,
        [ids[2]],
      );
    } finally {
      a.release();
      b.release();
    }
    const after = await counts();
    expect(after.kept).toBe(after.counted);
    const { rows } = await t.database.pool.query<{ slots: number }>(
      `select count(*)::int as slots from match_count_slots where game in ('tcg', 'vgc')`,
    );
    expect(rows[0]!.slots).toBe(32);
    // Truncation empties every slot of the game.
    await t.database.pool.query(`truncate tcg_matches, tcg_match_logs, match_group_tcg_matches, tcg_match_card_facts`);
    expect(await counts()).toMatchObject({ kept: 0, counted: 0, slots: 0 });
  });
});
