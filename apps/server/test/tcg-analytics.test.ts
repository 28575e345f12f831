import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsQuerySchema,
  countedRecord,
  recordOverTime,
  recordOverview,
  statsOverallSchema,
  statsTrendsSchema,
  tcgAnalyticsSchema,
  tcgDeckAnalyticsSchema,
  tcgPersonalAnalytics,
  type TcgMatch,
} from '@trainerlog/core';
import { users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const W = { result: 'win' };
const L = { result: 'loss' };
type Body = Record<string, unknown>;

interface Member {
  token: string;
  user: { _id: string };
}

let me: Member;
let other: Member;
let zard: { _id: string; name: string };
let gardy: { _id: string; name: string };
let otherDeck: { _id: string };
let spring: { _id: string };
let summer: { _id: string };

async function post(token: string, body: Body): Promise<TcgMatch> {
  const res = await call(t.app, 'POST', '/api/tcgmatches', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as TcgMatch;
}

/** Every match of the member, through the list API (what a client could read). */
async function allMatches(token: string): Promise<TcgMatch[]> {
  const matches: TcgMatch[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t.app, 'GET', `/api/tcgmatches?pageSize=100&page=${page}`, { token });
    matches.push(...(res.body.matches as TcgMatch[]));
    if (page >= res.body.totalPages) return matches;
  }
}

async function seasonsList() {
  const res = await call(t.app, 'GET', '/api/seasons');
  return (res.body as { _id: string; name: string; startDate: string; endDate: string }[]).map(
    ({ _id, name, startDate, endDate }) => ({ _id, name, startDate, endDate }),
  );
}

async function deckRefs(token: string) {
  const res = await call(t.app, 'GET', '/api/decks', { token });
  const list = (Array.isArray(res.body) ? res.body : res.body.decks) as {
    _id: string;
    name: string;
    pokemonSprite: string | null;
    secondaryPokemonSprite: string | null;
  }[];
  return list.map((d) => ({
    _id: d._id,
    name: d.name,
    sprites: [d.pokemonSprite, d.secondaryPokemonSprite].filter((s): s is string => !!s),
  }));
}

/** What the core function answers over the member's matches for this query string. */
async function expected(token: string, search: string) {
  const query = analyticsQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  const decks = (await deckRefs(token)).sort((a, b) => (a._id < b._id ? -1 : 1));
  return tcgPersonalAnalytics(await allMatches(token), { query, seasons: await seasonsList(), decks });
}

async function stats(token: string, search = '') {
  return call(t.app, 'GET', `/api/tcgmatches/stats${search ? `?${search}` : ''}`, { token });
}

beforeAll(async () => {
  me = await registerUser(t.app);
  other = await registerUser(t.app);
  const admin = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
  const season = async (body: Body) => {
    const res = await call(t.app, 'POST', '/api/seasons', { token: admin.token, body });
    expect(res.status).toBe(201);
    return res.body as { _id: string };
  };
  spring = await season({ name: 'Spring', startDate: '2025-03-01', endDate: '2025-05-31' });
  summer = await season({ name: 'Summer', startDate: '2025-06-01', endDate: '2025-08-31' });
  const deck = async (token: string, body: Body) => {
    const res = await call(t.app, 'POST', '/api/decks', { token, body });
    expect(res.status).toBe(201);
    return res.body as { _id: string; name: string };
  };
  zard = await deck(me.token, { name: 'Charizard ex', pokemonSprite: 'charizard', secondaryPokemonSprite: 'pidgeot' });
  gardy = await deck(me.token, { name: 'Gardevoir ex', pokemonSprite: 'gardevoir' });
  otherDeck = await deck(other.token, { name: 'Other deck' });

  const prize = (firstPrizeTakenBy: string | null, prizeOrder: string[]) => ({
    advancedDetails: { firstPrizeTakenBy, prizeOrder, prizeContents: [] },
  });
  const opponents = ['Lugia VSTAR', 'Miraidon ex', 'lugia vstar', 'Dragapult ex', 'Raging Bolt ex'];
  // 30 varied matches: both decks and a typed one, Bo1 and Bo3 (ties at 1-1 cannot be entered, so a Bo3 is 2-0,
  // 2-1, 0-2 or 1-2), February to July, splits and prize races recorded on some.
  for (let i = 0; i < 30; i++) {
    const month = 2 + (i % 6);
    const date = `2025-${String(month).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`;
    const bo3 = i % 3 === 0;
    const first = { wentFirst: i % 2 === 0, coinFlipWin: i % 4 < 2, coinFlipChoice: i % 5 ? 'first' : 'second' };
    const games = bo3
      ? [
          [{ ...W, ...first, ...prize('player', ['player', 'opponent', 'opponent', 'player', 'player']) }, W],
          [L, { ...W, conceded: 'Opponent' }, W],
          [{ ...L, playerMulligans: 2 }, L],
          [W, { ...L, opponentMulligans: 1 }, L],
        ][i % 4]
      : [
          [{ ...W, ...first }],
          [{ ...L, ...first, ...prize(null, ['opponent', 'player']) }],
          [{ ...L, conceded: 'Player' }],
        ][i % 3];
    const deckFields = i % 5 === 4 ? { deckName: 'Typed Lost Box' } : { deckId: i % 2 ? gardy._id : zard._id };
    await post(me.token, {
      ...deckFields,
      opponentDeck: opponents[i % opponents.length],
      format: bo3 ? 'Bo3' : 'Bo1',
      date,
      games,
    });
  }
  // A match without games (the API refuses it; stored data may have it): counted apart.
  await t.database.pool.query(
    `insert into tcg_matches (user_id, deck_name, opponent_deck, format, date, games, wins, losses, result)
     values ($1, 'Typed Lost Box', 'Lugia VSTAR', 'Bo1', '2025-06-15', '[]', 0, 0, 'tie')`,
    [me.user._id],
  );
  // The other member's matches must never count.
  for (let i = 0; i < 5; i++) {
    await post(other.token, { deckId: otherDeck._id, opponentDeck: 'Lugia VSTAR', date: '2025-04-01', games: [W] });
  }
});

describe('GET /api/tcgmatches/stats', () => {
  it('is for members only', async () => {
    expect((await call(t.app, 'GET', '/api/tcgmatches/stats')).status).toBe(401);
    expect((await call(t.app, 'GET', `/api/deck-analytics/${zard._id}`)).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/stats/overall')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/stats/trends')).status).toBe(401);
  });

  it('equals the core composite over the same matches, for every filter', async () => {
    const searches = [
      '',
      'convention=third',
      'convention=exclude&granularity=month',
      `seasonId=${spring._id}`,
      `seasonId=${summer._id}&from=2025-07-01`,
      'bestOf=3',
      'bestOf=1&convention=third',
      `deckId=${zard._id}`,
      'from=2025-03-10&to=2025-05-20',
      'deckId=local_abc123',
    ];
    for (const search of searches) {
      const res = await stats(me.token, search);
      expect(res.status, search).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body, search).toEqual(await expected(me.token, search));
      expect(tcgAnalyticsSchema.parse(res.body)).toEqual(res.body);
    }
  });

  it('counts only the caller’s matches, and the filters narrow them', async () => {
    const all = (await stats(me.token)).body;
    expect(all.totalMatches).toBe(31);
    expect(all.filteredMatches).toBe(31);
    expect(all.overview.overall.matchesWithoutGames).toBe(1);
    expect(all.matchups.rows.map((r: { opponentDeck: string }) => r.opponentDeck)).not.toContain('Other deck');
    const mine = (await stats(other.token)).body;
    expect(mine.overview.overall).toMatchObject({ wins: 5, losses: 0, matches: 5 });
    // Spring (March–May): i with month 3, 4, 5 → i % 6 in {1, 2, 3}: 15 matches.
    expect((await stats(me.token, `seasonId=${spring._id}`)).body.filteredMatches).toBe(15);
    expect((await stats(me.token, 'bestOf=3')).body.filteredMatches).toBe(10);
    // Typed deck: i % 5 === 4 (6 matches); the rest alternate between the decks (12 each).
    expect((await stats(me.token, `deckId=${zard._id}`)).body.filteredMatches).toBe(12);
    const third = (await stats(me.token, 'convention=third')).body.overview.overall;
    expect(third.rate).toBeCloseTo((third.wins + third.ties / 3) / third.matches, 12);
  });

  it('refuses a bad query with the field, and an unknown season', async () => {
    const cases: [string, string][] = [
      ['bestOf=2', 'bestOf'],
      ['from=2025-02-30', 'from'],
      ['from=2025-05-01&to=2025-04-01', 'to'],
      ['convention=draw', 'convention'],
      ['granularity=day', 'granularity'],
      ['seasonId=nope', 'seasonId'],
      ['deckId=not-a-deck', 'deckId'],
    ];
    for (const [search, path] of cases) {
      const res = await stats(me.token, search);
      expect(res.status, search).toBe(400);
      expect(
        res.body.errors.map((e: { path: string }) => e.path),
        search,
      ).toContain(path);
    }
    const unknown = await stats(me.token, 'seasonId=33333333-3333-4333-8333-333333333333');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Season not found');
  });

  it('follows every change to the caller’s matches and decks (the cache is never stale)', async () => {
    const before = (await stats(me.token)).body;
    expect((await stats(me.token)).body).toEqual(before); // a cached answer
    const created = await post(me.token, {
      deckId: gardy._id,
      opponentDeck: 'Iron Hands ex',
      date: '2025-07-30',
      games: [W],
    });
    let after = (await stats(me.token)).body;
    expect(after.totalMatches).toBe(32);
    expect(after).toEqual(await expected(me.token, ''));
    // An edit that changes only the opponent deck.
    const edited = await call(t.app, 'PUT', `/api/tcgmatches/${created._id}`, {
      token: me.token,
      body: { deckId: gardy._id, opponentDeck: 'Iron Thorns ex', date: '2025-07-30', games: [W] },
    });
    expect(edited.status).toBe(200);
    after = (await stats(me.token)).body;
    expect(after.matchups.rows.map((r: { opponentDeck: string }) => r.opponentDeck)).toContain('Iron Thorns ex');
    expect(after).toEqual(await expected(me.token, ''));
    // A deck rename shows at once.
    expect(
      (await call(t.app, 'PUT', `/api/decks/${gardy._id}`, { token: me.token, body: { name: 'Gardevoir Pro' } }))
        .status,
    ).toBe(200);
    after = (await stats(me.token)).body;
    expect(after.decks.map((d: { name: string }) => d.name)).toContain('Gardevoir Pro');
    gardy.name = 'Gardevoir Pro';
    // Deleting the match.
    expect((await call(t.app, 'DELETE', `/api/tcgmatches/${created._id}`, { token: me.token })).status).toBe(200);
    after = (await stats(me.token)).body;
    expect(after).toEqual(await expected(me.token, ''));
    expect(after.totalMatches).toBe(31);
    // A write by another path than the API (SQL) is seen too.
    await t.database.pool.query(
      `update tcg_matches set opponent_deck = 'Zoroark ex' where user_id = $1 and opponent_deck = 'Dragapult ex'`,
      [me.user._id],
    );
    after = (await stats(me.token)).body;
    expect(after.matchups.rows.map((r: { opponentDeck: string }) => r.opponentDeck)).toContain('Zoroark ex');
    expect(after).toEqual(await expected(me.token, ''));
    // Deleting a deck keeps its matches under the name they were played with (deck_id set to null by the database).
    expect((await call(t.app, 'DELETE', `/api/decks/${gardy._id}`, { token: me.token })).status).toBe(200);
    after = (await stats(me.token)).body;
    expect(after.decks.some((d: { deckId: string | null }) => d.deckId === gardy._id)).toBe(false);
    expect(after).toEqual(await expected(me.token, ''));
    // Another member's writes do not disturb the caller's answer.
    await post(other.token, { deckName: 'X', opponentDeck: 'Y', date: '2025-07-01', games: [L] });
    expect((await stats(me.token)).body).toEqual(after);
  });
});

