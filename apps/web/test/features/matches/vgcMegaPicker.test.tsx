// Issue 29 (Pokémon Champions): the VGC game fields offer "Mega Evolved" in place of Tera for a Mega format, as a
// labelled pick row used by keyboard like the others.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GameFields } from '../../../src/features/matches/vgc/GameFields.tsx';
import { emptyVgcGame, type VgcGameForm } from '../../../src/features/matches/vgc/vgcMatchForm.ts';

const TEAM = ['Charizard', 'Kingambit', 'Sinistcha', 'Basculegion', 'Garchomp', 'Whimsicott'];
const OPPONENT = ['Gengar', 'Incineroar', 'Farigiraf', 'Pelipper', 'Archaludon', 'Tyranitar'];

function Game({ format, start }: { format: string; start?: Partial<VgcGameForm> }) {
  const [game, setGame] = useState<VgcGameForm>({
    ...emptyVgcGame(),
    broughtPokemon: ['Charizard', 'Kingambit', 'Garchomp', 'Whimsicott'],
    opponentBroughtPokemon: ['Gengar', 'Incineroar'],
    ...start,
  });
  return (
    <MantineProvider>
      <GameFields
        index={0}
        game={game}
        showTitle={false}
        playerTeam={TEAM}
        opponentTeam={OPPONENT}
        format={format}
        errors={{}}
        onChange={(changes) => setGame((current) => ({ ...current, ...changes }))}
        onTogglePick={() => {}}
      />
      <output data-testid="mega">{`${game.megaPokemon ?? '-'}|${game.opponentMegaPokemon ?? '-'}`}</output>
    </MantineProvider>
  );
}

describe('the Mega Evolved picker', () => {
  it('replaces Tera for a Champions format, and is picked by keyboard among the brought', () => {
    render(<Game format="VGC 2026 Reg M-A" />);
    expect(screen.queryByRole('group', { name: 'Your Tera' })).toBeNull();
    const mine = screen.getByRole('group', { name: 'Your Mega Evolved' });
    expect(
      within(mine)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1Charizard', '2Kingambit', '3Garchomp', '4Whimsicott']);
    fireEvent.keyDown(mine, { key: '1' });
    const theirs = screen.getByRole('group', { name: "Opponent's Mega Evolved" });
    fireEvent.keyDown(theirs, { key: 'g' });
    expect(screen.getByTestId('mega').textContent).toBe('Charizard|Gengar');
    // Pressed again: cleared.
    fireEvent.keyDown(mine, { key: '1' });
    expect(screen.getByTestId('mega').textContent).toBe('-|Gengar');
  });

  it('keeps Tera for a Scarlet & Violet or unknown format, and shows a recorded Mega whatever the format', () => {
    render(<Game format="VGC 2025 Reg I" />);
    expect(screen.getByRole('group', { name: 'Your Tera' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your Mega Evolved' })).toBeNull();
  });

  it('shows a Mega already recorded in a game whose format has Tera', () => {
    render(<Game format="" start={{ megaPokemon: 'Garchomp' }} />);
    expect(screen.getByRole('group', { name: 'Your Tera' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Your Mega Evolved' })).toBeTruthy();
  });
});
