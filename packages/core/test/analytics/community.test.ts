import { describe, expect, it } from 'vitest';
import { communityMatrix, communityMeta, compareArchetypes, type CommunityPairRow } from '../../src/index.ts';
import { wilsonInterval } from '../../src/analytics/winRate.ts';

const categories = [
  { _id: 'A', name: 'Charizard', sprites: ['charizard'] },
  { _id: 'B', name: 'Gardevoir', sprites: [] },
  { _id: 'C', name: 'Lugia', sprites: ['lugia', 'archeops'] },
];
const pair = (p: string | null, o: string | null, wins: number, losses: number, ties = 0): CommunityPairRow => ({
  playerCategoryId: p,
  opponentCategoryId: o,
  wins,
  losses,
  ties,
});
// 10 matches. A vs B 2-1; B vs A 1-0-1; A mirror 1-0; A vs uncategorised 1-1; uncategorised vs B 0-1;
// a deleted category ('gone', read as uncategorised) vs A: one tie.
const rows = [
  pair('A', 'B', 2, 1),
  pair('B', 'A', 1, 0, 1),
  pair('A', 'A', 1, 0),
  pair('A', null, 1, 1),
  pair(null, 'B', 0, 1),
  pair('gone', 'A', 0, 0, 1),
];

describe('communityMatrix', () => {
  it('counts both orientations of every match between archetypes', () => {
    const matrix = communityMatrix(rows, categories, 'loss', 5);
    expect(matrix.totalMatches).toBe(10);
    // Appearances: A 3+2+2+2+1 = 10, B 3+2+1 = 6 → A first. C never played: not listed.
    // Matches against archetypes: A 3 + 2 + 1 (mirror once) = 6, B 3 + 2 = 5.
    expect(matrix.archetypes).toEqual([
      { categoryId: 'A', name: 'Charizard', sprites: ['charizard'], matches: 6 },
      { categoryId: 'B', name: 'Gardevoir', sprites: [], matches: 5 },
    ]);
    // (A,B): 2-1 as player + 0-1-1 from B's 1-0-1 → 2-2-1, rate 2/5; (B,A) the mirror image.
    expect(matrix.cells).toEqual([
      { row: 'A', col: 'A', wins: 1, losses: 1, ties: 0, matches: 2, rate: null, interval: null, small: true },
      {
        row: 'A',
        col: 'B',
        wins: 2,
        losses: 2,
        ties: 1,
        matches: 5,
        rate: 0.4,
        interval: wilsonInterval(2, 5),
        small: false,
      },
      {
        row: 'B',
        col: 'A',
        wins: 2,
        losses: 2,
        ties: 1,
        matches: 5,
        rate: 0.4,
        interval: wilsonInterval(2, 5),
        small: false,
      },
    ]);
  });

  it('applies the tie convention and the minimum sample to cells', () => {
    const third = communityMatrix(rows, categories, 'third', 6);
    const ab = third.cells.find((c) => c.row === 'A' && c.col === 'B')!;
    expect(ab.rate).toBeCloseTo((2 + 1 / 3) / 5, 12);
    expect(ab.small).toBe(true); // 5 trials < 6
    const exclude = communityMatrix(rows, categories, 'exclude', 4);
    const ba = exclude.cells.find((c) => c.row === 'B' && c.col === 'A')!;
    expect(ba.rate).toBe(0.5); // 2 / (2 + 2)
    expect(ba.small).toBe(false); // 4 trials
  });

  it('is empty without matches', () => {
    expect(communityMatrix([], categories, 'loss', 20)).toEqual({ archetypes: [], cells: [], totalMatches: 0 });
  });
});

