import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeckInput } from '@trainerlog/core';
import { localDecks, memberDecks } from '../../src/data/entities/decks.ts';
import { ENTITIES } from '../../src/data/entities/entities.ts';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';

// The seam as the port's two tables use it: guests' decks in the browser store, members' through the API except
// local_ items (data/entities/decks.ts).
const deckNamed = (name: string) => ({ name, cards: [] }) as unknown as DeckInput;

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the deck seam', () => {
  it('uses the browser store for guests', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const decks = localDecks;
    const created = await decks.create(deckNamed('Charizard ex'));
    expect(created._id.startsWith('local_')).toBe(true);
    expect(await decks.list()).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the API for members, but keeps local_ items local', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'GET' && url === '/api/decks') return jsonResponse([{ _id: 'd1', name: 'Server deck' }]);
      if (init?.method === 'PUT' && url === '/api/decks/d1') return jsonResponse({ _id: 'd1', name: 'Renamed' });
      if (init?.method === 'GET' && url === '/api/decks/missing') return jsonResponse({ msg: 'Deck not found' }, 404);
      return jsonResponse({ msg: 'unexpected' }, 500);
    });
    vi.stubGlobal('fetch', fetchMock);
    const guestCopy = await localDecks.create(deckNamed('Made offline'));
    const decks = memberDecks;

    expect(await decks.list()).toEqual([{ _id: 'd1', name: 'Server deck' }]);
    expect(await decks.update('d1', deckNamed('Renamed'))).toEqual({ _id: 'd1', name: 'Renamed' });
    expect(await decks.get('missing')).toBeNull();

    const calls = fetchMock.mock.calls.length;
    await decks.update(guestCopy._id, deckNamed('Still offline'));
    await decks.remove(guestCopy._id);
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(window.localStorage.getItem(STORAGE_KEYS.decks)).toBeNull();
  });

  it('declares one storage key per guest entity', () => {
    const keys = Object.values(ENTITIES).map((entity) => entity.storageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
