import { describe, expect, it } from 'vitest';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * The player's match stamp (migration 0018, caching/playerStamp.ts): the personal analytics cache
 * trusts it to move with every statement that writes any of the player's matches, whoever runs it, and with nothing
 * of anyone else's.
 */
const t = useTestApp();

async function stamp(game: 'tcg' | 'vgc', userId: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ s: string }>(
    `select coalesce((select c.xmin::text || '.' || c.version::text from ${game}_match_user_counts c
      where c.user_id = $1), '-') as s`,
    [userId],
  );
  return rows[0]!.s;
}

describe('the player match stamp', () => {
  it('moves with every write to the player’s TCG matches, by any path, and not with another player’s', async () => {
    const me = await registerUser(t.app, { username: 'stamper' });
    const other = await registerUser(t.app, { username: 'stampother' });
    const id = me.user._id;
    const seen = new Set<string>([await stamp('tcg', id)]);
    expect(seen.has('-')).toBe(true);
    const moved = async () => {
      const now = await stamp('tcg', id);
      expect(seen.has(now), `stamp ${now} seen before`).toBe(false);
      seen.add(now);
    };
    const deck = await call(t.app, 'POST', '/api/decks', { token: me.token, body: { name: 'Stamp deck' } });
    const created = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: { deckId: deck.body._id, opponentDeck: 'Y', date: '2025-07-01', games: [{ result: 'win' }] },
    });
    expect(created.status).toBe(201);
    await moved();
    // An edit that changes no count (only the notes) still moves it.
    await t.database.pool.query(`update tcg_matches set notes = 'n' where id = $1`, [created.body._id]);
    await moved();
    await t.database.pool.query(
      `insert into tcg_matches (user_id, deck_name, opponent_deck, format, date, wins, losses, result)
       values ($1, 'A', 'B', 'Bo1', '2025-07-02', 1, 0, 'win'), ($1, 'A', 'C', 'Bo1', '2025-07-03', 0, 1, 'loss')`,
      [id],
    );
    await moved();
    // The deck's deletion clears deck_id on its matches (a cascade of the database).
    expect((await call(t.app, 'DELETE', `/api/decks/${deck.body._id}`, { token: me.token })).status).toBe(200);
    await moved();
    await t.database.pool.query(`delete from tcg_matches where user_id = $1 and opponent_deck = 'C'`, [id]);
    await moved();
    // Another player's writes leave it alone.
    const before = await stamp('tcg', id);
    await call(t.app, 'POST', '/api/tcgmatches', {
      token: other.token,
      body: { deckName: 'X', opponentDeck: 'Y', date: '2025-07-01', games: [{ result: 'loss' }] },
    });
    await t.database.pool.query(`update tcg_matches set notes = 'x' where user_id = $1`, [other.user._id]);
    expect(await stamp('tcg', id)).toBe(before);
    // A statement that changes no row leaves it alone too.
    await t.database.pool.query(`update tcg_matches set notes = 'n' where user_id = $1 and false`, [id]);
    expect(await stamp('tcg', id)).toBe(before);
  });

  it('moves with every write to the player’s VGC matches, including a team’s deletion', async () => {
    const me = await registerUser(t.app, { username: 'vgcstamper' });
    const id = me.user._id;
    const seen = new Set<string>([await stamp('vgc', id)]);
    const moved = async () => {
      const now = await stamp('vgc', id);
      expect(seen.has(now), `stamp ${now} seen before`).toBe(false);
      seen.add(now);
    };
    const species = ['Miraidon', 'Iron Hands', 'Whimsicott', 'Farigiraf', 'Chi-Yu', 'Amoonguss'];
    const team = await call(t.app, 'POST', '/api/teams', {
      token: me.token,
      body: { name: 'Stamp team', pokemon: species.map((s) => ({ species: s })) },
    });
    expect(team.status, JSON.stringify(team.body)).toBe(201);
    const created = await call(t.app, 'POST', '/api/vgcmatches', {
      token: me.token,
      body: {
        teamId: team.body._id,
        playerTeam: species,
        opponentTeam: ['Koraidon'],
        bestOf: 1,
        date: '2025-07-01',
        games: [{ result: 'win' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await moved();
    await t.database.pool.query(`update vgc_matches set notes = 'n' where id = $1`, [created.body._id]);
    await moved();
    expect((await call(t.app, 'DELETE', `/api/teams/${team.body._id}`, { token: me.token })).status).toBe(200);
    await moved();
    expect((await call(t.app, 'DELETE', `/api/vgcmatches/${created.body._id}`, { token: me.token })).status).toBe(200);
    await moved();
  });
});
