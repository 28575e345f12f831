import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITLESS_MESSAGES } from '@trainerlog/core';
import { users } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { MISBEHAVING, OTHER_GAME, startLimitlessStandIn, TCG, VGC } from './support/limitless.ts';
import { useTestApp } from './support/test-app.ts';

// The import of a Limitless tournament (issue 15) and its history, against our stand-in of the Limitless API.
const standIn = await startLimitlessStandIn();
// Many imports from one address: the rate limit has its own test (limitless-import-limits).
const t = useTestApp({ LIMITLESS_API_URL: standIn.url, LIMITLESS_TIMEOUT_MS: '300', LIMITLESS_RATE_LIMIT: '1000' });
afterAll(async () => {
  await standIn.close();
});

const importTournament = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/limitless/import', { token, body });
const history = (token: string) => call(t.app, 'GET', '/api/limitless/history', { token });

/** Rows of every table an import writes, across all users. */
async function counts() {
  type Counts = { tcg: number; vgc: number; decks: number; teams: number; groups: number; imports: number };
  const { rows } = await t.database.db.execute<Counts>(sql`
    select (select count(*) from tcg_matches)::int as tcg,
           (select count(*) from vgc_matches)::int as vgc,
           (select count(*) from decks)::int as decks,
           (select count(*) from teams)::int as teams,
           (select count(*) from match_groups)::int as groups,
           (select count(*) from limitless_imports)::int as imports`);
  return rows[0]!;
}

const CUP_LINK = `https://play.limitlesstcg.com/tournament/${TCG.cup.id}/standings`;

