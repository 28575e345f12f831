import { describe, expect, it } from 'vitest';
import { bestDeckForCards } from '../../../src/importers/ptcgl/deckOverlap.ts';
import type { DeckForOverlap } from '../../../src/importers/ptcgl/deckOverlap.ts';
import type { PtcglCardSeen } from '../../../src/importers/ptcgl/types.ts';

const card = (name: string, englishName: string | null, mentions = 1): PtcglCardSeen => ({
  name,
  englishName,
  species: null,
  mentions,
  actions: ['played'],
  firstUsedTurn: null,
});
const deck = (_id: string, name: string, cards: string[]): DeckForOverlap => ({
  _id,
  name,
  cards: cards.map((n) => ({ name: n, count: 2 })),
});

/** What a German Raging Bolt log shows. */
const germanLog = [
  card('Türkisgrüne-Maske-Ogerpon-ex', 'Teal Mask Ogerpon ex', 6),
  card('Furienblitz-ex', 'Raging Bolt ex', 5),
  card('Nestball', 'Nest Ball', 3),
  card('Irdengefäß', 'Earthen Vessel', 2),
  card('Basis-Kampf-Energie', 'Basic Fighting Energy', 4),
  card('Basis-Pflanze-Energie', 'Basic Grass Energy', 2),
  card('Prof. Antiquas Vitalität', "Professor Sada's Vitality", 2),
  card('Energie-Zugewinn', null, 2),
];

const ragingBolt = deck('d1', 'Raging Bolt', [
  'Raging Bolt ex',
  'Teal Mask Ogerpon ex',
  'Nest Ball',
  'Earthen Vessel',
  "Professor Sada's Vitality",
  'Basic Grass Energy',
  'Basic Fighting Energy',
  'Ultra Ball',
]);
const ogerponBox = deck('d2', 'Ogerpon Box', [
  'Teal Mask Ogerpon ex',
  'Wellspring Mask Ogerpon ex',
  'Nest Ball',
  'Earthen Vessel',
  'Basic Grass Energy',
]);

describe('bestDeckForCards', () => {
  it('picks the deck sharing the most cards, Basic Energy aside', () => {
    // Raging Bolt shares 5 (Raging Bolt ex, Teal Mask Ogerpon ex, Nest Ball, Earthen Vessel, Sada); Ogerpon Box 3.
    expect(bestDeckForCards(germanLog, [ogerponBox, ragingBolt])).toEqual({ deckId: 'd1', overlap: 5 });
    expect(bestDeckForCards(germanLog, [ogerponBox])).toEqual({ deckId: 'd2', overlap: 3 });
  });

  it('needs at least 3 shared cards, Basic Energy not counting', () => {
    const staples = deck('d3', 'Anything', ['Nest Ball', 'Earthen Vessel', 'Basic Grass Energy', 'Fighting Energy']);
    expect(bestDeckForCards(germanLog, [staples])).toBeNull();
    expect(bestDeckForCards([], [ragingBolt])).toBeNull();
    expect(bestDeckForCards(germanLog, [])).toBeNull();
  });

  it('breaks ties by share of the deck, then by name', () => {
    const seen = [card('A', 'Alpha'), card('B', 'Beta'), card('C', 'Gamma')];
    const small = deck('s', 'Zed', ['Alpha', 'Beta', 'Gamma', 'Delta']);
    const large = deck('l', 'Able', ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']);
    expect(bestDeckForCards(seen, [large, small])).toEqual({ deckId: 's', overlap: 3 });
    const twin = deck('t', 'abc', ['Alpha', 'Beta', 'Gamma', 'Omega']);
    expect(bestDeckForCards(seen, [small, twin])).toEqual({ deckId: 't', overlap: 3 });
    expect(bestDeckForCards(seen, [twin, small])).toEqual({ deckId: 't', overlap: 3 });
  });

  it("matches decks kept in the log's language and ignores punctuation, case and accents", () => {
    const german = deck('de', 'Mein Deck', ['Furienblitz-ex', 'NESTBALL', 'Irdengefaß', 'Energie Zugewinn']);
    expect(bestDeckForCards(germanLog, [german])).toEqual({ deckId: 'de', overlap: 4 });
    const curly = deck('en', 'Boss deck', ['Boss’s Orders', 'buddy buddy poffin', 'Rare-Candy']);
    const seen = [
      card("Boss's Orders", "Boss's Orders"),
      card('Buddy-Buddy Poffin', 'Buddy-Buddy Poffin'),
      card('x', 'Rare Candy'),
    ];
    expect(bestDeckForCards(seen, [curly])).toEqual({ deckId: 'en', overlap: 3 });
  });

  it('ignores deck lines without copies', () => {
    const empty: DeckForOverlap = {
      _id: 'e',
      name: 'Empty lines',
      cards: [{ name: 'Raging Bolt ex', count: 0 }, { name: 'Nest Ball', count: 1 }, { name: 'Earthen Vessel' }],
    };
    expect(bestDeckForCards(germanLog, [empty])).toBeNull();
  });
});
