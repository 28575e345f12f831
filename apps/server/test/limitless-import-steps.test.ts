import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITLESS_MESSAGES, LIMITLESS_SEARCH_PAGE_SIZE, LIMITLESS_USERNAME_MAX_LENGTH } from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { MISBEHAVING, OTHER_GAME, startLimitlessStandIn, TCG, TCG_LIST, VGC } from './support/limitless.ts';
import { useTestApp } from './support/test-app.ts';

// Steps 1 to 3 of the Limitless import (issue 15) against our stand-in of the Limitless API; the import itself and
// the history are in limitless-import.test.ts.
const standIn = await startLimitlessStandIn();
const t = useTestApp({
  LIMITLESS_API_URL: `${standIn.url}/`,
  LIMITLESS_API_KEY: 'stand-in-key',
  LIMITLESS_TIMEOUT_MS: '300',
});
afterAll(async () => {
  await standIn.close();
});

let token: string;
beforeAll(async () => {
  ({ token } = await registerUser(t.app));
});

const get = (url: string, caller: string | undefined = token) => call(t.app, 'GET', url, { token: caller });
const search = (query: string) => get(`/api/limitless/tournaments?${query}`);
const players = (id: string) => get(`/api/limitless/tournaments/${id}/players`);
const review = (id: string, player: string) =>
  get(`/api/limitless/tournaments/${id}/review?player=${encodeURIComponent(player)}`);
const day = (iso: string) => iso.slice(0, 10);
const ids = (list: { id: string }[]) => list.map((tournament) => tournament.id);

/** The stand-in's TCG tournaments of pages `from`..`to` (1 = newest, 100 a page). */
const pages = (from: number, to: number) => TCG_LIST.slice((from - 1) * 100, to * 100);

