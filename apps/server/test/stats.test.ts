import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

async function log(token: string, date = '2025-01-01') {
  const res = await call(t.app, 'POST', '/api/tcgmatches', {
    token,
    body: { deckName: 'Deck', opponentDeck: 'Opp', date, games: [{ result: 'win' }] },
  });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

const globalCounts = async () => {
  const res = await call(t.app, 'GET', '/api/stats/global-counts');
  expect(res.status).toBe(200);
  return res.body;
};

describe('match counts', () => {
  it('count every member’s matches exactly, publicly, through creates, deletes and account removal', async () => {
    expect(await globalCounts()).toEqual({ tcg: 0, vgc: 0 });
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const first = await log(a.token);
    await log(a.token);
    await Promise.all([log(b.token), log(b.token), log(b.token)]);
    expect(await globalCounts()).toEqual({ tcg: 5, vgc: 0 });

    // A refused write changes nothing.
    await call(t.app, 'POST', '/api/tcgmatches', { token: a.token, body: { opponentDeck: 'x' } });
    expect(await globalCounts()).toEqual({ tcg: 5, vgc: 0 });

    expect((await call(t.app, 'GET', '/api/stats/my-counts')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/stats/my-counts', { token: a.token })).body).toEqual({ tcg: 2, vgc: 0 });
    expect((await call(t.app, 'GET', '/api/stats/my-counts', { token: b.token })).body).toEqual({ tcg: 3, vgc: 0 });

    await call(t.app, 'DELETE', `/api/tcgmatches/${first}`, { token: a.token });
    expect(await globalCounts()).toEqual({ tcg: 4, vgc: 0 });
    // Removing an account removes its matches (ON DELETE CASCADE), and the count follows.
    await t.database.db.delete(users).where(eq(users.id, b.user._id));
    expect(await globalCounts()).toEqual({ tcg: 1, vgc: 0 });
    expect((await call(t.app, 'GET', '/api/stats/my-counts', { token: a.token })).body).toEqual({ tcg: 1, vgc: 0 });
  });
});
