/**
 * A Limitless TCG list as our deck (issue 15: "your deck list from the standings is offered as a deck (or matched to
 * one of your decks)").
 *
 * Definitions:
 * - Supertypes come from the list's sections (`pokemon`, `trainer`, `energy`), which Limitless fills from its card
 *   database — firmer than any guess from the name.
 * - A card's id is the deck builder's id for a printing the catalogue did not resolve, `text:<set>-<number>-<name>`
 *   (at most 100 characters), as a pasted list line gets it: the same printing imported twice or pasted is the same
 *   card, and the builder turns it into the catalogue's card when the player adds that printing. The set code and
 *   number are Limitless's (PTCGL's codes, `SVI 181`).
 * - Card names are read with their HTML character references decoded once (`Eevee &amp; Snorlax-GX` of older
 *   lists is `Eevee & Snorlax-GX`, formats/htmlEntities.ts); Basic Energy is Energy by its section and, for the copy
 *   rule, by its name in any shape (`Psychic Energy`, `Basic {P} Energy`: rules/basicEnergy.ts).
 * - The same printing on two lines is one card with the summed count (at most 60, what a deck line holds).
 * - The saved deck the list is: `bestDeckForCards` of the PTCGL import over the list's card names (at least 3 shared
 *   names, Basic Energy ignored, most shared wins); without one, the active deck when it is among the decks.
 */
import { TCG_DECK_SIZE } from '../../constants.ts';
import { decodeHtmlEntities } from '../../formats/htmlEntities.ts';
import { deckInputSchema, type DeckCard, type DeckInput, type Supertype } from '../../schemas/decks.ts';
import type { LimitlessListOffer } from '../../schemas/limitless.ts';
import { bestDeckForCards, type DeckForOverlap } from '../ptcgl/deckOverlap.ts';
import type { LimitlessUpstreamTcgList } from './types.ts';

export type LimitlessDeckCard = LimitlessListOffer['cards'][number];

const CARD_ID_MAX = 100;
const SECTIONS: [keyof LimitlessUpstreamTcgList, Supertype][] = [
  ['pokemon', 'Pokémon'],
  ['trainer', 'Trainer'],
  ['energy', 'Energy'],
];

/** The deck builder's id of a printing the catalogue did not resolve (see header). */
export function limitlessCardId(card: { name: string; set: string; number: string }): string {
  return `text:${card.set}-${card.number}-${card.name}`.slice(0, CARD_ID_MAX);
}

/** A Limitless list's cards in section order, each printing once (see header). */
export function limitlessDeckCards(list: LimitlessUpstreamTcgList): LimitlessDeckCard[] {
  const byId = new Map<string, LimitlessDeckCard>();
  for (const [section, supertype] of SECTIONS) {
    for (const card of list[section]) {
      const line = {
        count: card.count,
        name: decodeHtmlEntities(card.name).slice(0, 100),
        set: card.set.slice(0, 20),
        number: card.number.slice(0, 20),
      };
      const id = limitlessCardId(line);
      const held = byId.get(id);
      if (held) held.count = Math.min(TCG_DECK_SIZE, held.count + line.count);
      else byId.set(id, { ...line, supertype });
    }
  }
  return [...byId.values()];
}

/** The deck a list is saved as. Sprites are the archetype's (the first two). */
export function limitlessDeckInput(
  name: string,
  cards: readonly LimitlessDeckCard[],
  sprites: readonly string[],
  description: string,
): { ok: true; deck: DeckInput } | { ok: false; errors: { path: string; message: string }[] } {
  const deckCards: DeckCard[] = cards.map((card) => ({
    id: limitlessCardId(card),
    name: card.name,
    supertype: card.supertype,
    subtypes: [],
    count: card.count,
    setCode: card.set,
    number: card.number,
    imageUrl: null,
  }));
  const parsed = deckInputSchema.safeParse({
    name: name.trim().slice(0, 100),
    description: description.slice(0, 2000),
    pokemonSprite: sprites[0]?.slice(0, 60) ?? null,
    secondaryPokemonSprite: sprites[1]?.slice(0, 60) ?? null,
    cards: deckCards,
  });
  if (parsed.success) return { ok: true, deck: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) };
}

/** The saved deck the list is (see header), else the active deck, else null. */
export function limitlessDeckMatch<T extends DeckForOverlap>(
  cards: readonly { name: string }[],
  decks: readonly T[],
  activeDeckId: string | null,
): T | null {
  const seen = cards.map((card) => ({ name: card.name, englishName: card.name }));
  const best = seen.length > 0 ? bestDeckForCards(seen, decks) : null;
  const chosen = best ? decks.find((deck) => deck._id === best.deckId) : undefined;
  return chosen ?? decks.find((deck) => deck._id === activeDeckId) ?? null;
}
