import { describe, expect, it } from 'vitest';
import { csvFileName, VGC_CSV_COLUMNS, vgcMatchesToCsv } from '../src/index.ts';

const HEADER =
  'Date,Opponent,Format,Best Of,Result,Score,Your Team,Opponent Team,Game 1,Game 2,Game 3,Game 4,Game 5,Notes';

describe('vgcMatchesToCsv', () => {
  it('writes the header, then one CRLF row per match in the order given', () => {
    const csv = vgcMatchesToCsv([
      {
        date: '2025-03-01',
        createdAt: '2025-03-02T10:00:00.000Z',
        opponentName: 'Wolfe',
        format: 'VGC 2025 Reg G',
        bestOf: 3,
        playerTeam: ['Incineroar', 'Urshifu-Rapid-Strike'],
        opponentTeam: 'Miraidon, Iron Hands',
        games: [{ result: 'loss' }, { result: 'win' }, { result: 'win' }],
        notes: 'close "game 3"',
      },
      {
        date: null,
        createdAt: '2025-01-05T23:00:00.000Z',
        opponentName: '',
        format: '',
        bestOf: 1,
        playerTeam: [],
        opponentTeam: [],
        games: [{ result: 'loss' }],
        notes: '=HYPERLINK("x")',
      },
    ]);
    expect(VGC_CSV_COLUMNS.join(',')).toBe(HEADER);
    expect(csv.split('\r\n')).toEqual([
      HEADER,
      '2025-03-01,Wolfe,VGC 2025 Reg G,3,Win,2-1,"Incineroar, Urshifu-Rapid-Strike","Miraidon, Iron Hands",L,W,W,N/A,N/A,"close ""game 3"""',
      '2025-01-05,,,1,Loss,0-1,,,L,N/A,N/A,N/A,N/A,"\'=HYPERLINK(""x"")"',
      '',
    ]);
  });

  it('is the header alone without matches; an unfinished match is In Progress', () => {
    expect(vgcMatchesToCsv([])).toBe(`${HEADER}\r\n`);
    const row = vgcMatchesToCsv([{ bestOf: 3, games: [{ result: 'win' }, { result: 'draw' }] }]).split('\r\n')[1];
    expect(row).toBe(',,,3,In Progress,1-0,,,W,N/A,N/A,N/A,N/A,');
  });

  it('is named vgc_matches_<local date>.csv', () => {
    expect(csvFileName('vgc', new Date(2026, 10, 22, 23, 59))).toBe('vgc_matches_2026-11-22.csv');
  });
});
