import { describe, expect, it } from 'vitest';
import { parseDeckList } from '../src/index.ts';
import type { Supertype } from '../src/index.ts';
import type { CatalogueSupertypeLookup, DeckListParseResult } from '../src/formats/deckList.ts';

/** name → supertype, in input order, for comparing whole lists at a glance. */
function supertypes(result: DeckListParseResult): [string, Supertype][] {
  return result.lines.map((line) => [line.name, line.supertype]);
}

// The Limitless "Export" shape without headers: three blocks, Pokémon, Trainer, Energy.
const limitlessDragapult = `4 Dreepy TWM 128
4 Drakloak TWM 129
3 Dragapult ex TWM 130
1 Fezandipiti ex SFA 38
1 Budew PRE 4
1 Bloodmoon Ursaluna ex TWM 141

4 Arven OBF 186
3 Iono PAL 185
2 Boss's Orders PAL 172
1 Professor Turo's Scenario PAR 171
4 Buddy-Buddy Poffin TWM 144
4 Ultra Ball SVI 196
4 Rare Candy SVI 191
3 Nest Ball SVI 181
2 Night Stretcher SFA 61
2 Counter Catcher PAR 160
1 Unfair Stamp TWM 165
1 Forest Seal Stone SIT 156
2 Technical Machine: Evolution PAR 178
1 Artazon PAL 171

3 Luminous Energy PAL 191
2 Basic {P} Energy SVE 13
2 Basic {R} Energy SVE 10
2 Neo Upper Energy TEF 162
1 Reversal Energy PAL 192`;

describe('parseDeckList — lists without section headers', () => {
  it('reads three blocks as Pokémon, Trainer and Energy, whatever the names say', () => {
    const result = parseDeckList(limitlessDragapult);
    expect(result.unknownLines).toEqual([]);
    expect(result.sectionTotals).toEqual({ Pokémon: 14, Trainer: 34, Energy: 10 });
    expect(result.totalCards).toBe(58);
    expect(result.lines.find((l) => l.name === 'Arven')).toMatchObject({ supertype: 'Trainer', line: 8 });
    expect(result.lines.find((l) => l.name === 'Luminous Energy')).toMatchObject({ supertype: 'Energy', line: 23 });
  });

  it('ends a block at any non-card line, and ignores titles and total lines around the blocks', () => {
    const text = [
      'Dragapult ex — my list',
      '',
      '4 Dreepy TWM 128',
      '3 Dragapult ex TWM 130',
      'Total Pokémon? no idea',
      '4 Arven OBF 186',
      '',
      '',
      '   ',
      '2 Basic {P} Energy SVE 13',
      '1 Jet Energy PAL 190',
      '',
      'Total Cards: 14',
    ].join('\n');
    const result = parseDeckList(text);
    expect(supertypes(result)).toEqual([
      ['Dreepy', 'Pokémon'],
      ['Dragapult ex', 'Pokémon'],
      ['Arven', 'Trainer'],
      ['Basic {P} Energy', 'Energy'],
      ['Jet Energy', 'Energy'],
    ]);
    expect(result.unknownLines.map((u) => u.line)).toEqual([1, 5]);
  });

  it('reads two blocks: Pokémon, then Trainers with the Energy run into them', () => {
    const text = `4 Dreepy TWM 128
3 Dragapult ex TWM 130

4 Arven OBF 186
2 Counter Catcher PAR 160
4 Luminous Energy PAL 191
1 Superior Energy Retrieval PAL 189
3 Basic {P} Energy SVE 13`;
    expect(supertypes(parseDeckList(text))).toEqual([
      ['Dreepy', 'Pokémon'],
      ['Dragapult ex', 'Pokémon'],
      ['Arven', 'Trainer'],
      ['Counter Catcher', 'Trainer'],
      ['Luminous Energy', 'Energy'],
      ['Superior Energy Retrieval', 'Trainer'],
      ['Basic {P} Energy', 'Energy'],
    ]);
  });

  it('reads two blocks whose second is all Energy: the first falls back to the name guess', () => {
    const text = `4 Dreepy TWM 128
4 Arven OBF 186

8 Basic {P} Energy SVE 13
2 Jet Energy PAL 190`;
    expect(supertypes(parseDeckList(text))).toEqual([
      ['Dreepy', 'Pokémon'],
      ['Arven', 'Pokémon'],
      ['Basic {P} Energy', 'Energy'],
      ['Jet Energy', 'Energy'],
    ]);
  });

  it('guesses from the name with one block or with four and more', () => {
    const oneBlock = '4 Dreepy TWM 128\n4 Arven OBF 186\n3 Jet Energy PAL 190';
    expect(supertypes(parseDeckList(oneBlock))).toEqual([
      ['Dreepy', 'Pokémon'],
      ['Arven', 'Pokémon'],
      ['Jet Energy', 'Energy'],
    ]);
    const fourBlocks = '4 Dreepy TWM 128\n\n4 Arven OBF 186\n\n4 Iono PAL 185\n\n3 Jet Energy PAL 190';
    expect(supertypes(parseDeckList(fourBlocks)).map(([, s]) => s)).toEqual([
      'Pokémon',
      'Pokémon',
      'Pokémon',
      'Energy',
    ]);
  });

  it('keeps the name guess for lines before the first header of a list that has headers', () => {
    const text = '4 Arven OBF 186\n\n4 Dreepy TWM 128\n\nTrainer:\n4 Iono PAL 185\n\n2 Jet Energy PAL 190';
    expect(supertypes(parseDeckList(text))).toEqual([
      ['Arven', 'Pokémon'],
      ['Dreepy', 'Pokémon'],
      ['Iono', 'Trainer'],
      ['Jet Energy', 'Trainer'],
    ]);
  });
});