describe('GET /api/limitless/tournaments (step 1)', () => {
  it('keeps the tournaments holding every word searched, newest first, reading pages until a page of results', async () => {
    const res = await search('search=PALLET%20town');
    expect(res.status).toBe(200);
    // 11 on page 1 (ten challenges and the league cup), 10 on page 2: the second page is answered whole.
    const expected = pages(1, 2).filter((tournament) => /pallet town/i.test(tournament.name));
    expect(expected.length).toBeGreaterThanOrEqual(LIMITLESS_SEARCH_PAGE_SIZE);
    expect(ids(res.body.tournaments)).toEqual(ids(expected));
    expect(res.body.nextCursor).toBe(3);
    expect(res.body.searchedBack).toBe(day(pages(1, 2).at(-1)!.date));
    expect(res.body.tournaments).toContainEqual({
      id: TCG.cup.id,
      game: 'tcg',
      format: 'STANDARD',
      name: TCG.cup.name,
      date: TCG.cup.date,
      day: '2025-03-08',
      players: 7,
      imported: null,
    });
    expect(standIn.asked('/tournaments?')).toEqual([
      '/tournaments?game=PTCG&limit=100&page=1',
      '/tournaments?game=PTCG&limit=100&page=2',
    ]);
    expect(standIn.requests.at(-1)!.headers['x-access-key']).toBe('stand-in-key');

    const next = await search('search=pallet%20town&cursor=3');
    expect(ids(next.body.tournaments)).toEqual(ids(pages(3, 4).filter((x) => /pallet town/i.test(x.name))));
    expect(next.body.nextCursor).toBe(5);
  });

  it('reads at most ten pages a call, says how far back it looked, and ends when Limitless has no more', async () => {
    const res = await search('search=mewtwo%20invitational');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tournaments: [], nextCursor: 11, searchedBack: day(pages(1, 10).at(-1)!.date) });
    const rest = await search('search=mewtwo%20invitational&cursor=11');
    expect(rest.body).toEqual({ tournaments: [], nextCursor: null, searchedBack: day(TCG_LIST.at(-1)!.date) });
  });

  it('filters by the UTC day, stopping once the pages go past it', async () => {
    const before = standIn.asked('/tournaments?').length;
    const res = await search('date=2025-03-08');
    expect(res.status).toBe(200);
    const expected = TCG_LIST.filter((tournament) => day(tournament.date) === '2025-03-08');
    expect(expected).toHaveLength(5);
    expect(ids(res.body.tournaments)).toEqual(ids(expected));
    expect(res.body.nextCursor).toBeNull();
    // Page 1 was read by the first test and kept for a minute: nothing was asked again.
    expect(standIn.asked('/tournaments?').length).toBe(before);
  });

  it('searches VGC tournaments of the VGC list', async () => {
    const res = await search('game=vgc&search=lumiose');
    expect(res.status).toBe(200);
    expect(res.body.tournaments.map((x: { id: string; game: string }) => [x.id, x.game])).toEqual([
      [VGC.open.id, 'vgc'],
    ]);
    expect(res.body.nextCursor).toBeNull();
  });

  it('refuses a search that is too long and a date that is not one', async () => {
    const long = await search(`search=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe(LIMITLESS_MESSAGES.searchTooLong);
    const date = await search('date=2025-02-30');
    expect(date.status).toBe(400);
    expect(date.body.msg).toBe(LIMITLESS_MESSAGES.dateInvalid);
  });

  it.each([
    ['rateLimited', 503, LIMITLESS_MESSAGES.rateLimited],
    ['silent', 504, LIMITLESS_MESSAGES.timeout(1)],
    ['html', 502, LIMITLESS_MESSAGES.unreadable],
  ] as const)('answers a list that fails (%s) with %i and our message', async (how, status, message) => {
    standIn.listFailure = how;
    try {
      const res = await search('search=anything&cursor=40');
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ msg: message });
    } finally {
      standIn.listFailure = null;
    }
  });
});

describe('GET /api/limitless/tournaments/:id/players (step 2)', () => {
  it('answers the tournament and its standings by placing, with the remembered username as me', async () => {
    const res = await players(TCG.cup.id);
    expect(res.status).toBe(200);
    expect(res.body.tournament).toMatchObject({
      id: TCG.cup.id,
      game: 'tcg',
      name: TCG.cup.name,
      day: '2025-03-08',
      organizer: 'Kanto Organised Play',
      isOnline: true,
      hasDecklists: true,
      imported: null,
      link: `https://play.limitlesstcg.com/tournament/${TCG.cup.id}/standings`,
    });
    expect(res.body.tournament.phases).toEqual([
      { phase: 1, kind: 'swiss', type: 'SWISS', rounds: 4, bestOf: 1 },
      { phase: 2, kind: 'topcut', type: 'SINGLE_ELIMINATION', rounds: 2, bestOf: 3 },
    ]);
    expect(res.body.players.map((p: { username: string }) => p.username)).toEqual([
      'may',
      'ash',
      'dawn',
      'misty',
      'brock',
      'gary',
      'iris',
    ]);
    const ash = res.body.players[1];
    expect(ash).toMatchObject({
      name: 'Ash Ketchum',
      placing: 2,
      record: { wins: 3, losses: 2, ties: 1 },
      team: [],
      drop: null,
    });
    expect(ash.archetype).toMatchObject({ name: 'Charizard Pidgeot', icons: ['charizard', 'pidgeot'] });
    expect(res.body.players.find((p: { username: string }) => p.username === 'iris').drop).toBe(2);
    expect(res.body.me).toBeNull();

    const remembered = await call(t.app, 'PUT', '/api/auth/limitless-username', {
      token,
      body: { limitlessUsername: 'ASH' },
    });
    expect(remembered.status).toBe(200);
    expect((await players(TCG.cup.id)).body.me).toBe('ash');
  });

  it("answers a VGC tournament's players with their teams", async () => {
    const res = await players(VGC.open.id);
    expect(res.status).toBe(200);
    expect(res.body.tournament).toMatchObject({ game: 'vgc', format: 'SVG', hasDecklists: true });
    const serena = res.body.players.find((p: { username: string }) => p.username === 'serena');
    expect(serena.team).toEqual(['Pikachu', 'Sylveon', 'Garchomp', 'Talonflame', 'Gengar', 'Lucario']);
    expect(serena.archetype).toBeNull();
  });

  it("refuses another game's tournament without asking for its standings", async () => {
    const res = await players(OTHER_GAME.id);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(LIMITLESS_MESSAGES.wrongGame);
    expect(standIn.asked(`/tournaments/${OTHER_GAME.id}/standings`)).toEqual([]);
  });

  it('refuses an id that is not one', async () => {
    const res = await players('not%20an%20id');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(LIMITLESS_MESSAGES.linkInvalid);
  });

  it.each([
    [MISBEHAVING.unknown, 404, LIMITLESS_MESSAGES.tournamentNotFound],
    [MISBEHAVING.rateLimited, 503, LIMITLESS_MESSAGES.rateLimited],
    [MISBEHAVING.silent, 504, LIMITLESS_MESSAGES.timeout(1)],
    [MISBEHAVING.html, 502, LIMITLESS_MESSAGES.unreadable],
    [MISBEHAVING.serverError, 502, LIMITLESS_MESSAGES.httpError(500)],
    [MISBEHAVING.wrongShape, 502, LIMITLESS_MESSAGES.unreadable],
  ])('answers Limitless failing for %s with %i and our message', async (id, status, message) => {
    const res = await players(id);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ msg: message });
  });

  it('asks Limitless again after a failure (failures are not kept)', async () => {
    const before = standIn.asked(`/tournaments/${MISBEHAVING.unknown}/details`).length;
    await players(MISBEHAVING.unknown);
    expect(standIn.asked(`/tournaments/${MISBEHAVING.unknown}/details`).length).toBe(before + 1);
  });
});

