/**
 * The caller's decks (spec part 2 §3): list, read, create, replace, delete.
 *
 * Decisions:
 * - Exactly-once sync (issue 16): a create with a `clientId` (the deck's local id) that the caller already used
 *   creates nothing and answers the deck made then (`created: false`, the route's 200). The insert is `on conflict
 *   (user_id, client_id) do nothing`, so concurrent retries wait for the first and then read its row.
 * - A new deck with a clientId adopts the caller's matches that named it before it arrived (tcg_matches.deck_client_id,
 *   see tcg-matches/service.ts) in the same transaction; they keep the deck name they were logged with (the name it
 *   had when played; one sent without a name takes the deck's) and are re-categorised with its cards. PUT never
 *   changes client_id.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Deck, DeckInput } from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { decks, tcgMatches, type DeckRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { recategoriseDeckMatches } from '../deck-categories/index.ts';

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
    clientId: row.clientId,
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

  /** Inserts the deck, or finds the one made with the same clientId (see header); links its waiting matches. */
  async function insertDeck(
    tx: Queryable,
    userId: string,
    input: DeckInput,
  ): Promise<{ deck: Deck; created: boolean }> {
    const clientId = input.clientId ?? null;
    const [row] = await tx
      .insert(decks)
      .values({ userId, clientId, ...columnsOf(input) })
      .onConflictDoNothing({ target: [decks.userId, decks.clientId], where: sql`${decks.clientId} is not null` })
      .returning();
    if (!row) {
      const [existing] = await tx
        .select()
        .from(decks)
        .where(and(eq(decks.userId, userId), eq(decks.clientId, clientId!)))
        .limit(1);
      return { deck: toDeck(existing!), created: false };
    }
    if (clientId) {
      const linked = await tx
        .update(tcgMatches)
        // A match logged with the local id alone (no name sent) takes the deck's name, the name it was played under.
        .set({
          deckId: row.id,
          deckClientId: null,
          deckName: sql`case when btrim(${tcgMatches.deckName}) = '' then ${row.name} else ${tcgMatches.deckName} end`,
        })
        .where(and(eq(tcgMatches.userId, userId), eq(tcgMatches.deckClientId, clientId)))
        .returning({ id: tcgMatches.id });
      if (linked.length > 0) await recategoriseDeckMatches(tx, userId, row.id, row.cards);
    }
    return { deck: toDeck(row), created: true };
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

    /** `created` is false when the caller already had a deck with this clientId, which is answered instead. */
    async create(userId: string, input: DeckInput): Promise<{ deck: Deck; created: boolean }> {
      return db.transaction((tx) => insertDeck(tx, userId, input));
    },

    /** A validated deck of the caller in the caller's transaction (the Limitless import, issue 15). */
    async createWithin(tx: Queryable, userId: string, input: DeckInput): Promise<Deck> {
      return (await insertDeck(tx, userId, input)).deck;
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
