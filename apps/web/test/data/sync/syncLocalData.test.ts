/**
 * The guest-data sync (spec part 2 §4 "Sync on login or registration", §5, §8; issue 16's exactly-once contract),
 * through the real API client against a fake account at the fetch boundary.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMemberActiveDeck } from '../../../src/data/entities/decks.ts';
import { normalizeDeckForSync } from '../../../src/data/sync/normalizeDeck.ts';
import { describeSyncDate, describeSyncedCounts, SYNC_MESSAGES, syncLocalData, type SyncDeps } from '../../../src/data/sync/syncLocalData.ts';
import { setMemberActiveTeam } from '../../../src/data/entities/teams.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, TEST_USER } from '../../renderApp.tsx';
import { ALL_KEYS, deck, fakeAccount, seed, stored, tcgMatch, team, vgcMatch } from './fakeAccount.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const noSleep = () => Promise.resolve();
/** A batch call answering each item with `answer(clientId)`. */
const answering =
  (answer: (clientId: string) => Record<string, unknown>): NonNullable<SyncDeps['postBatch']> =>
  async (batch) => ({ results: batch.items.map((item) => ({ clientId: item.clientId, ...answer(item.clientId) })) });
const run = (deps: Partial<SyncDeps> = {}) =>
  syncLocalData({ getUser: () => TEST_USER, sleep: noSleep, random: () => 0.5, ...deps });

function seedEverything() {
  seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1'), tcgMatch('local_1_t2', { deckId: 'local_1_d1' })]);
  seed(STORAGE_KEYS.vgcMatches, [vgcMatch('local_1_v1', { teamId: 'local_1_m1' })]);
  seed(STORAGE_KEYS.decks, [deck('local_1_d1')]);
  seed(STORAGE_KEYS.teams, [team('local_1_m1')]);
}

