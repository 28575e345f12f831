import { SUPERTYPES, TCG_DECK_SIZE, type CatalogueCard, type DeckCard, type Supertype } from '@trainerlog/core';

/** A parsed deck list line (parseDeckList of @trainerlog/core). */
export interface ParsedLine {
  count: number;
  name: string;
  setCode: string;
  number: string;
  supertype: Supertype;
  line: number;
}

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

export function addCopy(cards: DeckCard[], card: DeckCard): DeckCard[] {
  const existing = cards.find((c) => c.id === card.id);
  if (!existing) return [...cards, { ...card, count: 1 }];
  if (existing.count >= TCG_DECK_SIZE) return cards;
  return cards.map((c) => (c.id === card.id ? { ...c, count: c.count + 1 } : c));
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
