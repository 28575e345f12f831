import type { DeckCard, DeckInput } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { createLocalDeckRepository, GUEST_REMOTE_DECK_MESSAGE, setGuestActiveDeck } from '../../src/data/entities/decks.ts';
import { LocalStorageWriteError } from '../../src/data/guest/localRepository.ts';
import { createLocalValueStore } from '../../src/data/guest/localValueStore.ts';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';

const card = (name: string, count: number, supertype: DeckCard['supertype'] = 'Pokémon'): DeckCard => ({
  id: `x-${name}`,
  name,
  supertype,
  subtypes: [],
  count,
  setCode: 'SVI',
  number: '1',
  imageUrl: null,
});

const input = (name: string, cards: DeckCard[] = []): DeckInput => ({
  name,
  description: '',
  category: 'Uncategorized',
  pokemonSprite: 'gardevoir',
  secondaryPokemonSprite: null,
  cards,
});

/** A clock the test moves by hand. */
function clock(start: string) {
  let current = new Date(start);
  const now = () => current;
  now.set = (iso: string) => {
    current = new Date(iso);
  };
  return now;
}

describe('local decks repository', () => {
  it('stores decks under the decks key with local_ ids, isLocal, createdAt, updatedAt and the card count', async () => {
    const decks = createLocalDeckRepository({ now: clock('2024-01-05T10:00:00Z') });
    const created = await decks.create(input('Gardevoir ex', [card('Ralts', 4), card('Kirlia', 3)]));

    expect(created._id).toMatch(/^local_\d+_[a-z0-9]{9}$/);
    expect(created).toMatchObject({
      isLocal: true,
      createdAt: '2024-01-05T10:00:00.000Z',
      updatedAt: '2024-01-05T10:00:00.000Z',
      cardCount: 7,
    });
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.decks)!) as unknown[];
    expect(stored).toHaveLength(1);
    expect(await decks.get(created._id)).toEqual(created);
  });

  it('lists the most recently updated first and recounts cards on update', async () => {
    const now = clock('2024-01-01T00:00:00Z');
    const decks = createLocalDeckRepository({ now });
    const older = await decks.create(input('Older'));
    now.set('2024-01-02T00:00:00Z');
    const newer = await decks.create(input('Newer'));
    expect((await decks.list()).map((d) => d.name)).toEqual(['Newer', 'Older']);

    now.set('2024-01-03T00:00:00Z');
    const updated = await decks.update(older._id, { cards: [card('Pikachu', 2)] });
    expect(updated).toMatchObject({ cardCount: 2, updatedAt: '2024-01-03T00:00:00.000Z', createdAt: older.createdAt });
    expect((await decks.list()).map((d) => d._id)).toEqual([older._id, newer._id]);
  });

  it("throws 'Deck not found' when updating or deleting a deck that is not stored", async () => {
    const decks = createLocalDeckRepository();
    await expect(decks.update('local_1_missing', { name: 'x' })).rejects.toThrow('Deck not found');
    await expect(decks.remove('local_1_missing')).rejects.toThrow('Deck not found');
  });

  it('deletes a deck, and the key once none is left', async () => {
    const decks = createLocalDeckRepository();
    const deck = await decks.create(input('Solo'));
    await decks.remove(deck._id);
    expect(await decks.list()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.decks)).toBeNull();
  });

  it('answers a guest asking for a server deck with the spec message', async () => {
    await expect(createLocalDeckRepository().get('0f8a2c1e-server-id')).rejects.toThrow(GUEST_REMOTE_DECK_MESSAGE);
  });

  it('reads unreadable or corrupt storage as an empty list and fills in fields older data lacks', async () => {
    window.localStorage.setItem(STORAGE_KEYS.decks, '{not json');
    expect(await createLocalDeckRepository().list()).toEqual([]);

    window.localStorage.setItem(
      STORAGE_KEYS.decks,
      JSON.stringify([{ _id: 'local_1_abc', name: 'Old', createdAt: '2023-05-01T00:00:00.000Z', isLocal: true }]),
    );
    expect(await createLocalDeckRepository().list()).toEqual([
      expect.objectContaining({
        _id: 'local_1_abc',
        category: 'Uncategorized',
        cards: [],
        cardCount: 0,
        updatedAt: '2023-05-01T00:00:00.000Z',
      }),
    ]);

    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(await createLocalDeckRepository({ storage: blocked }).list()).toEqual([]);
  });

  it('throws a storage write error that the screen can report', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    await expect(createLocalDeckRepository({ storage: () => full }).create(input('Too big'))).rejects.toBeInstanceOf(
      LocalStorageWriteError,
    );
  });
});

describe('guest active deck', () => {
  it('is stored only for a local deck that exists', async () => {
    const decks = createLocalDeckRepository();
    const store = createLocalValueStore<string>(STORAGE_KEYS.activeDeck);
    const deck = await decks.create(input('Active'));

    await setGuestActiveDeck(deck._id, decks, store);
    expect(store.get()).toBe(deck._id);

    await expect(setGuestActiveDeck('local_1_gone', decks, store)).rejects.toThrow('Deck not found');
    await expect(setGuestActiveDeck('server-id', decks, store)).rejects.toThrow('Deck not found');
    expect(store.get()).toBe(deck._id);

    await setGuestActiveDeck(null, decks, store);
    expect(store.get()).toBeNull();
  });
});
