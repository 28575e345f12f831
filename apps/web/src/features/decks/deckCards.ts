import {
  SUPERTYPES,
  TCG_DECK_SIZE,
  type CatalogueCard,
  type DeckCard,
  type ParsedDeckLine,
  type Supertype,
} from '@trainerlog/core';

/** A parsed deck list line (parseDeckList of @trainerlog/core). */
export type ParsedLine = ParsedDeckLine;

const CARD_ID_MAX = 100;

export function deckCardFromCatalogue(card: CatalogueCard, count = 1): DeckCard {
  return {
    id: card.id,
    name: card.name,
    supertype: card.supertype,
    subtypes: card.subtypes,
    count,
    setCode: card.setCode,
    number: card.number,
    imageUrl: card.imageSmall,
  };
}

/** An id for a card the catalogue does not know, stable for the same text so a re-import matches it. */
export function textCardId(line: Pick<ParsedLine, 'name' | 'setCode' | 'number'>): string {
  return `text:${line.setCode}-${line.number}-${line.name}`.slice(0, CARD_ID_MAX);
}

/**
 * A deck card for a parsed line: the catalogue card it resolved to, else the name, set code, number and
 * supertype exactly as the text gave them.
 */
export function deckCardFromLine(line: ParsedLine, resolved: CatalogueCard | null | undefined): DeckCard {
  if (resolved) {
    return {
      ...deckCardFromCatalogue(resolved, line.count),
      setCode: resolved.setCode || line.setCode,
      number: resolved.number || line.number,
    };
  }
  return {
    id: textCardId(line),
    name: line.name,
    supertype: line.supertype,
    subtypes: [],
    count: line.count,
    setCode: line.setCode,
    number: line.number,
    imageUrl: null,
  };
}

/** Lines naming the same printing twice become one entry with the summed count. */
export function mergeDuplicates(cards: DeckCard[]): DeckCard[] {
  const byId = new Map<string, DeckCard>();
  for (const card of cards) {
    const existing = byId.get(card.id);
    byId.set(card.id, existing ? { ...existing, count: existing.count + card.count } : card);
  }
  return [...byId.values()];
}

/** The printing a card line stands for, so a catalogue card and the same card kept from text meet. */
export function printingKey(card: Pick<DeckCard, 'setCode' | 'number'>): string | null {
  return card.setCode && card.number ? `${card.setCode.toUpperCase()} ${card.number.toUpperCase()}` : null;
}

function samePrinting(line: DeckCard, card: DeckCard): boolean {
  if (line.id === card.id) return true;
  const key = printingKey(card);
  return line.id.startsWith('text:') && key !== null && printingKey(line) === key;
}

/**
 * One more copy of `card`. A line kept from a pasted list for the same printing becomes the catalogue card, so the
 * deck never holds the same printing twice.
 */
export function addCopy(cards: DeckCard[], card: DeckCard): DeckCard[] {
  const existing = cards.find((c) => samePrinting(c, card));
  if (!existing) return [...cards, { ...card, count: 1 }];
  if (existing.count >= TCG_DECK_SIZE) return cards;
  return cards.map((c) => (c === existing ? { ...card, count: c.count + 1 } : c));
}

/** How many copies of each catalogue card the deck holds, by id and by printing. */
export function copiesInDeck(
  cards: readonly DeckCard[],
): (card: Pick<DeckCard, 'id' | 'setCode' | 'number'>) => number {
  const byId = new Map<string, number>();
  const byPrinting = new Map<string, number>();
  for (const c of cards) {
    byId.set(c.id, (byId.get(c.id) ?? 0) + c.count);
    const key = printingKey(c);
    if (key && c.id.startsWith('text:')) byPrinting.set(key, (byPrinting.get(key) ?? 0) + c.count);
  }
  return (card) => (byId.get(card.id) ?? 0) + (byPrinting.get(printingKey(card) ?? '') ?? 0);
}

export function changeCount(cards: DeckCard[], id: string, delta: number): DeckCard[] {
  return cards
    .map((c) => (c.id === id ? { ...c, count: Math.min(TCG_DECK_SIZE, c.count + delta) } : c))
    .filter((c) => c.count > 0);
}

export function removeCard(cards: DeckCard[], id: string): DeckCard[] {
  return cards.filter((c) => c.id !== id);
}

export interface DeckSection {
  supertype: Supertype;
  label: string;
  cards: DeckCard[];
  total: number;
}

/** Pokémon, Trainer, Energy, each sorted by name (spec part 2 §9). */
export function deckSections(cards: readonly DeckCard[]): DeckSection[] {
  return SUPERTYPES.map((supertype) => {
    const inSection = cards
      .filter((c) => c.supertype === supertype)
      .sort((a, b) => a.name.localeCompare(b.name) || a.setCode.localeCompare(b.setCode));
    return {
      supertype,
      label: supertype,
      cards: inSection,
      total: inSection.reduce((n, c) => n + c.count, 0),
    };
  });
}

/** 'Jan 5, 2024' */
export function formatDeckDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
