import { describe, expect, it } from 'vitest';
import { parseDeckList } from '../src/index.ts';
import { hasMojibake, repairMojibake } from '../src/formats/mojibake.ts';

/** What a program that reads UTF-8 as Latin-1 (ISO-8859-1) shows: one character per byte. */
function asLatin1(text: string): string {
  return unescape(encodeURIComponent(text));
}

/** The Windows-1252 characters for the bytes 0x80–0x9F it defines (the standard's table, written out). */
const WINDOWS_1252: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

/** What a program that reads UTF-8 as Windows-1252 shows (undefined bytes stay as their Latin-1 control character). */
function asWindows1252(text: string): string {
  return [...asLatin1(text)].map((char) => WINDOWS_1252[char.charCodeAt(0)] ?? char).join('');
}

const LEGITIMATE = [
  'Pokémon: 12',
  'Énergie : 8',
  '4 Salamèche PAF 7',
  '1 Flabébé FLI 84',
  '2 Boss’s Orders PAL 172',
  '1 Nidoran ♀ PAF 3',
  '3 Energía {R} básica SVE 2',
  '2 リザードンex OBF 125',
  'naïve façade — “quoted” · déjà vu ½ © 2024 ±1 ° ¿qué? ¡sí! Ñandú Œuvre',
  '4 Poké Ball SVI 185',
  'Pokégear 3.0',
];

describe('repairMojibake', () => {
  it.each([
    ['PokÃ©mon: 12', 'Pokémon: 12'],
    ['PokÃƒÂ©mon: 12', 'Pokémon: 12'],
    ['Ã‰nergie : 8', 'Énergie : 8'],
    ['1 PokÃ© Ball SVI 185', '1 Poké Ball SVI 185'],
    ['1 PokÃ©gear 3.0 UNB 182', '1 Pokégear 3.0 UNB 182'],
    ['2 Bossâ€™s Orders PAL 172', '2 Boss’s Orders PAL 172'],
    ['Pok?mon: 12', 'Pokémon: 12'],
    ['Pok\uFFFDmon: 12', 'Pokémon: 12'],
    ['Pok??mon (13)', 'Pokémon (13)'],
    ['POK?MON - 13', 'POKÉMON - 13'],
    ['4 Pok? Ball SVI 185', '4 Poké Ball SVI 185'],
  ])('%s → %s', (broken, repaired) => {
    expect(repairMojibake(broken)).toBe(repaired);
  });

  it('undoes the Latin-1 and the Windows-1252 reading of every legitimate text, once or twice', () => {
    for (const text of LEGITIMATE) {
      expect(repairMojibake(asLatin1(text)), text).toBe(text);
      expect(repairMojibake(asWindows1252(text)), text).toBe(text);
      expect(repairMojibake(asWindows1252(asWindows1252(text))), text).toBe(text);
    }
  });

  it('never touches legitimate text, even beside mojibake', () => {
    for (const text of LEGITIMATE) {
      expect(hasMojibake(text), text).toBe(false);
      expect(repairMojibake(text), text).toBe(text);
      expect(repairMojibake(`${text}\nPokÃ©mon`), text).toBe(`${text}\nPokémon`);
    }
    expect(repairMojibake('')).toBe('');
    expect(repairMojibake('What a Pok? match')).toBe('What a Poké match');
    expect(repairMojibake('Pokemon? Pok.')).toBe('Pokemon? Pok.');
  });

  it('keeps every line where it was', () => {
    const text = asWindows1252('Pokémon: 1\r\n1 Mew CEL 11\r\rÉnergie\n\n2 Jet Energy PAL 190');
    expect(repairMojibake(text).split(/\r\n|\r|\n/)).toEqual([
      'Pokémon: 1',
      '1 Mew CEL 11',
      '',
      'Énergie',
      '',
      '2 Jet Energy PAL 190',
    ]);
  });
});

describe('parseDeckList — mojibake', () => {
  it.each(['Pok?mon: 2', 'Pok\uFFFDmon: 2', 'PokÃ©mon: 2', 'PokÃƒÂ©mon: 2', 'POKÃ‰MON (2)', 'Pok??mon - 2'])(
    'reads %s as the Pokémon header',
    (header) => {
      const result = parseDeckList(`Trainer: 1\n1 Iono PAL 185\n${header}\n2 Mew CEL 11`);
      expect(result.unknownLines).toEqual([]);
      expect(result.lines.at(-1)).toMatchObject({ name: 'Mew', supertype: 'Pokémon', line: 4 });
    },
  );

  it.each([
    ['Ã‰nergie : 1', 'Energy'],
    ['?nergie', 'Energy'],
    ['\uFFFDnergie', 'Energy'],
    ['Energ?a: 1', 'Energy'],
    ['EnergÃ­as (1)', 'Energy'],
    ['Energ??a', 'Energy'],
  ] as const)('reads %s as a header', (header, supertype) => {
    const result = parseDeckList(`Pokémon: 1\n2 Mew CEL 11\n${header}\n3 Psychic Energy SUM 166`);
    expect(result.unknownLines).toEqual([]);
    expect(result.lines.at(-1)).toMatchObject({ supertype });
  });

  it('does not take a lost Japanese header, or a word that only looks lost, for a header', () => {
    const result = parseDeckList('Pokémon: 1\n2 Mew CEL 11\n????: 1\nTr?iner\nEnerg???a\n?nergy');
    expect(result.unknownLines.map((u) => u.text)).toEqual(['????: 1', 'Tr?iner', 'Energ???a', '?nergy']);
  });

  it('reads a whole PTCGL export that went through a Windows-1252 reading, card names included', () => {
    const original = `Pokémon: 2
4 Pidgey OBF 162
2 Flabébé FLI 84

Trainer: 3
4 Poké Ball SVI 185
1 Pokégear 3.0 SVI 186
2 Boss’s Orders PAL 172

Énergie: 1
10 Énergie {R} de base SVE 2

Total Cards: 23`;
    const broken = parseDeckList(asWindows1252(original));
    expect(broken).toEqual(parseDeckList(original));
    expect(broken.lines.map((l) => l.name)).toEqual([
      'Pidgey',
      'Flabébé',
      'Poké Ball',
      'Pokégear 3.0',
      'Boss’s Orders',
      'Énergie {R} de base',
    ]);
    expect(broken.sectionTotals).toEqual({ Pokémon: 6, Trainer: 7, Energy: 10 });
  });
});
