import type { TcgMatch } from '@trainerlog/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TcgMatchDetailsDialog, type NotesTarget } from '../../../src/widgets/matchCards/index.ts';
import { game, match, renderWithMantine } from './fixtures.tsx';

const bo3 = () =>
  match({
    opponentDeckVariant: 'Pidgeot',
    date: '2024-03-09',
    notes: 'Top cut game',
    games: [
      game({
        result: 'win',
        coinFlipWin: true,
        coinFlipChoice: 'first',
        wentFirst: true,
        playerMulligans: 2,
        opponentMulligans: 1,
        notes: 'Opened Rare Candy',
        advancedDetails: {
          firstPrizeTakenBy: 'opponent',
          prizeOrder: ['opponent', 'player', 'player'],
          prizeContents: ['Rare Candy', 'Boss’s Orders'],
        },
      }),
      game({ result: 'loss', coinFlipWin: false, coinFlipChoice: 'second', wentFirst: false, conceded: 'Player' }),
      game({ result: 'win', conceded: 'Opponent' }),
    ],
  });

function renderDialog(m: TcgMatch | null, props: { initialGame?: number; editable?: boolean; opened?: boolean } = {}) {
  const onClose = vi.fn();
  const onEditNotes = vi.fn<(target: NotesTarget) => void>();
  renderWithMantine(
    <TcgMatchDetailsDialog
      match={m}
      opened={props.opened ?? true}
      initialGame={props.initialGame}
      onClose={onClose}
      onEditNotes={props.editable === false ? undefined : onEditNotes}
    />,
  );
  return { onClose, onEditNotes };
}

const section = (name: string) => screen.getByRole('region', { name });
const row = (sectionName: string, label: string) =>
  within(section(sectionName)).getByText(label).parentElement!.textContent!.slice(label.length);