describe('parseDeckList — the catalogue supertype lookup', () => {
  const catalogue: Record<string, Supertype> = {
    'TWM 128': 'Pokémon',
    'OBF 186': 'Trainer',
    'PAL 190': 'Energy',
    'Ultra Ball': 'Trainer',
  };
  const lookup: CatalogueSupertypeLookup = (name, setCode, number) =>
    catalogue[setCode ? `${setCode} ${number}` : name] ?? null;

  it('wins over the name guess, the blocks and even a section header', () => {
    const text = '4 Arven OBF 186\n4 Ultra Ball\n4 Dreepy TWM 128\n\nPokémon:\n1 Jet Energy PAL 190\n2 Mew CEL 11';
    const result = parseDeckList(text, { catalogueSupertype: lookup });
    expect(supertypes(result)).toEqual([
      ['Arven', 'Trainer'],
      ['Ultra Ball', 'Trainer'],
      ['Dreepy', 'Pokémon'],
      ['Jet Energy', 'Energy'],
      // Unknown to the catalogue: the header decides.
      ['Mew', 'Pokémon'],
    ]);
    expect(result.sectionTotals).toEqual({ Pokémon: 6, Trainer: 8, Energy: 1 });
  });

  it('falls back to the blocks for cards the catalogue does not know', () => {
    const result = parseDeckList(limitlessDragapult, { catalogueSupertype: () => null });
    expect(result.sectionTotals).toEqual({ Pokémon: 14, Trainer: 34, Energy: 10 });
    const withSome = parseDeckList(limitlessDragapult, { catalogueSupertype: lookup });
    expect(withSome.sectionTotals).toEqual({ Pokémon: 14, Trainer: 34, Energy: 10 });
  });

  it('treats a lookup that throws or answers nonsense as not knowing', () => {
    const throwing = parseDeckList(limitlessDragapult, {
      catalogueSupertype: () => {
        throw new Error('catalogue down');
      },
    });
    expect(throwing.sectionTotals).toEqual({ Pokémon: 14, Trainer: 34, Energy: 10 });
    const nonsense = parseDeckList(limitlessDragapult, {
      catalogueSupertype: () => 'Pokemon' as Supertype,
    });
    expect(nonsense.sectionTotals).toEqual({ Pokémon: 14, Trainer: 34, Energy: 10 });
  });

  it('receives each line’s name, set code and number as the text gives them', () => {
    const calls: string[][] = [];
    parseDeckList('Trainer:\n4 Ultra Ball SVI 196 PH\n2x Iono', {
      catalogueSupertype: (name, setCode, number) => {
        calls.push([name, setCode, number]);
        return null;
      },
    });
    expect(calls).toEqual([
      ['Ultra Ball', 'SVI', '196'],
      ['Iono', '', ''],
    ]);
  });
});
