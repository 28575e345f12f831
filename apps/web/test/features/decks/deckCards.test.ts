import { formatDeckList, parseDeckList, type CatalogueCard } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import {
  addCopy,
  changeCount,
  copiesInDeck,
  deckCardFromCatalogue,
  deckCardFromLine,
  deckSections,
  formatDeckDate,
  mergeDuplicates,
  textCardId,
} from '../../../src/features/decks/deckCards.ts';

const nestBall: CatalogueCard = {
  id: 'sv1-181',
  name: 'Nest Ball',
  supertype: 'Trainer',
  subtypes: ['Item'],
  setId: 'sv1',
  setName: 'Scarlet & Violet',
  setCode: 'SVI',
  number: '181',
  regulationMark: 'G',
  nationalPokedexNumbers: [],
  imageSmall: 'https://images.example/sv1/181.png',
  imageLarge: null,
};

describe('deck card helpers', () => {
  it('adds copies one at a time and removes a line when its count reaches zero', () => {
    const ball = deckCardFromCatalogue(nestBall);
    let cards = addCopy([], ball);
    cards = addCopy(cards, ball);
    expect(cards).toEqual([{ ...ball, count: 2 }]);
    cards = changeCount(cards, ball.id, -1);
    expect(cards[0]!.count).toBe(1);
    expect(changeCount(cards, ball.id, -1)).toEqual([]);
  });

  it('keeps an unresolved line as the text gave it, with a generated id', () => {
    const line = {
      count: 2,
      name: 'Mystery Card',
      setCode: 'ZZZ',
      number: '9',
      supertype: 'Trainer' as const,
      line: 3,
    };
    expect(deckCardFromLine(line, null)).toEqual({
      id: 'text:ZZZ-9-Mystery Card',
      name: 'Mystery Card',
      supertype: 'Trainer',
      subtypes: [],
      count: 2,
      setCode: 'ZZZ',
      number: '9',
      imageUrl: null,
    });
    expect(textCardId(line)).toBe('text:ZZZ-9-Mystery Card');
  });

  it('uses the catalogue card a line resolved to, with the count of the line', () => {
    const line = { count: 4, name: 'Nest Ball', setCode: 'SVI', number: '181', supertype: 'Trainer' as const, line: 1 };
    expect(deckCardFromLine(line, nestBall)).toMatchObject({ id: 'sv1-181', count: 4, imageUrl: nestBall.imageSmall });
  });

  it('turns a line kept from text into the catalogue card when the same printing is added from search', () => {
    const line = { count: 3, name: 'Nest Ball', setCode: 'SVI', number: '181', supertype: 'Trainer' as const, line: 1 };
    const fromText = deckCardFromLine(line, null);
    const cards = addCopy([fromText], deckCardFromCatalogue(nestBall));
    expect(cards).toEqual([{ ...deckCardFromCatalogue(nestBall), count: 4 }]);
    expect(copiesInDeck([fromText])(nestBall)).toBe(3);
    expect(copiesInDeck(cards)(nestBall)).toBe(4);
  });

  it('merges two lines of the same printing', () => {
    const ball = deckCardFromCatalogue(nestBall, 2);
    expect(mergeDuplicates([ball, { ...ball, count: 1 }])).toEqual([{ ...ball, count: 3 }]);
  });

  it('groups cards into Pokémon, Trainer and Energy sorted by name with totals', () => {
    const text = 'Trainer: 2\n1 Ultra Ball SVI 196\n1 Arven SVI 166\nPokémon: 1\n1 Ralts SVI 84';
    const cards = parseDeckList(text).lines.map((line) => deckCardFromLine(line, null));
    const sections = deckSections(cards);
    expect(sections.map((s) => [s.label, s.total])).toEqual([
      ['Pokémon', 1],
      ['Trainer', 2],
      ['Energy', 0],
    ]);
    expect(sections[1]!.cards.map((c) => c.name)).toEqual(['Arven', 'Ultra Ball']);
  });

  it('round-trips a deck of text-only cards through the deck list format', () => {
    const text =
      'Pokémon: 4\n4 Ralts SVI 84\n\nTrainer: 4\n4 Nest Ball SVI 181\n\nEnergy: 2\n2 Basic Psychic Energy SVE 5';
    const cards = parseDeckList(text).lines.map((line) => deckCardFromLine(line, null));
    const again = parseDeckList(formatDeckList(cards)).lines.map((line) => deckCardFromLine(line, null));
    expect(again).toEqual(cards);
  });

  it("formats dates as 'Jan 5, 2024'", () => {
    expect(formatDeckDate('2024-01-05T12:00:00.000Z')).toBe('Jan 5, 2024');
    expect(formatDeckDate('nonsense')).toBe('Unknown date');
  });
});