describe('TcgMatchDetailsDialog', () => {
  it('is titled Match Details and closes with Close', () => {
    const { onClose } = renderDialog(bo3());
    expect(screen.getByRole('dialog', { name: 'Match Details' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a match or when closed', () => {
    renderDialog(null);
    renderDialog(bo3(), { opened: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has a "Game N" tab with a W or L tag for each game of a multi-game match, game 1 first', () => {
    renderDialog(bo3());
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Game 1W', 'Game 2L', 'Game 3W']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('result-banner').textContent).toBe('VictoryGame 1 of 3');
  });

  it('has no tabs for a single game', () => {
    renderDialog(match({ games: [game({ result: 'loss' })] }));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByTestId('result-banner').textContent).toBe('Defeat');
  });

  it('switches the shown game with the tabs', () => {
    renderDialog(bo3());
    fireEvent.click(screen.getByRole('tab', { name: /Game 2/ }));
    expect(screen.getByRole('tab', { name: /Game 2/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('result-banner').textContent).toBe('DefeatGame 2 of 3');
    expect(row('Game Start Details', 'Coin flip')).toBe('Lost');
    expect(row('Game Start Details', 'Turn order')).toBe('Went Second');
  });

  it('opens on the requested game', () => {
    renderDialog(bo3(), { initialGame: 3 });
    expect(screen.getByRole('tab', { name: /Game 3/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('clamps a game number beyond the match', () => {
    renderDialog(match(), { initialGame: 4 });
    expect(screen.getByTestId('result-banner').textContent).toBe('Victory');
  });

  it('shows Deck Information for the whole match', () => {
    renderDialog(bo3());
    expect(row('Deck Information', 'Your deck')).toBe('Dragapult ex');
    expect(row('Deck Information', "Opponent's deck")).toBe('Charizard ex (Pidgeot)');
    expect(row('Deck Information', 'Format')).toBe('Bo3');
    expect(row('Deck Information', 'Date')).toBe('Mar 9, 2024');
    expect(row('Deck Information', 'Score')).toBe('Won 2-1');
  });

  it('shows Unknown date for an invalid date', () => {
    renderDialog(match({ date: '2024-13-01' }));
    expect(row('Deck Information', 'Date')).toBe('Unknown date');
  });

  it('shows the Game Start Details of the game', () => {
    renderDialog(bo3());
    expect(row('Game Start Details', 'Coin flip')).toBe('Won');
    expect(row('Game Start Details', 'Coin flip choice')).toBe('First');
    expect(row('Game Start Details', 'Turn order')).toBe('Went First');
    expect(row('Game Start Details', 'Your mulligans')).toBe('2');
    expect(row('Game Start Details', "Opponent's mulligans")).toBe('1');
    expect(within(section('Game Start Details')).queryByText(/conceded/)).toBeNull();
  });

  it('says who conceded', () => {
    renderDialog(bo3(), { initialGame: 2 });
    expect(within(section('Game Start Details')).getByText('You conceded the game')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Game 3/ }));
    expect(within(section('Game Start Details')).getByText('Opponent conceded the game')).toBeTruthy();
  });

  it('shows Not recorded for unknown game start details', () => {
    renderDialog(match({ games: [game()] }));
    expect(row('Game Start Details', 'Coin flip')).toBe('Not recorded');
    expect(row('Game Start Details', 'Coin flip choice')).toBe('Not recorded');
    expect(row('Game Start Details', 'Turn order')).toBe('Not recorded');
  });

  it('shows the Prize Cards: first prize, order as You/Opponent chips, and contents', () => {
    renderDialog(bo3());
    expect(row('Prize Cards', 'First prize taken by')).toBe('Opponent');
    const order = within(section('Prize Cards')).getByRole('list', { name: 'Prize order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Opponent', '2. You', '3. You']);
    const contents = within(section('Prize Cards')).getByRole('list', { name: 'Prize contents' });
    expect(
      within(contents)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rare Candy', 'Boss’s Orders']);
  });

  it('says when no prize details were recorded', () => {
    renderDialog(bo3(), { initialGame: 2 });
    expect(section('Prize Cards').textContent).toBe('Prize CardsNo prize card details were recorded for this game.');
  });

  it('shows notes as plain text, never as HTML, keeping line breaks', () => {
    const notes = '<script>alert(1)</script>\n<b>bold</b>  move';
    renderDialog(match({ games: [game({ notes })], notes: '<img src=x onerror=alert(1)>' }));
    const gameNotes = within(section('Game Notes')).getByTestId('notes-text');
    expect(gameNotes.textContent).toBe(notes);
    expect(gameNotes.querySelector('script, b')).toBeNull();
    expect(gameNotes.style.whiteSpace).toBe('pre-wrap');
    const matchNotes = within(section('Match Notes')).getByTestId('notes-text');
    expect(matchNotes.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('[role="dialog"] script, [role="dialog"] img[src="x"]')).toBeNull();
  });

  it('offers Add Notes for empty notes and reports which notes to edit', () => {
    const { onEditNotes } = renderDialog(bo3(), { initialGame: 2 });
    const gameNotes = section('Game Notes');
    expect(
      within(gameNotes).getByText('No notes added yet. Click "Add Notes" to record your observations.'),
    ).toBeTruthy();
    fireEvent.click(within(gameNotes).getByRole('button', { name: 'Add Notes' }));
    expect(onEditNotes).toHaveBeenLastCalledWith({ kind: 'game', index: 1 });
  });

  it('offers Edit Notes for existing game and match notes', () => {
    const { onEditNotes } = renderDialog(bo3());
    fireEvent.click(within(section('Game Notes')).getByRole('button', { name: 'Edit Notes' }));
    expect(onEditNotes).toHaveBeenLastCalledWith({ kind: 'game', index: 0 });
    expect(within(section('Match Notes')).getByText('Top cut game')).toBeTruthy();
    fireEvent.click(within(section('Match Notes')).getByRole('button', { name: 'Edit Notes' }));
    expect(onEditNotes).toHaveBeenLastCalledWith({ kind: 'match' });
  });

  it('is read-only without an edit handler', () => {
    renderDialog(match(), { editable: false });
    expect(screen.queryByRole('button', { name: /Notes/ })).toBeNull();
    expect(within(section('Game Notes')).getByText('No notes recorded.')).toBeTruthy();
    expect(within(section('Match Notes')).getByText('No notes recorded.')).toBeTruthy();
  });

  it('shows a match without games with its decks and match notes', () => {
    renderDialog(match({ games: [] }));
    expect(screen.getByText('No games were recorded for this match.')).toBeTruthy();
    expect(row('Deck Information', 'Score')).toBe('Lost 0-0');
    expect(screen.queryByTestId('result-banner')).toBeNull();
    expect(section('Match Notes')).toBeTruthy();
  });
});