describe('GET /api/limitless/tournaments/:id/review (step 3)', () => {
  it("shows every round of the player's: Swiss and top cut, bye, tie, double loss; and their list as a deck", async () => {
    const res = await review(TCG.cup.id, 'Ash');
    expect(res.status).toBe(200);
    const { body } = res;
    expect(body.player.username).toBe('ash');
    expect(body.day).toBe('2025-03-08');
    expect(body.alreadyImported).toBeNull();
    expect(
      body.rounds.map((r: Record<string, unknown>) => [
        r.label,
        r.kind,
        r.bestOf,
        r.result,
        r.doubleLoss,
        r.imported,
        r.resultOnly,
        (r.opponent as { username: string } | null)?.username ?? null,
      ]),
    ).toEqual([
      ['Round 1', 'swiss', 1, 'win', false, true, false, 'misty'],
      // Issue 29: a bye is imported too, as a match recording `specialResult` 'bye' without games.
      ['Round 2', 'swiss', 1, 'bye', false, true, true, null],
      ['Round 3', 'swiss', 1, 'tie', false, true, true, 'brock'],
      ['Round 4', 'swiss', 1, 'loss', true, true, false, 'gary'],
      ['Top 4', 'topcut', 3, 'win', false, true, true, 'dawn'],
      ['Finals', 'topcut', 3, 'loss', false, true, true, 'may'],
    ]);
    expect(body.matchCount).toBe(6);
    expect(body.rounds[0].opponent).toMatchObject({ name: 'Misty Waterflower', country: 'US' });
    expect(body.rounds[0].opponent.archetype).toMatchObject({ name: 'Gardevoir ex', icons: ['gardevoir'] });
    expect(body.list).toMatchObject({
      kind: 'deck',
      available: true,
      suggestedName: 'Charizard Pidgeot',
      cardCount: 60,
      match: null,
    });
    expect(body.list.cards).toContainEqual({
      count: 3,
      name: 'Charizard ex',
      set: 'OBF',
      number: '125',
      supertype: 'Pokémon',
    });
  });

  it('shows unreported rounds as not imported, and no list when the tournament published none', async () => {
    const res = await review(TCG.noLists.id, 'ash');
    expect(res.status).toBe(200);
    expect(res.body.rounds.map((r: { result: string; imported: boolean }) => [r.result, r.imported])).toEqual([
      ['win', true],
      ['win', true],
      ['unreported', false],
    ]);
    expect(res.body.matchCount).toBe(2);
    expect(res.body.list).toMatchObject({ kind: 'deck', available: false, cards: [] });
  });

  it("offers a VGC player's team list as a team", async () => {
    const res = await review(VGC.open.id, 'ash');
    expect(res.status).toBe(200);
    expect(res.body.list.kind).toBe('team');
    expect(res.body.list.available).toBe(true);
    expect(res.body.list.pokemon.map((p: { species: string }) => p.species)).toEqual([
      'Flutter Mane',
      'Incineroar',
      'Rillaboom',
      'Amoonguss',
      'Tornadus',
      'Chi-Yu',
    ]);
    expect(res.body.rounds.map((r: { label: string; bestOf: number }) => [r.label, r.bestOf])).toEqual([
      ['Round 1', 3],
      ['Round 2', 3],
      ['Finals', 3],
    ]);
  });

  it('answers 404 for a player who is not in the standings, 400 without a player', async () => {
    const missing = await review(TCG.cup.id, 'professor-oak');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(LIMITLESS_MESSAGES.playerNotFound);
    const none = await get(`/api/limitless/tournaments/${TCG.cup.id}/review`);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(LIMITLESS_MESSAGES.playerRequired);
  });

  it('answers Limitless failing with our message', async () => {
    const res = await review(MISBEHAVING.rateLimited, 'ash');
    expect(res.status).toBe(503);
    expect(res.body.msg).toBe(LIMITLESS_MESSAGES.rateLimited);
  });
});

