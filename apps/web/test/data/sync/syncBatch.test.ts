/**
 * The sync's batch upload (issue 16): each kind goes to POST /api/sync/batch in chunks of at most 200 items in the
 * spec's order of kinds, per-item results keep the spec's bookkeeping, and a chunk whose batch call fails goes the
 * one-request-an-item way (so the per-item behaviour, the deck fallback and the messages stay).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api/client.ts';
import { chunksOf, jsonBytes, sendBatch } from '../../../src/data/sync/syncBatch.ts';
import { syncLocalData, type SyncDeps } from '../../../src/data/sync/syncLocalData.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, TEST_USER } from '../../renderApp.tsx';
import { ALL_KEYS, deck, fakeAccount, seed, stored, tcgMatch, team, vgcMatch } from './fakeAccount.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const run = (deps: Partial<SyncDeps> = {}) =>
  syncLocalData({ getUser: () => TEST_USER, sleep: () => Promise.resolve(), random: () => 0.5, ...deps });
const matches = (count: number, prefix = 't') => Array.from({ length: count }, (_, i) => tcgMatch(`local_1_${prefix}${i}`));

describe('chunksOf', () => {
  it('cuts at the item count and at the byte budget, an oversized item alone', () => {
    const sizes = (chunks: number[][]) => chunks.map((chunk) => chunk.length);
    expect(sizes(chunksOf(Array.from({ length: 450 }, () => 1), () => 1))).toEqual([200, 200, 50]);
    expect(chunksOf([4, 4, 4, 9, 1], (n) => n, 200, 10)).toEqual([[4, 4], [4], [9, 1]]);
    expect(chunksOf([3, 20, 3], (n) => n, 200, 10)).toEqual([[3], [20], [3]]);
    expect(chunksOf([], () => 1)).toEqual([]);
    expect(jsonBytes({ name: 'é' })).toBe(JSON.stringify({ name: 'é' }).length + 1);
  });
});

describe('sendBatch', () => {
  it('answers null when the call fails or the answer does not pair a result with each item in order', async () => {
    const items = [{ clientId: 'local_1_a' }, { clientId: 'local_1_b' }];
    const ok = (id: string) => ({ clientId: id, ok: true, item: { _id: id } });
    expect(await sendBatch(() => Promise.reject(new Error('offline')), 'decks', items)).toBeNull();
    expect(await sendBatch(async () => ({ results: [ok('local_1_a')] }), 'decks', items)).toBeNull();
    expect(await sendBatch(async () => ({ results: [ok('local_1_b'), ok('local_1_a')] }), 'decks', items)).toBeNull();
    expect(await sendBatch(async () => ({ nope: true }), 'decks', items)).toBeNull();
    const paired = { results: [ok('local_1_a'), { clientId: 'local_1_b', ok: false, message: 'No' }] };
    expect(await sendBatch(async () => paired, 'decks', items)).toEqual(paired.results);
  });
});

describe('syncLocalData through the batch upload', () => {
  it('sends each kind in chunks of at most 200, in the spec’s order, and removes what synced', async () => {
    seed(STORAGE_KEYS.tcgMatches, matches(450));
    seed(STORAGE_KEYS.vgcMatches, [vgcMatch('local_1_v1', { teamId: 'local_1_m1' })]);
    seed(STORAGE_KEYS.decks, [deck('local_1_d1'), deck('local_1_d2', { name: 'Lugia' })]);
    seed(STORAGE_KEYS.teams, [team('local_1_m1')]);
    const account = fakeAccount();
    const result = await run();
    expect(result).toEqual({ syncedCount: 454, totalItems: 454, errors: [] });
    expect(account.batches).toEqual([
      { kind: 'tcgMatches', count: 200 },
      { kind: 'tcgMatches', count: 200 },
      { kind: 'tcgMatches', count: 50 },
      { kind: 'vgcMatches', count: 1 },
      { kind: 'decks', count: 2 },
      { kind: 'teams', count: 1 },
    ]);
    // One request a chunk: no single creates.
    const paths = account.fetchMock.mock.calls.map(([url]) => url);
    expect(paths.filter((url) => url !== '/api/sync/batch')).toEqual([]);
    // Bodies as the single creates get them: no local id or flag, the local id as clientId, local references kept.
    const vgcBody = account.posted.find((p) => p.path === '/api/vgcmatches')!.body;
    expect(vgcBody).toMatchObject({ clientId: 'local_1_v1', teamId: 'local_1_m1' });
    expect(vgcBody).not.toHaveProperty('_id');
    expect(vgcBody).not.toHaveProperty('isLocal');
    for (const key of ALL_KEYS) expect(window.localStorage.getItem(key)).toBeNull();

    // Run again (a sync cut off before the removal): the same items answer as already synced.
    seed(STORAGE_KEYS.tcgMatches, matches(3));
    expect(await run()).toEqual({ syncedCount: 3, totalItems: 3, errors: [] });
    expect(account.stored.size).toBe(454);
  });

  it('records a refused item with its error text, keeps it local, and syncs the rest', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1'), tcgMatch('local_1_bad', { opponentDeck: '' })]);
    seed(STORAGE_KEYS.decks, [deck('local_1_d1'), deck('local_1_nameless', { name: '  ' })]);
    const account = fakeAccount({
      refuse: (_path, body) =>
        body.clientId === 'local_1_bad' ? jsonResponse({ msg: 'Opponent deck is required' }, 400) : undefined,
    });
    const result = await run();
    expect(result.syncedCount).toBe(2);
    expect(result.errors).toEqual([
      'TCG match from 2025-03-01: Opponent deck is required',
      expect.stringMatching(/^Deck "Untitled" from .+: Deck name is required$/),
    ]);
    // The nameless deck never left the browser (the spec's check is the sync's own).
    expect(account.batches).toEqual([
      { kind: 'tcgMatches', count: 2 },
      { kind: 'decks', count: 1 },
    ]);
    expect(stored(STORAGE_KEYS.tcgMatches)!.map((m) => m._id)).toEqual(['local_1_bad']);
    expect(stored(STORAGE_KEYS.decks)!.map((d) => d._id)).toEqual(['local_1_nameless']);
  });

  it('falls back to one request an item when the batch call fails (5xx), with the deck fallback', async () => {
    seed(STORAGE_KEYS.tcgMatches, matches(3));
    seed(STORAGE_KEYS.decks, [deck('local_1_d1')]);
    const account = fakeAccount({ batch: 'fail' });
    const addDeck = vi.fn(async (): Promise<unknown> => {
      throw new Error('deck service down');
    });
    const result = await run({ addDeck });
    expect(result).toEqual({ syncedCount: 4, totalItems: 4, errors: [] });
    expect(account.batches.map((b) => b.kind)).toEqual(['tcgMatches', 'decks']);
    expect(account.posted.map((p) => p.path)).toEqual([
      '/api/tcgmatches',
      '/api/tcgmatches',
      '/api/tcgmatches',
      '/api/decks',
    ]);
    expect(addDeck).toHaveBeenCalledTimes(1);
    for (const key of ALL_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('falls back for a server without the batch route (404) and keeps the per-item messages', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1'), tcgMatch('local_1_bad')]);
    const account = fakeAccount({
      batch: false,
      refuse: (_path, body) => (body.clientId === 'local_1_bad' ? jsonResponse({ msg: 'Nope' }, 400) : undefined),
    });
    const result = await run();
    expect(result).toEqual({ syncedCount: 1, totalItems: 2, errors: ['TCG match from 2025-03-01: Nope'] });
    expect(account.posted.map((p) => p.path)).toEqual(['/api/tcgmatches', '/api/tcgmatches']);
  });

  it('falls back only for the chunk whose batch call failed (a network drop mid-sync)', async () => {
    seed(STORAGE_KEYS.tcgMatches, matches(250));
    const account = fakeAccount();
    let calls = 0;
    const postBatch: SyncDeps['postBatch'] = (batch) =>
      ++calls === 1 ? Promise.reject(new Error('Could not reach the server')) : api.post('/api/sync/batch', batch);
    const result = await run({ postBatch });
    expect(result).toEqual({ syncedCount: 250, totalItems: 250, errors: [] });
    expect(account.batches).toEqual([{ kind: 'tcgMatches', count: 50 }]);
    const singles = account.fetchMock.mock.calls.filter(([url]) => url === '/api/tcgmatches');
    expect(singles).toHaveLength(200);
    expect(account.stored.size).toBe(250);
  });

  it('sends an item without a usable local id by its single create, the others by the batch', async () => {
    seed(STORAGE_KEYS.teams, [team('local_1_m1'), team('hand-edited id')]);
    const account = fakeAccount();
    const result = await run();
    expect(result).toEqual({ syncedCount: 2, totalItems: 2, errors: [] });
    expect(account.batches).toEqual([{ kind: 'teams', count: 1 }]);
    expect(account.posted.map((p) => p.body.clientId)).toEqual(['local_1_m1', null]);
  });
});
