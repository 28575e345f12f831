import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataSource } from '../../src/data/dataSource.ts';
import { ENTITIES } from '../../src/data/entities.ts';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';

interface Deck {
  _id: string;
  name: string;
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('data source', () => {
  it('uses the browser store for guests', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const decks = createDataSource<Deck>(ENTITIES.decks).forSession(false);
    const created = await decks.create({ name: 'Charizard ex' });
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
    const source = createDataSource<Deck>(ENTITIES.decks);
    const guestCopy = await source.local.create({ name: 'Made offline' });
    const decks = source.forSession(true);

    expect(await decks.list()).toEqual([{ _id: 'd1', name: 'Server deck' }]);
    expect(await decks.update('d1', { name: 'Renamed' })).toEqual({ _id: 'd1', name: 'Renamed' });
    expect(await decks.get('missing')).toBeNull();

    const calls = fetchMock.mock.calls.length;
    await decks.update(guestCopy._id, { name: 'Still offline' });
    await decks.remove(guestCopy._id);
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(window.localStorage.getItem(STORAGE_KEYS.decks)).toBeNull();
  });

  it('declares one storage key per guest entity', () => {
    const keys = Object.values(ENTITIES).map((entity) => entity.storageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
