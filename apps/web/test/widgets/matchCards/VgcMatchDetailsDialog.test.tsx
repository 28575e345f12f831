import type { VgcMatch } from '@trainerlog/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VgcMatchDetailsDialog, type NotesTarget } from '../../../src/widgets/matchCards/index.ts';
import { renderWithMantine } from './fixtures.tsx';
import { isRestricted, OPPONENT_TEAM, PLAYER_TEAM, vgcGame, vgcMatch } from './vgcFixtures.ts';

const REPLAY_1 = 'https://replay.pokemonshowdown.com/gen9vgc2024regg-2100000001';
const REPLAY_3 = 'https://replay.pokemonshowdown.com/gen9vgc2024regg-2100000003';

const bo3 = () =>
  vgcMatch({
    date: '2024-03-09',
    format: 'VGC 2024 Reg G',
    group: { _id: 'g1', name: 'Regionals prep' },
    replayLink: 'https://example.com/set',
    notes: 'Top cut set',
    games: [
      vgcGame({
        result: 'win',
        wentFirst: true,
        leadPokemon: ['Calyrex-Shadow', 'Incineroar'],
        opponentLeadPokemon: ['Koraidon', 'Whimsicott'],
        broughtPokemon: ['Calyrex-Shadow', 'Incineroar', 'Rillaboom', 'Amoonguss'],
        opponentBroughtPokemon: ['Koraidon', 'Whimsicott', 'Flutter Mane', 'Raging Bolt'],
        firstKnockout: 'player',
        teraPokemon: 'Calyrex-Shadow',
        opponentTeraPokemon: 'Koraidon',
        opponentMegaPokemon: 'Whimsicott',
        replayLink: REPLAY_1,
        notes: 'Trick Room turn 1',
      }),
      vgcGame({ result: 'loss', wentFirst: false, firstKnockout: 'opponent' }),
      vgcGame({ result: 'win', replayLink: REPLAY_3, broughtPokemon: ['Farigiraf'] }),
    ],
  });

function renderDialog(m: VgcMatch | null, props: { initialGame?: number; editable?: boolean; opened?: boolean } = {}) {
  const onClose = vi.fn();
  const onEditNotes = vi.fn<(target: NotesTarget) => void>();
  renderWithMantine(
    <VgcMatchDetailsDialog
      match={m}
      opened={props.opened ?? true}
      initialGame={props.initialGame}
      isRestricted={isRestricted}
      onClose={onClose}
      onEditNotes={props.editable === false ? undefined : onEditNotes}
    />,
  );
  return { onClose, onEditNotes };
}

const section = (name: string) => screen.getByRole('region', { name });
const row = (sectionName: string, label: string) =>
  within(section(sectionName)).getByText(label).parentElement!.textContent!.slice(label.length);
