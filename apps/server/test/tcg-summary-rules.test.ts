import { describe, expect, it } from 'vitest';
import {
  bestAndWorstMatchup,
  record,
  recentForm,
  sortTcgMatches,
  trend,
  type TcgMatch,
  type TcgMatchSummary,
} from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

const OPPONENTS = [
  'Charizard ex',
  'CHARIZARD EX',
  'charizard ex',
  'Lugia VSTAR',
  'lugia vstar',
  'Miraidon ex',
  'Snorlax',
];

describe('GET /api/tcgmatches/summary aggregated in SQL', () => {
  it('gives the answers of the core rules applied to every match, on generated histories', async () => {
    const owner = await registerUser(t.app);
    await t.database.db.execute(`update users set role = 'owner' where id = '${owner.user._id}'`);
    const season = await call(t.app, 'POST', '/api/seasons', {
      token: owner.token,
      body: { name: 'Generated', startDate: '2025-02-01', endDate: '2025-03-15' },
    });
    expect(season.status).toBe(201);

    for (const seed of [1, 7, 42]) {
      const random = generator(seed);
      const me = await registerUser(t.app);
      const deck = await call(t.app, 'POST', '/api/decks', { token: me.token, body: { name: 'Active' } });
      expect(
        (await call(t.app, 'PUT', '/api/auth/active-deck', { token: me.token, body: { deckId: deck.body._id } }))
          .status,
      ).toBe(200);
      const count = 25 + random(30);
      for (let i = 0; i < count; i++) {
        const bo3 = random(3) === 0;
        const games = bo3
          ? [
              [{ result: 'win' }, { result: 'win' }],
              [{ result: 'loss' }, { result: 'win' }, { result: 'loss' }],
            ][random(2)]!
          : [{ result: random(2) ? 'win' : 'loss' }];
        const body = {
          // Most matches with the active deck, some with a typed deck (counted all-time, not for the deck).
          ...(random(4) ? { deckId: deck.body._id } : { deckName: 'Typed' }),
          opponentDeck: OPPONENTS[random(OPPONENTS.length)],
          format: bo3 ? 'Bo3' : 'Bo1',
          // Many matches share a day: order among them is by creation.
          date: `2025-0${1 + random(4)}-${String(1 + random(5)).padStart(2, '0')}`,
          games,
        };
        const res = await call(t.app, 'POST', '/api/tcgmatches', { token: me.token, body });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }

      const list = await call(t.app, 'GET', '/api/tcgmatches?pageSize=100', { token: me.token });
      const all = sortTcgMatches(list.body.matches as TcgMatch[], 'newest');
      expect(all.map((m) => m._id)).toEqual(list.body.matches.map((m: TcgMatch) => m._id));
      const inSeason = all.filter((m) => m.date >= '2025-02-01' && m.date <= '2025-03-15');
      const withDeck = all.filter((m) => m.deckId === deck.body._id);
      const { best, worst } = bestAndWorstMatchup(withDeck);

      const summary = await call(t.app, 'GET', `/api/tcgmatches/summary?seasonId=${season.body._id}`, {
        token: me.token,
      });
      expect(summary.status).toBe(200);
      const expected: TcgMatchSummary = {
        allTime: { ...record(all), trend: trend(all) },
        season: { ...record(inSeason), trend: trend(inSeason), season: season.body },
        activeDeck: {
          deckId: deck.body._id,
          name: 'Active',
          sprite: deck.body.pokemonSprite,
          secondarySprite: deck.body.secondaryPokemonSprite,
          ...record(withDeck),
          recentForm: recentForm(withDeck),
          trend: trend(withDeck),
          bestMatchup: best,
          worstMatchup: worst,
        },
        totalMatches: all.length,
      };
      expect(summary.body, `seed ${seed}`).toEqual(expected);
    }
  });
});
