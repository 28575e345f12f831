import { describe, expect, it } from 'vitest';
import { deckBuildIssues, parseDeckList } from '../src/index.ts';
import { findDeckListsInText } from '../src/formats/deckListInText.ts';
import { decodeHtmlEntities } from '../src/formats/htmlEntities.ts';
import { basicEnergyTypeOf } from '../src/rules/basicEnergy.ts';
import { limitlessDeckCards } from '../src/importers/limitless/deckList.ts';
import { isBasicEnergy } from '../src/rules/deckValidity.ts';

// Issue 29: Basic Energy lines in every list shape and language are Basic Energy, and HTML character references in
// pasted lists are decoded once. The lists below are written for these tests in the shapes real exports take.

/** Limitless's header-less export: three blocks, the Energy a bare number after the name. */
const limitlessHeaderless = `4 Ralts SVI 84
3 Kirlia SVI 85
2 Gardevoir ex SVI 86
1 Drifloon SVI 89
1 Scream Tail PAR 86
1 Munkidori TWM 95

4 Arven OBF 186
3 Iono PAL 185
2 Boss's Orders PAL 172
4 Buddy-Buddy Poffin TWM 144
4 Ultra Ball SVI 196
3 Rare Candy SVI 191
4 Earthen Vessel PAR 163
2 Night Stretcher SFA 61
2 Counter Catcher PAR 160
1 Artazon PAL 171
2 Technical Machine: Evolution PAR 178
3 Nest Ball SVI 181
2 Super Rod PAL 188
1 Prime Catcher TEF 157

11 Psychic Energy 5`;

/** An older (Sun & Moon era) list as a web page gave it: entities in names, the Energy a bare number too. */
const olderWithEntities = `2 Eevee &amp; Snorlax-GX TEU 120
3 Reshiram &amp; Charizard-GX UNB 20
2 Volcanion UNB 25
1 Heatran-GX UNM 25
1 Jirachi TEU 99
1 Dedenne-GX UNB 57

4 Welder UNB 189
2 Lillie UPR 125
2 Guzma BUS 115
2 Custom Catcher LOT 171
4 Pok&eacute;mon Communication TEU 152
3 Fire Crystal UNB 173
4 Acro Bike CES 123
2 Reset Stamp UNM 206
2 Escape Board UPR 122
1 Giant Hearth UNM 197
4 Energy Spinner UNB 170
4 Pok&#233;gear 3.0 UNB 182
2 Fiery Flint DRM 60
2 Great Catcher CEC 192

12 Fire Energy 28`;

/** The deck cards the importer would save from a parsed list (catalogue unknown: the text's own supertypes). */
function deckCards(text: string) {
  return parseDeckList(text).lines.map(({ name, supertype, count }) => ({ name, supertype, count }));
}

describe('Basic Energy lines of Limitless and older lists', () => {
  it('reads `11 Psychic Energy 5` as 11 Psychic Energy, number 5, and the deck has no copy problem', () => {
    const result = parseDeckList(limitlessHeaderless);
    expect(result.unknownLines).toEqual([]);
    expect(result.totalCards).toBe(60);
    expect(result.sectionTotals).toEqual({ Pokémon: 12, Trainer: 37, Energy: 11 });
    expect(result.lines.at(-1)).toMatchObject({
      count: 11,
      name: 'Psychic Energy',
      setCode: '',
      number: '5',
      supertype: 'Energy',
    });
    expect(deckBuildIssues({ name: 'Gardevoir', cards: deckCards(limitlessHeaderless) })).toEqual([]);
  });

  it('reads `12 Fire Energy 28` and decodes `&amp;` and accents in the names', () => {
    const result = parseDeckList(olderWithEntities);
    expect(result.unknownLines).toEqual([]);
    expect(result.sectionTotals).toEqual({ Pokémon: 10, Trainer: 38, Energy: 12 });
    expect(result.lines[0]).toMatchObject({ name: 'Eevee & Snorlax-GX', setCode: 'TEU', number: '120' });
    expect(result.lines[1]?.name).toBe('Reshiram & Charizard-GX');
    expect(result.lines.map((line) => line.name)).toEqual(
      expect.arrayContaining(['Pokémon Communication', 'Pokégear 3.0']),
    );
    expect(result.lines.at(-1)).toMatchObject({ count: 12, name: 'Fire Energy', setCode: '', number: '28' });
    expect(deckBuildIssues({ name: 'ReshiZard', cards: deckCards(olderWithEntities) })).toEqual([]);
  });

  it('finds the same lists inside other text, decoding once', () => {
    const found = findDeckListsInText(`gg! my list:\n\n${olderWithEntities}\n\nthanks`);
    expect(found).toHaveLength(1);
    expect(found[0]?.deckList.totalCards).toBe(60);
    expect(found[0]?.deckList.lines[0]?.name).toBe('Eevee & Snorlax-GX');
    expect(found[0]?.text).toContain('Eevee & Snorlax-GX');
    expect(found[0]?.startLine).toBe(3);
  });
});

