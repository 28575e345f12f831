import { describe, expect, it } from 'vitest';
import { deckBuildIssues } from '../src/index.ts';
import { countCards, isBasicEnergy, validateDeckForMatches } from '../src/rules/deckValidity.ts';
import type { DeckCardLike } from '../src/rules/deckValidity.ts';

const pokemon = (name: string, count: number, subtypes?: string[]): DeckCardLike => ({
  name,
  supertype: 'Pokémon',
  count,
  ...(subtypes ? { subtypes } : {}),
});
const trainer = (name: string, count: number, subtypes?: string[]): DeckCardLike => ({
  name,
  supertype: 'Trainer',
  count,
  ...(subtypes ? { subtypes } : {}),
});
const energy = (name: string, count: number, subtypes?: string[]): DeckCardLike => ({
  name,
  supertype: 'Energy',
  count,
  ...(subtypes ? { subtypes } : {}),
});

/** 60 cards, legal: 14 Pokémon, 34 Trainers, 12 Energy. */
function legalCards(): DeckCardLike[] {
  return [
    pokemon('Charmander', 4),
    pokemon('Charmeleon', 1),
    pokemon('Charizard ex', 3, ['Stage 2', 'ex']),
    pokemon('Pidgey', 2),
    pokemon('Pidgeot ex', 2),
    pokemon('Radiant Charizard', 1, ['Basic', 'Radiant']),
    pokemon('Manaphy', 1),
    trainer('Arven', 4, ['Supporter']),
    trainer('Iono', 4, ['Supporter']),
    trainer("Boss's Orders", 2, ['Supporter']),
    trainer('Ultra Ball', 3, ['Item']),
    trainer('Ultra Ball', 1, ['Item']),
    trainer('Rare Candy', 4, ['Item']),
    trainer('Nest Ball', 4, ['Item']),
    trainer('Super Rod', 2, ['Item']),
    trainer('Counter Catcher', 3, ['Item']),
    trainer('Prime Catcher', 1, ['Item', 'ACE SPEC']),
    trainer('Forest Seal Stone', 1, ['Pokémon Tool']),
    trainer('Collapsed Stadium', 1, ['Stadium']),
    trainer('Switch', 2, ['Item']),
    trainer('Lost Vacuum', 2, ['Item']),
    energy('Basic {R} Energy', 8),
    energy('Fire Energy', 2),
    energy('Jet Energy', 2, ['Special']),
  ];
}

const legalDeck = () => ({ name: 'Charizard Pidgeot', cards: legalCards() });

describe('countCards', () => {
  it('counts every copy, by supertype', () => {
    expect(countCards(legalCards())).toEqual({ total: 60, pokemon: 14, trainer: 34, energy: 12 });
    expect(countCards([])).toEqual({ total: 0, pokemon: 0, trainer: 0, energy: 0 });
  });
  it('ignores counts that are not positive numbers', () => {
    expect(countCards([pokemon('Mew', -2), pokemon('Mew', Number.NaN), trainer('Switch', 2)])).toEqual({
      total: 2,
      pokemon: 0,
      trainer: 2,
      energy: 0,
    });
  });
});

describe('isBasicEnergy', () => {
  it.each([
    ['Basic {P} Energy', undefined, true],
    ['Basic Psychic Energy', undefined, true],
    ['Psychic Energy', undefined, true],
    ['Fairy Energy', undefined, true],
    ['basic darkness energy', undefined, true],
    ['Some Energy Of Any Name', ['Basic'], true],
    ['Double Turbo Energy', undefined, false],
    ['Double Colorless Energy', undefined, false],
    ['Jet Energy', undefined, false],
    ['Basic {P} Energy Search', undefined, false],
    ['Darkness Energy', ['Special'], false],
    ['Neo Upper Energy', ['ACE SPEC'], false],
  ] as const)('%s (%j) → %s', (name, subtypes, expected) => {
    expect(isBasicEnergy({ name, supertype: 'Energy', ...(subtypes ? { subtypes: [...subtypes] } : {}) })).toBe(
      expected,
    );
  });
  it('is never true for a card that is not an Energy', () => {
    expect(isBasicEnergy({ name: 'Psychic Energy', supertype: 'Trainer' })).toBe(false);
    expect(isBasicEnergy({ name: 'Basic {P} Energy', supertype: 'Pokémon', subtypes: ['Basic'] })).toBe(false);
  });
});

describe('validateDeckForMatches (spec part 2 §5)', () => {
  it('accepts a named 60-card legal deck', () => {
    expect(validateDeckForMatches(legalDeck())).toBeNull();
    expect(deckBuildIssues(legalDeck())).toEqual([]);
  });

  it('needs a deck', () => {
    expect(validateDeckForMatches(null)).toBe('No deck selected');
    expect(validateDeckForMatches(undefined)).toBe('No deck selected');
  });

  it('needs a name', () => {
    for (const name of [undefined, null, '', '   ']) {
      expect(validateDeckForMatches({ name, cards: legalCards() })).toBe('Deck must have a name');
    }
  });

  it('refuses a deck marked incomplete', () => {
    expect(validateDeckForMatches({ name: 'Lost Box (Incomplete)', cards: legalCards() })).toBe(
      'Cannot use incomplete deck for matches',
    );
    expect(validateDeckForMatches({ name: 'Lost Box (incomplete)', cards: legalCards() })).toBe(
      'Cannot use incomplete deck for matches',
    );
    expect(validateDeckForMatches({ name: 'Incomplete thoughts', cards: legalCards() })).toBeNull();
  });

  it('needs exactly 60 cards', () => {
    expect(validateDeckForMatches({ name: 'Short', cards: legalCards().slice(1) })).toBe(
      'Deck must have 60 cards (currently has 56)',
    );
    expect(validateDeckForMatches({ name: 'Long', cards: [...legalCards(), trainer('Switch', 1)] })).toBe(
      'Deck must have 60 cards (currently has 61)',
    );
    expect(validateDeckForMatches({ name: 'Empty', cards: [] })).toBe('Deck must have 60 cards (currently has 0)');
  });

  it('reports in the order no deck, name, incomplete, size, then construction', () => {
    const fiveUltraBalls = [...legalCards().filter((c) => c.name !== 'Iono'), trainer('Ultra Ball', 1)];
    expect(validateDeckForMatches({ name: '', cards: fiveUltraBalls })).toBe('Deck must have a name');
    expect(validateDeckForMatches({ name: 'X (Incomplete)', cards: fiveUltraBalls })).toBe(
      'Cannot use incomplete deck for matches',
    );
    expect(validateDeckForMatches({ name: 'X', cards: fiveUltraBalls })).toBe(
      'Deck must have 60 cards (currently has 57)',
    );
    const sixty = [...fiveUltraBalls, trainer('Iono', 3)];
    expect(validateDeckForMatches({ name: 'X', cards: sixty })).toBe('Ultra Ball: at most 4 copies (currently 5)');
  });
});

