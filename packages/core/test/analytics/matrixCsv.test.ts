import { describe, expect, it } from 'vitest';
import { matrixCellText, matrixCsv, matrixCsvFileName, type CommunityMatrix } from '../../src/index.ts';

const cell = (row: string, col: string, wins: number, losses: number, ties: number, rate: number | null) => ({
  row,
  col,
  wins,
  losses,
  ties,
  matches: wins + losses + ties,
  rate,
  interval: null,
  small: false,
});

const matrix: CommunityMatrix = {
  archetypes: [
    { categoryId: 'a', name: 'Charizard', sprites: [], matches: 4 },
    { categoryId: 'b', name: 'Lost, Box', sprites: [], matches: 3 },
    { categoryId: 'c', name: '=Evil', sprites: [], matches: 2 },
  ],
  cells: [
    cell('a', 'a', 1, 1, 0, null),
    cell('a', 'b', 2, 1, 0, 2 / 3),
    cell('b', 'a', 1, 2, 0, 1 / 3),
    cell('c', 'a', 0, 0, 2, null),
    cell('a', 'c', 0, 0, 2, null),
  ],
  totalMatches: 6,
};

describe('matrixCsv', () => {
  it('writes each cell as the screen shows it', () => {
    expect(matrixCellText(matrix.cells[1])).toBe('66.7% (2-1-0)');
    expect(matrixCellText(matrix.cells[0])).toBe('Mirror (1-1-0)');
    expect(matrixCellText(matrix.cells[3])).toBe('— (0-0-2)');
    expect(matrixCellText(undefined)).toBe('—');
  });

  it('has a header of archetype names and one row per archetype, quoted and neutralised', () => {
    expect(matrixCsv(matrix)).toBe(
      'Archetype,Charizard,"Lost, Box",\'=Evil\r\n' +
        'Charizard,Mirror (1-1-0),66.7% (2-1-0),— (0-0-2)\r\n' +
        '"Lost, Box",33.3% (1-2-0),—,—\r\n' +
        "'=Evil,— (0-0-2),—,—\r\n",
    );
    expect(matrixCsv({ archetypes: [], cells: [], totalMatches: 0 })).toBe('Archetype\r\n');
    expect(matrixCsvFileName('2026-11-22')).toBe('community_matrix_2026-11-22.csv');
  });
});