describe('Basic Energy in every shape and language', () => {
  it.each([
    // line, name, set code, number, type
    ['8 Psychic Energy 5', 'Psychic Energy', '', '5', 'Psychic'],
    ['8 Basic {P} Energy SVE 5', 'Basic {P} Energy', 'SVE', '5', 'Psychic'],
    ['8 Basic {P} Energy sve 5', 'Basic {P} Energy', 'sve', '5', 'Psychic'],
    ['8 Basic {P} Energy MEE 5', 'Basic {P} Energy', 'MEE', '5', 'Psychic'],
    ['8 Basic {P} Energy SVE 13 PH', 'Basic {P} Energy', 'SVE', '13', 'Psychic'],
    ['8 Basic Psychic Energy Energy 5', 'Basic Psychic Energy', 'Energy', '5', 'Psychic'],
    ['* 8 Psychic Energy Energy 5', 'Psychic Energy', 'Energy', '5', 'Psychic'],
    ['8 Lightning Energy SMEnergy 4', 'Lightning Energy', 'SMEnergy', '4', 'Lightning'],
    ['8 Darkness Energy 7', 'Darkness Energy', '', '7', 'Darkness'],
    ['8 Énergie Psy de base SVE 5', 'Énergie Psy de base', 'SVE', '5', 'Psychic'],
    ['8 Énergie {P} de base SVE 5', 'Énergie {P} de base', 'SVE', '5', 'Psychic'],
    ['8 Énergie Electrik de base SVE 4', 'Énergie Electrik de base', 'SVE', '4', 'Lightning'],
    ['8 Basis-Psycho-Energie SVE 5', 'Basis-Psycho-Energie', 'SVE', '5', 'Psychic'],
    ['8 Basis-{F}-Energie MEE 6', 'Basis-{F}-Energie', 'MEE', '6', 'Fighting'],
    ['8 Energía Psíquica Básica SVE 5', 'Energía Psíquica Básica', 'SVE', '5', 'Psychic'],
    ['8 Energía Básica Rayo SVE 12', 'Energía Básica Rayo', 'SVE', '12', 'Lightning'],
    ['8 Energia base Psico SVE 5', 'Energia base Psico', 'SVE', '5', 'Psychic'],
    ['8 Energia Lotta base MEE 6', 'Energia Lotta base', 'MEE', '6', 'Fighting'],
    ['8 Energia de Raios Básica SVE 4', 'Energia de Raios Básica', 'SVE', '4', 'Lightning'],
    ['8 Energia Psíquica Básica sve 5', 'Energia Psíquica Básica', 'sve', '5', 'Psychic'],
    ['8 基本超エネルギー', '基本超エネルギー', '', '', 'Psychic'],
  ])('%s', (line, name, setCode, number, type) => {
    // Under a Trainer header, and as the second block of a header-less list: Energy either way.
    for (const text of [`Trainer: 8\n${line}`, `4 Ralts SVI 84\n\n4 Arven OBF 186\n${line}`]) {
      const result = parseDeckList(text);
      expect(result.unknownLines).toEqual([]);
      expect(result.lines.at(-1)).toMatchObject({ count: 8, name, setCode, number, supertype: 'Energy' });
    }
    expect(basicEnergyTypeOf(name)).toBe(type);
    expect(isBasicEnergy({ name, supertype: 'Energy' })).toBe(true);
  });

  it.each([
    'Double Turbo Energy',
    'Jet Energy',
    'Énergie Jet',
    'Energía Doble Turbo',
    'Doppia Energia Turbo',
    'Jet-Energie',
    'Energy Search',
    'Basic {P} Energy Search',
    'Energy Retrieval',
    'Psychic Fighting Energy',
    'Basic Energy',
    'Psychic',
  ])('%s is not Basic Energy', (name) => {
    expect(basicEnergyTypeOf(name)).toBeNull();
    expect(isBasicEnergy({ name, supertype: 'Energy' })).toBe(false);
  });

  it('keeps a Special Energy limited to 4 and lets 20 Basic Energy of another language through', () => {
    const issues = deckBuildIssues({
      name: 'Test',
      cards: [
        { name: 'Énergie Psy de base', supertype: 'Energy', count: 20 },
        { name: 'Basis-Psycho-Energie', supertype: 'Energy', count: 20 },
        { name: 'Energía Doble Turbo', supertype: 'Energy', count: 5 },
        { name: 'Ralts', supertype: 'Pokémon', count: 15 },
      ],
    });
    expect(issues.map((issue) => issue.message)).toEqual([
      'Energía Doble Turbo: at most 4 copies (currently 5)',
      'Ralts: at most 4 copies (currently 15)',
    ]);
  });

  it('still reads a card whose set code is a real set after a name ending in Energy', () => {
    const result = parseDeckList('Energy: 4\n4 Luminous Energy PAL 191\n2 Psychic Energy SUM 166');
    expect(result.lines.map((line) => [line.name, line.setCode, line.number])).toEqual([
      ['Luminous Energy', 'PAL', '191'],
      ['Psychic Energy', 'SUM', '166'],
    ]);
  });
});

