import { describe, expect, it } from 'vitest';
import { turnOrderNote } from '../../../src/features/matches/TcgGameFields.tsx';
import { emptyGame, formFromDraft, withGameChanges } from '../../../src/features/matches/tcgMatchForm.ts';

describe('"You went" in the TCG form (issue 28)', () => {
  it('fills itself from the coin flip and the choice', () => {
    let game = withGameChanges(emptyGame(), { coinFlipWin: true });
    expect(game.wentFirst).toBeNull();
    game = withGameChanges(game, { coinFlipChoice: 'first' });
    expect(game.wentFirst).toBe(true);
    // Lost the flip, the opponent chose first: you went second.
    game = withGameChanges(game, { coinFlipWin: false });
    expect(game.wentFirst).toBe(false);
    expect(game.wentFirstSetByPlayer).toBe(false);
    expect(turnOrderNote(game)).toBe(
      'You went second, from the coin flip and the choice: change it if the game went otherwise.',
    );
  });

  it("keeps the player's own choice when the flip changes later", () => {
    let game = withGameChanges(emptyGame(), { coinFlipWin: true, coinFlipChoice: 'first' });
    game = withGameChanges(game, { wentFirst: false });
    expect(game.wentFirstSetByPlayer).toBe(true);
    game = withGameChanges(game, { coinFlipChoice: 'second' });
    game = withGameChanges(game, { coinFlipWin: false });
    expect(game.wentFirst).toBe(false);
    // Setting it back to "not recorded" hands it to the flip again.
    game = withGameChanges(game, { wentFirst: null });
    game = withGameChanges(game, { coinFlipWin: true });
    expect(game.wentFirst).toBe(false);
    expect(withGameChanges(game, { coinFlipChoice: 'first' }).wentFirst).toBe(true);
  });

  it('treats a resumed turn order that disagrees with its flip as the player’s', () => {
    const form = formFromDraft({
      savedAt: '2026-11-01T10:00:00.000Z',
      games: [
        { result: 'win', coinFlipWin: true, coinFlipChoice: 'first', wentFirst: false },
        { result: 'loss', coinFlipWin: true, coinFlipChoice: 'first', wentFirst: true },
      ],
    } as Parameters<typeof formFromDraft>[0]);
    expect(form.games[0]!.wentFirstSetByPlayer).toBe(true);
    expect(withGameChanges(form.games[0]!, { coinFlipWin: false }).wentFirst).toBe(false);
    expect(form.games[1]!.wentFirstSetByPlayer).toBe(false);
    expect(withGameChanges(form.games[1]!, { coinFlipWin: false }).wentFirst).toBe(false);
  });
});
