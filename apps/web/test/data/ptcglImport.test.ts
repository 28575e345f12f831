// The PTCGL import's data seam for guests (issue 12): the browser reads the paste with core's functions over local
// decks, screen names and matches, refuses what the server would refuse (400 at the field, 409 for a log imported
// before) and keeps the matches in the browser, all or nothing.
import { PTCGL_LOG_ALREADY_IMPORTED, PTCGL_RESULT_UNKNOWN, type TcgMatch } from '@trainerlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECK_LIST, testLog, type LogSpec } from '../../../../e2e/support/ptcglLogs.ts';
import { ApiError } from '../../src/api/client.ts';
import {
  createLocalPtcglImporter,
  importedFingerprints,
  PtcglImportError,
  remotePtcglImporter,
  type PtcglGuestContext,
} from '../../src/features/ptcgl-import/ptcglImport.ts';
import { createLocalValueStore } from '../../src/data/guest/localValueStore.ts';
import { createLocalTcgMatchRepository, type TcgMatchRepository } from '../../src/data/entities/tcgMatches.ts';
import { jsonResponse, stubApi } from '../renderApp.tsx';

const game = (spec: Partial<LogSpec> = {}) => testLog({ call: 'heads', ...spec });


const CONTEXT: PtcglGuestContext = { decks: [], activeDeckId: null, categories: [], screenNames: [] };

function importer(context: Partial<PtcglGuestContext> = {}, matches: TcgMatchRepository = createLocalTcgMatchRepository()) {
  return {
    matches,
    importer: createLocalPtcglImporter({ matches, context: () => ({ ...CONTEXT, ...context }), today: () => '2025-03-01' }),
  };
}

