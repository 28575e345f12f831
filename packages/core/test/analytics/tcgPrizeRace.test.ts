import { describe, expect, it } from 'vitest';
import { firstPrizeTakerOf, prizeOrderOf, tcgPrizeRace } from '../../src/analytics/tcgPrizeRace.ts';
import type { PrizeRaceMatchLike } from '../../src/analytics/tcgPrizeRace.ts';

const P = 'player' as const;
const O = 'opponent' as const;
const g = (result: string | null, firstPrizeTakenBy?: string | null, prizeOrder?: unknown[]) => ({
  result,
  ...(firstPrizeTakenBy === undefined && prizeOrder === undefined
    ? {}
    : { advancedDetails: { firstPrizeTakenBy, prizeOrder: prizeOrder as string[] } }),
});

// Leads (you − opponent) after each card are written next to each game.
const matches: PrizeRaceMatchLike[] = [
  // A: won from 2 behind: -1, -2, -1, 0, +1.
  { format: 'Bo1', games: [g('win', O, [O, O, P, P, P])] },
  {
    format: 'Bo3',
    games: [
      g('loss', P, [P, O, O]), // B1: +1, 0, -1 — led, fell behind, lost.
      g('win', null, [P, P]), // B2: first prize from the order (you): +1, +2.
      g('win'), // B3: nothing recorded.
    ],
  },
  { format: 'Bo1', games: [g('loss', O, [])] }, // C: first prize only.
  { format: 'Bo1', games: [g(null, P, [P])] }, // D: no result, ignored.
  // E: the explicit field (you) wins over the order; the order stops at the bad entry: -1.
  { format: 'Bo1', games: [g('win', P, [O, 'bogus', P])] },
];

describe('prize race helpers', () => {
  it('reads the first prize taker and the prize order as documented', () => {
    expect(firstPrizeTakerOf(g('win', null, [O, P]))).toBe(O);
    expect(firstPrizeTakerOf(g('win', P, [O, P]))).toBe(P);
    expect(firstPrizeTakerOf(g('win'))).toBeNull();
    expect(prizeOrderOf(g('win', null, [P, O, 'x', P]))).toEqual([P, O]);
    expect(prizeOrderOf(g('win', null, Array(14).fill(P)))).toHaveLength(12);
  });
});

describe('tcgPrizeRace', () => {
  const race = tcgPrizeRace(matches);

  it('counts only counted games, and how many recorded each fact', () => {
    // A1, B1, B2, B3, C1, E1 (D is not a win or a loss).
    expect(race.games).toBe(6);
    // A, B1, B2 (from the order), C, E.
    expect(race.gamesWithFirstPrize).toBe(5);
    // A, B1, B2, E.
    expect(race.gamesWithPrizeOrder).toBe(4);
  });

  it('splits the win rate by who took the first prize', () => {
    // You first: B1 lost, B2 won, E won → 2-1; opponent first: A won, C lost → 1-1.
    expect(race.firstPrize.you).toMatchObject({ wins: 2, losses: 1, games: 3, small: true });
    expect(race.firstPrize.you.rate).toBeCloseTo(2 / 3, 12);
    expect(race.firstPrize.opponent).toMatchObject({ wins: 1, losses: 1, games: 2, rate: 0.5 });
  });

  it('counts comebacks and leads given away', () => {
    // Fell behind: A (won, 2 down), B1 (lost), E (won, 1 down).
    expect(race.fellBehind).toMatchObject({ wins: 2, losses: 1, games: 3 });
    expect(race.largestComeback).toBe(2);
    // Led at some point: A (won), B1 (lost), B2 (won).
    expect(race.tookLead).toMatchObject({ wins: 2, losses: 1, games: 3 });
  });

  it('averages the lead after each number of prize cards, in won and lost games', () => {
    const rows = race.leadAfter.map((r) => [r.prizesTaken, r.games, r.averageLead, r.won, r.lost]);
    expect(rows[0]).toEqual([
      1,
      4, // A -1, B1 +1, B2 +1, E -1
      0,
      { games: 3, averageLead: expect.closeTo(-1 / 3, 12) as unknown as number }, // A, B2, E
      { games: 1, averageLead: 1 }, // B1
    ]);
    expect(rows.slice(1)).toEqual([
      [2, 3, 0, { games: 2, averageLead: 0 }, { games: 1, averageLead: 0 }], // A -2, B2 +2 | B1 0
      [3, 2, -1, { games: 1, averageLead: -1 }, { games: 1, averageLead: -1 }], // A -1 | B1 -1
      [4, 1, 0, { games: 1, averageLead: 0 }, { games: 0, averageLead: null }], // A 0
      [5, 1, 1, { games: 1, averageLead: 1 }, { games: 0, averageLead: null }], // A +1
    ]);
  });

  it('is empty without recorded games', () => {
    const empty = tcgPrizeRace([{ games: [g('win'), g('loss')] }]);
    expect(empty).toMatchObject({ games: 2, gamesWithFirstPrize: 0, gamesWithPrizeOrder: 0, largestComeback: null });
    expect(empty.firstPrize.you).toEqual({ wins: 0, losses: 0, games: 0, rate: null, interval: null, small: true });
    expect(empty.fellBehind.rate).toBeNull();
    expect(empty.leadAfter).toEqual([]);
    expect(tcgPrizeRace([]).games).toBe(0);
  });

  it('gives no comeback for a lost game from behind', () => {
    expect(tcgPrizeRace([{ games: [g('loss', null, [O, O, O])] }]).largestComeback).toBeNull();
  });
});
