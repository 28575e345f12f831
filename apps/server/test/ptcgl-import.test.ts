import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PTCGL_GAME_UNKNOWN,
  PTCGL_LOG_ALREADY_IMPORTED,
  PTCGL_RESULT_UNKNOWN,
  PTCGL_SCREEN_NAMES_DUPLICATE,
  PTCGL_TEXT_REQUIRED,
  PTCGL_TEXT_TOO_LONG,
  PTCGL_PASTE_MAX_LENGTH,
  PTCGL_PASTE_MAX_LOGS,
  PTCGL_TOO_MANY_LOGS,
  tcgMatchSchema,
} from '@trainerlog/core';
import { tcgMatches, tcgMatchLogs } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { englishTestLog } from './support/ptcgl-logs.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const PREVIEW = '/api/tcgmatches/import/ptcgl/preview';
const IMPORT = '/api/tcgmatches/import/ptcgl';

const ashWins = englishTestLog({ owner: 'Ash Ketchum', opponent: 'Gary_99', winner: 'Ash Ketchum', seed: 1 });
const ashLoses = englishTestLog({ owner: 'Ash Ketchum', opponent: 'Gary_99', winner: 'Gary_99', seed: 2 });
const ashWinsAgain = englishTestLog({ owner: 'Ash Ketchum', opponent: 'Gary_99', winner: 'Ash Ketchum', seed: 3 });

async function storedMatches(userId: string) {
  return t.database.db.select().from(tcgMatches).where(eq(tcgMatches.userId, userId));
}

async function importText(token: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', IMPORT, { token, body: { date: '2025-06-01', ...body } });
}

