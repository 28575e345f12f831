/**
 * The sync's batch upload (issue 16): each kind goes to POST /api/sync/batch in chunks of at most 200 items in the
 * spec's order of kinds, per-item results keep the spec's bookkeeping, and the upload path's one retry rule: a chunk
 * without an answer (network, 5xx) stops the sync and keeps what is left in the browser; a 4xx refuses its items.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/client.ts';
import { chunksOf, jsonBytes, uploadChunk, UploadStopped } from '../../../src/data/sync/syncBatch.ts';
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

describe('uploadChunk', () => {
  it('stops when the call gets no answer or the answer does not pair a result with each item in order', async () => {
    const items = [{ clientId: 'local_1_a' }, { clientId: 'local_1_b' }];
    const ok = (id: string) => ({ clientId: id, ok: true, item: { _id: id } });
    const send = (answer: () => Promise<unknown>) => uploadChunk(answer, 'decks', items, 'Fallback');
    const offline = () => Promise.reject(new ApiError({ status: 0, kind: 'network' }));
    await expect(send(offline)).rejects.toBeInstanceOf(UploadStopped);
    await expect(send(() => Promise.reject(new Error('boom')))).rejects.toBeInstanceOf(UploadStopped);
    await expect(send(async () => ({ results: [ok('local_1_a')] }))).rejects.toBeInstanceOf(UploadStopped);
    await expect(send(async () => ({ results: [ok('local_1_b'), ok('local_1_a')] }))).rejects.toBeInstanceOf(
      UploadStopped,
    );
    await expect(send(async () => ({ nope: true }))).rejects.toBeInstanceOf(UploadStopped);
    const paired = { results: [ok('local_1_a'), { clientId: 'local_1_b', ok: false, message: 'No' }] };
    expect(await send(async () => paired)).toEqual(paired.results);
  });

  it('refuses every item of a chunk the server refused as a whole (a 4xx other than 401 and 429)', async () => {
    const items = [{ clientId: 'local_1_a' }, { clientId: 'local_1_b' }];
    const tooLarge = () => Promise.reject(new ApiError({ status: 413, kind: 'http', msg: 'Too large' }));
    expect(await uploadChunk(tooLarge, 'decks', items, 'Fallback')).toEqual([
      { clientId: 'local_1_a', ok: false, message: 'Too large' },
      { clientId: 'local_1_b', ok: false, message: 'Too large' },
    ]);
    const expired = () => Promise.reject(new ApiError({ status: 401, kind: 'http' }));
    await expect(uploadChunk(expired, 'decks', items, 'Fallback')).rejects.toBeInstanceOf(UploadStopped);
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
    expect(result).toMatchObject({ syncedCount: 454, totalItems: 454, errors: [] });
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
    expect(await run()).toMatchObject({ syncedCount: 3, totalItems: 3, errors: [] });
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

  it('stops at a batch call without an answer (5xx) and keeps that kind and the later ones in the browser', async () => {
    seed(STORAGE_KEYS.tcgMatches, matches(3));
    seed(STORAGE_KEYS.decks, [deck('local_1_d1')]);
    const account = fakeAccount({ batch: 'fail' });
    const result = await run();
    expect(result.syncedCount).toBe(0);
    expect(result.totalItems).toBe(4);
    expect(result.errors).toHaveLength(4);
    expect(account.batches.map((b) => b.kind)).toEqual(['tcgMatches']);
    expect(account.posted).toEqual([]);
    expect(stored(STORAGE_KEYS.tcgMatches)).toHaveLength(3);
    expect(stored(STORAGE_KEYS.decks)).toHaveLength(1);
  });

  it('keeps what a network drop mid-sync left unanswered; the next sync sends only that', async () => {
    seed(STORAGE_KEYS.tcgMatches, matches(250));
    const account = fakeAccount();
    let calls = 0;
    const postBatch: SyncDeps['postBatch'] = (batch) =>
      ++calls === 2
        ? Promise.reject(new ApiError({ status: 0, kind: 'network' }))
        : api.post('/api/sync/batch', batch);
    const first = await run({ postBatch });
    expect(first).toMatchObject({ syncedCount: 200, totalItems: 250 });
    expect(stored(STORAGE_KEYS.tcgMatches)).toHaveLength(50);
    const second = await run({ postBatch });
    expect(second).toMatchObject({ syncedCount: 50, totalItems: 50, errors: [] });
    expect(account.batches).toEqual([
      { kind: 'tcgMatches', count: 200 },
      { kind: 'tcgMatches', count: 50 },
    ]);
    expect(account.stored.size).toBe(250);
  });

  it('sends an item without a usable local id in the batch with a fresh clientId', async () => {
    seed(STORAGE_KEYS.teams, [team('local_1_m1'), team('hand-edited id')]);
    const account = fakeAccount();
    const result = await run();
    expect(result).toMatchObject({ syncedCount: 2, totalItems: 2, errors: [] });
    expect(account.batches).toEqual([{ kind: 'teams', count: 2 }]);
    const [kept, fresh] = account.posted.map((p) => String(p.body.clientId));
    expect(kept).toBe('local_1_m1');
    expect(fresh).toMatch(/^local_\d+_/);
  });
});
