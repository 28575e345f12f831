import { and, eq, sql } from 'drizzle-orm';
import type { Deck, DeckInput } from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { decks, type DeckRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { recategoriseDeckMatches } from '../deck-categories/rules.ts';

export const DECK_NOT_FOUND = 'Deck not found';
export const DECK_DELETED = 'Deck deleted';

export type DeckService = ReturnType<typeof createDeckService>;

/** The deck as the API shows it (spec part 2 §3); `user` is the owner's id. */
export function toDeck(row: DeckRow): Deck {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    pokemonSprite: row.pokemonSprite,
    secondaryPokemonSprite: row.secondaryPokemonSprite,
    // The stored lines were validated on write; copied field by field, so nothing else reaches the answer.
    cards: row.cards.map((card) => ({
      id: card.id,
      name: card.name,
      supertype: card.supertype,
      subtypes: card.subtypes,
      count: card.count,
      setCode: card.setCode,
      number: card.number,
      imageUrl: card.imageUrl,
    })),
    cardCount: row.cardCount,
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of a validated deck; the card count is derived here so it can never disagree with the cards. */
function columnsOf(input: DeckInput) {
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    pokemonSprite: input.pokemonSprite || null,
    secondaryPokemonSprite: input.secondaryPokemonSprite || null,
    cards: input.cards,
    cardCount: input.cards.reduce((sum, card) => sum + card.count, 0),
  };
}

/**
 * Newest update first, then newest created: `desc nulls last`, as decks_user_id_updated_at_idx is ordered, so the
 * list reads that index in order (a plain `desc` means nulls first, which that index cannot give).
 */
export const deckListOrder = [sql`${decks.updatedAt} desc nulls last`, sql`${decks.createdAt} desc nulls last`];

/** Every query is scoped by the owner: another user's deck is indistinguishable from one that does not exist. */
export function createDeckService(db: Db) {
  const ownedBy = (userId: string, deckId: string) => and(eq(decks.id, deckId), eq(decks.userId, userId));

  async function insertDeck(q: Queryable, userId: string, input: DeckInput): Promise<Deck> {
    const [row] = await q
      .insert(decks)
      .values({ userId, ...columnsOf(input) })
      .returning();
    return toDeck(row!);
  }

  return {
    async list(userId: string): Promise<Deck[]> {
      const rows = await db
        .select()
        .from(decks)
        .where(eq(decks.userId, userId))
        .orderBy(...deckListOrder);
      return rows.map(toDeck);
    },

    async get(userId: string, deckId: string): Promise<Deck> {
      if (!isUuid(deckId)) throw notFound(DECK_NOT_FOUND);
      const [row] = await db.select().from(decks).where(ownedBy(userId, deckId)).limit(1);
      if (!row) throw notFound(DECK_NOT_FOUND);
      return toDeck(row);
    },

    async create(userId: string, input: DeckInput): Promise<Deck> {
      return insertDeck(db, userId, input);
    },

    /** A validated deck of the caller in the caller's transaction (the Limitless import, issue 15). */
    async createWithin(tx: Queryable, userId: string, input: DeckInput): Promise<Deck> {
      return insertDeck(tx, userId, input);
    },

    /** A full replacement (PUT): fields left out take their defaults, as on create. */
    async update(userId: string, deckId: string, input: DeckInput): Promise<Deck> {
      if (!isUuid(deckId)) throw notFound(DECK_NOT_FOUND);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(decks)
          // The database's clock, like created_at's default: ordering must not depend on two clocks agreeing.
          .set({ ...columnsOf(input), updatedAt: sql`now()` })
          .where(ownedBy(userId, deckId))
          .returning();
        if (!updated) throw notFound(DECK_NOT_FOUND);
        // Community analytics: the deck's matches may change archetype with its cards (deck-categories/rules.ts).
        await recategoriseDeckMatches(tx, userId, deckId, updated.cards);
        return updated;
      });
      return toDeck(row);
    },

    /** users.active_deck_id references decks ON DELETE SET NULL: deleting the active deck clears it atomically. */
    async remove(userId: string, deckId: string): Promise<void> {
      if (!isUuid(deckId)) throw notFound(DECK_NOT_FOUND);
      const deleted = await db.delete(decks).where(ownedBy(userId, deckId)).returning({ id: decks.id });
      if (deleted.length === 0) throw notFound(DECK_NOT_FOUND);
    },
  };
}
