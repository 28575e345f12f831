import { describe, expect, it } from 'vitest';
import { bestAndWorstMatchup, MATCHUP_MIN_MATCHES, matchupStats, recentForm, trend } from '../../src/index.ts';
import { UNKNOWN_OPPONENT_DECK } from '../../src/analytics/matchupTable.ts';

const W = { games: [{ result: 'win' }] };
const L = { games: [{ result: 'loss' }] };
/** `wins` wins followed by `losses` losses. */
const run = (wins: number, losses: number) => [...Array(wins).fill(W), ...Array(losses).fill(L)];
const vs = (opponentDeck: string, won: boolean) => ({ opponentDeck, games: [{ result: won ? 'win' : 'loss' }] });

describe('trend (newest first: latest 10 against the 10 before)', () => {
  it('is stable without a full recent window or 5 earlier matches', () => {
    expect(trend([])).toBe('stable');
    expect(trend(run(9, 0))).toBe('stable');
    expect(trend(run(10, 0))).toBe('stable');
    // 10 wins, then 4 losses before them: only 4 earlier matches.
    expect(trend(run(10, 4))).toBe('stable');
  });
  it('compares with 5..9 earlier matches when that is all there is', () => {
    // 15 matches: latest 10 all won (100%), 5 before all lost (0%).
    expect(trend(run(10, 5))).toBe('up');
    // latest 10 all lost, 5 before all won.
    expect(trend([...run(0, 10), ...run(5, 0)])).toBe('down');
    // 19 matches: latest 10 = 5 W (50%), 9 before = 5 W (55.6%): Δ −5.6 → down.
    expect(trend([...run(5, 5), ...run(5, 4)])).toBe('down');
    // 17 matches: latest 3/10 (30%), before 2/7 (28.6%): Δ 1.4 → stable.
    expect(trend([...run(3, 7), ...run(2, 5)])).toBe('stable');
  });
  it('a difference of exactly 5 points is a trend', () => {
    // 18 matches: latest 3/10 = 30%, before 2/8 = 25%.
    expect(trend([...run(3, 7), ...run(2, 6)])).toBe('up');
    expect(trend([...run(7, 3), ...run(6, 2)])).toBe('down'); // 70% against 75%
  });
  it('with two full windows, stable means the same number of wins', () => {
    expect(trend([...run(6, 4), ...run(5, 5)])).toBe('up');
    expect(trend([...run(5, 5), ...run(5, 5)])).toBe('stable');
    expect(trend([...run(4, 6), ...run(5, 5)])).toBe('down');
  });
  it('ignores matches older than the 20 latest', () => {
    expect(trend([...run(5, 5), ...run(5, 5), ...run(30, 0)])).toBe('stable');
    expect(trend([...run(5, 5), ...run(5, 5), ...run(0, 30)])).toBe('stable');
  });
  it('reads 1-1 and no-game matches as losses', () => {
    const tie = { games: [{ result: 'win' }, { result: 'loss' }] };
    expect(trend([...Array(10).fill(tie), ...run(1, 9)])).toBe('down'); // 0% against 10%
  });
});

describe('recentForm', () => {
  it('is the record of the latest 10', () => {
    // newest first: 7 wins and 3 losses, then 2 older wins that do not count.
    expect(recentForm([...run(7, 3), ...run(2, 0)])).toEqual({ wins: 7, losses: 3, matches: 10, winRate: 70 });
  });
  it('takes what there is, and honours another window', () => {
    expect(recentForm(run(1, 3))).toEqual({ wins: 1, losses: 3, matches: 4, winRate: 25 });
    expect(recentForm([L, W, W, W], 3)).toEqual({ wins: 2, losses: 1, matches: 3, winRate: 66.7 });
    expect(recentForm(run(2, 2), 0)).toEqual({ wins: 0, losses: 0, matches: 0, winRate: 0 });
    expect(recentForm(run(2, 2), -1)).toEqual({ wins: 0, losses: 0, matches: 0, winRate: 0 });
  });
});

