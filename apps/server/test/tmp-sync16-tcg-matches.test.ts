import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BO1_ONE_GAME,
  BO3_ENDS_AT_TWO_WINS,
  BO3_NEEDS_THIRD_GAME,
  BO3_TWO_OR_THREE_GAMES,
  DECK_ID_INVALID,
  GAME_RESULT_REQUIRED,
  MATCH_DATE_IN_FUTURE,
  MATCH_DATE_INVALID,
  MATCH_DATE_TOO_EARLY,
  MATCH_DECK_REQUIRED,
  OPPONENT_DECK_REQUIRED,
  PRIZES_PER_SIDE_EXCEEDED,
  tcgMatchPageSchema,
  tcgMatchSchema,
  TCG_CSV_COLUMNS,
} from '@trainerlog/core';
import { tcgMatches } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({ REGISTER_RATE_LIMIT: '100000', COSTLY_WRITE_RATE_LIMIT: '100000' });
const MISSING = '00000000-0000-4000-8000-000000000000';

const win = { result: 'win' };
const loss = { result: 'loss' };

function matchBody(overrides: Record<string, unknown> = {}) {
  return {
    deckName: 'Gardevoir ex',
    opponentDeck: 'Charizard ex',
    format: 'Bo1',
    date: '2025-03-01',
    notes: '',
    games: [win],
    ...overrides,
  };
}

async function storedCount(userId: string) {
  return (await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.userId, userId))).length;
}

