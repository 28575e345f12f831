import { describe, expect, it } from 'vitest';
import { communityMatrix, expectedWinRate } from '../../src/index.ts';
import { bo3FromGameRate } from '../../src/analytics/expectedWinRate.ts';

const categories = ['A', 'B', 'C', 'E'].map((id) => ({ _id: id, name: id, sprites: [] }));
const matrix = communityMatrix(
  [
    { playerCategoryId: 'A', opponentCategoryId: 'B', wins: 3, losses: 1, ties: 0 },
    { playerCategoryId: 'A', opponentCategoryId: 'C', wins: 1, losses: 3, ties: 0 },
  ],
  categories,
  'loss',
  0,
);

describe('bo3FromGameRate', () => {
  it('is p²(3 − 2p)', () => {
    expect(bo3FromGameRate(0.5)).toBe(0.5);
    expect(bo3FromGameRate(0.75)).toBe(0.84375); // 0.5625 × 1.5
    expect(bo3FromGameRate(0)).toBe(0);
    expect(bo3FromGameRate(1)).toBe(1);
  });
});

describe('expectedWinRate', () => {
  // Field weights 2/4/2/2 → 0.2 mirror (0.5), 0.4 vs B (community 0.75), 0.2 vs C (community 0.25, own 3-1 = 0.75,
  // blended 0.5), 0.2 vs E (unknown).
  const field = { A: 2, B: 4, C: 2, E: 2, F: 0 };
  const personal = { C: { wins: 3, losses: 1 } };

  it('weighs the known matchups of the field and blends own results with the community', () => {
    const result = expectedWinRate({ deck: 'A', field, matrix, personal });
    expect(result.coverage).toBeCloseTo(0.8, 12);
    // (0.2 × 0.5 + 0.4 × 0.75 + 0.2 × 0.5) / 0.8 = 0.625
    expect(result.bo1).toBeCloseTo(0.625, 12);
    // (0.2 × 0.5 + 0.4 × 0.84375 + 0.2 × 0.5) / 0.8 = 0.671875
    expect(result.bo3).toBeCloseTo(0.671875, 12);
    expect(result.rows.map((r) => [r.categoryId, r.source, r.rate])).toEqual([
      ['A', 'mirror', 0.5],
      ['B', 'community', 0.75],
      ['C', 'blend', 0.5],
      ['E', null, null],
    ]);
    expect(result.rows[0]!.weight).toBeCloseTo(0.2, 12);
  });

  it('uses own results alone at personal weight 1, or where the community has none', () => {
    // C = 0.75: (0.1 + 0.3 + 0.15) / 0.8 = 0.6875
    expect(expectedWinRate({ deck: 'A', field, matrix, personal, personalWeight: 1 }).bo1).toBeCloseTo(0.6875, 12);
    const own = expectedWinRate({
      deck: 'A',
      field: { E: 1 },
      matrix,
      personal: { E: { wins: 1, losses: 1, ties: 1 } },
      convention: 'third',
    });
    // (1 + 1/3) / 3 = 4/9
    expect(own.bo1).toBeCloseTo(4 / 9, 12);
    expect(own.rows[0]!.source).toBe('personal');
    expect(own.coverage).toBe(1);
  });

  it('has no estimate without known matchups', () => {
    expect(expectedWinRate({ deck: 'A', field: {}, matrix })).toEqual({ bo1: null, bo3: null, coverage: 0, rows: [] });
    expect(expectedWinRate({ deck: 'A', field: { E: 3 }, matrix })).toMatchObject({
      bo1: null,
      bo3: null,
      coverage: 0,
    });
  });
});