describe('POST /api/limitless/import', () => {
  it('imports a TCG tournament: its matches, the deck, a group holding them, the history; asking Limitless once', async () => {
    const { token } = await registerUser(t.app);
    const before = await counts();
    // The three steps, then the import: each of the tournament's answers is asked for once.
    expect((await call(t.app, 'GET', `/api/limitless/tournaments/${TCG.cup.id}/players`, { token })).status).toBe(200);
    const review = await call(t.app, 'GET', `/api/limitless/tournaments/${TCG.cup.id}/review?player=ash`, { token });
    expect(review.status).toBe(200);
    const res = await importTournament(token, { tournamentId: TCG.cup.id, player: 'ash', list: { action: 'new' } });
    expect(res.status).toBe(201);
    for (const part of ['details', 'standings', 'pairings']) {
      expect(standIn.asked(`/tournaments/${TCG.cup.id}/${part}`)).toHaveLength(1);
    }

    const entry = res.body.import;
    expect(entry).toMatchObject({
      tournamentId: TCG.cup.id,
      game: 'tcg',
      name: TCG.cup.name,
      format: 'STANDARD',
      date: '2025-03-08',
      players: 7,
      username: 'ash',
      playerName: 'Ash Ketchum',
      placing: 2,
      record: { wins: 3, losses: 2, ties: 1 },
      matchCount: 6,
      group: { name: TCG.cup.name },
      list: { name: 'Charizard Pidgeot' },
      link: CUP_LINK,
    });
    expect(res.body.matchIds).toHaveLength(6);
    expect(await counts()).toEqual({
      ...before,
      tcg: before.tcg + 6,
      decks: before.decks + 1,
      groups: before.groups + 1,
      imports: before.imports + 1,
    });

    // The deck: the list from the standings.
    const deck = await call(t.app, 'GET', `/api/decks/${entry.list._id}`, { token });
    expect(deck.body).toMatchObject({ name: 'Charizard Pidgeot', cardCount: 60 });

    // The matches: one per round, the bye included (issue 29: `specialResult` 'bye', a win), dated the tournament's day, with the deck.
    const list = await call(t.app, 'GET', '/api/tcgmatches?pageSize=100&sort=oldest', { token });
    const matches = list.body.matches as Record<string, unknown>[];
    expect(matches.map((m) => m._id).sort()).toEqual([...res.body.matchIds].sort());
    for (const match of matches) {
      expect(match).toMatchObject({
        date: '2025-03-08',
        importSource: 'limitless',
        deckId: entry.list._id,
        deckName: 'Charizard Pidgeot',
        group: { _id: entry.group._id, name: TCG.cup.name },
      });
    }
    const byNotes = (part: string) => matches.find((m) => String(m.notes).includes(part))!;
    expect(byNotes('Round 1')).toMatchObject({
      opponentDeck: 'Gardevoir ex',
      format: 'Bo1',
      games: [expect.objectContaining({ result: 'win' })],
      recordedResult: null,
      result: 'win',
      notes: expect.stringMatching(
        /^Limitless: Pallet Town League Cup #12 · Round 1, table 1 · vs Misty Waterflower \(misty\)/,
      ),
    });
    expect(byNotes('Round 3')).toMatchObject({
      opponentDeck: 'Lugia Archeops',
      format: 'Bo1',
      games: [],
      recordedResult: 'tie',
      result: 'tie',
    });
    expect(byNotes('Round 4')).toMatchObject({
      opponentDeck: 'Chien-Pao Baxcalibur',
      games: [expect.objectContaining({ result: 'loss' })],
      result: 'loss',
      notes: expect.stringContaining('double loss'),
    });
    expect(byNotes('Top 4')).toMatchObject({
      opponentDeck: 'Miraidon',
      format: 'Bo3',
      games: [],
      recordedResult: 'win',
      result: 'win',
    });
    expect(byNotes('Finals')).toMatchObject({ format: 'Bo3', games: [], recordedResult: 'loss', result: 'loss' });
    expect(byNotes('Round 2')).toMatchObject({
      opponentDeck: 'Bye',
      games: [],
      specialResult: 'bye',
      recordedResult: 'win',
      result: 'win',
      score: 'Bye',
      notes: expect.stringContaining('Round 2 · bye'),
    });

    // The group holds all of them.
    const group = await call(t.app, 'GET', `/api/matchgroups/${entry.group._id}`, { token });
    expect(group.status).toBe(200);
    expect(group.body).toMatchObject({ name: TCG.cup.name, type: 'tcg', matchCounts: { tcg: 6, vgc: 0 } });
    expect([...group.body.matches.tcg].sort()).toEqual([...res.body.matchIds].sort());
    expect(group.body.description).toContain(CUP_LINK);

    // The history, the remembered username, and the steps now knowing it was imported.
    expect((await history(token)).body).toEqual({ imports: [entry] });
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.limitlessUsername).toBe('ash');
    const again = await call(t.app, 'GET', `/api/limitless/tournaments/${TCG.cup.id}/review?player=ash`, { token });
    expect(again.body.alreadyImported).toEqual({ groupId: entry.group._id, importedAt: entry.importedAt });
    const found = await call(t.app, 'GET', '/api/limitless/tournaments?search=pallet%20town%20league', { token });
    expect(found.body.tournaments).toContainEqual(
      expect.objectContaining({ id: TCG.cup.id, imported: { groupId: entry.group._id } }),
    );

    // A second import is refused and doubles nothing.
    const afterFirst = await counts();
    const second = await importTournament(token, { tournamentId: TCG.cup.id, player: 'ash', list: { action: 'new' } });
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe(LIMITLESS_MESSAGES.alreadyImported);
    expect(await counts()).toEqual(afterFirst);
  });

  it('uses one of your decks, the day you send, and forgets nothing it was not asked to remember', async () => {
    const { token } = await registerUser(t.app);
    const deck = await call(t.app, 'POST', '/api/decks', { token, body: { name: 'My Charizard' } });
    expect(deck.status).toBe(201);
    const before = await counts();
    const res = await importTournament(token, {
      tournamentId: TCG.noLists.id,
      player: 'ASH',
      list: { action: 'existing', id: deck.body._id },
      date: '2025-03-08',
      rememberUsername: false,
    });
    expect(res.status).toBe(201);
    expect(res.body.import).toMatchObject({ date: '2025-03-08', matchCount: 2, list: { _id: deck.body._id } });
    expect(await counts()).toEqual({
      ...before,
      tcg: before.tcg + 2,
      groups: before.groups + 1,
      imports: before.imports + 1,
    });
    const matches = (await call(t.app, 'GET', '/api/tcgmatches?pageSize=100', { token })).body.matches;
    // Swiss Bo3 rounds: their game scores are not published, so they record the result only; no list: Unknown decks.
    expect(matches).toHaveLength(2);
    for (const match of matches) {
      expect(match).toMatchObject({
        date: '2025-03-08',
        format: 'Bo3',
        games: [],
        recordedResult: 'win',
        deckId: deck.body._id,
        deckName: 'My Charizard',
        opponentDeck: 'Unknown',
      });
    }
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.limitlessUsername).toBeNull();
  });

  it('imports a VGC tournament as VGC matches and a team', async () => {
    const { token } = await registerUser(t.app);
    const before = await counts();
    const res = await importTournament(token, {
      tournamentId: VGC.open.id,
      player: 'ash',
      list: { action: 'new', name: 'Lumiose team' },
    });
    expect(res.status).toBe(201);
    expect(res.body.import).toMatchObject({ game: 'vgc', matchCount: 3, list: { name: 'Lumiose team' } });
    expect(await counts()).toEqual({
      ...before,
      vgc: before.vgc + 3,
      teams: before.teams + 1,
      groups: before.groups + 1,
      imports: before.imports + 1,
    });
    const team = await call(t.app, 'GET', `/api/teams/${res.body.import.list._id}`, { token });
    expect(team.body.pokemon.map((p: { species: string }) => p.species)).toEqual([
      'Flutter Mane',
      'Incineroar',
      'Rillaboom',
      'Amoonguss',
      'Tornadus',
      'Chi-Yu',
    ]);
    const matches = (await call(t.app, 'GET', '/api/vgcmatches?pageSize=100', { token })).body.matches;
    expect(matches).toHaveLength(3);
    const serena = matches.filter((m: { opponentName: string }) => m.opponentName === 'Serena');
    expect(serena).toHaveLength(2);
    for (const match of matches) {
      expect(match).toMatchObject({
        date: '2025-03-06',
        format: 'SVG',
        bestOf: 3,
        games: [],
        recordedResult: 'win',
        teamId: team.body._id,
        group: { _id: res.body.import.group._id },
      });
    }
    expect(serena[0].opponentTeam).toEqual(['Pikachu', 'Sylveon', 'Garchomp', 'Talonflame', 'Gengar', 'Lucario']);
    const group = await call(t.app, 'GET', `/api/matchgroups/${res.body.import.group._id}`, { token });
    expect(group.body).toMatchObject({ type: 'vgc', matchCounts: { tcg: 0, vgc: 3 } });
  });

  it('imports one tournament for eight players at the same moment, each in full (no deadlock between imports)', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => registerUser(t.app)));
    const before = await counts();
    const answers = await Promise.all(
      players.map(({ token }) =>
        importTournament(token, { tournamentId: TCG.cup.id, player: 'ash', list: { action: 'new' } }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    const perImport = answers[0]!.body.matchIds.length;
    expect(perImport).toBeGreaterThan(1);
    expect((await counts()).tcg).toBe(before.tcg + 8 * perImport);
  });

  it("imports an opponent's team without the Pokémon the Pokédex does not know, naming them in the notes", async () => {
    const { token } = await registerUser(t.app);
    const res = await importTournament(token, {
      tournamentId: VGC.unknownSpecies.id,
      player: 'ash',
      list: { action: 'new' },
    });
    expect(res.status).toBe(201);
    const matches = (await call(t.app, 'GET', '/api/vgcmatches?pageSize=100', { token })).body.matches;
    const gladion = matches.find((m: { opponentName: string }) => m.opponentName === 'Gladion');
    expect(gladion.opponentTeam).toEqual(['Silvally', 'Lycanroc', 'Umbreon', 'Crobat', 'Zoroark']);
    expect(gladion.notes).toContain('Not recognised: Bulbamonster');
  });

  it('refuses at `list` a list of your own holding a Pokémon the Pokédex does not know, storing nothing', async () => {
    const { token } = await registerUser(t.app);
    const before = await counts();
    for (const action of ['new', 'none']) {
      const res = await importTournament(token, {
        tournamentId: VGC.unknownSpecies.id,
        player: 'gladion',
        list: { action },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'list', message: 'Unknown Pokémon "Bulbamonster"' }]);
    }
    expect(await counts()).toEqual(before);
    expect((await history(token)).body.imports).toEqual([]);
  });

  it.each([
    ['an unknown tournament', MISBEHAVING.unknown, 'ash', 404, LIMITLESS_MESSAGES.tournamentNotFound],
    ['Limitless limiting us', MISBEHAVING.rateLimited, 'ash', 503, LIMITLESS_MESSAGES.rateLimited],
    ['no answer in time', MISBEHAVING.silent, 'ash', 504, LIMITLESS_MESSAGES.timeout(1)],
    ['an answer that is not JSON', MISBEHAVING.html, 'ash', 502, LIMITLESS_MESSAGES.unreadable],
    ['an HTTP error', MISBEHAVING.serverError, 'ash', 502, LIMITLESS_MESSAGES.httpError(500)],
    ['another game', OTHER_GAME.id, 'luffy', 400, LIMITLESS_MESSAGES.wrongGame],
    ['a player not in the standings', TCG.cup.id, 'professor-oak', 404, LIMITLESS_MESSAGES.playerNotFound],
  ])('answers %s with its status and message, storing nothing', async (_what, id, player, status, message) => {
    const { token } = await registerUser(t.app);
    const before = await counts();
    const res = await importTournament(token, { tournamentId: id, player, list: { action: 'new' } });
    expect(res.status).toBe(status);
    expect(res.body.msg).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it("refuses a plan that cannot be made at its request path: no list to save, someone else's deck", async () => {
    const { token } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const theirs = await call(t.app, 'POST', '/api/decks', { token: other.token, body: { name: 'Not yours' } });
    const before = await counts();

    const noList = await importTournament(token, {
      tournamentId: TCG.noLists.id,
      player: 'ash',
      list: { action: 'new' },
    });
    expect(noList.status).toBe(400);
    expect(noList.body.msg).toBe(LIMITLESS_MESSAGES.noListToSave);
    expect(noList.body.errors).toEqual([expect.objectContaining({ message: LIMITLESS_MESSAGES.noListToSave })]);

    const stolen = await importTournament(token, {
      tournamentId: TCG.cup.id,
      player: 'ash',
      list: { action: 'existing', id: theirs.body._id },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual([{ path: 'list.id', message: LIMITLESS_MESSAGES.deckRequired }]);
    expect(await counts()).toEqual(before);
  });

  it('validates the request body', async () => {
    const { token } = await registerUser(t.app);
    const badId = await importTournament(token, {
      tournamentId: 'no such/id',
      player: 'ash',
      list: { action: 'none' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toContainEqual({ path: 'tournamentId', message: LIMITLESS_MESSAGES.linkInvalid });
    const noId = await importTournament(token, {
      tournamentId: TCG.cup.id,
      player: 'ash',
      list: { action: 'existing' },
    });
    expect(noId.status).toBe(400);
    expect(noId.body.errors).toContainEqual(expect.objectContaining({ path: 'list.id' }));
  });

  it('stores one import when the same tournament is imported twice at once', async () => {
    const { token } = await registerUser(t.app);
    const before = await counts();
    const body = { tournamentId: TCG.cup.id, player: 'ash', list: { action: 'new' } };
    const answers = await Promise.all([importTournament(token, body), importTournament(token, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await counts()).toEqual({
      ...before,
      tcg: before.tcg + 6,
      decks: before.decks + 1,
      groups: before.groups + 1,
      imports: before.imports + 1,
    });
  });

  it("stores the community category of an opponent's archetype that only its icons name", async () => {
    const admin = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    const category = await call(t.app, 'POST', '/api/deck-categories', {
      token: admin.token,
      body: { name: 'Lugia Box', sprites: ['lugia', 'archeops'], keywords: ['lugiabox'], coreCards: [] },
    });
    expect(category.status).toBe(201);

    const { token, user } = await registerUser(t.app);
    const review = await call(t.app, 'GET', `/api/limitless/tournaments/${TCG.cup.id}/review?player=ash`, { token });
    expect(review.body.rounds[2].opponent.archetype).toMatchObject({
      name: 'Lugia Archeops',
      categoryName: 'Lugia Box',
    });
    const res = await importTournament(token, { tournamentId: TCG.cup.id, player: 'ash', list: { action: 'none' } });
    expect(res.status).toBe(201);
    const { rows } = await t.database.db.execute<{ opponent_deck: string; opponent_category_id: string | null }>(
      sql`select opponent_deck, opponent_category_id from tcg_matches where user_id = ${user._id}`,
    );
    expect(rows.find((row) => row.opponent_deck === 'Lugia Archeops')!.opponent_category_id).toBe(category.body._id);
    // Issue 29: the built-in catalogue files the archetype a deck name names, with no admin work.
    const listed = await call(t.app, 'GET', '/api/deck-categories');
    const gardevoir = listed.body.categories.find((c: { name: string }) => c.name === 'Gardevoir ex');
    expect(rows.find((row) => row.opponent_deck === 'Gardevoir ex')!.opponent_category_id).toBe(gardevoir._id);
  });
});

describe('GET /api/limitless/history', () => {
  it("lists a player's own imports newest first, and nobody else's; another player imports into their own account", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const first = await importTournament(alice.token, {
      tournamentId: TCG.noLists.id,
      player: 'ash',
      list: { action: 'none' },
    });
    expect(first.status).toBe(201);
    expect(first.body.import.list).toBeNull();
    const second = await importTournament(alice.token, {
      tournamentId: TCG.cup.id,
      player: 'ash',
      list: { action: 'new' },
    });
    expect(second.status).toBe(201);
    const own = (await history(alice.token)).body.imports;
    expect(own.map((entry: { tournamentId: string }) => entry.tournamentId)).toEqual([TCG.cup.id, TCG.noLists.id]);
    expect((await history(bob.token)).body).toEqual({ imports: [] });

    // Bob imports the same tournament: into his own account, Alice's stays as it was.
    const aliceMatches = (await call(t.app, 'GET', '/api/tcgmatches', { token: alice.token })).body.totalCount;
    const bobs = await importTournament(bob.token, {
      tournamentId: TCG.cup.id,
      player: 'ash',
      list: { action: 'new' },
    });
    expect(bobs.status).toBe(201);
    expect((await call(t.app, 'GET', '/api/tcgmatches', { token: alice.token })).body.totalCount).toBe(aliceMatches);
    expect((await call(t.app, 'GET', '/api/tcgmatches', { token: bob.token })).body.totalCount).toBe(6);
    expect(
      (await call(t.app, 'GET', `/api/matchgroups/${bobs.body.import.group._id}`, { token: alice.token })).status,
    ).toBe(404);
    expect((await history(alice.token)).body.imports).toHaveLength(2);
  });

  it('keeps the entry, without its group and deck, once they are deleted; the tournament is still refused', async () => {
    const { token } = await registerUser(t.app);
    const res = await importTournament(token, { tournamentId: TCG.cup.id, player: 'ash', list: { action: 'new' } });
    expect(res.status).toBe(201);
    const { group, list } = res.body.import;
    expect((await call(t.app, 'DELETE', `/api/matchgroups/${group._id}`, { token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/decks/${list._id}`, { token })).status).toBe(200);
    const [entry] = (await history(token)).body.imports;
    expect(entry).toMatchObject({ tournamentId: TCG.cup.id, group: null, list: null });
    const again = await importTournament(token, { tournamentId: TCG.cup.id, player: 'ash', list: { action: 'new' } });
    expect(again.status).toBe(409);
  });
});
