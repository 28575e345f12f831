import { describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

// Issue 18: the API create of a TCG match reads what it depends on without locks and inserts in one statement whose
// user_id is migration 0020's `tcg_match_write_checked`; when anything it read moved before it got the locks, the
// create is written through the transaction instead, and the match is exactly what that transaction would store.

const t = useTestApp();

const LOCK_KEY = 0x544c4341_54454752n.toString();
/** MATCH_WRITE_ORDER_KEY (migration 0027): held exclusively by a transaction writing TCG matches. */
const ORDER_KEY = 0x544c4d57_52495445n.toString();

/** Holds the match write order lock in a transaction of its own, as a concurrent match write transaction does. */
async function holdOrderLock(): Promise<PoolClient> {
  const client = await t.database.pool.connect();
  await client.query('begin');
  await client.query(`select pg_advisory_xact_lock($1::bigint)`, [ORDER_KEY]);
  return client;
}

/** The statement of the session waiting on a lock (the create, queued behind the held order lock), once it waits. */
async function waitingStatement(): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await t.database.pool.query<{ query: string }>(
      `select query from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if (rows.length > 0) return rows[0]!.query;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no create waited for the order lock');
}

async function logWhile(
  token: string,
  body: Record<string, unknown>,
  meanwhile: (client: PoolClient) => Promise<void>,
) {
  const holder = await holdOrderLock();
  const pending = call(t.app, 'POST', '/api/tcgmatches', {
    token,
    body: { deckName: 'Typed', opponentDeck: 'Charizard ex', date: '2025-03-01', games: [{ result: 'win' }], ...body },
  });
  try {
    // The one-statement path waits in its INSERT (the transaction would wait in its lock statement).
    expect(await waitingStatement()).toMatch(/^insert into "tcg_matches"/);
    await meanwhile(holder);
    await holder.query('commit');
  } finally {
    holder.release();
  }
  const res = await pending;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('the one-statement TCG create (migration 0020)', () => {
  it('checks, under the write locks, everything it read', async () => {
    const me = await registerUser(t.app);
    const deck = await call(t.app, 'POST', '/api/decks', { token: me.token, body: { name: 'Lugia', cards: [] } });
    const { rows } = await t.database.pool.query<{ version: string; xmin: string }>(
      `select (select version from deck_category_state)::text as version,
              (select xmin::text from decks where id = $1) as xmin`,
      [deck.body._id],
    );
    const { version, xmin } = rows[0]!;
    const check = (community: boolean, v: string, deckVersion: string | null) =>
      t.database.pool.query(`select tcg_match_write_checked($1::bigint, $2, $3, $4::bigint, $5, $6) as id`, [
        LOCK_KEY,
        me.user._id,
        community,
        v,
        deckVersion ? deck.body._id : null,
        deckVersion,
      ]);
    expect((await check(true, version, xmin)).rows[0].id).toBe(me.user._id);
    expect((await check(true, version, null)).rows[0].id).toBe(me.user._id);
    await expect(check(false, version, xmin)).rejects.toMatchObject({ code: 'TLW01' });
    await expect(check(true, String(Number(version) + 1), xmin)).rejects.toMatchObject({ code: 'TLW01' });
    await expect(check(true, version, '1')).rejects.toMatchObject({ code: 'TLW01' });
  });

  it('writes through the transaction when the deck or the community setting moved while it waited', async () => {
    const me = await registerUser(t.app);
    const deck = await call(t.app, 'POST', '/api/decks', { token: me.token, body: { name: 'Lugia', cards: [] } });
    const deckId = deck.body._id as string;
    // Category rules in memory, as after any create since the start; the next creates take the one-statement path.
    await call(t.app, 'POST', '/api/tcgmatches', {
      token: (await registerUser(t.app)).token,
      body: { deckName: 'Any', opponentDeck: 'Any', date: '2025-03-01', games: [{ result: 'win' }] },
    });
    const first = await logWhile(me.token, { deckId }, async () => {});
    expect(first).toMatchObject({ deckId, deckName: 'Lugia' });

    // Renamed (and committed) after the create read the deck, before it got the locks: the new name is stored.
    const renamed = await logWhile(me.token, { deckId }, async (holder) => {
      await holder.query(`update decks set name = 'Lugia Archeops' where id = $1`, [deckId]);
    });
    expect(renamed).toMatchObject({ deckId, deckName: 'Lugia Archeops' });

    // Opted out of the community meanwhile: the match is kept out of the community figures.
    const optedOut = await logWhile(me.token, { deckId }, async (holder) => {
      await holder.query(`update users set community_opt_out = true where id = $1`, [me.user._id]);
    });
    const stored = await t.database.pool.query<{ id: string; community: boolean }>(
      `select id, community from tcg_matches where user_id = $1 order by created_at`,
      [me.user._id],
    );
    expect(stored.rows.map((r) => [r.id, r.community])).toEqual([
      [first._id, true],
      [renamed._id, true],
      [optedOut._id, false],
    ]);
    const counted = await t.database.pool.query(`select count(*)::int as n from tcg_matches where user_id = $1`, [
      me.user._id,
    ]);
    expect(counted.rows[0].n).toBe(3);
  });

  it('answers a clientId sent twice at once with one match', async () => {
    const me = await registerUser(t.app);
    const body = {
      clientId: 'local_same',
      deckName: 'Typed',
      opponentDeck: 'Miraidon',
      date: '2025-03-01',
      games: [{ result: 'loss' }],
    };
    const [a, b] = await Promise.all([
      call(t.app, 'POST', '/api/tcgmatches', { token: me.token, body }),
      call(t.app, 'POST', '/api/tcgmatches', { token: me.token, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body._id).toBe(b.body._id);
    const { rows } = await t.database.pool.query(`select 1 from tcg_matches where user_id = $1`, [me.user._id]);
    expect(rows).toHaveLength(1);
  });
});
