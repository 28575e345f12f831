import { describe, expect, it } from 'vitest';
import { categorizeDeck, categorizeDeckName } from '../../src/index.ts';
import { deckNameKey } from '../../src/schemas/deckCategories.ts';
import type { CategoryRules } from '../../src/index.ts';

const cat = (_id: string, name: string, keywords: string[], coreCards: string[] = []): CategoryRules => ({
  _id,
  name,
  keywords,
  coreCards,
});
const categories = [
  cat('a', 'Charizard', ['Charizard'], ['Charizard ex', 'Pidgeot ex']),
  cat('b', 'Charizard Pidgeot', ['charizard pidgeot']),
  cat('c', 'Chien-Pao', ['Chien-Pao'], ['Chien-Pao ex', 'Baxcalibur']),
  cat('d', 'Lost Box', ['box', 'lost zone'], ['Comfey', "Colress's Experiment"]),
  cat('e', 'Flareon', ['Flareon']),
  cat('g', 'Gardevoir', ['gardévoir']),
  cat('z', 'Zeta', ['miraidon']),
  cat('y', 'alpha', ['MIRAIDON']),
];

describe('categorizeDeckName', () => {
  it('matches a keyword as a whole word sequence, ignoring case and accents', () => {
    expect(categorizeDeckName('Charizard ex / Pidgeot', categories)).toEqual({ categoryId: 'a', source: 'rule' });
    expect(categorizeDeckName('chien pao ex', categories)).toEqual({ categoryId: 'c', source: 'rule' });
    expect(categorizeDeckName('GARDEVOIR ex', categories)).toEqual({ categoryId: 'g', source: 'rule' });
    expect(categorizeDeckName('Lost Zone Box', categories)).toEqual({ categoryId: 'd', source: 'rule' });
    // 'box' is not a word of 'Boxes'; 'charizard pidgeot' needs the two words together.
    expect(categorizeDeckName('Lost Boxes', categories)).toEqual({ categoryId: null, source: null });
    expect(categorizeDeckName('Pidgeot Control', categories)).toEqual({ categoryId: null, source: null });
  });

  it('gives several matches to the longest keyword, then the category name A-Z', () => {
    // 'charizard' (9) and 'charizard pidgeot' (17) both match.
    expect(categorizeDeckName('Charizard Pidgeot', categories).categoryId).toBe('b');
    // 'miraidon' twice, same length: 'alpha' before 'Zeta' ignoring case, whatever the input order.
    expect(categorizeDeckName('Miraidon ex', categories).categoryId).toBe('y');
    expect(categorizeDeckName('Miraidon ex', [...categories].reverse()).categoryId).toBe('y');
  });

  it('lets an admin assignment of the trimmed, lower-case name win over the rules', () => {
    const assignments = new Map([
      ['my weird deck', 'e'],
      ['charizard ex', 'e'],
      ['lost boxes', 'gone'],
    ]);
    expect(categorizeDeckName('  My Weird DECK ', categories, assignments)).toEqual({
      categoryId: 'e',
      source: 'assigned',
    });
    expect(categorizeDeckName('Charizard ex', categories, assignments).categoryId).toBe('e');
    // An assignment to a category that no longer exists is ignored.
    expect(categorizeDeckName('Lost Boxes', categories, assignments).categoryId).toBeNull();
    // Plain objects work too.
    expect(categorizeDeckName('my weird deck', categories, { 'my weird deck': 'd' }).categoryId).toBe('d');
  });

  it('leaves blank names and empty lists uncategorised', () => {
    expect(categorizeDeckName('   ', categories)).toEqual({ categoryId: null, source: null });
    expect(categorizeDeckName(null, categories)).toEqual({ categoryId: null, source: null });
    expect(categorizeDeckName('Charizard', [])).toEqual({ categoryId: null, source: null });
    expect(deckNameKey('  Charizard EX ')).toBe('charizard ex');
  });
});

describe('categorizeDeck', () => {
  const card = (name: string) => ({ name, count: 1 });
  it('falls back on the core cards when the name matches nothing', () => {
    expect(
      categorizeDeck('Spicy list', [card('charizard EX'), card('Pidgeot ex'), card('Rare Candy')], categories),
    ).toEqual({
      categoryId: 'a',
      source: 'cards',
    });
    // Only one of Lost Box's core cards: no category.
    expect(categorizeDeck('Spicy list', [card('Comfey')], categories)).toEqual({ categoryId: null, source: null });
    expect(categorizeDeck('Spicy list', [], categories)).toEqual({ categoryId: null, source: null });
    expect(categorizeDeck('Spicy list', null, categories)).toEqual({ categoryId: null, source: null });
  });

  it('prefers the category with most core cards, then name A-Z; the name always comes first', () => {
    const both = [card('Charizard ex'), card('Pidgeot ex'), card('Chien-Pao ex'), card('Baxcalibur')];
    // Two core cards each: 'Charizard' before 'Chien-Pao'.
    expect(categorizeDeck('Spicy list', both, categories).categoryId).toBe('a');
    const three = [...both, card('Extra')];
    const withThree = [...categories, cat('x', 'Xtra', [], ['Chien-Pao ex', 'Baxcalibur', 'Extra'])];
    expect(categorizeDeck('Spicy list', three, withThree).categoryId).toBe('x');
    expect(categorizeDeck('Flareon', both, categories)).toEqual({ categoryId: 'e', source: 'rule' });
  });
});
