import { describe, expect, it } from 'vitest';
import { gameSplit, mulliganBucket, tcgGameSplits } from '../../src/analytics/tcgGameSplits.ts';
import type { GameSplit } from '../../src/index.ts';
import type { TcgMatchWithGames } from '../../src/analytics/tcgGameSplits.ts';

const game = (result: string, fields: Record<string, unknown> = {}) => ({ result, ...fields });

const matches: TcgMatchWithGames[] = [
  // A, Bo1 won: went first after winning the flip and choosing first; 0 / 1 mulligans.
  {
    format: 'Bo1',
    games: [
      game('win', {
        wentFirst: true,
        coinFlipWin: true,
        coinFlipChoice: 'first',
        playerMulligans: 0,
        opponentMulligans: 1,
      }),
    ],
  },
  // B, Bo3 won 2-1.
  {
    format: 'Bo3',
    games: [
      game('loss', {
        wentFirst: false,
        coinFlipWin: false,
        coinFlipChoice: 'first',
        playerMulligans: 1,
        opponentMulligans: 0,
      }),
      game('win', {
        wentFirst: true,
        coinFlipWin: null,
        coinFlipChoice: 'first',
        playerMulligans: 0,
        opponentMulligans: 2,
      }),
      game('win', { wentFirst: null, playerMulligans: 2, opponentMulligans: 3, conceded: 'Opponent' }),
    ],
  },
  // C, Bo3 lost 0-2.
  {
    format: 'Bo3',
    games: [
      game('loss', {
        wentFirst: false,
        coinFlipWin: true,
        coinFlipChoice: 'second',
        playerMulligans: 0,
        opponentMulligans: 0,
      }),
      game('loss', { wentFirst: true, playerMulligans: 3, opponentMulligans: 0, conceded: 'Player' }),
    ],
  },
  // D, a game with no counted result: ignored everywhere.
  { format: 'Bo1', games: [game('draw', { wentFirst: true, playerMulligans: 0 })] },
  // E, format says Bo1 but the stored bestOf is 3: its only game is a Bo3 game 1.
  { format: 'Bo1', bestOf: 3, games: [game('win', { wentFirst: true, playerMulligans: 0, opponentMulligans: 0 })] },
  // F, no games.
  { format: 'Bo1', games: null },
];

const wl = (s: GameSplit) => [s.wins, s.losses, s.games];

describe('tcgGameSplits (hand-counted from the six matches above)', () => {
  const splits = tcgGameSplits(matches);

  it('counts games, not matches: 4-3 over 7 games', () => {
    expect(wl(splits.all)).toEqual([4, 3, 7]);
    expect(splits.all.rate).toBeCloseTo(4 / 7, 12);
    expect(splits.all.interval!.low).toBeCloseTo(0.25046, 4);
    expect(splits.all.interval!.high).toBeCloseTo(0.84178, 4);
    expect(splits.all.small).toBe(true);
  });

  it('going first 3-1 (75%, Wilson 30.1%–95.4%) vs second 0-2; unknown left out', () => {
    expect(wl(splits.goingFirst.first)).toEqual([3, 1, 4]);
    expect(splits.goingFirst.first.rate).toBe(0.75);
    expect(splits.goingFirst.first.interval!.low).toBeCloseTo(0.30064, 4);
    expect(splits.goingFirst.first.interval!.high).toBeCloseTo(0.95441, 4);
    expect(wl(splits.goingFirst.second)).toEqual([0, 2, 2]);
    expect(splits.goingFirst.second.rate).toBe(0);
  });

  it('coin flip won 1-1 vs lost 0-1; by choice first 2-1 vs second 0-1', () => {
    expect(wl(splits.coinFlip.won)).toEqual([1, 1, 2]);
    expect(wl(splits.coinFlip.lost)).toEqual([0, 1, 1]);
    expect(wl(splits.coinFlipChoice.first)).toEqual([2, 1, 3]);
    expect(wl(splits.coinFlipChoice.second)).toEqual([0, 1, 1]);
  });

  it('own mulligans 0: 3-1, 1: 0-1, 2+: 1-1; opponent 0: 1-3, 1: 1-0, 2+: 2-0', () => {
    expect(wl(splits.playerMulligans['0'])).toEqual([3, 1, 4]);
    expect(wl(splits.playerMulligans['1'])).toEqual([0, 1, 1]);
    expect(wl(splits.playerMulligans['2+'])).toEqual([1, 1, 2]);
    expect(wl(splits.opponentMulligans['0'])).toEqual([1, 3, 4]);
    expect(wl(splits.opponentMulligans['1'])).toEqual([1, 0, 1]);
    expect(wl(splits.opponentMulligans['2+'])).toEqual([2, 0, 2]);
  });

  it('Bo3 game 1 1-2 vs games 2–3 2-1 (Bo1 games in neither)', () => {
    expect(wl(splits.bo3.game1)).toEqual([1, 2, 3]);
    expect(wl(splits.bo3.games2And3)).toEqual([2, 1, 3]);
  });

  it('concession by you 0-1, by the opponent 1-0', () => {
    expect(wl(splits.concession.byYou)).toEqual([0, 1, 1]);
    expect(splits.concession.byYou.rate).toBe(0);
    expect(wl(splits.concession.byOpponent)).toEqual([1, 0, 1]);
    expect(splits.concession.byOpponent.rate).toBe(1);
  });

  it('is empty but well-formed without data', () => {
    const empty = tcgGameSplits([]);
    const none = { wins: 0, losses: 0, games: 0, rate: null, interval: null, small: true };
    expect(empty.all).toEqual(none);
    expect(empty.goingFirst).toEqual({ first: none, second: none });
    expect(empty.playerMulligans).toEqual({ '0': none, '1': none, '2+': none });
    expect(empty.bo3).toEqual({ game1: none, games2And3: none });
    expect(tcgGameSplits([{ games: [] }, { games: null }]).all).toEqual(none);
  });

  it('is not small from 10 games', () => {
    const many = Array.from({ length: 16 }, (_, i) => ({
      games: [game(i < 12 ? 'win' : 'loss', { wentFirst: true })],
    }));
    const first = tcgGameSplits(many).goingFirst.first;
    expect(wl(first)).toEqual([12, 4, 16]);
    expect(first.small).toBe(false);
    expect(first.interval!.low).toBeCloseTo(0.50502, 4);
    expect(first.interval!.high).toBeCloseTo(0.89818, 4);
  });
});

describe('helpers', () => {
  it('mulliganBucket', () => {
    expect([0, 1, 2, 7].map(mulliganBucket)).toEqual(['0', '1', '2+', '2+']);
    expect([null, undefined, -1, 1.5].map(mulliganBucket)).toEqual([null, null, null, null]);
  });

  it('gameSplit', () => {
    expect(gameSplit(0, 0)).toEqual({ wins: 0, losses: 0, games: 0, rate: null, interval: null, small: true });
    expect(gameSplit(5, 5).rate).toBe(0.5);
  });
});
