import { describe, expect, it } from 'vitest';
import { createLocalRepository, LocalStorageWriteError } from '../../src/data/guest/localRepository.ts';
import { createLocalValueStore } from '../../src/data/guest/localValueStore.ts';
import { createLocalId, isLocalId } from '../../src/data/entities/repository.ts';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';

interface Match {
  _id: string;
  opponentDeck: string;
  notes?: string;
  createdAt?: string;
}

const KEY = STORAGE_KEYS.tcgMatches;

function repo(options: Partial<Parameters<typeof createLocalRepository>[0]> = {}) {
  return createLocalRepository<Match>({ storageKey: KEY, notFoundMessage: 'Match not found', ...options });
}

describe('local repository', () => {
  it('creates items with local_<timestamp>_<random> ids, isLocal and createdAt, newest first', async () => {
    const times = [new Date('2025-01-05T10:00:00Z'), new Date('2025-01-06T10:00:00Z')];
    const matches = repo({ now: () => times.shift()!, random: () => 0.123456789 });

    const first = await matches.create({ opponentDeck: 'Charizard ex' });
    const second = await matches.create({ opponentDeck: 'Gardevoir ex' });

    expect(first._id).toMatch(/^local_1736071200000_[a-z0-9]{9}$/);
    expect(first).toMatchObject({ isLocal: true, createdAt: '2025-01-05T10:00:00.000Z', opponentDeck: 'Charizard ex' });
    expect((await matches.list()).map((m) => m.opponentDeck)).toEqual(['Gardevoir ex', 'Charizard ex']);
    expect(await matches.get(second._id)).toEqual(second);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toHaveLength(2);
  });

  it('keeps a createdAt the caller gave', async () => {
    const created = await repo().create({ opponentDeck: 'Lugia VSTAR', createdAt: '2024-03-01T00:00:00.000Z' });
    expect(created.createdAt).toBe('2024-03-01T00:00:00.000Z');
  });

  it('updates in place without touching the id, the local flag or createdAt', async () => {
    const matches = repo();
    const created = await matches.create({ opponentDeck: 'Miraidon ex' });
    const updated = await matches.update(created._id, {
      notes: 'Went first',
      // A caller cannot rewrite the identity fields.
      ...({ _id: 'server-id', isLocal: false, createdAt: 'never' } as object),
    });
    expect(updated).toEqual({ ...created, notes: 'Went first' });
    expect(await matches.list()).toEqual([updated]);
  });

  it("throws the entity's not-found message when updating an unknown item", async () => {
    await expect(repo().update('local_1_missing', { notes: 'x' })).rejects.toThrow('Match not found');
  });

  it('removes items, and the storage key once nothing is left', async () => {
    const matches = repo();
    const a = await matches.create({ opponentDeck: 'A' });
    const b = await matches.create({ opponentDeck: 'B' });
    await matches.remove(a._id);
    expect((await matches.list()).map((m) => m._id)).toEqual([b._id]);
    await matches.remove('local_0_unknown');
    expect(await matches.list()).toHaveLength(1);
    await matches.remove(b._id);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('reads a missing, corrupt or non-list value as an empty list', async () => {
    expect(await repo().list()).toEqual([]);
    window.localStorage.setItem(KEY, '{not json');
    expect(await repo().list()).toEqual([]);
    window.localStorage.setItem(KEY, JSON.stringify({ _id: 'x' }));
    expect(await repo().list()).toEqual([]);
    window.localStorage.setItem(KEY, JSON.stringify([{ _id: 'local_1_a', opponentDeck: 'A' }, 'junk', null]));
    expect(await repo().list()).toEqual([{ _id: 'local_1_a', opponentDeck: 'A' }]);
  });

  it('reads an inaccessible storage as an empty list', async () => {
    const blocked = repo({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(await blocked.list()).toEqual([]);
    expect(await blocked.get('local_1_a')).toBeNull();
  });

  it('throws when the browser refuses the write, and keeps what was stored', async () => {
    const matches = repo();
    await matches.create({ opponentDeck: 'Kept' });
    const full: Storage = Object.create(window.localStorage, {
      getItem: { value: (key: string) => window.localStorage.getItem(key) },
      setItem: {
        value: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      },
    });
    const refusing = repo({ storage: () => full });
    await expect(refusing.create({ opponentDeck: 'Lost?' })).rejects.toBeInstanceOf(LocalStorageWriteError);
    expect((await matches.list()).map((m) => m.opponentDeck)).toEqual(['Kept']);
  });

  it('clear() removes everything', async () => {
    const matches = repo();
    await matches.create({ opponentDeck: 'A' });
    matches.clear();
    expect(await matches.list()).toEqual([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});

describe('local ids', () => {
  it('are recognised by their prefix', () => {
    expect(isLocalId(createLocalId())).toBe(true);
    expect(isLocalId('3f1c2a5e-0000-4000-8000-000000000000')).toBe(false);
  });

  it('differ for items created in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createLocalId(1000)));
    expect(ids.size).toBe(50);
  });
});

describe('local value store', () => {
  it('stores, reads and clears one value', () => {
    const store = createLocalValueStore<string>(STORAGE_KEYS.activeDeck);
    expect(store.get()).toBeNull();
    expect(store.set('local_1_deck')).toBe(true);
    expect(store.get()).toBe('local_1_deck');
    expect(store.clear()).toBe(true);
    expect(store.get()).toBeNull();
  });

  it('returns null on unreadable data and false when a write fails', () => {
    window.localStorage.setItem(STORAGE_KEYS.tcgDraft, '{oops');
    const draft = createLocalValueStore<object>(STORAGE_KEYS.tcgDraft);
    expect(draft.get()).toBeNull();
    const failing = createLocalValueStore<object>(STORAGE_KEYS.tcgDraft, () => {
      throw new Error('no storage');
    });
    expect(failing.set({ isDraft: true })).toBe(false);
    expect(failing.get()).toBeNull();
  });
});
