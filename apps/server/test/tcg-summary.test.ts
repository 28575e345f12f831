import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tcgMatchSummarySchema } from '@trainerlog/core';
import { users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const W = [{ result: 'win' }];
const L = [{ result: 'loss' }];
const day = (n: number) => `2025-01-${String(n).padStart(2, '0')}`;

/**
 * The active deck's 20 matches, one a day (2025-01-01 … 20): 2 wins in the first ten, 8 in the last ten.
 * Matchups: Miraidon ex 6-6, Charizard ex 3-1 (newest spelled 'CHARIZARD EX'), Lugia VSTAR 0-3 (newest spelled 'lugia vstar'), Gardevoir ex 1-0.
 */
const deckHistory: [string, unknown[], 'Bo1' | 'Bo3'][] = [
  ['Lugia VSTAR', L, 'Bo1'],
  ['Lugia VSTAR', L, 'Bo1'],
  ['lugia vstar', L, 'Bo1'],
  ['Miraidon ex', L, 'Bo1'],
  ['Miraidon ex', L, 'Bo1'],
  ['Miraidon ex', L, 'Bo1'],
  ['Miraidon ex', L, 'Bo1'],
  ['Miraidon ex', L, 'Bo1'],
  ['Charizard ex', W, 'Bo1'],
  ['Miraidon ex', W, 'Bo1'],
  ['Miraidon ex', W, 'Bo1'],
  ['Miraidon ex', W, 'Bo1'],
  ['Miraidon ex', W, 'Bo1'],
  ['Miraidon ex', W, 'Bo1'],
  ['Miraidon ex', W, 'Bo1'],
  ['Charizard ex', [{ result: 'win' }, { result: 'loss' }, { result: 'loss' }], 'Bo3'],
  ['Charizard ex', W, 'Bo1'],
  ['Gardevoir ex', W, 'Bo1'],
  ['Miraidon ex', L, 'Bo1'],
  ['CHARIZARD EX', [{ result: 'loss' }, { result: 'win' }, { result: 'win' }], 'Bo3'],
];

async function post(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/tcgmatches', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe('GET /api/tcgmatches/summary', () => {
  it('is empty for a new member, with no season and no active deck', async () => {
    const me = await registerUser(t.app);
    const res = await call(t.app, 'GET', '/api/tcgmatches/summary', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      allTime: { wins: 0, losses: 0, matches: 0, winRate: 0, trend: 'stable' },
      season: null,
      activeDeck: null,
      totalMatches: 0,
    });
  });

  it('computes records, trends, recent form and best and worst matchups from the history', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const admin = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));

    const deck = await call(t.app, 'POST', '/api/decks', {
      token: me.token,
      body: { name: 'Dragapult ex', pokemonSprite: 'dragapult' },
    });
    const deckId = deck.body._id as string;
    for (const [i, [opponentDeck, games, format]] of deckHistory.entries()) {
      await post(me.token, { deckId, opponentDeck, games, format, date: day(i + 1) });
    }
    // Then ten losses with another (typed) deck, 2025-02-01 … 10: the all-time trend turns down.
    for (let i = 1; i <= 10; i++) {
      await post(me.token, {
        deckName: 'Other',
        opponentDeck: 'Miraidon ex',
        games: L,
        date: `2025-02-${String(i).padStart(2, '0')}`,
      });
    }
    // Someone else's matches never count.
    await post(other.token, { deckName: 'X', opponentDeck: 'Y', games: W, date: day(15) });

    const january = await call(t.app, 'POST', '/api/seasons', {
      token: admin.token,
      body: { name: 'January', startDate: '2025-01-01', endDate: '2025-01-31' },
    });
    const late = await call(t.app, 'POST', '/api/seasons', {
      token: admin.token,
      body: { name: 'Late January', startDate: '2025-01-11', endDate: '2025-01-25' },
    });
    await call(t.app, 'PUT', `/api/seasons/${late.body._id}/set-current`, { token: admin.token });

    // Before an active deck is chosen.
    const noDeck = await call(t.app, 'GET', '/api/tcgmatches/summary', { token: me.token });
    expect(noDeck.body.activeDeck).toBeNull();

    expect((await call(t.app, 'PUT', '/api/auth/active-deck', { token: me.token, body: { deckId } })).status).toBe(200);
    const res = await call(t.app, 'GET', '/api/tcgmatches/summary', { token: me.token });
    expect(res.status).toBe(200);
    const summary = tcgMatchSummarySchema.strict().parse(res.body);
    // 10 wins in 30; the latest ten (all lost) against the ten before (8 won): down.
    expect(summary.allTime).toEqual({ wins: 10, losses: 20, matches: 30, winRate: 33.3, trend: 'down' });
    expect(summary.totalMatches).toBe(30);
    // The current season (11–25 January) holds days 11–20: 8-2, and too short a history for a trend.
    expect(summary.season).toEqual({
      wins: 8,
      losses: 2,
      matches: 10,
      winRate: 80,
      trend: 'stable',
      season: { ...late.body, isCurrent: true },
    });
    expect(summary.activeDeck).toEqual({
      deckId,
      name: 'Dragapult ex',
      sprite: 'dragapult',
      secondarySprite: null,
      wins: 10,
      losses: 10,
      matches: 20,
      winRate: 50,
      recentForm: { wins: 8, losses: 2, matches: 10, winRate: 80 },
      // 8 of the latest ten against 2 of the ten before.
      trend: 'up',
      // Gardevoir (1-0) has a single match: only matchups with three or more compete (core MATCHUP_MIN_MATCHES).
      bestMatchup: { opponentDeck: 'CHARIZARD EX', wins: 3, losses: 1, matches: 4, winRate: 75 },
      // Named as the newest of its matches spells it (day 3).
      worstMatchup: { opponentDeck: 'lugia vstar', wins: 0, losses: 3, matches: 3, winRate: 0 },
    });

    // A chosen season: all of January is the deck's 20 matches, 2 then 8 wins: up.
    const chosen = await call(t.app, 'GET', `/api/tcgmatches/summary?seasonId=${january.body._id}`, {
      token: me.token,
    });
    expect(chosen.body.season).toMatchObject({ wins: 10, losses: 10, matches: 20, winRate: 50, trend: 'up' });
    expect(chosen.body.season.season._id).toBe(january.body._id);
    const missing = await call(t.app, 'GET', '/api/tcgmatches/summary?seasonId=nope', { token: me.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ msg: 'Season not found' });
  });
});