const named = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('VgcMatchDetailsDialog', () => {
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

  it('has a "Game N" tab with W or L per game, game 1 first, with Victory and who went first', () => {
    renderDialog(bo3());
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Game 1W', 'Game 2L', 'Game 3W']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('result-banner').textContent).toBe('VictoryGame 1 of 3You went first');
  });

  it('switches the game with the tabs: result, who went first, leads, brought, turn order, knockout, replay', () => {
    renderDialog(bo3());
    fireEvent.click(screen.getByRole('tab', { name: /Game 2/ }));
    expect(screen.getByRole('tab', { name: /Game 2/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('result-banner').textContent).toBe('DefeatGame 2 of 3Opponent went first');
    expect(row('Game Details', 'Turn order')).toBe('Went Second');
    expect(row('Game Details', 'First knockout')).toBe('Opponent');
    expect(row('Game Details', 'Replay')).toBe('Not recorded');
    expect(within(section('Leads')).getAllByText('Not recorded')).toHaveLength(2);
    expect(section('Pokémon Used').textContent).toBe('Pokémon UsedNo data for used Pokemon');

    fireEvent.click(screen.getByRole('tab', { name: /Game 3/ }));
    expect(screen.getByTestId('result-banner').textContent).toBe('VictoryGame 3 of 3');
    expect(row('Game Details', 'Turn order')).toBe('Not recorded');
    expect(row('Game Details', 'First knockout')).toBe('Not recorded');
    expect(within(section('Game Details')).getByRole('link', { name: 'Watch replay' }).getAttribute('href')).toBe(
      REPLAY_3,
    );
    expect(named(within(section('Pokémon Used')).getByRole('list', { name: 'You brought' }))).toEqual(['Farigiraf']);
  });

  it('opens on the requested game', () => {
    renderDialog(bo3(), { initialGame: 3 });
    expect(screen.getByRole('tab', { name: /Game 3/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('has no tabs for a single game (a game number beyond it shows game 1), and no who-went-first line when not recorded', () => {
    renderDialog(vgcMatch({ games: [vgcGame({ result: 'loss' })] }), { initialGame: 4 });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByTestId('result-banner').textContent).toBe('Defeat');
  });

  it('shows the Match Information for the whole match', () => {
    renderDialog(bo3());
    expect(row('Match Information', 'Opponent')).toBe('Wolfe Glick');
    expect(row('Match Information', 'Format')).toBe('VGC 2024 Reg G');
    expect(row('Match Information', 'Best of')).toBe('Bo3');
    expect(row('Match Information', 'Date')).toBe('Mar 9, 2024');
    expect(row('Match Information', 'Score')).toBe('Won 2-1');
    expect(row('Match Information', 'Group')).toBe('Regionals prep');
    expect(within(section('Match Information')).getByRole('link', { name: 'Watch replay' })).toBeTruthy();
  });

  it('says Unknown opponent, Not recorded format and Unknown date when missing', () => {
    renderDialog(vgcMatch({ opponentName: '', format: '', date: '2024-13-01' }));
    expect(row('Match Information', 'Opponent')).toBe('Unknown opponent');
    expect(row('Match Information', 'Format')).toBe('Not recorded');
    expect(row('Match Information', 'Best of')).toBe('Bo1');
    expect(row('Match Information', 'Date')).toBe('Unknown date');
  });

  it('shows both teams with names, crowning the restricted Pokémon', () => {
    renderDialog(bo3());
    const yours = within(section('Your Team')).getByRole('list', { name: 'Your team' });
    const theirs = within(section("Opponent's Team")).getByRole('list', { name: "Opponent's team" });
    expect(named(yours)).toEqual(PLAYER_TEAM);
    expect(named(theirs)).toEqual(OPPONENT_TEAM);
    const crowned = within(yours).getByRole('img', { name: 'Restricted' }).closest('li')!;
    expect(crowned.textContent).toBe('Calyrex-Shadow');
    expect(within(theirs).getByRole('img', { name: 'Restricted' }).closest('li')!.textContent).toBe('Koraidon');
  });

  it('shows the spec texts for teams and used Pokémon that were not recorded', () => {
    renderDialog(vgcMatch({ playerTeam: [], opponentTeam: [] }));
    expect(section('Your Team').textContent).toBe('Your TeamNo player team data available');
    expect(section("Opponent's Team").textContent).toBe("Opponent's TeamNo opponent team data available");
    expect(section('Pokémon Used').textContent).toBe('Pokémon UsedNo data for used Pokemon');
  });

  it("shows each side's leads and brought Pokémon of the game", () => {
    renderDialog(bo3());
    expect(named(within(section('Leads')).getByRole('list', { name: 'Your leads' }))).toEqual([
      'Calyrex-Shadow',
      'Incineroar',
    ]);
    expect(named(within(section('Leads')).getByRole('list', { name: "Opponent's leads" }))).toEqual([
      'Koraidon',
      'Whimsicott',
    ]);
    expect(named(within(section('Pokémon Used')).getByRole('list', { name: 'You brought' }))).toEqual([
      'Calyrex-Shadow',
      'Incineroar',
      'Rillaboom',
      'Amoonguss',
    ]);
    expect(named(within(section('Pokémon Used')).getByRole('list', { name: 'Opponent brought' }))).toEqual([
      'Koraidon',
      'Whimsicott',
      'Flutter Mane',
      'Raging Bolt',
    ]);
    expect(named(within(section('Pokémon Used')).getByRole('list', { name: 'Your Tera' }))).toEqual(['Calyrex-Shadow']);
    expect(named(within(section('Pokémon Used')).getByRole('list', { name: "Opponent's Tera" }))).toEqual(['Koraidon']);
    // Mega Evolution (issue 29): shown where recorded, nothing where not.
    expect(named(within(section('Pokémon Used')).getByRole('list', { name: "Opponent's Mega Evolved" }))).toEqual([
      'Whimsicott',
    ]);
    expect(within(section('Pokémon Used')).queryByRole('list', { name: 'Your Mega Evolved' })).toBeNull();
  });

  it('shows turn order, first knockout and a replay link that opens in a new tab without an opener', () => {
    renderDialog(bo3());
    expect(row('Game Details', 'Turn order')).toBe('Went First');
    expect(row('Game Details', 'First knockout')).toBe('You');
    const link = within(section('Game Details')).getByRole('link', { name: 'Watch replay' });
    expect(link.getAttribute('href')).toBe(REPLAY_1);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('never makes a non-http replay link clickable', () => {
    renderDialog(vgcMatch({ games: [vgcGame({ replayLink: 'javascript:alert(1)' })] }));
    expect(row('Game Details', 'Replay')).toBe('Not recorded');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers Add Notes for empty game notes with the spec text, and reports which game', () => {
    const { onEditNotes } = renderDialog(bo3(), { initialGame: 2 });
    const gameNotes = section('Game Notes');
    expect(
      within(gameNotes).getByText('No notes added yet. Click "Add Notes" to record your observations.'),
    ).toBeTruthy();
    fireEvent.click(within(gameNotes).getByRole('button', { name: 'Add Notes' }));
    expect(onEditNotes).toHaveBeenLastCalledWith({ kind: 'game', index: 1 });
  });

  it('offers Edit Notes for existing game and match notes, shown as plain text', () => {
    const { onEditNotes } = renderDialog(bo3());
    expect(within(section('Game Notes')).getByTestId('notes-text').textContent).toBe('Trick Room turn 1');
    fireEvent.click(within(section('Game Notes')).getByRole('button', { name: 'Edit Notes' }));
    expect(onEditNotes).toHaveBeenLastCalledWith({ kind: 'game', index: 0 });
    expect(within(section('Match Notes')).getByText('Top cut set')).toBeTruthy();
    fireEvent.click(within(section('Match Notes')).getByRole('button', { name: 'Edit Notes' }));
    expect(onEditNotes).toHaveBeenLastCalledWith({ kind: 'match' });
  });

  it('is read-only without an edit handler', () => {
    renderDialog(vgcMatch(), { editable: false });
    expect(screen.queryByRole('button', { name: /Notes/ })).toBeNull();
    expect(within(section('Game Notes')).getByText('No notes recorded.')).toBeTruthy();
  });

  it('shows a match without games with its teams and match notes', () => {
    renderDialog(vgcMatch({ games: [] }));
    expect(screen.getByText('No games were recorded for this match.')).toBeTruthy();
    expect(screen.queryByTestId('result-banner')).toBeNull();
    expect(section('Your Team')).toBeTruthy();
    expect(section('Match Notes')).toBeTruthy();
  });
});
