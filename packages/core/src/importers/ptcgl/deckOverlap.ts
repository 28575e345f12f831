/**
 * Which of the player's saved decks they most likely played in a PTCGL log (issue 12): the deck whose list shares
 * the most cards with the cards the log shows them using.
 *
 * Definitions:
 * - Names are compared by their words (`wordsOf` of `analytics/categorize.ts`: case, accents, apostrophes and
 *   hyphens do not matter). A card seen matches a deck card when the deck card's name equals the card's English name
 *   or its printed name, so decks kept with English names and decks imported in the log's language both match.
 * - Basic Energy is ignored on both sides (`Basic Fire Energy`, older `Fire Energy`, `Énergie Feu de base` and the
 *   other languages' names: rules/basicEnergy.ts): every deck of a type plays it, so it tells decks apart no better
 *   than chance. Deck lines with a count below 1 are ignored.
 * - The overlap of a deck is the number of its distinct card names the player was seen using; its share is the
 *   overlap divided by its distinct card names.
 * - The best deck has the largest overlap of at least `MIN_DECK_OVERLAP` (3) cards, so a log showing two staples
 *   (Ultra Ball, Boss's Orders) picks no deck rather than a wrong one; ties go to the higher share, then the deck name
 *   A-Z (ignoring case), then the id. Null when no deck qualifies (the caller then uses the active deck).
 */
import { wordsOf } from '../../analytics/categorize.ts';
import { isBasicEnergyName } from '../../rules/basicEnergy.ts';
import type { PtcglCardSeen } from './types.ts';

export const MIN_DECK_OVERLAP = 3;

export interface DeckForOverlap {
  _id: string;
  name: string;
  cards: readonly { name: string; count?: number }[];
}

export interface DeckOverlap {
  deckId: string;
  overlap: number;
}

/** The comparison key of a card name, or null for Basic Energy and empty names. */
function cardKey(name: string): string | null {
  const key = wordsOf(name).join(' ');
  return key === '' || isBasicEnergyName(name) ? null : key;
}

/** The deck the cards seen overlap best (see header), or null. The Limitless import passes a list's cards. */
export function bestDeckForCards(
  cards: readonly Pick<PtcglCardSeen, 'name' | 'englishName'>[],
  decks: readonly DeckForOverlap[],
): DeckOverlap | null {
  const seen = new Set<string>();
  for (const card of cards) {
    const english = card.englishName === null ? null : cardKey(card.englishName);
    // A Basic Energy known by its English name is ignored whatever the log's language prints.
    if (card.englishName !== null && english === null) continue;
    if (english) seen.add(english);
    const printed = cardKey(card.name);
    if (printed) seen.add(printed);
  }
  if (seen.size === 0) return null;

  let best: { deck: DeckForOverlap; overlap: number; share: number } | null = null;
  for (const deck of decks) {
    const names = new Set<string>();
    for (const line of deck.cards) {
      if (line.count !== undefined && line.count < 1) continue;
      const key = cardKey(line.name);
      if (key) names.add(key);
    }
    let overlap = 0;
    for (const name of names) if (seen.has(name)) overlap++;
    if (overlap < MIN_DECK_OVERLAP) continue;
    const share = overlap / names.size;
    if (
      !best ||
      overlap > best.overlap ||
      (overlap === best.overlap && (share > best.share || (share === best.share && compareDecks(deck, best.deck) < 0)))
    ) {
      best = { deck, overlap, share };
    }
  }
  return best ? { deckId: best.deck._id, overlap: best.overlap } : null;
}

function compareDecks(a: DeckForOverlap, b: DeckForOverlap): number {
  return (
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)
  );
}