describe('syncLocalData', () => {
  it('uploads TCG matches, VGC matches, decks, then teams, each with its local id as clientId, and empties storage', async () => {
    seedEverything();
    const account = fakeAccount();
    const result = await run();
    expect(result).toEqual({
      syncedCount: 5,
      totalItems: 5,
      errors: [],
      synced: { tcgMatches: 2, vgcMatches: 1, decks: 1, teams: 1 },
    });
    expect(SYNC_MESSAGES.success(result.synced)).toBe('3 matches, 1 deck and 1 team synced');
    expect(account.posted.map((p) => p.path)).toEqual([
      '/api/tcgmatches',
      '/api/tcgmatches',
      '/api/vgcmatches',
      '/api/decks',
      '/api/teams',
    ]);
    for (const { body } of account.posted) {
      expect(body).not.toHaveProperty('_id');
      expect(body).not.toHaveProperty('isLocal');
      expect(String(body.clientId)).toMatch(/^local_1_/);
    }
    // A local match keeps naming its local deck or team: the server links it to the synced one.
    expect(account.posted[1]!.body).toMatchObject({ clientId: 'local_1_t2', deckId: 'local_1_d1' });
    expect(account.posted[2]!.body).toMatchObject({ clientId: 'local_1_v1', teamId: 'local_1_m1' });
    for (const key of ALL_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.syncPending)).toBeNull();
  });

  it('runs again after an interruption without creating anything twice (the server answers 200 for a known clientId)', async () => {
    seedEverything();
    const account = fakeAccount();
    const before = window.localStorage.getItem(STORAGE_KEYS.tcgMatches);
    await run();
    // As if the tab closed before the removal: the same items are still in the browser.
    seedEverything();
    expect(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)).toBe(before);
    const again = await run();
    expect(again).toMatchObject({ syncedCount: 5, totalItems: 5, errors: [] });
    expect(account.stored.size).toBe(5);
    for (const key of ALL_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('keeps going past a failed item, removes only what synced and reports each failure with its date', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1'), tcgMatch('local_1_bad', { opponentDeck: '' })]);
    seed(STORAGE_KEYS.teams, [team('local_1_m1'), team('local_1_m2', { name: 'Rain' })]);
    fakeAccount({
      refuse: (path, body) => {
        if (body.clientId === 'local_1_bad') return jsonResponse({ msg: 'Opponent deck is required' }, 400);
        if (body.clientId === 'local_1_m2') return jsonResponse({ msg: 'Team name is taken' }, 409);
        return undefined;
      },
    });
    const result = await run();
    expect(result.syncedCount).toBe(2);
    expect(result.totalItems).toBe(4);
    expect(result.errors).toEqual([
      'TCG match from 2025-03-01: Opponent deck is required',
      `Team "Rain" from ${describeSyncDate('2025-02-21T10:00:00.000Z')}: Team name is taken`,
    ]);
    expect(stored(STORAGE_KEYS.tcgMatches)!.map((m) => m._id)).toEqual(['local_1_bad']);
    expect(stored(STORAGE_KEYS.teams)!.map((m) => m._id)).toEqual(['local_1_m2']);
  });

  it('removes nothing at all when zero items synced', async () => {
    seedEverything();
    window.localStorage.setItem(STORAGE_KEYS.activeDeck, JSON.stringify('local_1_d1'));
    const snapshot = { ...window.localStorage };
    fakeAccount({ refuse: () => jsonResponse({ msg: 'Server error' }, 500) });
    const result = await run();
    expect(result.syncedCount).toBe(0);
    expect(result.totalItems).toBe(5);
    expect(result.errors).toHaveLength(5);
    for (const key of [...ALL_KEYS, STORAGE_KEYS.activeDeck]) {
      expect(window.localStorage.getItem(key)).toBe(snapshot[key]);
    }
  });

  it('clears the local active deck only when every local deck synced', async () => {
    seed(STORAGE_KEYS.decks, [deck('local_1_d1'), deck('local_1_d2', { name: '' })]);
    window.localStorage.setItem(STORAGE_KEYS.activeDeck, JSON.stringify('local_1_d1'));
    const account = fakeAccount();
    const partial = await run();
    expect(partial.syncedCount).toBe(1);
    expect(partial.errors).toEqual([
      `Deck "Untitled" from ${describeSyncDate('2025-02-20T10:00:00.000Z')}: Deck name is required`,
    ]);
    // The nameless deck never reached the server.
    expect(account.posted.map((p) => p.body.clientId)).toEqual(['local_1_d1']);
    expect(window.localStorage.getItem(STORAGE_KEYS.activeDeck)).toBe(JSON.stringify('local_1_d1'));
    expect(stored(STORAGE_KEYS.decks)!.map((d) => d._id)).toEqual(['local_1_d2']);

    seed(STORAGE_KEYS.decks, [deck('local_1_d3')]);
    await run();
    expect(window.localStorage.getItem(STORAGE_KEYS.activeDeck)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.decks)).toBeNull();
  });

  it('makes the local active deck and team the account’s when the account has none', async () => {
    seed(STORAGE_KEYS.decks, [deck('local_1_d1')]);
    seed(STORAGE_KEYS.teams, [team('local_1_m1')]);
    window.localStorage.setItem(STORAGE_KEYS.activeDeck, JSON.stringify('local_1_d1'));
    window.localStorage.setItem(STORAGE_KEYS.activeTeam, JSON.stringify('local_1_m1'));
    const account = fakeAccount();
    const changed: unknown[] = [];
    await run({
      setActiveDeck: setMemberActiveDeck,
      setActiveTeam: setMemberActiveTeam,
      onUserChanged: (u) => changed.push(u),
    });
    expect(account.puts).toEqual([
      { path: '/api/auth/active-deck', body: { deckId: 'srv-1' } },
      { path: '/api/auth/active-team', body: { teamId: 'srv-2' } },
    ]);
    expect(changed).toHaveLength(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.activeDeck)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.activeTeam)).toBeNull();
  });

  it('leaves the account’s own active deck alone', async () => {
    seed(STORAGE_KEYS.decks, [deck('local_1_d1')]);
    window.localStorage.setItem(STORAGE_KEYS.activeDeck, JSON.stringify('local_1_d1'));
    const account = fakeAccount();
    await run({ getUser: () => ({ ...TEST_USER, activeDeck: 'srv-own' }), setActiveDeck: setMemberActiveDeck });
    expect(account.puts).toEqual([]);
  });

  it('counts a result as synced when it has an _id or its success is not false', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_a'), tcgMatch('local_1_b'), tcgMatch('local_1_c')]);
    const items: Record<string, unknown> = {
      local_1_a: { _id: 'x' },
      local_1_b: { ok: true },
      local_1_c: { success: false, msg: 'Nope' },
    };
    const result = await run({ postBatch: answering((clientId) => ({ ok: true, item: items[clientId] })) });
    expect(result.syncedCount).toBe(2);
    expect(result.errors).toEqual(['TCG match from 2025-03-01: Failed to sync match']);
  });

  it('uses the spec’s fallback texts when an item fails without a message', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1')]);
    seed(STORAGE_KEYS.vgcMatches, [vgcMatch('local_1_v1')]);
    seed(STORAGE_KEYS.decks, [deck('local_1_d1')]);
    seed(STORAGE_KEYS.teams, [team('local_1_m1')]);
    const result = await run({ postBatch: answering(() => ({ ok: false, message: '' })) });
    const deckDate = describeSyncDate('2025-02-20T10:00:00.000Z');
    expect(result.errors).toEqual([
      'TCG match from 2025-03-01: Failed to sync match',
      'VGC match from 2025-03-02: Failed to sync match',
      `Deck "Charizard ex" from ${deckDate}: Unknown error`,
      `Team "Sun Room" from ${describeSyncDate('2025-02-21T10:00:00.000Z')}: Failed to sync team`,
    ]);
  });

  it('waits for the user up to 20 tries of 100 ms', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1')]);
    const account = fakeAccount();
    const sleeps: number[] = [];
    let calls = 0;
    const late = await run({
      getUser: () => (++calls > 5 ? TEST_USER : null),
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(late.syncedCount).toBe(1);
    expect(sleeps).toEqual([100, 100, 100, 100, 100]);

    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t2')]);
    sleeps.length = 0;
    const never = await run({ getUser: () => null, sleep: async (ms) => void sleeps.push(ms) });
    expect(never).toMatchObject({ syncedCount: 0, totalItems: 1, errors: [SYNC_MESSAGES.noUser] });
    expect(sleeps).toEqual(Array(20).fill(100));
    expect(account.posted).toHaveLength(1);
    expect(stored(STORAGE_KEYS.tcgMatches)).toHaveLength(1);
  });

  it('sends the item to the real API client with the session token', async () => {
    seed(STORAGE_KEYS.teams, [team('local_1_m1')]);
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const account = fakeAccount();
    await run();
    const init = account.fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>)['x-auth-token']).toBe('tok');
  });
});

