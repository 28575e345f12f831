import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPPONENT_DECK_MERGE_FROM_REQUIRED } from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

/** Issue 29: a player folds their own opponent-deck spellings into one name; nobody else's matches move. */
const t = useTestApp();
const URL = '/api/tcgmatches/opponent-decks/merge';

async function log(token: string, opponentDeck: string) {
  const res = await call(t.app, 'POST', '/api/tcgmatches', {
    token,
    body: { deckName: 'Dragapult ex', opponentDeck, format: 'Bo1', date: '2026-03-02', games: [{ result: 'win' }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id as string;
}

async function opponentsOf(userId: string) {
  const { rows } = await t.database.db.execute<{ deck: string; category: string | null }>(
    sql`select m.opponent_deck as deck, c.name as category from tcg_matches m
        left join deck_categories c on c.id = m.opponent_category_id
        where m.user_id = ${userId} order by m.created_at, m.id`,
  );
  return rows.map((r) => [r.deck, r.category]);
}

describe('POST /api/tcgmatches/opponent-decks/merge', () => {
  it("renames the caller's spellings, re-categorises them, and leaves another user's matches alone", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    await log(me.token, 'Garde');
    await log(me.token, ' garde ');
    await log(me.token, 'Psychic thing');
    await log(me.token, 'Charizard ex');
    await log(other.token, 'Garde');
    await log(other.token, 'Psychic thing');

    const merged = await call(t.app, 'POST', URL, {
      token: me.token,
      body: { from: ['GARDE', 'Psychic thing'], into: 'Gardevoir ex' },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body).toEqual({ updated: 3 });
    expect(await opponentsOf(me.user._id)).toEqual([
      ['Gardevoir ex', 'Gardevoir ex'],
      ['Gardevoir ex', 'Gardevoir ex'],
      ['Gardevoir ex', 'Gardevoir ex'],
      ['Charizard ex', 'Charizard ex'],
    ]);
    // Another user's matches with the same spellings did not move.
    expect(await opponentsOf(other.user._id)).toEqual([
      ['Garde', null],
      ['Psychic thing', null],
    ]);
    // The personal matchup table now has one row.
    const stats = await call(t.app, 'GET', '/api/tcgmatches/stats', { token: me.token });
    expect(stats.status).toBe(200);
    const list = await call(t.app, 'GET', '/api/tcgmatches?search=garde', { token: me.token });
    expect(list.body.matches.map((m: { opponentDeck: string }) => m.opponentDeck)).toEqual([
      'Gardevoir ex',
      'Gardevoir ex',
      'Gardevoir ex',
    ]);
  });

  it('is for members only and refuses bad bodies, changing nothing', async () => {
    const me = await registerUser(t.app);
    await log(me.token, 'Lugia');
    expect((await call(t.app, 'POST', URL, { body: { from: ['Lugia'], into: 'Lugia VSTAR' } })).status).toBe(401);
    const empty = await call(t.app, 'POST', URL, { token: me.token, body: { from: [], into: 'Lugia VSTAR' } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(OPPONENT_DECK_MERGE_FROM_REQUIRED);
    const blank = await call(t.app, 'POST', URL, { token: me.token, body: { from: ['Lugia'], into: '  ' } });
    expect(blank.status).toBe(400);
    const long = await call(t.app, 'POST', URL, { token: me.token, body: { from: ['Lugia'], into: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(await opponentsOf(me.user._id)).toEqual([['Lugia', null]]);
  });
});