describe('deckBuildIssues', () => {
  it('lists everything wrong at once', () => {
    const cards = [
      pokemon('Radiant Greninja', 1),
      pokemon('Radiant Charizard', 1, ['Basic', 'Radiant']),
      trainer('Ultra Ball', 3),
      trainer('Ultra Ball', 3),
      trainer('Prime Catcher', 1, ['Item', 'ACE SPEC']),
      trainer('Unfair Stamp', 1, ['Item', 'ACE SPEC']),
      energy('Double Turbo Energy', 5),
      energy('Basic {W} Energy', 12),
    ];
    expect(deckBuildIssues({ name: 'Draft (Incomplete)', cards })).toEqual([
      { code: 'incomplete', message: 'Cannot use incomplete deck for matches' },
      { code: 'size', message: 'Deck must have 60 cards (currently has 27)' },
      { code: 'copies', message: 'Ultra Ball: at most 4 copies (currently 6)', cardName: 'Ultra Ball' },
      {
        code: 'copies',
        message: 'Double Turbo Energy: at most 4 copies (currently 5)',
        cardName: 'Double Turbo Energy',
      },
      { code: 'ace-spec', message: 'Only 1 ACE SPEC card allowed (currently 2)' },
      { code: 'radiant', message: 'Only 1 Radiant Pokémon allowed (currently 2)' },
    ]);
    expect(deckBuildIssues({ cards: [] }).map((i) => i.code)).toEqual(['name', 'size']);
  });

  it('counts copies by name across printings, ignoring case, spacing and apostrophe shape', () => {
    const cards = [
      trainer("Boss's Orders", 2),
      trainer('Boss’s Orders', 2),
      trainer("boss's  orders", 1),
      ...legalCards().filter((c) => c.name !== "Boss's Orders" && c.name !== 'Iono'),
      trainer('Iono', 1),
    ];
    expect(countCards(cards).total).toBe(60);
    expect(deckBuildIssues({ name: 'Boss spam', cards })).toEqual([
      { code: 'copies', message: "Boss's Orders: at most 4 copies (currently 5)", cardName: "Boss's Orders" },
    ]);
  });

  it('allows exactly 4 copies and any number of Basic Energy, by subtype or by name', () => {
    const cards = [
      trainer('Ultra Ball', 4),
      energy('Basic {P} Energy', 20),
      energy('Psychic Energy', 20),
      energy('Crystal Energy', 16, ['Basic']),
    ];
    expect(deckBuildIssues({ name: 'Energy pile', cards })).toEqual([]);
  });

  it('treats distinct names as distinct: Pokémon with an owner or region are other names', () => {
    const cards = [pokemon('Mewtwo ex', 4), pokemon("Team Rocket's Mewtwo ex", 4), pokemon('Zoroark', 4)];
    expect(deckBuildIssues({ name: 'Mewtwos', cards }).filter((i) => i.code === 'copies')).toEqual([]);
  });

  it('limits ACE SPEC cards of any kind to one in total, and counts copies of one ACE SPEC', () => {
    const twoCopies = [trainer('Master Ball', 2, ['Item', 'ACE SPEC'])];
    expect(deckBuildIssues({ name: 'x', cards: twoCopies }).filter((i) => i.code === 'ace-spec')).toEqual([
      { code: 'ace-spec', message: 'Only 1 ACE SPEC card allowed (currently 2)' },
    ]);
    const trainerAndEnergy = [
      trainer('Maximum Belt', 1, ['Pokémon Tool', 'ACE SPEC']),
      energy('Neo Upper Energy', 1, ['Special', 'ACE SPEC']),
    ];
    expect(deckBuildIssues({ name: 'x', cards: trainerAndEnergy }).map((i) => i.code)).toEqual(['size', 'ace-spec']);
    expect(
      deckBuildIssues({ name: 'x', cards: [trainer('Ace Trainer', 1, ['Supporter'])] }).map((i) => i.code),
    ).toEqual(['size']);
  });

  it('recognises Radiant Pokémon by subtype or by name', () => {
    const bySubtype = [pokemon('Greninja', 1, ['Basic', 'Radiant']), pokemon('Radiant Alakazam', 1)];
    expect(deckBuildIssues({ name: 'x', cards: bySubtype }).map((i) => i.code)).toEqual(['size', 'radiant']);
    expect(deckBuildIssues({ name: 'x', cards: [pokemon('Radiant Greninja', 1)] }).map((i) => i.code)).toEqual([
      'size',
    ]);
  });
});