async function refusal(promise: Promise<unknown>): Promise<PtcglImportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PtcglImportError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest PTCGL import', () => {
  it('previews a paste like the server: games from your side, one Bo3 per opponent, deck lists around the logs', async () => {
    const { importer: guest } = importer();
    const text = [game({ seed: 1 }), game({ winner: 'Brock', ending: 'concede', seed: 2 }), game({ seed: 3 })].join(
      '\n\n',
    );
    const preview = await guest.preview({ text });
    expect(preview.games).toHaveLength(3);
    expect(preview.games.map((g) => [g.me, g.meSource, g.opponent, g.fields.result])).toEqual([
      ['AshK', 'owner', 'Brock', 'win'],
      ['AshK', 'owner', 'Brock', 'loss'],
      ['AshK', 'owner', 'Brock', 'win'],
    ]);
    expect(preview.matches).toEqual([expect.objectContaining({ games: [0, 1, 2], format: 'Bo3', opponent: 'Brock' })]);
    expect(preview.deckLists).toEqual([]);
  });

  it('offers a deck list pasted with the logs', async () => {
    const { importer: guest } = importer();
    const preview = await guest.preview({ text: `${DECK_LIST}\n\n${game()}` });
    expect(preview.games).toHaveLength(1);
    expect(preview.deckLists).toEqual([expect.objectContaining({ totalCards: 60, startLine: 1 })]);
    expect(preview.deckLists[0]!.text).toContain('4 Rare Candy SVI 191');
  });

  it('takes a remembered screen name as you when the owner is someone else, and a chosen name before it', async () => {
    const log = game({ owner: 'FriendF', opponent: 'AshK', winner: 'FriendF', coinWinner: 'FriendF' });
    const { importer: guest } = importer({ screenNames: ['ashk'] });
    const remembered = await guest.preview({ text: log });
    expect(remembered.games[0]).toMatchObject({ me: 'AshK', meSource: 'screen-name', opponent: 'FriendF' });
    expect(remembered.games[0]!.fields.result).toBe('loss');
    const chosen = await guest.preview({ text: log, playerName: 'FriendF' });
    expect(chosen.games[0]).toMatchObject({ me: 'FriendF', meSource: 'chosen' });
  });

  it('refuses text that is not a log with a message under the paste, and an empty paste', async () => {
    const { importer: guest } = importer();
    const notALog = await refusal(guest.preview({ text: 'Hello, this is my shopping list.' }));
    expect(notALog.status).toBe(400);
    expect(notALog.errors[0]?.path).toBe('text');
    expect(notALog.message).toMatch(/not a Pokémon TCG Live game log/i);
    const empty = await refusal(guest.preview({ text: '   ' }));
    expect(empty.errors[0]?.path).toBe('text');
  });

  it('imports the proposal as local matches with the import marker and the logs, dated as asked', async () => {
    const { importer: guest, matches } = importer();
    const text = [game({ seed: 1 }), game({ winner: 'Brock', ending: 'concede', seed: 2 }), game({ seed: 3 })].join(
      '\n\n',
    );
    const created = await guest.importMatches({ text, date: '2025-02-14', matches: [{ games: [0, 1, 2] }] });
    expect(created).toHaveLength(1);
    const [stored] = await matches.list();
    expect(stored).toMatchObject({
      format: 'Bo3',
      result: 'win',
      score: '2-1',
      date: '2025-02-14',
      importSource: 'ptcgl',
      opponentDeck: 'Gardevoir ex',
    });
    expect(stored!._id).toMatch(/^local_/);
    expect(stored!.games.map((g) => g.result)).toEqual(['win', 'loss', 'win']);
    expect(stored!.games[1]).toMatchObject({ conceded: 'Player' });
    expect(importedFingerprints([stored!]).size).toBe(3);
  });

  it('refuses a log imported before with 409 and stores nothing; the preview marks it', async () => {
    const { importer: guest, matches } = importer();
    const text = game();
    await guest.importMatches({ text });
    const preview = await guest.preview({ text: `${text}\n\n${game({ seed: 4 })}` });
    expect(preview.games.map((g) => g.alreadyImported)).toEqual([true, false]);
    expect(preview.matches).toEqual([expect.objectContaining({ games: [1] })]);
    const again = await refusal(guest.importMatches({ text, matches: [{ games: [0] }] }));
    expect(again.status).toBe(409);
    expect(again.message).toBe(PTCGL_LOG_ALREADY_IMPORTED);
    expect(await matches.list()).toHaveLength(1);
  });

  it('refuses a game without a result at its path, and takes the chosen one', async () => {
    const cut = game().split('\n').slice(0, 40).join('\n');
    const { importer: guest, matches } = importer();
    const missing = await refusal(guest.importMatches({ text: cut, matches: [{ games: [0] }] }));
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([{ path: 'matches.0.results.0', message: PTCGL_RESULT_UNKNOWN }]);
    expect(await matches.list()).toHaveLength(0);
    await guest.importMatches({ text: cut, date: '2025-01-02', matches: [{ games: [0], results: ['loss'] }] });
    expect((await matches.list())[0]).toMatchObject({ result: 'loss', date: '2025-01-02' });
  });

  it('defaults the date to today and removes what it wrote when the browser refuses a later match', async () => {
    const stored = createLocalTcgMatchRepository();
    let calls = 0;
    const failing: TcgMatchRepository = {
      ...stored,
      list: () => stored.list(),
      remove: (id) => stored.remove(id),
      create: async (input) => {
        calls += 1;
        if (calls === 2) throw new Error('Could not save to this browser');
        return stored.create(input);
      },
    };
    const { importer: guest } = importer({}, failing);
    const text = `${game({ opponent: 'Brock' })}\n\n${game({ opponent: 'Misty', seed: 5 })}`;
    await expect(guest.importMatches({ text })).rejects.toThrow('Could not save to this browser');
    expect(await stored.list()).toHaveLength(0);
    await guest.importMatches({ text: game({ opponent: 'Gary' }) });
    expect((await stored.list())[0]?.date).toBe('2025-03-01');
  });

  it('reads the fingerprints of every log a match keeps', () => {
    const logs = [game({ seed: 1 }), game({ seed: 2 })];
    const kept = { _id: 'local_a', ptcglLogText: logs.join('\n\n\n') } as Pick<TcgMatch, '_id' | 'ptcglLogText'>;
    expect(importedFingerprints([kept, { _id: 'local_b', ptcglLogText: null }]).size).toBe(2);
  });

  it('remembers imported logs after the match is edited, until it is deleted', async () => {
    const matches = createLocalTcgMatchRepository();
    const memory = createLocalValueStore<Record<string, string>>('test_ptcgl_imported_logs');
    memory.clear();
    const guest = createLocalPtcglImporter({
      matches,
      importedLogs: memory,
      context: () => CONTEXT,
      today: () => '2025-03-01',
    });
    const text = game({ seed: 9 });
    const [created] = await guest.importMatches({ text });
    // Editing removes the marker and the log text (spec part 2 §2), as the edit form saves it.
    const { _id, ...edited } = created!;
    await matches.update(_id, { ...edited, importSource: null, ptcglLogText: null });
    expect((await refusal(guest.importMatches({ text }))).status).toBe(409);
    await matches.remove(_id);
    expect(await guest.importMatches({ text })).toHaveLength(1);
  });
});

describe('member PTCGL import', () => {
  it("turns the server's 409 and 400 into import errors with their paths", async () => {
    stubApi((url) => {
      if (url.endsWith('/import/ptcgl')) return jsonResponse({ msg: PTCGL_LOG_ALREADY_IMPORTED }, 409);
      if (url.endsWith('/preview')) {
        return jsonResponse({ msg: 'Not a log', errors: [{ path: 'text', message: 'Not a log' }] }, 400);
      }
      return undefined;
    });
    const conflict = await refusal(remotePtcglImporter.importMatches({ text: 'x' }));
    expect(conflict).toMatchObject({ status: 409, message: PTCGL_LOG_ALREADY_IMPORTED });
    const invalid = await refusal(remotePtcglImporter.preview({ text: 'x' }));
    expect(invalid).toMatchObject({ status: 400, errors: [{ path: 'text', message: 'Not a log' }] });
  });

  it('leaves other failures as they are', async () => {
    stubApi(() => jsonResponse({ msg: 'Server Error' }, 500));
    await expect(remotePtcglImporter.preview({ text: 'x' })).rejects.toBeInstanceOf(ApiError);
  });
});