async function createDeck(token: string, name: string) {
  const res = await call(t.app, 'POST', '/api/decks', {
    token,
    body: { name, pokemonSprite: 'gardevoir', secondaryPokemonSprite: 'kirlia', cards: [] },
  });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

async function log(token: string, overrides: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/tcgmatches', { token, body: matchBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('TCG matches', () => {
  it('are for members only', async () => {
    for (const [method, url] of [
      ['GET', '/api/tcgmatches'],
      ['GET', '/api/tcgmatches/summary'],
      ['GET', '/api/tcgmatches/export'],
      ['POST', '/api/tcgmatches'],
      ['GET', `/api/tcgmatches/${MISSING}`],
      ['PUT', `/api/tcgmatches/${MISSING}`],
      ['DELETE', `/api/tcgmatches/${MISSING}`],
    ] as const) {
      const res = await call(t.app, method, url, {
        body: method === 'POST' || method === 'PUT' ? matchBody() : undefined,
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: 'No token' });
    }
  });

  it('logs, reads, replaces and deletes a match, deriving result, score and best-of', async () => {
    const me = await registerUser(t.app);
    const created = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: matchBody({
        format: 'Bo3',
        opponentDeck: '  Charizard ex ',
        opponentDeckVariant: 'Pidgeot',
        notes: '  tight games',
        games: [
          { result: 'loss', wentFirst: true, coinFlipWin: true, coinFlipChoice: 'first', playerMulligans: 1 },
          { result: 'win', wentFirst: false, advancedDetails: { prizeOrder: ['player', 'opponent'] } },
          { result: 'win', conceded: 'Opponent', notes: 'they scooped' },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const match = tcgMatchSchema.strict().parse(created.body);
    expect(match).toMatchObject({
      user: me.user._id,
      deckId: null,
      deckName: 'Gardevoir ex',
      opponentDeck: 'Charizard ex',
      opponentDeckVariant: 'Pidgeot',
      notes: '  tight games',
      format: 'Bo3',
      bestOf: 3,
      result: 'win',
      score: '2-1',
      importSource: null,
      ptcglLogText: null,
      group: null,
    });
    expect(match.games[0]).toEqual({
      result: 'loss',
      wentFirst: true,
      coinFlipWin: true,
      coinFlipChoice: 'first',
      playerMulligans: 1,
      opponentMulligans: 0,
      conceded: null,
      notes: '',
    });
    expect(match.games[1]!.advancedDetails).toEqual({
      firstPrizeTakenBy: null,
      prizeOrder: ['player', 'opponent'],
      prizeContents: [],
    });

    const read = await call(t.app, 'GET', `/api/tcgmatches/${match._id}`, { token: me.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    // Editing notes sends the whole match back.
    const replaced = await call(t.app, 'PUT', `/api/tcgmatches/${match._id}`, {
      token: me.token,
      body: { ...matchBody(), notes: 'edited', games: [loss] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ _id: match._id, notes: 'edited', result: 'loss', score: '0-1', bestOf: 1 });
    expect(replaced.body.createdAt).toBe(match.createdAt);
    const [row] = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.id, match._id));
    expect(row).toMatchObject({ wins: 0, losses: 1, result: 'loss' });

    const removed = await call(t.app, 'DELETE', `/api/tcgmatches/${match._id}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ msg: 'Match deleted' });
    expect((await call(t.app, 'GET', `/api/tcgmatches/${match._id}`, { token: me.token })).status).toBe(404);
    expect(await storedCount(me.user._id)).toBe(0);
  });

  it('refuses every invalid match with the field path, storing nothing, on create and on replace', async () => {
    const me = await registerUser(t.app);
    const kept = await log(me.token, { notes: 'original' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ format: 'Bo1', games: [win, loss] }, 'games', BO1_ONE_GAME],
      [{ format: 'Bo1', games: [] }, 'games', BO1_ONE_GAME],
      [{ format: 'Bo3', games: [win] }, 'games', BO3_TWO_OR_THREE_GAMES],
      [{ format: 'Bo3', games: [win, loss] }, 'games', BO3_NEEDS_THIRD_GAME],
      [{ format: 'Bo3', games: [win, win, loss] }, 'games', BO3_ENDS_AT_TWO_WINS],
      [{ format: 'Bo3', games: [loss, loss, win] }, 'games', BO3_ENDS_AT_TWO_WINS],
      [{ format: 'Bo5' }, 'format', 'Format must be Bo1 or Bo3'],
      [{ opponentDeck: undefined }, 'opponentDeck', OPPONENT_DECK_REQUIRED],
      [{ opponentDeck: '   ' }, 'opponentDeck', OPPONENT_DECK_REQUIRED],
      [{ deckName: '  ' }, 'deckName', MATCH_DECK_REQUIRED],
      [{ deckName: undefined }, 'deckName', MATCH_DECK_REQUIRED],
      [{ deckId: 'not-a-deck' }, 'deckId', DECK_ID_INVALID],
      [{ date: '2024-02-30' }, 'date', MATCH_DATE_INVALID],
      [{ date: 'Jan 5, 2024' }, 'date', MATCH_DATE_INVALID],
      [{ date: undefined }, 'date', MATCH_DATE_INVALID],
      [{ date: '2999-01-01' }, 'date', MATCH_DATE_IN_FUTURE],
      [{ games: [{ result: 'draw' }] }, 'games.0.result', GAME_RESULT_REQUIRED],
      [
        { games: [{ result: 'win', playerMulligans: -1 }] },
        'games.0.playerMulligans',
        'Your mulligans must be between 0 and 20',
      ],
      [{ notes: 'x'.repeat(10_001) }, 'notes', 'Notes must be at most 10000 characters'],
      [{ format: 'Bo3', games: [] }, 'games', BO3_TWO_OR_THREE_GAMES],
      [{ format: 'Bo3', games: [win, win, win, win, win, win] }, 'games', 'A match has at most 5 games'],
      [{ games: [{}] }, 'games.0.result', GAME_RESULT_REQUIRED],
      [{ date: '1995-12-31' }, 'date', MATCH_DATE_TOO_EARLY],
      [{ date: 20250301 }, 'date', MATCH_DATE_INVALID],
      [{ deckName: 'x'.repeat(101) }, 'deckName', 'Deck name must be at most 100 characters'],
      [{ opponentDeck: 'x'.repeat(101) }, 'opponentDeck', 'Opponent deck must be at most 100 characters'],
      [
        { opponentDeckVariant: 'x'.repeat(101) },
        'opponentDeckVariant',
        'Opponent deck variant must be at most 100 characters',
      ],
      [
        { games: [{ result: 'win', playerMulligans: 21 }] },
        'games.0.playerMulligans',
        'Your mulligans must be between 0 and 20',
      ],
      [
        { games: [{ result: 'win', opponentMulligans: 21 }] },
        'games.0.opponentMulligans',
        "Opponent's mulligans must be between 0 and 20",
      ],
      [
        { games: [{ result: 'win', opponentMulligans: 1.5 }] },
        'games.0.opponentMulligans',
        "Opponent's mulligans must be a whole number",
      ],
      [
        { games: [{ result: 'win', coinFlipChoice: 'heads' }] },
        'games.0.coinFlipChoice',
        'Coin flip choice must be first or second',
      ],
      [{ games: [{ result: 'win', conceded: 'me' }] }, 'games.0.conceded', 'Conceded must be Player or Opponent'],
      [
        { games: [{ result: 'win', notes: 'x'.repeat(10_001) }] },
        'games.0.notes',
        'Game notes must be at most 10000 characters',
      ],
      [
        { games: [{ result: 'win', advancedDetails: { firstPrizeTakenBy: 'me' } }] },
        'games.0.advancedDetails.firstPrizeTakenBy',
        'Must be player or opponent',
      ],
      [
        { games: [{ result: 'win', advancedDetails: { prizeOrder: Array(7).fill('player') } }] },
        'games.0.advancedDetails.prizeOrder',
        PRIZES_PER_SIDE_EXCEEDED,
      ],
      [
        { games: [{ result: 'win', advancedDetails: { prizeOrder: Array(13).fill('opponent') } }] },
        'games.0.advancedDetails.prizeOrder',
        'Prize order has at most 12 entries',
      ],
      [
        { games: [{ result: 'win', advancedDetails: { prizeContents: Array(13).fill('Boss') } }] },
        'games.0.advancedDetails.prizeContents',
        'Prize contents have at most 12 cards',
      ],
      [
        { games: [{ result: 'win', advancedDetails: { prizeContents: ['x'.repeat(101)] } }] },
        'games.0.advancedDetails.prizeContents.0',
        'Prize card name must be at most 100 characters',
      ],
    ];
    for (const [overrides, path, message] of cases) {
      const body = matchBody(overrides);
      for (const [method, url] of [
        ['POST', '/api/tcgmatches'],
        ['PUT', `/api/tcgmatches/${kept._id}`],
      ] as const) {
        const res = await call(t.app, method, url, { token: me.token, body });
        expect(res.status, `${method} ${JSON.stringify(overrides).slice(0, 80)}`).toBe(400);
        expect(res.body.errors).toContainEqual({ path, message });
      }
    }
    expect(await storedCount(me.user._id)).toBe(1);
    const unchanged = await call(t.app, 'GET', `/api/tcgmatches/${kept._id}`, { token: me.token });
    expect(unchanged.body).toEqual(kept);
  });

  it("hides another member's matches and refuses another member's deck", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await log(me.token);
    for (const [method, url] of [
      ['GET', `/api/tcgmatches/${mine._id}`],
      ['PUT', `/api/tcgmatches/${mine._id}`],
      ['DELETE', `/api/tcgmatches/${mine._id}`],
      ['GET', '/api/tcgmatches/not-a-uuid'],
      ['PUT', '/api/tcgmatches/not-a-uuid'],
      ['DELETE', `/api/tcgmatches/${MISSING}`],
    ] as const) {
      const res = await call(t.app, method, url, {
        token: other.token,
        body: method === 'PUT' ? matchBody({ notes: 'hijacked' }) : undefined,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: 'Match not found' });
    }
    expect((await call(t.app, 'GET', `/api/tcgmatches/${mine._id}`, { token: me.token })).body).toEqual(mine);
    expect((await call(t.app, 'GET', '/api/tcgmatches', { token: other.token })).body.totalCount).toBe(0);

    const theirDeck = await createDeck(other.token, 'Lugia VSTAR');
    const stolen = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: matchBody({ deckId: theirDeck }),
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ msg: 'Deck not found' });
    const swapped = await call(t.app, 'PUT', `/api/tcgmatches/${mine._id}`, {
      token: me.token,
      body: matchBody({ deckId: theirDeck }),
    });
    expect(swapped.status).toBe(404);
    expect(swapped.body).toEqual({ msg: 'Deck not found' });
    expect(await storedCount(me.user._id)).toBe(1);
    // A local deck id is a pending reference (issue 16, sync-idempotency.test.ts): stored unlinked, not refused.
    const local = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: matchBody({ deckId: 'local_123_abc' }),
    });
    expect(local.status).toBe(201);
    expect(local.body.deckId).toBeNull();
  });

  it("keeps the deck's name as played: a rename does not change logged matches, a deleted deck leaves the name", async () => {
    const me = await registerUser(t.app);
    const deckId = await createDeck(me.token, 'Gardevoir ex');
    const match = await log(me.token, { deckId, deckName: 'ignored' });
    expect(match).toMatchObject({ deckId, deckName: 'Gardevoir ex' });

    const renamed = await call(t.app, 'PUT', `/api/decks/${deckId}`, { token: me.token, body: { name: 'Gardy v2' } });
    expect(renamed.status).toBe(200);
    const edited = await call(t.app, 'PUT', `/api/tcgmatches/${match._id}`, {
      token: me.token,
      body: matchBody({ deckId, deckName: match.deckName, notes: 'new notes' }),
    });
    expect(edited.body).toMatchObject({ deckId, deckName: 'Gardevoir ex', notes: 'new notes' });

    const otherDeck = await createDeck(me.token, 'Miraidon ex');
    const moved = await call(t.app, 'PUT', `/api/tcgmatches/${match._id}`, {
      token: me.token,
      body: matchBody({ deckId: otherDeck }),
    });
    expect(moved.body).toMatchObject({ deckId: otherDeck, deckName: 'Miraidon ex' });

    expect((await call(t.app, 'DELETE', `/api/decks/${otherDeck}`, { token: me.token })).status).toBe(200);
    const orphan = await call(t.app, 'GET', `/api/tcgmatches/${match._id}`, { token: me.token });
    expect(orphan.body).toMatchObject({ deckId: null, deckName: 'Miraidon ex' });
  });
});

describe('PUT /api/tcgmatches/:id', () => {
  it('removes the PTCGL import marker and the imported log text (spec part 2 §2)', async () => {
    const me = await registerUser(t.app);
    const match = await log(me.token);
    await t.database.db
      .update(tcgMatches)
      .set({ importSource: 'ptcgl', ptcglLogText: 'Turn 1 - bench played Ralts' })
      .where(eq(tcgMatches.id, match._id));
    const imported = await call(t.app, 'GET', `/api/tcgmatches/${match._id}`, { token: me.token });
    expect(imported.body).toMatchObject({ importSource: 'ptcgl', ptcglLogText: 'Turn 1 - bench played Ralts' });

    const edited = await call(t.app, 'PUT', `/api/tcgmatches/${match._id}`, {
      token: me.token,
      body: matchBody({ notes: 'reviewed' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ importSource: null, ptcglLogText: null, notes: 'reviewed' });
    const [row] = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.id, match._id));
    expect(row).toMatchObject({ importSource: null, ptcglLogText: null });
  });

  it('keeps the import marker and log when the whole match is sent back with them (a notes save)', async () => {
    const me = await registerUser(t.app);
    const created = await call(t.app, 'POST', '/api/tcgmatches', {
      token: me.token,
      body: matchBody({ importSource: 'ptcgl', ptcglLogText: 'Turn 1 - bench played Ralts' }),
    });
    expect(created.body).toMatchObject({ importSource: 'ptcgl', ptcglLogText: 'Turn 1 - bench played Ralts' });
    const noted = await call(t.app, 'PUT', `/api/tcgmatches/${created.body._id}`, {
      token: me.token,
      body: matchBody({ notes: 'good game', importSource: 'ptcgl', ptcglLogText: 'Turn 1 - bench played Ralts' }),
    });
    expect(noted.body).toMatchObject({
      importSource: 'ptcgl',
      ptcglLogText: 'Turn 1 - bench played Ralts',
      notes: 'good game',
    });
    const bad = await call(t.app, 'PUT', `/api/tcgmatches/${created.body._id}`, {
      token: me.token,
      body: matchBody({ importSource: 'showdown' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({
      path: 'importSource',
      message: 'Import source must be ptcgl, limitless or null',
    });
  });
});

describe('GET /api/tcgmatches', () => {
  it('pages newest first with totals, and past the end is empty', async () => {
    const me = await registerUser(t.app);
    const ids: string[] = [];
    // Five days, the third with two matches: the later-created one comes first among equals.
    for (const date of ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-03', '2025-01-04', '2025-01-05']) {
      ids.push((await log(me.token, { date, opponentDeck: `Opp ${date}` }))._id);
    }
    const newestOrder = [ids[5], ids[4], ids[3], ids[2], ids[1], ids[0]];
    const first = await call(t.app, 'GET', '/api/tcgmatches?pageSize=4', { token: me.token });
    expect(first.status).toBe(200);
    tcgMatchPageSchema.parse(first.body);
    expect(first.body).toMatchObject({ page: 1, pageSize: 4, totalCount: 6, totalPages: 2 });
    expect(first.body.matches.map((m: { _id: string }) => m._id)).toEqual(newestOrder.slice(0, 4));
    const second = await call(t.app, 'GET', '/api/tcgmatches?pageSize=4&page=2', { token: me.token });
    expect(second.body.matches.map((m: { _id: string }) => m._id)).toEqual(newestOrder.slice(4));
    const beyond = await call(t.app, 'GET', '/api/tcgmatches?pageSize=4&page=3', { token: me.token });
    expect(beyond.body).toMatchObject({ matches: [], totalCount: 6, totalPages: 2 });
    const oldest = await call(t.app, 'GET', '/api/tcgmatches?sort=oldest', { token: me.token });
    expect(oldest.body.matches.map((m: { _id: string }) => m._id)).toEqual([...newestOrder].reverse());
    const defaults = await call(t.app, 'GET', '/api/tcgmatches', { token: me.token });
    expect(defaults.body).toMatchObject({ page: 1, pageSize: 15, totalPages: 1 });

    for (const query of ['page=0', 'pageSize=101', 'sort=best', `search=${'x'.repeat(101)}`]) {
      const bad = await call(t.app, 'GET', `/api/tcgmatches?${query}`, { token: me.token });
      expect(bad.status, query).toBe(400);
    }
  });

  it('searches opponent deck or notes ignoring case, with wildcards taken literally', async () => {
    const me = await registerUser(t.app);
    const zard = await log(me.token, { opponentDeck: 'Charizard ex', notes: '' });
    const noted = await log(me.token, { opponentDeck: 'Lost Box', notes: 'Their CHARIZARD was benched' });
    const percent = await log(me.token, { opponentDeck: 'Gholdengo', notes: 'won 100% of prizes' });
    const underscore = await log(me.token, { opponentDeck: 'Snorlax_stall', notes: '' });
    const backslash = await log(me.token, { opponentDeck: 'Miraidon', notes: 'path C:\\decks' });
    await log(me.token, { opponentDeck: 'Iron Hands', notes: 'nothing' });
    const search = async (text: string) => {
      const res = await call(t.app, 'GET', `/api/tcgmatches?search=${encodeURIComponent(text)}`, { token: me.token });
      expect(res.status).toBe(200);
      return res.body.matches.map((m: { _id: string }) => m._id).sort();
    };
    expect(await search('charizard')).toEqual([zard._id, noted._id].sort());
    expect(await search('  cHaRiZaRd  ')).toEqual([zard._id, noted._id].sort());
    expect(await search('%')).toEqual([percent._id]);
    expect(await search('x_s')).toEqual([underscore._id]);
    expect(await search('_')).toEqual([underscore._id]);
    // A backslash is literal too (it is ILIKE's escape character): alone, and before a letter it must not escape.
    expect(await search('\\')).toEqual([backslash._id]);
    expect(await search(':\\d')).toEqual([backslash._id]);
    expect(await search('\\%')).toEqual([]);
    expect(await search('zzz')).toEqual([]);
    expect((await call(t.app, 'GET', '/api/tcgmatches?search=', { token: me.token })).body.totalCount).toBe(6);
  });

  it("searches opponent deck or your deck for the Match Group dialog's picker (searchIn=picker)", async () => {
    const me = await registerUser(t.app);
    const theirs = await log(me.token, { deckName: 'Gardevoir ex', opponentDeck: 'Charizard ex', notes: '' });
    const mine = await log(me.token, { deckName: 'Charizard Pidgeot', opponentDeck: 'Lost Box', notes: '' });
    await log(me.token, { deckName: 'Gardevoir ex', opponentDeck: 'Lugia', notes: 'charizard prized' });
    const picker = await call(t.app, 'GET', '/api/tcgmatches?search=CHARIZARD&searchIn=picker', { token: me.token });
    expect(picker.status).toBe(200);
    expect(picker.body.matches.map((m: { _id: string }) => m._id).sort()).toEqual([theirs._id, mine._id].sort());
    expect(picker.body.totalCount).toBe(2);
    const bad = await call(t.app, 'GET', '/api/tcgmatches?search=x&searchIn=notes', { token: me.token });
    expect(bad.status).toBe(400);
  });

  it('sorts by deck name A-Z and Z-A ignoring case, newest first among equal names', async () => {
    const me = await registerUser(t.app);
    const b = await log(me.token, { deckName: 'banette', date: '2025-02-01' });
    const a1 = await log(me.token, { deckName: 'Arceus', date: '2025-02-01' });
    const a2 = await log(me.token, { deckName: 'arceus', date: '2025-02-03' });
    const c = await log(me.token, { deckName: 'Chien-Pao', date: '2025-01-01' });
    const order = async (sort: string) =>
      (await call(t.app, 'GET', `/api/tcgmatches?sort=${sort}`, { token: me.token })).body.matches.map(
        (m: { _id: string }) => m._id,
      );
    // Equal ignoring case: 'Arceus' sorts before 'arceus' (byte order) only as the last resort; both then newest first.
    const az = await order('a-z');
    expect(az.slice(2)).toEqual([b._id, c._id]);
    expect(az.slice(0, 2).sort()).toEqual([a1._id, a2._id].sort());
    const za = await order('z-a');
    expect(za.slice(0, 2)).toEqual([c._id, b._id]);
  });

  it('keeps the matches dated within a season, both days inclusive', async () => {
    const me = await registerUser(t.app);
    const owner = await registerUser(t.app);
    await t.database.db.execute(`update users set role = 'owner' where id = '${owner.user._id}'`);
    const season = await call(t.app, 'POST', '/api/seasons', {
      token: owner.token,
      body: { name: 'Spring', startDate: '2025-03-01', endDate: '2025-03-31' },
    });
    expect(season.status).toBe(201);
    await log(me.token, { date: '2025-02-28' });
    const first = await log(me.token, { date: '2025-03-01' });
    const last = await log(me.token, { date: '2025-03-31' });
    await log(me.token, { date: '2025-04-01' });
    const res = await call(t.app, 'GET', `/api/tcgmatches?seasonId=${season.body._id}`, { token: me.token });
    expect(res.body.totalCount).toBe(2);
    expect(res.body.matches.map((m: { _id: string }) => m._id)).toEqual([last._id, first._id]);
    for (const id of [MISSING, 'nope']) {
      const missing = await call(t.app, 'GET', `/api/tcgmatches?seasonId=${id}`, { token: me.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ msg: 'Season not found' });
    }

    const csv = await call(t.app, 'GET', `/api/tcgmatches/export?seasonId=${season.body._id}&sort=oldest`, {
      token: me.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="tcg_matches_\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.raw.body.split('\r\n');
    expect(lines[0]).toBe(TCG_CSV_COLUMNS.join(','));
    expect(lines.slice(1, 3).map((line) => line.split(',')[0])).toEqual([first._id, last._id]);
    expect(lines).toHaveLength(4);
  });
});
