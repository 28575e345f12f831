import { describe, expect, it } from 'vitest';
import { turnOrderAfterCoinFlip, turnOrderSetByPlayer, wentFirstFromCoinFlip } from '../src/index.ts';

describe('wentFirstFromCoinFlip', () => {
  it('won the flip: your choice is your turn order', () => {
    expect(wentFirstFromCoinFlip({ coinFlipWin: true, coinFlipChoice: 'first' })).toBe(true);
    expect(wentFirstFromCoinFlip({ coinFlipWin: true, coinFlipChoice: 'second' })).toBe(false);
  });
  it("lost the flip: the recorded choice is the opponent's, so you go the other way", () => {
    expect(wentFirstFromCoinFlip({ coinFlipWin: false, coinFlipChoice: 'first' })).toBe(false);
    expect(wentFirstFromCoinFlip({ coinFlipWin: false, coinFlipChoice: 'second' })).toBe(true);
  });
  it('decides nothing while the flip or the choice is not recorded', () => {
    expect(wentFirstFromCoinFlip({ coinFlipWin: null, coinFlipChoice: 'first' })).toBeNull();
    expect(wentFirstFromCoinFlip({ coinFlipWin: true, coinFlipChoice: null })).toBeNull();
    expect(wentFirstFromCoinFlip({ coinFlipWin: false })).toBeNull();
    expect(wentFirstFromCoinFlip({})).toBeNull();
  });
});

describe('turnOrderAfterCoinFlip', () => {
  it('follows the flip while the player has not set the turn order', () => {
    const auto = { wentFirst: null, setByPlayer: false };
    expect(turnOrderAfterCoinFlip(auto, { coinFlipWin: true, coinFlipChoice: 'first' })).toBe(true);
    expect(
      turnOrderAfterCoinFlip({ wentFirst: true, setByPlayer: false }, { coinFlipWin: false, coinFlipChoice: 'first' }),
    ).toBe(false);
  });
  it('clears a turn order it filled when the flip no longer decides it', () => {
    expect(
      turnOrderAfterCoinFlip({ wentFirst: true, setByPlayer: false }, { coinFlipWin: null, coinFlipChoice: 'first' }),
    ).toBeNull();
  });
  it("keeps the player's own turn order whatever the flip says", () => {
    const mine = { wentFirst: false, setByPlayer: true };
    expect(turnOrderAfterCoinFlip(mine, { coinFlipWin: true, coinFlipChoice: 'first' })).toBe(false);
    expect(turnOrderAfterCoinFlip(mine, { coinFlipWin: null, coinFlipChoice: null })).toBe(false);
  });
});

describe('turnOrderSetByPlayer', () => {
  it('a stored turn order that disagrees with its flip was the player’s word', () => {
    expect(turnOrderSetByPlayer({ coinFlipWin: true, coinFlipChoice: 'first', wentFirst: false })).toBe(true);
    expect(turnOrderSetByPlayer({ coinFlipWin: null, coinFlipChoice: null, wentFirst: true })).toBe(true);
  });
  it('one that agrees with its flip, or none, follows the flip', () => {
    expect(turnOrderSetByPlayer({ coinFlipWin: true, coinFlipChoice: 'first', wentFirst: true })).toBe(false);
    expect(turnOrderSetByPlayer({ coinFlipWin: false, coinFlipChoice: 'second', wentFirst: null })).toBe(false);
    expect(turnOrderSetByPlayer({})).toBe(false);
  });
});