describe('decodeHtmlEntities', () => {
  it.each([
    ['Eevee &amp; Snorlax-GX', 'Eevee & Snorlax-GX'],
    ['Boss&#39;s Orders', "Boss's Orders"],
    ['Boss&#x27;s Orders', "Boss's Orders"],
    ['Boss&rsquo;s Orders', 'Boss’s Orders'],
    ['&quot;Pok&eacute;mon&quot; &lt;3 &gt;', '"Pokémon" <3 >'],
    ['Pok&#233;mon: 12', 'Pokémon: 12'],
    ['&amp;amp; once', '&amp; once'],
    ['&amp without a semicolon', '&amp without a semicolon'],
    ['&unknown; stays', '&unknown; stays'],
    ['a&#10;b', 'a b'],
    ['&#0; &#xD800; &#99999999;', '&#0; &#xD800; &#99999999;'],
    ['no references', 'no references'],
  ])('%s', (text, decoded) => {
    expect(decodeHtmlEntities(text)).toBe(decoded);
  });

  it('keeps the line numbers of a list with entities', () => {
    const result = parseDeckList('Pok&eacute;mon: 1\n1 Ralts SVI 84&#10;\nnot a card &amp; more');
    expect(result.sectionTotals.Pokémon).toBe(1);
    expect(result.unknownLines).toEqual([{ line: 3, text: 'not a card & more' }]);
  });
});

describe('Limitless lists from the API', () => {
  it('decodes card names once and keeps Basic Energy free of the copy rule', () => {
    const cards = limitlessDeckCards({
      pokemon: [{ count: 2, name: 'Eevee &amp; Snorlax-GX', set: 'TEU', number: '120' }],
      trainer: [{ count: 4, name: 'Boss&#39;s Orders', set: 'BUS', number: '115' }],
      energy: [
        { count: 12, name: 'Fire Energy', set: '', number: '28' },
        { count: 10, name: 'Basic {R} Energy', set: 'SVE', number: '2' },
      ],
    });
    expect(cards.map((card) => [card.name, card.supertype])).toEqual([
      ['Eevee & Snorlax-GX', 'Pokémon'],
      ["Boss's Orders", 'Trainer'],
      ['Fire Energy', 'Energy'],
      ['Basic {R} Energy', 'Energy'],
    ]);
    const issues = deckBuildIssues({
      name: 'Fire',
      cards: cards.map(({ name, supertype, count }) => ({ name, supertype, count })),
    });
    expect(issues.filter((issue) => issue.code === 'copies')).toEqual([]);
  });
});
