import { describe, expect, it } from 'vitest';
import { parseDeckList } from '../src/index.ts';
import { DECK_IN_TEXT_MAX_CARDS, DECK_IN_TEXT_MIN_CARDS, findDeckListsInText } from '../src/formats/deckListInText.ts';
import type { DeckListInText } from '../src/formats/deckListInText.ts';

// A game log in the PTCGL phrasing, written for this test. `3 Kings` is a screen name that starts with a count.
const LOG = `Setup
Ash chose heads for the opening coin flip.
3 Kings won the coin toss.
3 Kings decided to go second.
Ash drew 7 cards for the opening hand.
- 7 drawn cards.
   • Dreepy, Ultra Ball, Nest Ball, Iono, Basic {P} Energy, Drakloak, Buddy-Buddy Poffin
3 Kings drew 7 cards for the opening hand.
- 7 drawn cards.
Ash played Dreepy to the Active Spot.
3 Kings played Charmander to the Active Spot.

Turn # 1 - Ash's Turn
Ash drew a card.
Ash played Nest Ball.
- Ash drew Dreepy and played it to the Bench.
Ash played Buddy-Buddy Poffin.
- 2 cards were put on Ash's Bench.
   • Dreepy, Duskull
Ash attached Basic {P} Energy to Dreepy in the Active Spot.
Ash ended their turn.

Turn # 2 - 3 Kings's Turn
3 Kings drew a card.
3 Kings played Ultra Ball.
- 2 cards were discarded from 3 Kings's hand.
   • Basic {R} Energy, Iono
3 Kings drew 2 cards.
3 Kings's Charmander used Ember on Ash's Dreepy for 30 damage.
Ash's Dreepy was Knocked Out!
3 Kings took a Prize card.

Turn # 3 - Ash's Turn
Ash drew a card.
Ash's Dragapult ex used Phantom Dive on 3 Kings's Charizard ex for 200 damage.
- 6 damage counters were put on 3 Kings's Benched Pokémon.
3 Kings's Charizard ex was Knocked Out!
Ash took 2 Prize cards.
- 2 cards were added to Ash's hand.
All Prize cards taken. Ash wins.`;

// A 60-card PTCGL export, header numbers counting lines.
const PTCGL_LIST = `Pokémon: 7
4 Dreepy TWM 128
4 Drakloak TWM 129
3 Dragapult ex TWM 130
1 Duskull SFA 18
1 Dusclops SFA 19
1 Dusknoir SFA 20
1 Fezandipiti ex SFA 38

Trainer: 14
4 Arven OBF 186
3 Iono PAL 185
2 Boss's Orders PAL 172
1 Professor Turo's Scenario PAR 171
4 Buddy-Buddy Poffin TWM 144
4 Ultra Ball SVI 196 PH
4 Rare Candy SVI 191
3 Nest Ball SVI 181
2 Night Stretcher SFA 61
2 Counter Catcher PAR 160
1 Unfair Stamp TWM 165
1 Forest Seal Stone SIT 156
2 Technical Machine: Evolution PAR 178
1 Artazon PAL 171

Energy: 3
5 Basic {P} Energy SVE 13
3 Basic {R} Energy SVE 10
3 Neo Upper Energy TEF 162

Total Cards: 60`;

// The same deck as Limitless exports it without headers.
const LIMITLESS_LIST = PTCGL_LIST.split('\n')
  .filter((line) => /^\d/.test(line) || line === '')
  .join('\n')
  .trim();

const lineCount = (text: string) => text.split('\n').length;