describe('GET /api/deck-analytics/:id', () => {
  it('answers the composite over the deck’s matches, with the deck', async () => {
    for (const search of ['', 'convention=exclude', `seasonId=${spring._id}`, 'bestOf=1']) {
      const res = await call(t.app, 'GET', `/api/deck-analytics/${zard._id}${search ? `?${search}` : ''}`, {
        token: me.token,
      });
      expect(res.status, search).toBe(200);
      const query = analyticsQuerySchema.parse({
        ...Object.fromEntries(new URLSearchParams(search)),
        deckId: zard._id,
      });
      const matches = (await allMatches(me.token)).filter((m) => m.deckId === zard._id);
      const deck = { _id: zard._id, name: 'Charizard ex', sprites: ['charizard', 'pidgeot'] };
      expect(res.body, search).toEqual({
        ...tcgPersonalAnalytics(matches, { query, seasons: await seasonsList(), decks: [deck] }),
        deck,
      });
      expect(tcgDeckAnalyticsSchema.parse(res.body)).toEqual(res.body);
    }
    const res = await call(t.app, 'GET', `/api/deck-analytics/${zard._id}`, { token: me.token });
    expect(res.body.totalMatches).toBe(12);
    expect(res.body.decks).toHaveLength(1);
  });

  it('is 404 for another user’s deck, an unknown id and a malformed one', async () => {
    for (const id of [otherDeck._id, '44444444-4444-4444-8444-444444444444', 'nope']) {
      const res = await call(t.app, 'GET', `/api/deck-analytics/${id}`, { token: me.token });
      expect(res.status, id).toBe(404);
      expect(res.body.msg).toBe('Deck not found');
    }
    const bad = await call(t.app, 'GET', `/api/deck-analytics/${zard._id}?bestOf=5`, { token: me.token });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/stats/overall and /api/stats/trends', () => {
  const vgc = async (token: string, body: Body) => {
    const res = await call(t.app, 'POST', '/api/vgcmatches', {
      token,
      body: { opponentName: 'Opp', playerTeam: ['Pikachu'], ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };

  beforeAll(async () => {
    await vgc(me.token, { date: '2025-03-03', games: [W] });
    await vgc(me.token, { date: '2025-03-04', bestOf: 3, games: [W, L, W] });
    await vgc(me.token, { date: '2025-03-20', games: [L] });
    // No games (the API refuses it; stored data may have it): not counted.
    await t.database.pool.query(
      `insert into vgc_matches (user_id, date, games, wins, losses, result) values ($1, '2025-04-02', '[]', 0, 0, 'tie')`,
      [me.user._id],
    );
    await vgc(other.token, { date: '2025-03-03', games: [W] });
  });

  it('gives the overall records under the convention, equal to core over the same matches', async () => {
    const matches = await allMatches(me.token);
    for (const convention of ['loss', 'third', 'exclude'] as const) {
      const res = await call(t.app, 'GET', `/api/stats/overall?convention=${convention}`, { token: me.token });
      expect(res.status).toBe(200);
      const { matchesWithoutGames: _, ...tcg } = recordOverview(matches, [], convention).overall;
      expect(res.body.tcg).toEqual(tcg);
      // VGC: 2 wins (1-0, 2-1), 1 loss; the gameless match is left out.
      expect(res.body.vgc).toEqual(countedRecord({ wins: 2, losses: 1, ties: 0 }, convention));
      expect(statsOverallSchema.parse(res.body)).toEqual(res.body);
    }
    expect((await call(t.app, 'GET', '/api/stats/overall?convention=x', { token: me.token })).status).toBe(400);
  });

  it('gives the records by week or month, equal to core over the same matches', async () => {
    const matches = await allMatches(me.token);
    for (const search of ['', 'granularity=month&convention=third', 'from=2025-03-01&to=2025-04-30&granularity=week']) {
      const res = await call(t.app, 'GET', `/api/stats/trends?${search}`, { token: me.token });
      expect(res.status, search).toBe(200);
      const q = Object.fromEntries(new URLSearchParams(search));
      const query = analyticsQuerySchema.parse(q);
      const inRange = matches.filter((m) => (!q.from || m.date >= q.from) && (!q.to || m.date <= q.to));
      expect(res.body.tcg, search).toEqual(recordOverTime(inRange, query.granularity, query.convention));
      expect(statsTrendsSchema.parse(res.body)).toEqual(res.body);
    }
    const month = await call(t.app, 'GET', '/api/stats/trends?granularity=month', { token: me.token });
    expect(
      month.body.vgc.map((p: { period: string; wins: number; losses: number }) => [p.period, p.wins, p.losses]),
    ).toEqual([['2025-03-01', 2, 1]]);
    const bad = await call(t.app, 'GET', '/api/stats/trends?from=2025-05-01&to=2025-01-01', { token: me.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('to');
  });
});
