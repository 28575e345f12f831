/**
 * Deck normalisation before a guest deck is uploaded (spec part 2 §4 "Sync on login or registration"): a card
 * without an id gets one, a card without a supertype takes the supertype of the list it came from, `count` and
 * `quantity` mirror each other (default 1), and the user id is attached when known.
 *
 * Decisions:
 * - The lists a card can come from are the current `cards` list and the lists older versions of the app kept
 *   (`pokemon`, `trainers`/`trainer`, `energy`/`energies`); those are merged into `cards`, so nothing a guest entered
 *   is dropped. A card in the flat `cards` list that has no supertype keeps none: guessing would store a wrong card,
 *   while the server's refusal keeps the deck local and tells the player.
 * - Generated card ids are `local_card_<n>_<random>` — stable enough for one upload, never mistaken for a catalogue id.
 */
import type { Supertype } from '@trainerlog/core';

type RawCard = Record<string, unknown>;
export type RawDeck = Record<string, unknown>;

const LEGACY_LISTS: ReadonlyArray<readonly [string, Supertype]> = [
  ['pokemon', 'Pokémon'],
  ['trainers', 'Trainer'],
  ['trainer', 'Trainer'],
  ['energy', 'Energy'],
  ['energies', 'Energy'],
];

function positiveCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function normalizeCard(raw: RawCard, listSupertype: Supertype | null, index: number, random: () => number): RawCard {
  const count = positiveCount(raw.count) ?? positiveCount(raw.quantity) ?? 1;
  const id =
    typeof raw.id === 'string' && raw.id.trim() !== ''
      ? raw.id
      : `local_card_${index}_${random().toString(36).slice(2, 10).padEnd(8, '0')}`;
  const card: RawCard = { ...raw, id, count, quantity: count };
  if ((typeof raw.supertype !== 'string' || raw.supertype === '') && listSupertype) card.supertype = listSupertype;
  return card;
}

/**
 * The deck as it is sent: the stored fields without the local id and local flag, the cards normalised. `userId` is
 * attached as `user` when known (the server takes the owner from the session and ignores it).
 */
export function normalizeDeckForSync(raw: RawDeck, userId: string | null, random: () => number = Math.random): RawDeck {
  const { _id: _localId, isLocal: _isLocal, ...fields } = raw;
  const cards: RawCard[] = [];
  const add = (list: unknown, supertype: Supertype | null) => {
    if (!Array.isArray(list)) return;
    for (const card of list) {
      if (typeof card === 'object' && card !== null)
        cards.push(normalizeCard(card as RawCard, supertype, cards.length, random));
    }
  };
  add(fields.cards, null);
  for (const [key, supertype] of LEGACY_LISTS) {
    add(fields[key], supertype);
    delete fields[key];
  }
  const deck: RawDeck = { ...fields, cards };
  if (userId) deck.user = userId;
  return deck;
}
