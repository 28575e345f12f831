import type { TcgMatch } from '@trainerlog/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TcgMatchCard, type MatchCardLook, type YourDeckSprites } from '../../../src/widgets/matchCards/index.ts';
import { game, match, renderWithMantine } from './fixtures.tsx';

function renderCard(
  look: MatchCardLook,
  m: TcgMatch,
  extra: { withDelete?: boolean; yourDeckSprites?: YourDeckSprites | null } = {},
) {
  const handlers = { onOpen: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  renderWithMantine(
    <TcgMatchCard
      match={m}
      look={look}
      yourDeckSprites={extra.yourDeckSprites}
      onOpen={handlers.onOpen}
      onEdit={handlers.onEdit}
      onDelete={extra.withDelete === false ? undefined : handlers.onDelete}
    />,
  );
  return { ...handlers, card: screen.getByTestId('tcg-match-card') };
}

describe.each<MatchCardLook>(['modern', 'classic'])('TcgMatchCard (%s look)', (look) => {
  it('shows Won with the game score when game wins exceed losses', () => {
    const { card } = renderCard(
      look,
      match({ games: [game({ result: 'win' }), game({ result: 'loss' }), game({ result: 'win' })] }),
    );
    expect(within(card).getByTestId('result-badge').textContent).toBe('Won 2-1');
    expect(card.getAttribute('data-result')).toBe('win');
    expect(within(card).getByText('TCG • Bo3')).toBeTruthy();
  });

  it('shows Lost otherwise, and the stored score', () => {
    const { card } = renderCard(look, match({ games: [game({ result: 'loss' })], score: '0-1' }));
    expect(within(card).getByTestId('result-badge').textContent).toBe('Lost 0-1');
    expect(card.getAttribute('data-result')).toBe('loss');
  });

  it('reads a 1-1 match ended at time as tied (issue 29)', () => {
    const { card } = renderCard(
      look,
      match({ timeCalled: true, games: [game({ result: 'win' }), game({ result: 'loss' })] }),
    );
    expect(within(card).getByTestId('result-badge').textContent).toBe('Tied 1-1');
  });

  it('names an ID, a bye and a no-show (issue 29)', () => {
    const { card } = renderCard(look, match({ specialResult: 'bye', recordedResult: 'win', games: [] }));
    expect(within(card).getByTestId('result-badge').textContent).toContain('Bye');
  });

  it('shows the Bo1 format badge, and Bo1 when the format is missing', () => {
    renderCard(look, match({ format: '' as TcgMatch['format'] }));
    expect(screen.getByText('TCG • Bo1')).toBeTruthy();
  });

  it('shows the PTCGL badge only for imported matches', () => {
    renderCard(look, match({ importSource: 'ptcgl' }));
    expect(screen.getByTestId('ptcgl-badge').textContent).toBe('PTCGL');
  });

  it('has no PTCGL or group badge for a plain match', () => {
    renderCard(look, match());
    expect(screen.queryByText('PTCGL')).toBeNull();
    expect(screen.queryByTestId('group-badge')).toBeNull();
  });

  it('shows the group name badge', () => {
    renderCard(look, match({ group: { _id: 'g1', name: 'Thursday League' } }));
    expect(screen.getByTestId('group-badge').textContent).toBe('Thursday League');
  });

  it("shows the date like 'Jan 5, 2024', and 'Unknown date' for a missing or invalid one", () => {
    renderCard(look, match({ date: '2024-01-05' }));
    expect(screen.getByText('Jan 5, 2024')).toBeTruthy();
  });

  it.each(['', '2024-02-30', 'not a date'])("shows 'Unknown date' for %j", (date) => {
    renderCard(look, match({ date }));
    expect(screen.getByText('Unknown date')).toBeTruthy();
  });

  it('shows Went First and Won coin flip for a Bo1', () => {
    renderCard(look, match({ games: [game({ wentFirst: true, coinFlipWin: true })] }));
    expect(screen.getByText('Went First')).toBeTruthy();
    expect(screen.getByText('Won coin flip')).toBeTruthy();
    expect(screen.queryByTestId('card-game-lines')).toBeNull();
  });

  it("shows each game of a Bo3 with its own result, turn order and flip, not game 1's as the match's", () => {
    const { card } = renderCard(
      look,
      match({
        format: 'Bo3',
        games: [
          game({ result: 'win', wentFirst: true, coinFlipWin: true }),
          game({ result: 'loss', wentFirst: false, coinFlipWin: null }),
          game({ result: 'win', wentFirst: null, coinFlipWin: false }),
        ],
      }),
    );
    const lines = within(within(card).getByTestId('card-game-lines')).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('[aria-hidden]')?.textContent)).toEqual([
      'G1 W · 1st · flip W',
      'G2 L · 2nd',
      'G3 W · flip L',
    ]);
    // Heard in words, not letters.
    expect(within(card).getByText('Game 1: won, went first, won the coin flip')).toBeTruthy();
    expect(within(card).getByText('Game 2: lost, went second')).toBeTruthy();
    expect(card.textContent).not.toMatch(/Went First|Won coin flip/);
  });

  it('shows Went Second and Lost coin flip', () => {
    renderCard(look, match({ games: [game({ wentFirst: false, coinFlipWin: false })] }));
    expect(screen.getByText('Went Second')).toBeTruthy();
    expect(screen.getByText('Lost coin flip')).toBeTruthy();
  });

  it('leaves out turn order and coin flip when they were not recorded', () => {
    const { card } = renderCard(look, match({ games: [game()] }));
    expect(card.textContent).not.toMatch(/Went|coin flip/);
  });

  it("labels both decks and puts the opponent's variant in brackets", () => {
    renderCard(look, match({ opponentDeck: 'Charizard ex', opponentDeckVariant: 'Pidgeot' }));
    expect(screen.getByText('Your deck')).toBeTruthy();
    expect(screen.getByText("Opponent's deck")).toBeTruthy();
    expect(screen.getByText('Dragapult ex')).toBeTruthy();
    expect(screen.getByText('Charizard ex (Pidgeot)')).toBeTruthy();
  });

  it('shows the opponent deck alone without a variant', () => {
    renderCard(look, match({ opponentDeckVariant: '  ' }));
    expect(screen.getByText('Charizard ex')).toBeTruthy();
  });

  it("draws the saved deck's sprites when given, otherwise the sprite of the deck name", () => {
    const { card } = renderCard(look, match(), {
      yourDeckSprites: { sprite: 'dragapult', secondarySprite: 'pidgeot' },
    });
    const sources = [...card.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/api/sprites/dragapult', '/api/sprites/pidgeot', '/api/sprites/charizard?side=opponent']);
  });

  it('resolves the deck name to a sprite without saved sprites', () => {
    const { card } = renderCard(look, match(), { yourDeckSprites: { sprite: null, secondarySprite: null } });
    const sources = [...card.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/api/sprites/dragapult', '/api/sprites/charizard?side=opponent']);
  });

  it('shows the delete button only when a delete handler is given', () => {
    renderCard(look, match(), { withDelete: false });
    expect(screen.getByRole('button', { name: 'Edit match' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete match' })).toBeNull();
  });

  it('opens the match when the card is clicked', () => {
    const m = match();
    const { onOpen } = renderCard(look, m);
    fireEvent.click(screen.getByText('Dragapult ex'));
    expect(onOpen).toHaveBeenCalledWith(m);
  });

  it('opens from its keyboard-focusable open button, named for the match', () => {
    const m = match({ opponentDeckVariant: 'Pidgeot' });
    const { onOpen } = renderCard(look, m);
    const open = screen.getByRole('button', {
      name: 'Match details: Won 1-0, Dragapult ex vs Charizard ex (Pidgeot), Jan 5, 2024',
    });
    expect(open.tagName).toBe('BUTTON');
    open.focus();
    expect(document.activeElement).toBe(open);
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('edits and deletes without opening the match', () => {
    const m = match();
    const { onOpen, onEdit, onDelete } = renderCard(look, m);
    fireEvent.click(screen.getByRole('button', { name: 'Edit match' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete match' }));
    expect(onEdit).toHaveBeenCalledWith(m);
    expect(onDelete).toHaveBeenCalledWith(m);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