function onlyOne(found: DeckListInText[]): DeckListInText {
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('findDeckListsInText', () => {
  it('finds a PTCGL export pasted after a game log', () => {
    const text = `${LOG}\n\n${PTCGL_LIST}\n`;
    const found = onlyOne(findDeckListsInText(text));
    const start = lineCount(LOG) + 2;
    expect(found.startLine).toBe(start);
    expect(found.endLine).toBe(start + lineCount(PTCGL_LIST) - 1);
    expect(found.text).toBe(PTCGL_LIST);
    expect(found.deckList).toEqual(parseDeckList(PTCGL_LIST));
    expect(found.deckList.totalCards).toBe(60);
    expect(found.deckList.sectionTotals).toEqual({ Pokémon: 15, Trainer: 34, Energy: 11 });
    expect(found.deckList.unknownLines).toEqual([]);
  });

  it('finds a PTCGL export pasted before a game log, with no blank line between them', () => {
    const text = `${PTCGL_LIST}\n${LOG}`;
    const found = onlyOne(findDeckListsInText(text));
    expect([found.startLine, found.endLine]).toEqual([1, lineCount(PTCGL_LIST)]);
    expect(found.deckList.totalCards).toBe(60);
  });

  it('finds a list between two logs, and ends a list without a total line where the log starts', () => {
    const list = PTCGL_LIST.replace('\n\nTotal Cards: 60', '');
    const text = `${LOG}\n${list}\n${LOG}`;
    const found = onlyOne(findDeckListsInText(text));
    expect(found.text).toBe(list);
    expect(found.startLine).toBe(lineCount(LOG) + 1);
  });

  it('never takes the lines of a log for card lines', () => {
    expect(findDeckListsInText(LOG)).toEqual([]);
    expect(findDeckListsInText(Array.from({ length: 20 }, () => LOG).join('\n\n'))).toEqual([]);
    // Card-shaped log lines run together are still not a list.
    const shaped = Array.from({ length: 12 }, (_, i) => `- ${i + 1} drawn cards.\n- 5 cards were discarded.`);
    expect(findDeckListsInText(shaped.join('\n'))).toEqual([]);
  });

  it('finds a header-less Limitless list, its blocks read as Pokémon, Trainer and Energy', () => {
    const found = onlyOne(findDeckListsInText(`Here is my list for Saturday:\n\n${LIMITLESS_LIST}\n\nthoughts?`));
    expect(found.startLine).toBe(3);
    expect(found.deckList.sectionTotals).toEqual({ Pokémon: 15, Trainer: 34, Energy: 11 });
  });

  it('finds several lists in one paste', () => {
    const text = [PTCGL_LIST, LOG, LIMITLESS_LIST, '', PTCGL_LIST.replace('\nTotal Cards: 60', '')].join('\n');
    const found = findDeckListsInText(text);
    expect(found.map((f) => f.deckList.totalCards)).toEqual([60, 60, 60]);
    expect(found.map((f) => f.deckList.sectionTotals.Trainer)).toEqual([34, 34, 34]);
    expect(found.map((f) => f.startLine)).toEqual([
      1,
      lineCount(PTCGL_LIST) + lineCount(LOG) + 1,
      lineCount(PTCGL_LIST) + lineCount(LOG) + lineCount(LIMITLESS_LIST) + 2,
    ]);
  });

  it('tells two header-less lists apart when only a blank line separates them', () => {
    const found = findDeckListsInText(`${LIMITLESS_LIST}\n\n${LIMITLESS_LIST}`);
    expect(found.map((f) => [f.startLine, f.endLine, f.deckList.totalCards])).toEqual([
      [1, lineCount(LIMITLESS_LIST), 60],
      [lineCount(LIMITLESS_LIST) + 2, 2 * lineCount(LIMITLESS_LIST) + 1, 60],
    ]);
    expect(found[1]!.deckList.sectionTotals).toEqual({ Pokémon: 15, Trainer: 34, Energy: 11 });
  });

  it('finds an old PTCGO export with its banners and bullets', () => {
    const ptcgo = [
      '****** Pokémon Trading Card Game Deck List ******',
      '',
      '##Pokémon - 15',
      '',
      ...PTCGL_LIST.split('\n')
        .slice(1, 8)
        .map((line) => `* ${line}`),
      '',
      '##Trainer Cards - 35',
      '',
      ...PTCGL_LIST.split('\n')
        .slice(10, 24)
        .map((line) => `* ${line}`),
      '',
      '##Energy - 11',
      '',
      '* 11 Psychic Energy Energy 5',
      '',
      'Total Cards - 60',
      '',
      '****** Deck List Generated by the Pokémon TCG Online www.pokemon.com/TCGO ******',
    ].join('\n');
    const found = onlyOne(findDeckListsInText(`${LOG}\n${ptcgo}\n${LOG}`));
    expect(found.startLine).toBe(lineCount(LOG) + 1);
    expect(found.text.split('\n').at(-1)).toBe('Total Cards - 60');
    expect(found.deckList.totalCards).toBe(60);
  });

  it('repairs a list that went through a wrong encoding', () => {
    const broken = PTCGL_LIST.replace('Pokémon: 7', 'PokÃ©mon: 7').replace(
      '3 Nest Ball SVI 181',
      '3 PokÃ© Ball SVI 185',
    );
    const found = onlyOne(findDeckListsInText(`${LOG}\n\n${broken}`));
    expect(found.text.startsWith('Pokémon: 7')).toBe(true);
    expect(found.deckList.lines.find((l) => l.name === 'Poké Ball')).toMatchObject({ supertype: 'Trainer' });
  });

  it('passes the catalogue lookup on', () => {
    const found = onlyOne(
      findDeckListsInText(LIMITLESS_LIST, {
        catalogueSupertype: (name) => (name === 'Neo Upper Energy' ? 'Energy' : name === 'Arven' ? 'Trainer' : null),
      }),
    );
    expect(found.deckList.sectionTotals).toEqual({ Pokémon: 15, Trainer: 34, Energy: 11 });
  });

  describe('what counts as a deck', () => {
    const cards = (n: number, withPrinting = true) =>
      Array.from({ length: n }, (_, i) => `4 Card Number ${i + 1}${withPrinting ? ` SVI ${i + 1}` : ''}`);

    it(`takes ${DECK_IN_TEXT_MIN_CARDS} to ${DECK_IN_TEXT_MAX_CARDS} cards`, () => {
      const total = (text: string) => findDeckListsInText(text).map((f) => f.deckList.totalCards);
      expect(total(cards(10).join('\n'))).toEqual([40]);
      expect(total(cards(9).join('\n'))).toEqual([]);
      expect(total([...cards(17), '2 Jet Energy PAL 190'].join('\n'))).toEqual([70]);
      expect(total(['Pokémon:', ...cards(18)].join('\n'))).toEqual([]);
    });

    it('wants a header or set codes on at least half of the lines, and at least 8 lines', () => {
      const mixed = [...cards(5), ...cards(5, false)];
      expect(findDeckListsInText(mixed.join('\n'))).toHaveLength(1);
      expect(findDeckListsInText([...cards(4), ...cards(6, false)].join('\n'))).toEqual([]);
      expect(findDeckListsInText(['Trainer:', ...cards(10, false)].join('\n'))).toHaveLength(1);
      expect(findDeckListsInText('45 minutes later\n20 Psychic Energy SUM 166\n')).toEqual([]);
      expect(
        findDeckListsInText(['Pokémon:', '20 Mew CEL 11', '20 Iono PAL 185', '20 Jet Energy PAL 190'].join('\n')),
      ).toEqual([]);
    });

    it('ends a list at a line that is not part of one', () => {
      const text = [...cards(6), 'a comment in the middle', ...cards(6)].join('\n');
      expect(findDeckListsInText(text)).toEqual([]);
    });
  });

  it('is fast on a megabyte of text and never throws', () => {
    const big = Array.from({ length: 800 }, (_, i) => (i === 400 ? PTCGL_LIST : LOG)).join('\n\n');
    expect(big.length).toBeGreaterThan(1_000_000);
    const started = Date.now();
    const found = findDeckListsInText(big);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(found).toHaveLength(1);

    for (const text of [
      'x'.repeat(1_000_000),
      '4 '.repeat(500_000),
      `4 ${'Ultra Ball '.repeat(100_000)}SVI 196`,
      '4 Ultra Ball SVI 196\n'.repeat(50_000),
      '\n'.repeat(1_000_000),
      'Ã©'.repeat(300_000),
    ]) {
      const t0 = Date.now();
      expect(() => findDeckListsInText(text)).not.toThrow();
      expect(Date.now() - t0).toBeLessThan(2000);
    }
    expect(findDeckListsInText('')).toEqual([]);
    expect(findDeckListsInText(undefined as unknown as string)).toEqual([]);
    expect(
      findDeckListsInText(PTCGL_LIST, {
        catalogueSupertype: () => {
          throw new Error('catalogue down');
        },
      }),
    ).toHaveLength(1);
  });
});
