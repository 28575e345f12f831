// The player's arrangement of imported games into matches (issue 12): split, join, leave out, choose a result, and
// the request the server gets, with its error paths read back to the match and game they concern.
import { describe, expect, it } from 'vitest';
import {
  arrangementFrom,
  joinWithNext,
  placeOfError,
  requestMatches,
  splitMatch,
} from '../../../src/features/ptcgl-import/arrangement.ts';
import {
  canJoinNext,
  chooseResult,
  scoreOf,
  setExcluded,
  updateMatch,
  type GameResult,
} from '../../../src/ui/importReview/arrangement.ts';

const RESULTS: (GameResult | null)[] = ['win', 'loss', null, 'win'];
const gameAt = (index: number) => (index < RESULTS.length ? { index, fields: { result: RESULTS[index]! } } : undefined);

const proposal = (games: number[], extra = {}) => ({
  games,
  format: games.length > 1 ? ('Bo3' as const) : ('Bo1' as const),
  timeCalled: false,
  opponent: 'Brock',
  deckId: null,
  deckName: 'Charizard ex',
  opponentDeck: 'Gardevoir ex',
  opponentCategoryId: null,
  opponentPokemon: ['Gardevoir'],
  ...extra,
});

const start = () => arrangementFrom({ matches: [proposal([0, 1, 2]), proposal([3], { opponentDeck: 'Unknown' })] });

describe('PTCGL import arrangement', () => {
  it("starts from core's proposal", () => {
    const arrangement = start();
    expect(arrangement.matches.map((m) => [m.games, m.format, m.deckName, m.opponentDeck])).toEqual([
      [[0, 1, 2], 'Bo3', 'Charizard ex', 'Gardevoir ex'],
      [[3], 'Bo1', 'Charizard ex', 'Unknown'],
    ]);
  });

  it('splits a match into Bo1s that keep its choices, and joins them back up to three games', () => {
    const edited = updateMatch(start(), 'm0', { opponentDeckVariant: 'Drifloon' });
    const split = splitMatch(edited, 'm0');
    expect(split.matches.map((m) => [m.games, m.format, m.opponentDeckVariant])).toEqual([
      [[0], 'Bo1', 'Drifloon'],
      [[1], 'Bo1', 'Drifloon'],
      [[2], 'Bo1', 'Drifloon'],
      [[3], 'Bo1', ''],
    ]);
    expect(new Set(split.matches.map((m) => m.key)).size).toBe(4);
    const joined = joinWithNext(joinWithNext(split, 'm0'), 'm0');
    expect(joined.matches.map((m) => [m.games, m.format])).toEqual([
      [[0, 1, 2], 'Bo3'],
      [[3], 'Bo1'],
    ]);
    // Three games is the most a match holds.
    expect(canJoinNext(joined, 'm0')).toBe(false);
    expect(joinWithNext(joined, 'm0')).toBe(joined);
    // The last match has no next one.
    expect(canJoinNext(split, split.matches.at(-1)!.key)).toBe(false);
  });

  it('counts the score over the games imported, with chosen results', () => {
    let arrangement = start();
    const [bo3] = arrangement.matches;
    expect(scoreOf(arrangement, bo3!, gameAt)).toEqual({ wins: 1, losses: 1, ties: 0, open: 1 });
    arrangement = chooseResult(arrangement, 2, 'win');
    expect(scoreOf(arrangement, bo3!, gameAt)).toEqual({ wins: 2, losses: 1, ties: 0, open: 0 });
    arrangement = setExcluded(arrangement, 1, true);
    expect(scoreOf(arrangement, bo3!, gameAt)).toEqual({ wins: 2, losses: 0, ties: 0, open: 0 });
    expect(setExcluded(arrangement, 1, false).excluded).toEqual([]);
  });

  it('sends the included games, the deck by id or by name, and only the results the log lacks', () => {
    let arrangement = chooseResult(start(), 2, 'loss');
    arrangement = updateMatch(arrangement, 'm1', { deckId: 'd1' });
    arrangement = setExcluded(arrangement, 0, true);
    const { matches, layout } = requestMatches(arrangement, gameAt);
    expect(matches).toEqual([
      {
        games: [1, 2],
        deckId: null,
        deckName: 'Charizard ex',
        opponentDeck: 'Gardevoir ex',
        opponentDeckVariant: '',
        format: 'Bo3',
        results: [null, 'loss'],
      },
      { games: [3], deckId: 'd1', opponentDeck: 'Unknown', opponentDeckVariant: '', format: 'Bo1' },
    ]);
    expect(layout).toEqual([
      { key: 'm0', games: [1, 2] },
      { key: 'm1', games: [3] },
    ]);
    // A match whose games are all left out is not sent.
    expect(requestMatches(setExcluded(arrangement, 3, true), gameAt).matches).toHaveLength(1);
  });

  it('places the server errors at the match and game they concern', () => {
    const layout = [
      { key: 'm0', games: [1, 2] },
      { key: 'm1', games: [3] },
    ];
    expect(placeOfError('text', layout)).toEqual({ kind: 'text' });
    expect(placeOfError('date', layout)).toEqual({ kind: 'date' });
    expect(placeOfError('matches.0.results.1', layout)).toEqual({ kind: 'game', key: 'm0', game: 2, field: 'results' });
    expect(placeOfError('matches.1.games.0.advancedDetails.prizeOrder', layout)).toEqual({
      kind: 'game',
      key: 'm1',
      game: 3,
      field: 'games',
    });
    expect(placeOfError('matches.1.opponentDeck', layout)).toEqual({ kind: 'match', key: 'm1', field: 'opponentDeck' });
    expect(placeOfError('matches.0.games', layout)).toEqual({ kind: 'match', key: 'm0', field: 'games' });
    expect(placeOfError('matches.7.games', layout)).toEqual({ kind: 'form' });
    expect(placeOfError('matches', layout)).toEqual({ kind: 'form' });
  });
});