describe('communityMeta', () => {
  const trend = [
    { period: '2025-01-06', categoryId: 'A', appearances: 4 },
    { period: '2025-01-06', categoryId: null, appearances: 2 },
    { period: '2025-01-20', categoryId: 'B', appearances: 1 },
    { period: '2025-01-20', categoryId: 'A', appearances: 1 },
  ];
  const input = { rows, trend, granularity: 'week' as const, players: 7, categories, convention: 'loss' as const };

  it('gives shares, records without mirrors, counts and the trend', () => {
    const meta = communityMeta({ ...input, minMatches: 8 });
    expect(meta.totalMatches).toBe(10);
    expect(meta.players).toBe(7);
    expect(meta.uncategorizedMatches).toBe(4); // 2 + 1 + 1
    // A: 2-1 + 0-1-1 (as B's opponent) + 1-1 + 0-0-1 (as the deleted category's opponent) = 3-3-2; mirror left out.
    // B: 1-2 (as A's opponent) + 1-0-1 + 1-0 (beat an uncategorised deck) = 3-2-1.
    expect(meta.archetypes).toEqual([
      {
        categoryId: 'A',
        name: 'Charizard',
        sprites: ['charizard'],
        appearances: 10,
        share: 0.5,
        wins: 3,
        losses: 3,
        ties: 2,
        rate: 3 / 8,
        interval: wilsonInterval(3, 8),
        small: false,
      },
      {
        categoryId: 'B',
        name: 'Gardevoir',
        sprites: [],
        appearances: 6,
        share: 0.3,
        wins: 3,
        losses: 2,
        ties: 1,
        rate: 0.5,
        interval: wilsonInterval(3, 6),
        small: true,
      },
    ]);
    expect(meta.trend).toEqual([
      { period: '2025-01-06', totalAppearances: 6, shares: { A: 4 / 6 } },
      { period: '2025-01-13', totalAppearances: 0, shares: {} },
      { period: '2025-01-20', totalAppearances: 2, shares: { A: 0.5, B: 0.5 } },
    ]);
  });

  it('reads ties by the convention', () => {
    const third = communityMeta({ ...input, convention: 'third', minMatches: 0 });
    expect(third.archetypes[0]!.rate).toBeCloseTo((3 + 2 / 3) / 8, 12);
    expect(third.archetypes[1]!.small).toBe(false);
    const exclude = communityMeta({ ...input, convention: 'exclude', minMatches: 20 });
    expect(exclude.archetypes[0]!.rate).toBe(0.5);
  });

  it('is empty without matches', () => {
    expect(communityMeta({ ...input, rows: [], trend: [], players: 0, minMatches: 20 })).toEqual({
      totalMatches: 0,
      players: 0,
      uncategorizedMatches: 0,
      archetypes: [],
      trend: [],
    });
  });
});

describe('compareArchetypes', () => {
  const cats = [...categories, { _id: 'D', name: 'Dragapult', sprites: [] }];
  const data = [pair('A', 'B', 3, 1), pair('A', 'C', 1, 3), pair('A', 'D', 1, 0)];
  const meta = communityMeta({
    rows: data,
    trend: [],
    granularity: 'month',
    players: 3,
    categories: cats,
    convention: 'loss',
    minMatches: 2,
  });
  const matrix = communityMatrix(data, cats, 'loss', 2);

  it('picks the best and worst matchups with enough matches, ignoring mirrors and small cells', () => {
    const [a, d] = compareArchetypes(meta, matrix, ['A', 'unknown', 'A', 'D']);
    expect(a).toMatchObject({ categoryId: 'A', name: 'Charizard', share: 9 / 18, rate: 5 / 9, small: false });
    expect(a!.best).toMatchObject({ row: 'A', col: 'B', rate: 0.75 });
    expect(a!.worst).toMatchObject({ row: 'A', col: 'C', rate: 0.25 });
    // D's only cell (0-1) is under the minimum sample.
    expect(d).toMatchObject({ categoryId: 'D', rate: 0, small: true, best: null, worst: null });
    expect(compareArchetypes(meta, matrix, ['unknown'])).toEqual([]);
  });

  it('makes a single qualifying cell both the best and the worst', () => {
    const [b] = compareArchetypes(meta, matrix, ['B']);
    expect(b!.best).toMatchObject({ row: 'B', col: 'A', rate: 0.25 });
    expect(b!.worst).toBe(b!.best);
  });
});
