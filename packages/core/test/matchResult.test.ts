import { describe, expect, it } from 'vitest';
import { bestOfOf, gameTally, listResult, matchBestOf, matchOutcome, matchScore } from '../src/index.ts';
import { csvResult, groupResult } from '../src/rules/matchResult.ts';

const g = (...results: string[]) => results.map((result) => ({ result }));

describe('gameTally', () => {
  it('counts wins and losses and ignores anything else', () => {
    expect(gameTally(g('win', 'loss', 'win'))).toEqual({ wins: 2, losses: 1 });
    expect(gameTally(g('win', 'draw', 'WIN', ''))).toEqual({ wins: 1, losses: 0 });
    expect(gameTally([])).toEqual({ wins: 0, losses: 0 });
    expect(gameTally(null)).toEqual({ wins: 0, losses: 0 });
    expect(gameTally(undefined)).toEqual({ wins: 0, losses: 0 });
    expect(gameTally([{}, { result: null }])).toEqual({ wins: 0, losses: 0 });
  });
});

describe('bestOf', () => {
  it('bestOfOf reads the format, Bo1 by default', () => {
    expect(bestOfOf('Bo3')).toBe(3);
    expect(bestOfOf('BO3')).toBe(3);
    expect(bestOfOf(' bo3 ')).toBe(3);
    expect(bestOfOf('Bo1')).toBe(1);
    expect(bestOfOf('Bo5')).toBe(1);
    expect(bestOfOf(null)).toBe(1);
    expect(bestOfOf(undefined)).toBe(1);
  });
  it('matchBestOf prefers a stored positive integer bestOf', () => {
    expect(matchBestOf({ bestOf: 5, format: 'Bo1' })).toBe(5);
    expect(matchBestOf({ bestOf: 0, format: 'Bo3' })).toBe(3);
    expect(matchBestOf({ bestOf: 2.5, format: 'Bo1' })).toBe(1);
    expect(matchBestOf({ bestOf: null })).toBe(1);
  });
});

describe('the three readings of a result', () => {
  it.each([
    // games, list, outcome, group
    [g('win'), 'win', 'win', 'win'],
    [g('loss'), 'loss', 'loss', 'loss'],
    [g('win', 'loss', 'win'), 'win', 'win', 'win'],
    [g('loss', 'win', 'loss'), 'loss', 'loss', 'loss'],
    [g('win', 'loss'), 'loss', 'tie', 'tie'],
    [g(), 'loss', 'tie', null],
    [g('draw'), 'loss', 'tie', null],
  ] as const)('%j → list %s, outcome %s, group %s', (games, list, outcome, group) => {
    expect(listResult({ games })).toBe(list);
    expect(matchOutcome({ games })).toBe(outcome);
    expect(groupResult({ games })).toBe(group);
  });
  it('a match without a games list is lost in lists and not counted in groups', () => {
    expect(listResult({})).toBe('loss');
    expect(groupResult({ games: null })).toBeNull();
  });
});

describe('csvResult (ceil(bestOf / 2) wins decide)', () => {
  it.each([
    ['Bo1', g('win'), 'Win'],
    ['Bo1', g('loss'), 'Loss'],
    ['Bo1', g(), 'In Progress'],
    ['Bo3', g('win'), 'In Progress'],
    ['Bo3', g('win', 'loss'), 'In Progress'],
    ['Bo3', g('win', 'win'), 'Win'],
    ['Bo3', g('loss', 'win', 'loss'), 'Loss'],
    ['Bo3', g('loss', 'loss'), 'Loss'],
  ] as const)('%s %j → %s', (format, games, expected) => {
    expect(csvResult({ format, games })).toBe(expected);
  });
  it('a stored bestOf of 5 needs 3 wins', () => {
    expect(csvResult({ bestOf: 5, games: g('win', 'win', 'loss') })).toBe('In Progress');
    expect(csvResult({ bestOf: 5, games: g('win', 'win', 'loss', 'win') })).toBe('Win');
  });
});

describe('matchScore', () => {
  it('uses the stored matchScore, else wins-losses', () => {
    expect(matchScore({ matchScore: '2-1', games: g('win') })).toBe('2-1');
    expect(matchScore({ matchScore: ' 2-0 ' })).toBe('2-0');
    expect(matchScore({ matchScore: '  ', games: g('loss', 'win', 'win') })).toBe('2-1');
    expect(matchScore({ games: g('loss') })).toBe('0-1');
    expect(matchScore({})).toBe('0-0');
  });
});