describe('matchupStats', () => {
  const matches = [
    vs('Lugia VSTAR', true),
    vs('Gardevoir ex', false),
    vs('lugia vstar ', false),
    vs('Miraidon ex', true),
    vs('Chien-Pao ex', true),
    vs('', false),
    vs('Gardevoir ex', false),
    vs('Lugia VSTAR', true),
    vs('Chien-Pao ex', false),
  ];
  it('groups by name ignoring case and spaces; most played first, then A-Z', () => {
    expect(matchupStats(matches)).toEqual([
      { opponentDeck: 'Lugia VSTAR', wins: 2, losses: 1, matches: 3, winRate: 66.7 },
      { opponentDeck: 'Chien-Pao ex', wins: 1, losses: 1, matches: 2, winRate: 50 },
      { opponentDeck: 'Gardevoir ex', wins: 0, losses: 2, matches: 2, winRate: 0 },
      { opponentDeck: 'Miraidon ex', wins: 1, losses: 0, matches: 1, winRate: 100 },
      { opponentDeck: UNKNOWN_OPPONENT_DECK, wins: 0, losses: 1, matches: 1, winRate: 0 },
    ]);
  });
  it('reads the opponent deck through the given function', () => {
    const custom = [
      { opp: 'Regidrago', games: [{ result: 'win' }] },
      { opp: null, games: [] },
    ];
    expect(matchupStats(custom, (m) => m.opp)).toEqual([
      { opponentDeck: 'Regidrago', wins: 1, losses: 0, matches: 1, winRate: 100 },
      { opponentDeck: 'Unknown', wins: 0, losses: 1, matches: 1, winRate: 0 },
    ]);
    expect(matchupStats([])).toEqual([]);
  });

  it('best and worst count only matchups of MATCHUP_MIN_MATCHES (3, the analytics minimum) or more', () => {
    expect(MATCHUP_MIN_MATCHES).toBe(3);
    // Lugia VSTAR (3 matches) is the only one with 3; Miraidon ex's 100% from one match is not a best matchup.
    expect(bestAndWorstMatchup(matches)).toMatchObject({ best: { opponentDeck: 'Lugia VSTAR' }, worst: null });
    const { best, worst } = bestAndWorstMatchup([...matches, vs('Gardevoir ex', false)]);
    expect(best?.opponentDeck).toBe('Lugia VSTAR');
    expect(worst?.opponentDeck).toBe('Gardevoir ex');
  });
  it('with fewer than 3 matches against every deck there is neither', () => {
    const few = [
      vs('Miraidon ex', true),
      vs('Lugia VSTAR', false),
      vs('Lugia VSTAR', false),
      vs('Gardevoir ex', false),
    ];
    expect(bestAndWorstMatchup(few)).toEqual({ best: null, worst: null });
  });
  it('ties: more matches first, then A-Z, and the worst is never the best', () => {
    // X 3/6 and Y 2/4 are both 50%.
    const xy = [...Array(3).fill(vs('X', true)), ...Array(3).fill(vs('X', false)), vs('Y', true), vs('Y', true)];
    xy.push(vs('Y', false), vs('Y', false));
    expect(bestAndWorstMatchup(xy).best?.opponentDeck).toBe('X');
    expect(bestAndWorstMatchup(xy).worst?.opponentDeck).toBe('Y');
    const ab = [vs('Beta', true), vs('Beta', false), vs('Beta', false), vs('Alpha', true), vs('Alpha', false)];
    ab.push(vs('Alpha', false));
    expect(bestAndWorstMatchup(ab)).toMatchObject({ best: { opponentDeck: 'Alpha' }, worst: { opponentDeck: 'Beta' } });
  });
  it('compares exact win rates, not the rounded ones', () => {
    // Both show 66.7, but 2/3 (66.67%) beats 6666/10000 (66.66%) despite fewer matches.
    const many = [...Array(6666).fill(vs('Big', true)), ...Array(3334).fill(vs('Big', false))];
    const small = [vs('Small', true), vs('Small', true), vs('Small', false)];
    const { best, worst } = bestAndWorstMatchup([...many, ...small]);
    expect(best).toMatchObject({ opponentDeck: 'Small', winRate: 66.7 });
    expect(worst).toMatchObject({ opponentDeck: 'Big', winRate: 66.7 });
  });
  it('one eligible matchup is the best and there is no worst; none is neither', () => {
    const { best, worst } = bestAndWorstMatchup([
      vs('Lugia VSTAR', true),
      vs('Lugia VSTAR', true),
      vs('Lugia VSTAR', false),
    ]);
    expect(best?.opponentDeck).toBe('Lugia VSTAR');
    expect(worst).toBeNull();
    expect(bestAndWorstMatchup([])).toEqual({ best: null, worst: null });
  });
});