describe('members only', () => {
  it.each([
    ['GET', `/api/limitless/tournaments?search=pallet`],
    ['GET', `/api/limitless/tournaments/${TCG.cup.id}/players`],
    ['GET', `/api/limitless/tournaments/${TCG.cup.id}/review?player=ash`],
    ['POST', '/api/limitless/import'],
    ['GET', '/api/limitless/history'],
    ['PUT', '/api/auth/limitless-username'],
  ] as const)('%s %s answers guests 401 and asks Limitless nothing', async (method, url) => {
    const before = standIn.requests.length;
    const res = await call(t.app, method, url, {
      body: method === 'GET' ? undefined : { tournamentId: TCG.cup.id, player: 'ash', list: { action: 'none' } },
    });
    expect(res.status).toBe(401);
    expect(standIn.requests.length).toBe(before);
  });
});

describe('PUT /api/auth/limitless-username', () => {
  it('remembers the username trimmed, shows it on the user, and forgets it with null or an empty string', async () => {
    const { token: own } = await registerUser(t.app);
    const set = await call(t.app, 'PUT', '/api/auth/limitless-username', {
      token: own,
      body: { limitlessUsername: '  Ash-K  ' },
    });
    expect(set.status).toBe(200);
    expect(set.body.limitlessUsername).toBe('Ash-K');
    expect((await get('/api/auth/user', own)).body.limitlessUsername).toBe('Ash-K');

    for (const forget of ['', null]) {
      await call(t.app, 'PUT', '/api/auth/limitless-username', { token: own, body: { limitlessUsername: 'x' } });
      const res = await call(t.app, 'PUT', '/api/auth/limitless-username', {
        token: own,
        body: { limitlessUsername: forget },
      });
      expect(res.status).toBe(200);
      expect(res.body.limitlessUsername).toBeNull();
    }
  });

  it('refuses a username that is too long', async () => {
    const res = await call(t.app, 'PUT', '/api/auth/limitless-username', {
      token,
      body: { limitlessUsername: 'a'.repeat(LIMITLESS_USERNAME_MAX_LENGTH + 1) },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(LIMITLESS_MESSAGES.usernameTooLong);
  });
});
