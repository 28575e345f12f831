import { describe, expect, it } from 'vitest';
import { filterTcgMatches, sortTcgMatches, tcgDeckNameOf } from '../src/index.ts';
import type { SearchableTcgMatch } from '../src/rules/matchSearch.ts';

const matches: SearchableTcgMatch[] = [
  {
    _id: 'a',
    opponentDeck: 'Lugia VSTAR',
    notes: 'won on time',
    date: '2024-01-05',
    createdAt: '2024-01-05T10:00:00.000Z',
    deckName: 'Charizard ex',
  },
  {
    _id: 'b',
    opponentDeck: 'Gardevoir ex',
    notes: 'their LUGIA tech was great',
    date: '2024-01-05',
    createdAt: '2024-01-05T12:00:00.000Z',
    deckName: 'ancient box',
  },
  {
    _id: 'c',
    opponentDeck: 'Miraidon ex',
    notes: '',
    date: '2024-02-01',
    createdAt: '2024-01-01T00:00:00.000Z',
    deckName: '',
    activeDeck: ['Lost Box', 'Other'],
  },
  { _id: 'd', opponentDeck: 'Charizard ex', date: null, createdAt: 'garbage', deckName: 'Éclair' },
  {
    _id: 'e',
    opponentDeck: 'Lugia',
    notes: null,
    date: '2023-12-31',
    createdAt: '2024-01-10T00:00:00.000Z',
    deckName: null,
    activeDeck: { name: 'Zoroark' },
  },
  { _id: 'f', opponentDeck: 'Lost Box', date: '2024-01-20', createdAt: '2024-01-20T00:00:00.000Z' },
  {
    _id: 'g',
    opponentDeck: 'Iron Thorns ex',
    date: '2024-01-05',
    createdAt: '2024-01-05T12:00:00.000Z',
    deckName: 'charizard ex',
  },
];
const ids = (list: SearchableTcgMatch[]) => list.map((m) => m._id).join('');

describe('filterTcgMatches (opponent deck or notes, any letter case)', () => {
  it.each([
    ['lugia', 'abe'],
    ['  LUGIA ', 'abe'],
    ['', 'abcdefg'],
    ['   ', 'abcdefg'],
    ['box', 'f'], // c plays Lost Box, but the player's deck is not searched
    [' ex', 'bcdg'],
    ['on time', 'a'],
    ['éclair', ''],
    ['%', ''],
  ])('%j → %s', (search, expected) => {
    expect(ids(filterTcgMatches(matches, search))).toBe(expected);
  });
  it('returns a new list', () => {
    const found = filterTcgMatches(matches, '');
    expect(found).not.toBe(matches);
    expect(found).toEqual(matches);
  });
});

describe('sortTcgMatches', () => {
  it.each([
    // days: a,b,g 2024-01-05 (10:00, 12:00, 12:00), c 02-01, d none, e 2023-12-31, f 01-20
    ['newest', 'cfgbaed'],
    ['oldest', 'eabgfcd'],
    // names: b ancient box, a/g Charizard ex (g newer), d Éclair, c Lost Box, e Zoroark, f none
    ['a-z', 'bgadcef'],
    ['z-a', 'ecdgabf'],
  ] as const)('%s → %s', (sort, expected) => {
    expect(ids(sortTcgMatches(matches, sort))).toBe(expected);
  });
  it('never reorders the input', () => {
    sortTcgMatches(matches, 'oldest');
    expect(ids(matches)).toBe('abcdefg');
  });
  it('falls back to the createdAt day when the date is missing', () => {
    const list = [
      { _id: 'x', date: '2024-01-02', createdAt: '2024-01-02T00:00:00Z' },
      { _id: 'y', createdAt: '2024-01-03T00:00:00Z' },
    ];
    expect(ids(sortTcgMatches(list, 'newest'))).toBe('yx');
  });
});

describe('tcgDeckNameOf', () => {
  it.each([
    [{ deckName: '  Gholdengo ex ' }, 'Gholdengo ex'],
    [{ deckName: ' ', deck: { name: 'Roaring Moon' } }, 'Roaring Moon'],
    [{ activeDeck: 'Snorlax Stall' }, 'Snorlax Stall'],
    [{ activeDeck: ['Lost Box', 'Kyogre'] }, 'Lost Box'],
    [{ activeDeck: [] }, ''],
    [{ activeDeck: { name: 'Arceus' } }, 'Arceus'],
    [{ activeDeck: { name: null } }, ''],
    [{}, ''],
  ] as [SearchableTcgMatch, string][])('%j → %j', (match, expected) => {
    expect(tcgDeckNameOf(match)).toBe(expected);
  });
});
