import { describe, expect, it } from 'vitest';
import { groupStats, groupWinRate, statsOfOutcomes } from '../src/rules/groupStats.ts';

const tcg = (...results: string[]) => ({ games: results.map((result) => ({ result })) });

describe('group statistics (spec part 2 §4)', () => {
  it('counts a TCG match by its games: more wins a win, more losses a loss, equal a tie', () => {
    expect(groupStats([tcg('win', 'loss', 'win'), tcg('loss', 'loss'), tcg('win', 'loss')], [])).toEqual({
      matches: 3,
      wins: 1,
      losses: 1,
      ties: 1,
      winRate: 33,
    });
  });

  it('leaves a TCG match without counted games out of every figure', () => {
    expect(groupStats([tcg(), { games: [{ result: 'unknown' }] }, tcg('win')], [])).toEqual({
      matches: 1,
      wins: 1,
      losses: 0,
      ties: 0,
      winRate: 100,
    });
  });

  it('takes a VGC match by its result and ignores an unknown one', () => {
    expect(groupStats([], [{ result: 'win' }, { result: 'tie' }, { result: 'loss' }, { result: 'bogus' }])).toEqual({
      matches: 3,
      wins: 1,
      losses: 1,
      ties: 1,
      winRate: 33,
    });
  });

  it('rates wins over all counted matches of both games, rounded to a whole percent, 0 with none', () => {
    expect(groupStats([tcg('win'), tcg('win')], [{ result: 'loss' }]).winRate).toBe(67);
    expect(groupStats([], []).winRate).toBe(0);
    expect(groupWinRate(1, 8)).toBe(13);
    expect(groupWinRate(0, 0)).toBe(0);
    expect(statsOfOutcomes([null, undefined, 'win']).matches).toBe(1);
  });
});
