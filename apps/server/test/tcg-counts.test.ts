import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const W = [{ result: 'win' }];
const L = [{ result: 'loss' }];

async function log(token: string, games = W, overrides: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/tcgmatches', {
    token,
    body: { deckName: 'Deck', opponentDeck: 'Opp', date: '2025-01-01', games, ...overrides },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

/** Every user's counts row next to what counting their matches gives; equal after every kind of write. */
async function expectCountsExact() {
  const { rows } = await t.database.pool.query<{ user_id: string; kept: string; actual: string }>(`
    select coalesce(c.user_id, m.user_id) as user_id,
           coalesce(c.matches, 0) || '/' || coalesce(c.won, 0) as kept,
           coalesce(m.matches, 0) || '/' || coalesce(m.won, 0) as actual
    from tcg_match_user_counts c
    full join (
      select user_id, count(*) as matches, count(*) filter (where wins > losses) as won from tcg_matches group by user_id
    ) m on m.user_id = c.user_id`);
  for (const row of rows) expect(row.kept, row.user_id).toBe(row.actual);
}

const listTotal = async (token: string, query = '') =>
  (await call(t.app, 'GET', `/api/tcgmatches?pageSize=1${query}`, { token })).body.totalCount as number;

describe('per-user match counts (tcg_match_user_counts)', () => {
  it('stay exact through API creates, edits and deletes, and answer the list total and the all-time record', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect(await listTotal(me.token)).toBe(0);
    const ids = await Promise.all([log(me.token), log(me.token, L), log(me.token), log(other.token, L)]);
    await expectCountsExact();
    expect(await listTotal(me.token)).toBe(3);
    expect(await listTotal(other.token)).toBe(1);

    // A loss edited into a win, a win into a loss, a notes-only edit: the record follows, the count stays.
    const edit = (id: string, games: unknown[], notes = '') =>
      call(t.app, 'PUT', `/api/tcgmatches/${id}`, {
        token: me.token,
        body: { deckName: 'Deck', opponentDeck: 'Opp', date: '2025-01-01', games, notes },
      });
    expect((await edit(ids[1]!, W)).status).toBe(200);
    expect((await edit(ids[0]!, L)).status).toBe(200);
    expect((await edit(ids[2]!, W, 'just notes')).status).toBe(200);
    await expectCountsExact();
    const summary = await call(t.app, 'GET', '/api/tcgmatches/summary', { token: me.token });
    expect(summary.body.allTime).toMatchObject({ wins: 2, losses: 1, matches: 3, winRate: 66.7 });
    expect(summary.body.totalMatches).toBe(3);

    expect((await call(t.app, 'DELETE', `/api/tcgmatches/${ids[2]}`, { token: me.token })).status).toBe(200);
    await expectCountsExact();
    expect(await listTotal(me.token)).toBe(2);
    // Filtered totals are counted exactly over the matching rows.
    expect(await listTotal(me.token, '&search=opp')).toBe(2);
    expect(await listTotal(me.token, '&search=nothing-like-this')).toBe(0);
  });

  it('stay exact through multi-row statements, owner changes, truncation and account removal', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await log(a.token);
    await log(b.token, L);
    const db = t.database.db;
    // A multi-user insert (as an import or a restore would run), then a multi-row update and delete.
    await db.execute(sql`
      insert into tcg_matches (user_id, deck_name, opponent_deck, format, date, wins, losses, result)
      select u, 'Deck', 'Opp', 'Bo1', '2025-01-02', g % 2, 1 - g % 2, case when g % 2 = 1 then 'win' else 'loss' end
      from unnest(array[${a.user._id}::uuid, ${b.user._id}::uuid]) u, generate_series(1, 5) g`);
    await expectCountsExact();
    await db.execute(sql`update tcg_matches set wins = 1, losses = 0, result = 'win' where user_id = ${b.user._id}`);
    await expectCountsExact();
    await db.execute(sql`update tcg_matches set user_id = ${b.user._id} where user_id = ${a.user._id} and wins = 1`);
    await expectCountsExact();
    expect(await listTotal(a.token)).toBe(2);
    expect(await listTotal(b.token)).toBe(10);
    await db.execute(sql`delete from tcg_matches where user_id = ${b.user._id} and date = '2025-01-02'`);
    await expectCountsExact();

    await db.execute(sql`delete from users where id = ${b.user._id}`);
    await expectCountsExact();
    const { rows } = await t.database.pool.query('select 1 from tcg_match_user_counts where user_id = $1', [
      b.user._id,
    ]);
    expect(rows).toHaveLength(0);

    // Imported logs (tcg_match_logs) reference their matches, so they go in the same statement.
    await db.execute(sql`truncate tcg_matches, tcg_match_logs, match_group_tcg_matches, tcg_match_card_facts`);
    await expectCountsExact();
    expect(await listTotal(a.token)).toBe(0);
    await log(a.token);
    await expectCountsExact();
  });
});
