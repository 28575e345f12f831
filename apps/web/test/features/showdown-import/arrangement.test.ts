// How the player arranges a Showdown import (issue 13): split a Bo3 into Bo1s, join consecutive games back, leave a
// game out, fill a result the replay does not decide; what is sent; where the errors of the answer go.
import { describe, expect, it } from 'vitest';
import {
  arrangementFrom,
  joinWithNext,
  placeOfError,
  requestMatches,
  splitMatch,
} from '../../../src/features/showdown-import/arrangement.ts';
import {
  canJoinNext,
  chooseResult,
  scoreOf,
  setExcluded,
  updateMatch,
} from '../../../src/ui/importReview/arrangement.ts';
import { placeErrors } from '../../../src/features/showdown-import/importErrors.ts';

const games = new Map([
  [0, { index: 0, fields: { result: 'win' as const } }],
  [1, { index: 1, fields: { result: 'loss' as const } }],
  [2, { index: 2, fields: { result: null } }],
  [3, { index: 3, fields: { result: 'win' as const } }],
]);
const gameAt = (index: number) => games.get(index);

const proposal = {
  matches: [
    {
      games: [0, 1, 2],
      bestOf: 3 as const,
      opponentName: 'Misty',
      format: 'VGC 2025 Reg I',
      date: '2025-06-15',
      teamId: 'team1',
      playerTeam: [],
      opponentTeam: [],
    },
    {
      games: [3],
      bestOf: 1 as const,
      opponentName: 'Brock',
      format: 'VGC 2025 Reg I',
      date: '2025-06-16',
      teamId: null,
      playerTeam: [],
      opponentTeam: [],
    },
  ],
};

describe('Showdown import arrangement', () => {
  it('starts from the proposal and sends every match with its choices', () => {
    const arrangement = chooseResult(arrangementFrom(proposal), 2, 'win');
    const { matches, layout } = requestMatches(arrangement, gameAt);
    expect(matches).toEqual([
      {
        games: [0, 1, 2],
        teamId: 'team1',
        bestOf: 3,
        opponentName: 'Misty',
        format: 'VGC 2025 Reg I',
        results: [null, null, 'win'],
      },
      { games: [3], teamId: null, bestOf: 1, opponentName: 'Brock', format: 'VGC 2025 Reg I' },
    ]);
    expect(layout).toEqual([
      { key: 'm0', games: [0, 1, 2] },
      { key: 'm1', games: [3] },
    ]);
    expect(scoreOf(arrangement, arrangement.matches[0]!, gameAt)).toEqual({ wins: 2, losses: 1, ties: 0, open: 0 });
  });

  it('splits a Bo3 into Bo1s keeping its choices, and joins them back into a Bo3', () => {
    const edited = updateMatch(arrangementFrom(proposal), 'm0', { opponentName: 'Misty W.' });
    const split = splitMatch(edited, 'm0');
    expect(split.matches.map((m) => [m.key, m.games, m.bestOf, m.opponentName, m.teamId])).toEqual([
      ['m0', [0], 1, 'Misty W.', 'team1'],
      ['m2', [1], 1, 'Misty W.', 'team1'],
      ['m3', [2], 1, 'Misty W.', 'team1'],
      ['m1', [3], 1, 'Brock', null],
    ]);
    const joined = joinWithNext(joinWithNext(split, 'm0'), 'm0');
    expect(joined.matches.map((m) => [m.games, m.bestOf])).toEqual([
      [[0, 1, 2], 3],
      [[3], 1],
    ]);
    // A match holds at most three games.
    expect(canJoinNext(joined, 'm0')).toBe(false);
    expect(joinWithNext(joined, 'm0')).toBe(joined);
  });

  it('leaves out a game (still shown) and drops a match whose games are all left out', () => {
    const arrangement = setExcluded(setExcluded(arrangementFrom(proposal), 1, true), 3, true);
    const { matches, layout } = requestMatches(arrangement, gameAt);
    expect(matches.map((m) => m.games)).toEqual([[0, 2]]);
    expect(layout).toEqual([{ key: 'm0', games: [0, 2] }]);
    expect(requestMatches(setExcluded(arrangement, 1, false), gameAt).matches[0]!.games).toEqual([0, 1, 2]);
  });

  it('reads error paths back to the replay, the player, the match field or the game', () => {
    const layout = [
      { key: 'm0', games: [0, 2] },
      { key: 'm4', games: [3] },
    ];
    expect(placeOfError('replays', layout)).toEqual({ kind: 'replays', replay: null });
    expect(placeOfError('replays.2.text', layout)).toEqual({ kind: 'replays', replay: 2 });
    expect(placeOfError('playerName', layout)).toEqual({ kind: 'player' });
    expect(placeOfError('matches.1.teamId', layout)).toEqual({ kind: 'match', key: 'm4', field: 'teamId' });
    expect(placeOfError('matches.0.results.1', layout)).toEqual({
      kind: 'game',
      key: 'm0',
      game: 2,
      field: 'results',
    });
    expect(placeOfError('matches.0.games.0.broughtPokemon', layout)).toMatchObject({ kind: 'game', game: 0 });
    expect(placeOfError('matches.7.games', layout)).toEqual({ kind: 'form' });
    expect(placeOfError('teamId', layout)).toEqual({ kind: 'form' });

    const placed = placeErrors(
      [
        { path: 'matches.0', message: 'A best-of-3 needs two wins' },
        { path: 'matches.1.opponentName', message: 'Too long' },
        { path: 'matches.0.results.1', message: 'Choose the result' },
        { path: 'playerName', message: 'Choose which player you are' },
      ],
      layout,
      'Failed',
    );
    expect(placed.matches).toEqual({ m0: { '': 'A best-of-3 needs two wins' }, m4: { opponentName: 'Too long' } });
    expect(placed.games).toEqual({ 2: ['Choose the result'] });
    expect(placed.player).toBe('Choose which player you are');
    expect(placeErrors([], layout, 'Failed').form).toEqual(['Failed']);
  });
});
