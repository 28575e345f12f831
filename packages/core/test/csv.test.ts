import { describe, expect, it } from 'vitest';
import { CSV_UTF8_BOM, TCG_CSV_COLUMNS, csvFileName, tcgMatchesToCsv } from '../src/index.ts';
import { csvCell, toCsv } from '../src/formats/csv.ts';

const HEADER =
  'id,opponentDeck,bestOf,date,notes,wonCoinFlip,matchResult,gameScore,firstTurnGames,firstTurnWins,' +
  'secondTurnGames,secondTurnWins,game1Result,game1Turn,game2Result,game2Turn,game3Result,game3Turn,' +
  'game4Result,game4Turn,game5Result,game5Turn';
const NA4 = 'N/A,N/A,N/A,N/A';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-', "'-"],
    ['@mention', "'@mention"],
    ['\tindent', "'\tindent"],
    ['\rstart', '"\'\rstart"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['2-1', '2-1'],
    [' =not at the start', ' =not at the start'],
    ['Pokémon', 'Pokémon'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
  it('writes numbers as they are, negatives included', () => {
    expect(csvCell(3)).toBe('3');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(Number.NaN)).toBe('');
  });
  it('toCsv ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('a,1\r\n"b,c",2\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('tcgMatchesToCsv', () => {
  it('has the 22 columns of the spec, in order', () => {
    expect(TCG_CSV_COLUMNS.join(',')).toBe(HEADER);
    expect(TCG_CSV_COLUMNS).toHaveLength(22);
    expect(tcgMatchesToCsv([])).toBe(`${HEADER}\r\n`);
  });

  it('a Bo1 win going first: coin flip N/A, one game', () => {
    const csv = tcgMatchesToCsv([
      {
        _id: 'm1',
        opponentDeck: 'Lugia VSTAR',
        format: 'Bo1',
        date: '2024-01-05',
        notes: '',
        wonCoinFlip: true,
        games: [{ result: 'win', wentFirst: true, coinFlipWin: true }],
      },
    ]);
    expect(csv).toBe(
      `${HEADER}\r\nm1,Lugia VSTAR,1,2024-01-05,,N/A,Win,1-0,1,1,0,0,Win,First,N/A,N/A,N/A,N/A,${NA4}\r\n`,
    );
  });

  it('a Bo3 won 2-1 from behind, with hostile text and the date from createdAt', () => {
    const csv = tcgMatchesToCsv([
      {
        _id: 'local_1_abc',
        opponentDeck: '=HYPERLINK("x")',
        format: 'Bo3',
        date: null,
        createdAt: '2024-02-10T08:00:00Z',
        notes: 'Close, "very" close\nGG',
        games: [
          { result: 'loss', wentFirst: false, coinFlipWin: false },
          { result: 'win', wentFirst: true },
          { result: 'win', wentFirst: null },
        ],
      },
    ]);
    const row =
      'local_1_abc,"\'=HYPERLINK(""x"")",3,2024-02-10,"Close, ""very"" close\nGG",No,Win,2-1,1,1,1,0,' +
      `Loss,Second,Win,First,Win,N/A,${NA4}`;
    expect(csv).toBe(`${HEADER}\r\n${row}\r\n`);
  });

  it('an unfinished Bo3: stored coin flip wins over game 1, In Progress, unknown turn', () => {
    const csv = tcgMatchesToCsv([
      {
        _id: 'm3',
        opponentDeck: '-',
        format: 'Bo3',
        date: '2024-03-01',
        notes: '@mention',
        wonCoinFlip: true,
        games: [{ result: 'win', coinFlipWin: false }],
      },
    ]);
    expect(csv).toBe(
      `${HEADER}\r\nm3,'-,3,2024-03-01,'@mention,Yes,In Progress,1-0,0,0,0,0,Win,N/A,N/A,N/A,N/A,N/A,${NA4}\r\n`,
    );
  });

  it('a Bo3 lost 0-2 with an unknown coin flip; a stored bestOf; missing fields', () => {
    const csv = tcgMatchesToCsv([
      {
        _id: 'm4',
        opponentDeck: 'Gardevoir ex',
        format: 'Bo3',
        date: '2024-04-01',
        games: [
          { result: 'loss', wentFirst: true },
          { result: 'loss', wentFirst: true },
        ],
      },
      { _id: 'm5', bestOf: 3, date: 'soon', games: null },
    ]);
    expect(csv.split('\r\n')).toEqual([
      HEADER,
      `m4,Gardevoir ex,3,2024-04-01,,N/A,Loss,0-2,2,0,0,0,Loss,First,Loss,First,N/A,N/A,${NA4}`,
      `m5,,3,,,N/A,In Progress,0-0,0,0,0,0,N/A,N/A,N/A,N/A,N/A,N/A,${NA4}`,
      '',
    ]);
  });

  it('keeps the order given and the text as written', () => {
    const csv = tcgMatchesToCsv([
      { _id: 'b', opponentDeck: 'Dragapult ex', date: '2024-01-02', games: [{ result: 'loss' }] },
      { _id: 'a', opponentDeck: 'Pokémon Catcher box', date: '2024-01-01', games: [{ result: 'win' }] },
    ]);
    const rows = csv.split('\r\n');
    expect(rows[1]!.startsWith('b,Dragapult ex,1,2024-01-02,,N/A,Loss,0-1,0,0,0,0,Loss,N/A,')).toBe(true);
    expect(rows[2]!.startsWith('a,Pokémon Catcher box,1,2024-01-01,,N/A,Win,1-0,')).toBe(true);
    expect(csv.startsWith(CSV_UTF8_BOM)).toBe(false);
    expect(CSV_UTF8_BOM).toBe('\uFEFF');
  });
});

describe('csvFileName', () => {
  it('is {game}_matches_{local YYYY-MM-DD}.csv', () => {
    expect(csvFileName('tcg', new Date(2026, 10, 22, 23, 30))).toBe('tcg_matches_2026-11-22.csv');
    expect(csvFileName('vgc', new Date(2025, 0, 5, 0, 5))).toBe('vgc_matches_2025-01-05.csv');
  });
});
