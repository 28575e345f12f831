import { describe, expect, it } from 'vitest';
import { MATCHUP_PAGE_SIZE, matchupTable, pageOf } from '../../src/index.ts';
import type { MatchupTable } from '../../src/analytics/matchupTable.ts';

/** Row i of a table, failing the test when it is missing. */
function rowAt(table: MatchupTable, i: number) {
  const row = table.rows[i];
  if (!row) throw new Error(`no row ${i}`);
  return row;
}

const g = (...results: string[]) => results.map((result) => ({ result }));
const m = (opponentDeck: string | null, games: { result: string }[] | null, format = 'Bo1') => ({
  opponentDeck,
  format,
  games,
});

// Charizard ex: W (Bo1), W 2-1, L 0-2, T 1-1 (unfinished Bo3), W (other spelling) → 3-1-1.
// Gardevoir: L, L → 0-2 (a third match with no games and one with no counted game are left out).
// Lugia: W → 1-0. Unknown (blank and spaces): W → 1-0 (one more without games left out).
const matches = [
  m('Charizard ex', g('win')),
  m('Gardevoir', g('loss')),
  m('Charizard ex', g('win', 'loss', 'win'), 'Bo3'),
  m('  ', g('win')),
  m('Gardevoir', []),
  m('Charizard ex', g('loss', 'loss'), 'Bo3'),
  m('Lugia VSTAR', g('win')),
  m('Gardevoir', g('loss')),
  m('charizard EX ', g('win')),
  m('Charizard ex', g('win', 'loss'), 'Bo3'),
  m('', null),
  m('Gardevoir', g('draw')),
];

describe('matchupTable', () => {
  it('groups by trimmed case-insensitive name, counts W-L-T and matches without games', () => {
    const { rows, matchesWithoutGames } = matchupTable(matches);
    expect(matchesWithoutGames).toBe(3);
    expect(rows.map((r) => [r.opponentDeck, r.wins, r.losses, r.ties, r.matches])).toEqual([
      ['Charizard ex', 3, 1, 1, 5],
      ['Gardevoir', 0, 2, 0, 2],
      ['Lugia VSTAR', 1, 0, 0, 1], // 1 match each: name A-Z
      ['Unknown', 1, 0, 0, 1],
    ]);
    expect(rows.every((r) => r.small)).toBe(true);
  });

  it('ties as losses (default): 3 of 5 = 60%, Wilson 23.1%–88.2%', () => {
    const table = matchupTable(matches);
    const charizard = rowAt(table, 0);
    const gardevoir = rowAt(table, 1);
    expect(charizard.rate).toBe(0.6);
    expect(charizard.effectiveTrials).toBe(5);
    expect(charizard.interval!.low).toBeCloseTo(0.23072, 4);
    expect(charizard.interval!.high).toBeCloseTo(0.88238, 4);
    expect(gardevoir.rate).toBe(0);
    expect(gardevoir.interval!.low).toBe(0);
  });

  it('a tie as a third: 3⅓ of 5 = 66.7%, Wilson 27.5%–91.3%', () => {
    const charizard = rowAt(matchupTable(matches, 'third'), 0);
    expect(charizard.rate).toBeCloseTo(2 / 3, 12);
    expect(charizard.effectiveWins).toBeCloseTo(10 / 3, 12);
    expect(charizard.interval!.low).toBeCloseTo(0.2752, 4);
    expect(charizard.interval!.high).toBeCloseTo(0.91331, 4);
  });

  it('ties excluded: 3 of 4 = 75%, Wilson 30.1%–95.4%, still 5 matches', () => {
    const charizard = rowAt(matchupTable(matches, 'exclude'), 0);
    expect(charizard.rate).toBe(0.75);
    expect(charizard.effectiveTrials).toBe(4);
    expect(charizard.matches).toBe(5);
    expect(charizard.interval!.low).toBeCloseTo(0.30064, 4);
    expect(charizard.interval!.high).toBeCloseTo(0.95441, 4);
  });

  it('is not small from 10 matches: 9-3 = 75%, Wilson 46.8%–91.1%', () => {
    const many = [...Array(9).fill(m('Lost Box', g('win'))), ...Array(3).fill(m('Lost Box', g('loss')))];
    const row = rowAt(matchupTable(many), 0);
    expect(row).toMatchObject({ opponentDeck: 'Lost Box', wins: 9, losses: 3, ties: 0, matches: 12, small: false });
    expect(row.interval!.low).toBeCloseTo(0.46769, 4);
    expect(row.interval!.high).toBeCloseTo(0.91106, 4);
  });

  it('is empty without data', () => {
    expect(matchupTable([])).toEqual({ rows: [], matchesWithoutGames: 0 });
    expect(matchupTable([m('A', [])])).toEqual({ rows: [], matchesWithoutGames: 1 });
  });

  it('takes another accessor for the opponent deck', () => {
    const table = matchupTable([{ games: g('win'), archetype: 'Dragapult' }], 'loss', (x) => x.archetype);
    expect(rowAt(table, 0).opponentDeck).toBe('Dragapult');
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it('pages 10 at a time by default', () => {
    expect(MATCHUP_PAGE_SIZE).toBe(10);
    expect(pageOf(items, 1)).toEqual({
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      page: 1,
      pageSize: 10,
      totalCount: 23,
      totalPages: 3,
    });
    expect(pageOf(items, 3).items).toEqual([20, 21, 22]);
  });

  it('is empty past the end with the true totals', () => {
    expect(pageOf(items, 4)).toEqual({ items: [], page: 4, pageSize: 10, totalCount: 23, totalPages: 3 });
  });

  it('has one empty page for no items', () => {
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageSize: 10, totalCount: 0, totalPages: 1 });
  });

  it('reads page and size below 1 or not whole as 1 / floored', () => {
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf(items, Number.NaN).page).toBe(1);
    expect(pageOf(items, 2.7, 5)).toMatchObject({ page: 2, items: [5, 6, 7, 8, 9] });
    expect(pageOf(items, 1, 0).pageSize).toBe(1);
  });
});
