import { DEFAULT_DECK_CATEGORY, apiEndpoints, type Deck, type DeckCard, type DeckInput } from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';
import { ENTITIES, localActiveDeck } from './entities.ts';
import { createLocalRepository } from '../guest/localRepository.ts';
import type { LocalValueStore } from '../guest/localValueStore.ts';
import { createRemoteRepository } from '../member/remoteRepository.ts';
import { isLocalId, type Repository } from './repository.ts';
import type { PublicUser } from '@trainerlog/core';

export type DeckRepository = Repository<Deck, DeckInput>;

/** Spec part 2 §8: a guest cannot open a server deck. */
export const GUEST_REMOTE_DECK_MESSAGE = 'Authentication required to fetch individual deck';

export function totalCards(cards: readonly Pick<DeckCard, 'count'>[]): number {
  return cards.reduce((sum, card) => sum + card.count, 0);
}

/** A stored deck as the screens expect it, whatever an older version of the app wrote. */
function normalizeStoredDeck(raw: Partial<Deck> & { _id: string }): Deck {
  const cards = Array.isArray(raw.cards) ? raw.cards : [];
  const createdAt = raw.createdAt ?? new Date(0).toISOString();
  return {
    _id: raw._id,
    name: raw.name ?? '',
    description: raw.description ?? '',
    category: raw.category || DEFAULT_DECK_CATEGORY,
    pokemonSprite: raw.pokemonSprite ?? null,
    secondaryPokemonSprite: raw.secondaryPokemonSprite ?? null,
    cards,
    cardCount: totalCards(cards),
    isLocal: true,
    createdAt,
    updatedAt: raw.updatedAt ?? createdAt,
  };
}

type StoredDeckFields = Omit<Deck, '_id' | 'isLocal'>;

export interface LocalDeckRepositoryOptions {
  storage?: () => Storage;
  now?: () => Date;
  random?: () => number;
}

/**
 * Guests' decks under the decks storage key (spec part 2 §3 "Local items"). Reads never throw; writes throw
 * LocalStorageWriteError; updating or deleting a missing deck throws 'Deck not found'.
 */
export function createLocalDeckRepository(options: LocalDeckRepositoryOptions = {}): DeckRepository & {
  readonly storageKey: string;
} {
  const now = options.now ?? (() => new Date());
  const store = createLocalRepository<Deck, StoredDeckFields>({
    storageKey: ENTITIES.decks.storageKey,
    notFoundMessage: ENTITIES.decks.notFoundMessage,
    storage: options.storage,
    now,
    random: options.random,
  });
  const { notFoundMessage } = ENTITIES.decks;
  return {
    storageKey: store.storageKey,
    async list() {
      const decks = (await store.list()).map(normalizeStoredDeck);
      return decks.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
    async get(id) {
      if (!isLocalId(id)) throw new Error(GUEST_REMOTE_DECK_MESSAGE);
      const deck = await store.get(id);
      return deck ? normalizeStoredDeck(deck) : null;
    },
    async create(input) {
      const at = now().toISOString();
      const created = await store.create({
        ...input,
        cardCount: totalCards(input.cards),
        createdAt: at,
        updatedAt: at,
      });
      return normalizeStoredDeck(created);
    },
    async update(id, changes) {
      const fields: Partial<StoredDeckFields> = { ...changes, updatedAt: now().toISOString() };
      if (changes.cards) fields.cardCount = totalCards(changes.cards);
      return normalizeStoredDeck(await store.update(id, fields));
    },
    async remove(id) {
      if (!(await store.get(id))) throw new Error(notFoundMessage);
      await store.remove(id);
    },
  };
}

export const localDecks = createLocalDeckRepository();
export const remoteDecks = createRemoteRepository<Deck, DeckInput>(apiEndpoints.decks, api.decks, () => api.decks.list());

/** Members keep decks on the server; a local_ deck not yet synced is still edited and deleted in the browser. */
export const memberDecks: DeckRepository = {
  list: () => remoteDecks.list(),
  get: (id) => (isLocalId(id) ? localDecks.get(id) : remoteDecks.get(id)),
  create: (input) => remoteDecks.create(input),
  update: (id, changes) => (isLocalId(id) ? localDecks.update(id, changes) : remoteDecks.update(id, changes)),
  remove: (id) => (isLocalId(id) ? localDecks.remove(id) : remoteDecks.remove(id)),
};

/** The guest's active deck: stored only when it names a local deck that exists (spec part 2 §8: false on failure). */
export async function setGuestActiveDeck(
  deckId: string | null,
  decks: Pick<DeckRepository, 'get'> = localDecks,
  store: LocalValueStore<string> = localActiveDeck,
): Promise<void> {
  if (deckId === null) {
    if (!store.clear()) throw new Error('Could not save the active deck in this browser');
    return;
  }
  const deck = isLocalId(deckId) ? await decks.get(deckId) : null;
  if (!deck) throw new Error(ENTITIES.decks.notFoundMessage);
  if (!store.set(deckId)) throw new Error('Could not save the active deck in this browser');
}

/** PUT /api/auth/active-deck answers the updated user (404 'Deck not found' for a deck that is not the caller's). */
export function setMemberActiveDeck(deckId: string | null): Promise<PublicUser> {
  return api.auth.setActiveDeck({ deckId });
}