describe('PTCGL import', () => {
  it('is for members only', async () => {
    for (const url of [PREVIEW, IMPORT]) {
      const res = await call(t.app, 'POST', url, { body: { text: ashWins } });
      expect(res.status).toBe(401);
    }
  });

  it('previews a log without storing anything', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await call(t.app, 'POST', PREVIEW, { token, body: { text: ashWins } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.games).toHaveLength(1);
    const [game] = res.body.games;
    expect(game.reading.players).toEqual(['Ash Ketchum', 'Gary_99']);
    expect(game.me).toBe('Ash Ketchum');
    expect(game.meSource).toBe('owner');
    expect(game.fields).toMatchObject({ result: 'win', wentFirst: false, coinFlipWin: false, coinFlipChoice: 'first' });
    expect(res.body.matches).toEqual([expect.objectContaining({ games: [0], format: 'Bo1', opponent: 'Gary_99' })]);
    expect(await storedMatches(user._id)).toHaveLength(0);
  });

  it('answers 400 in words for text that is not a log, empty or too long', async () => {
    const { token, user } = await registerUser(t.app);
    for (const url of [PREVIEW, IMPORT]) {
      const prose = await call(t.app, 'POST', url, { token, body: { text: 'Hello, this is my grocery list.' } });
      expect(prose.status).toBe(400);
      expect(prose.body.msg).toMatch(/not a Pokémon TCG Live game log/);
      expect(prose.body.errors[0].path).toBe('text');
      const empty = await call(t.app, 'POST', url, { token, body: { text: '   ' } });
      expect(empty.status).toBe(400);
      expect(empty.body.msg).toBe(PTCGL_TEXT_REQUIRED);
      const huge = await call(t.app, 'POST', url, { token, body: { text: 'x'.repeat(PTCGL_PASTE_MAX_LENGTH + 1) } });
      expect(huge.status).toBe(400);
      expect(huge.body.msg).toBe(PTCGL_TEXT_TOO_LONG);
    }
    expect(await storedMatches(user._id)).toHaveLength(0);
  });

  it('refuses a paste of more logs than one import takes, in the preview and the import', async () => {
    const { token, user } = await registerUser(t.app);
    const logs = Array.from({ length: PTCGL_PASTE_MAX_LOGS + 1 }, (_, i) =>
      englishTestLog({ owner: 'Ash Ketchum', opponent: `Rival ${i}`, winner: 'Ash Ketchum', seed: i }),
    );
    for (const url of [PREVIEW, IMPORT]) {
      const res = await call(t.app, 'POST', url, { token, body: { text: logs.join('\n\n') } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'text', message: PTCGL_TOO_MANY_LOGS }]);
    }
    expect(await storedMatches(user._id)).toHaveLength(0);
  });

  it('imports a log with every game fact, the marker and the log text, and counts it at once', async () => {
    const { token } = await registerUser(t.app);
    const res = await importText(token, { text: ashWins });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.matches).toHaveLength(1);
    const match = tcgMatchSchema.parse(res.body.matches[0]);
    expect(match).toMatchObject({
      importSource: 'ptcgl',
      format: 'Bo1',
      date: '2025-06-01',
      result: 'win',
      score: '1-0',
      opponentDeck: expect.any(String),
    });
    expect(match.ptcglLogText).toContain('Ash Ketchum chose heads for the opening coin flip.');
    expect(match.games[0]).toMatchObject({
      result: 'win',
      wentFirst: false,
      coinFlipWin: false,
      coinFlipChoice: 'first',
      playerMulligans: 0,
      opponentMulligans: 0,
      conceded: null,
    });
    expect(match.games[0]!.advancedDetails?.firstPrizeTakenBy).toBe('player');
    const list = await call(t.app, 'GET', '/api/tcgmatches', { token });
    expect(list.body.totalCount).toBe(1);
    const summary = await call(t.app, 'GET', '/api/stats/overall', { token });
    expect(summary.status).toBe(200);
    expect(JSON.stringify(summary.body)).toContain('1');
  });

  it('refuses the same log twice (also flattened or with CRLF), storing nothing', async () => {
    const { token, user } = await registerUser(t.app);
    expect((await importText(token, { text: ashWins })).status).toBe(201);
    for (const again of [ashWins, ashWins.replaceAll('\n', '\r\n'), `\uFEFF${ashWins}`]) {
      const res = await importText(token, { text: again });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.msg).toBe(PTCGL_LOG_ALREADY_IMPORTED);
    }
    // A paste of a new log together with the old one is refused whole.
    const mixed = await importText(token, { text: `${ashLoses}\n\n${ashWins}` });
    expect(mixed.status).toBe(409);
    expect(await storedMatches(user._id)).toHaveLength(1);
    const preview = await call(t.app, 'POST', PREVIEW, { token, body: { text: ashWins } });
    expect(preview.body.games[0].alreadyImported).toBe(true);
    expect(preview.body.matches).toEqual([]);
  });

  it('lets another player import the same log, and a deleted match free its log', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const created = await importText(first.token, { text: ashWins });
    expect(created.status).toBe(201);
    expect((await importText(second.token, { text: ashWins })).status).toBe(201);
    const id = created.body.matches[0]._id;
    expect((await call(t.app, 'DELETE', `/api/tcgmatches/${id}`, { token: first.token })).status).toBe(200);
    expect((await importText(first.token, { text: ashWins })).status).toBe(201);
  });

  it('makes three logs against one opponent one Bo3 in order', async () => {
    const { token } = await registerUser(t.app);
    const res = await importText(token, { text: [ashWins, ashLoses, ashWinsAgain].join('\n\n') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.matches).toHaveLength(1);
    const match = res.body.matches[0];
    expect(match).toMatchObject({ format: 'Bo3', score: '2-1', result: 'win' });
    expect(match.games.map((g: { result: string }) => g.result)).toEqual(['win', 'loss', 'win']);
    const logs = await t.database.db.select().from(tcgMatchLogs).where(eq(tcgMatchLogs.matchId, match._id));
    expect(logs).toHaveLength(3);
  });

  it('proposes two logs ending 1-1 as a Bo3 tied at time (issue 29), and follows the arrangement chosen', async () => {
    let { token } = await registerUser(t.app);
    const text = [ashWins, ashLoses].join('\n');
    const preview = await call(t.app, 'POST', PREVIEW, { token, body: { text } });
    expect(
      preview.body.matches.map((m: { games: number[]; format: string; timeCalled: boolean }) => [
        m.games,
        m.format,
        m.timeCalled,
      ]),
    ).toEqual([[[0, 1], 'Bo3', true]]);
    const notAtTime = await importText(token, { text, matches: [{ games: [0, 1], format: 'Bo3', timeCalled: false }] });
    expect(notAtTime.status).toBe(400);
    expect(notAtTime.body.errors[0].path).toBe('matches.0.games');
    const tied = await importText(token, { text });
    expect(tied.status, JSON.stringify(tied.body)).toBe(201);
    expect(
      tied.body.matches.map((m: { format: string; timeCalled: boolean; result: string }) => [
        m.format,
        m.timeCalled,
        m.result,
      ]),
    ).toEqual([['Bo3', true, 'tie']]);
    // The player may split the pair instead (a fresh account: the logs of the tie are imported already).
    ({ token } = await registerUser(t.app));
    const unknown = await importText(token, { text, matches: [{ games: [0, 7] }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toContainEqual({ path: 'matches.0.games', message: PTCGL_GAME_UNKNOWN });
    const split = await importText(token, {
      text,
      matches: [
        { games: [0], opponentDeck: 'Charizard ex', opponentDeckVariant: 'Pidgeot' },
        { games: [1], deckName: 'Dragapult ex' },
      ],
    });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    expect(split.body.matches.map((m: { opponentDeck: string; format: string }) => [m.format, m.opponentDeck])).toEqual(
      [
        ['Bo1', 'Charizard ex'],
        ['Bo1', expect.any(String)],
      ],
    );
    expect(split.body.matches[0].opponentDeckVariant).toBe('Pidgeot');
    expect(split.body.matches[1].deckName).toBe('Dragapult ex');
  });

  it('asks for the result of a log cut before the end', async () => {
    const { token, user } = await registerUser(t.app);
    const cut = englishTestLog({ owner: 'Ash Ketchum', opponent: 'Gary_99', winner: null, seed: 4 });
    const refused = await importText(token, { text: cut });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({ path: 'matches.0.results.0', message: PTCGL_RESULT_UNKNOWN });
    expect(await storedMatches(user._id)).toHaveLength(0);
    const chosen = await importText(token, { text: cut, matches: [{ games: [0], results: ['loss'] }] });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    expect(chosen.body.matches[0].result).toBe('loss');
  });

  it('takes the chosen player or a remembered screen name as you when the owner is someone else', async () => {
    const { token } = await registerUser(t.app);
    const garyLog = englishTestLog({ owner: 'Gary_99', opponent: 'Ash Ketchum', winner: 'Gary_99', seed: 5 });
    const byOwner = await call(t.app, 'POST', PREVIEW, { token, body: { text: garyLog } });
    expect(byOwner.body.games[0]).toMatchObject({ me: 'Gary_99', fields: { result: 'win' } });
    const chosen = await call(t.app, 'POST', PREVIEW, { token, body: { text: garyLog, playerName: 'ash ketchum' } });
    expect(chosen.body.games[0]).toMatchObject({ me: 'Ash Ketchum', meSource: 'chosen', fields: { result: 'loss' } });

    const duplicate = await call(t.app, 'PUT', '/api/auth/ptcgl-screen-names', {
      token,
      body: { ptcglScreenNames: ['Ash Ketchum', 'ash ketchum'] },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toBe(PTCGL_SCREEN_NAMES_DUPLICATE);
    const saved = await call(t.app, 'PUT', '/api/auth/ptcgl-screen-names', {
      token,
      body: { ptcglScreenNames: [' Ash Ketchum ', 'AshAlt'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.ptcglScreenNames).toEqual(['Ash Ketchum', 'AshAlt']);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.ptcglScreenNames).toEqual([
      'Ash Ketchum',
      'AshAlt',
    ]);
    const remembered = await call(t.app, 'POST', PREVIEW, { token, body: { text: garyLog } });
    expect(remembered.body.games[0]).toMatchObject({ me: 'Ash Ketchum', meSource: 'screen-name' });
    const imported = await importText(token, { text: garyLog });
    expect(imported.status).toBe(201);
    expect(imported.body.matches[0].result).toBe('loss');
  });

  it("never uses another player's deck", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const deck = await call(t.app, 'POST', '/api/decks', {
      token: owner.token,
      body: { name: 'Dragapult ex', pokemonSprite: 'dragapult', cards: [] },
    });
    expect(deck.status).toBe(201);
    const res = await importText(other.token, { text: ashWins, deckId: deck.body._id });
    expect(res.status).toBe(404);
    expect(await storedMatches(other.user._id)).toHaveLength(0);
    const own = await importText(owner.token, { text: ashWins, deckId: deck.body._id });
    expect(own.status).toBe(201);
    expect(own.body.matches[0]).toMatchObject({ deckId: deck.body._id, deckName: 'Dragapult ex' });
  });
});