describe('normalizeDeckForSync', () => {
  it('generates missing card ids, fills the supertype from the card’s list, mirrors count and quantity, adds the user', () => {
    const raw = {
      _id: 'local_1_d1',
      isLocal: true,
      name: 'Old deck',
      cards: [{ id: 'sv1-1', name: 'Sprigatito', supertype: 'Pokémon', quantity: 4 }],
      pokemon: [{ name: 'Pikachu' }],
      trainers: [{ id: 'sv1-2', name: 'Nest Ball', count: 2 }],
      energy: [{ name: 'Basic Lightning Energy', quantity: 0 }],
    };
    const deck = normalizeDeckForSync(raw, 'u1', () => 0.5);
    expect(deck).not.toHaveProperty('_id');
    expect(deck).not.toHaveProperty('isLocal');
    expect(deck).not.toHaveProperty('pokemon');
    expect(deck.user).toBe('u1');
    expect(deck.cards).toEqual([
      { id: 'sv1-1', name: 'Sprigatito', supertype: 'Pokémon', count: 4, quantity: 4 },
      { id: expect.stringMatching(/^local_card_1_/), name: 'Pikachu', supertype: 'Pokémon', count: 1, quantity: 1 },
      { id: 'sv1-2', name: 'Nest Ball', supertype: 'Trainer', count: 2, quantity: 2 },
      {
        id: expect.stringMatching(/^local_card_3_/),
        name: 'Basic Lightning Energy',
        supertype: 'Energy',
        count: 1,
        quantity: 1,
      },
    ]);
    expect(normalizeDeckForSync({ _id: 'local_x', name: 'A' }, null)).toEqual({ name: 'A', cards: [] });
  });
});

describe('describeSyncedCounts', () => {
  const none = { tcgMatches: 0, vgcMatches: 0, decks: 0, teams: 0 };
  it('counts in words that fit: one match, many matches, both games together', () => {
    expect(describeSyncedCounts({ ...none, tcgMatches: 1 })).toBe('1 match synced');
    expect(describeSyncedCounts({ ...none, vgcMatches: 1 })).toBe('1 match synced');
    expect(describeSyncedCounts({ ...none, tcgMatches: 2, vgcMatches: 1 })).toBe('3 matches synced');
  });
  it('names decks and teams, leaving out kinds with none', () => {
    expect(describeSyncedCounts({ ...none, decks: 1 })).toBe('1 deck synced');
    expect(describeSyncedCounts({ ...none, teams: 2 })).toBe('2 teams synced');
    expect(describeSyncedCounts({ ...none, tcgMatches: 3, decks: 2 })).toBe('3 matches and 2 decks synced');
    expect(describeSyncedCounts({ tcgMatches: 1, vgcMatches: 1, decks: 1, teams: 3 })).toBe(
      '2 matches, 1 deck and 3 teams synced',
    );
  });
});
