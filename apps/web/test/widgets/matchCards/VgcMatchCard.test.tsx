import type { VgcMatch } from '@trainerlog/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VgcMatchCard, type MatchCardLook } from '../../../src/widgets/matchCards/index.ts';
import { renderWithMantine } from './fixtures.tsx';
import { isRestricted, OPPONENT_TEAM, PLAYER_TEAM, vgcGame, vgcMatch } from './vgcFixtures.ts';

function renderCard(
  look: MatchCardLook,
  m: VgcMatch,
  extra: { withDelete?: boolean; withEdit?: boolean; crowns?: boolean } = {},
) {
  const handlers = { onOpen: vi.fn(), onEditNotes: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  renderWithMantine(
    <VgcMatchCard
      match={m}
      look={look}
      isRestricted={extra.crowns === false ? undefined : isRestricted}
      onOpen={handlers.onOpen}
      onEditNotes={handlers.onEditNotes}
      onEdit={extra.withEdit ? handlers.onEdit : undefined}
      onDelete={extra.withDelete === false ? undefined : handlers.onDelete}
    />,
  );
  return { ...handlers, card: screen.getByTestId('vgc-match-card') };
}

const spriteNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('img')
    .filter((img) => img.tagName === 'IMG')
    .map((img) => img.getAttribute('alt'));

describe.each<MatchCardLook>(['modern', 'classic'])('VgcMatchCard (%s look)', (look) => {
  it('shows Won with the score, the format, the opponent and the date', () => {
    const { card } = renderCard(
      look,
      vgcMatch({
        games: [vgcGame({ result: 'win' }), vgcGame({ result: 'loss' }), vgcGame({ result: 'win' })],
        format: 'VGC 2025 Reg G',
      }),
    );
    expect(within(card).getByTestId('result-badge').textContent).toBe('Won 2-1');
    expect(card.getAttribute('data-result')).toBe('win');
    expect(within(card).getByText('VGC 2025 Reg G')).toBeTruthy();
    expect(within(card).getByText('Wolfe Glick')).toBeTruthy();
    expect(within(card).getByText('Jan 5, 2024')).toBeTruthy();
  });

  it('shows Lost and the stored score', () => {
    const { card } = renderCard(look, vgcMatch({ games: [vgcGame({ result: 'loss' })], matchScore: '0-1' }));
    expect(within(card).getByTestId('result-badge').textContent).toBe('Lost 0-1');
    expect(card.getAttribute('data-result')).toBe('loss');
  });

  it('shows the best-of when no format was named', () => {
    renderCard(look, vgcMatch({ format: '', games: [vgcGame(), vgcGame()], bestOf: 3 }));
    expect(screen.getByText('Bo3')).toBeTruthy();
  });

  it('says Unknown opponent for a blank opponent name', () => {
    renderCard(look, vgcMatch({ opponentName: '   ' }));
    expect(screen.getByText('Unknown opponent')).toBeTruthy();
  });

  it('shows the group name badge', () => {
    renderCard(look, vgcMatch({ group: { _id: 'g1', name: 'Regionals prep' } }));
    expect(screen.getByTestId('group-badge').textContent).toBe('Regionals prep');
  });

  it("draws both teams' six sprites, named by their Pokémon, with a crown on each restricted one", () => {
    renderCard(look, vgcMatch());
    const yours = screen.getByRole('list', { name: 'Your team' });
    const theirs = screen.getByRole('list', { name: "Opponent's team" });
    expect(spriteNames(yours)).toEqual(PLAYER_TEAM);
    expect(spriteNames(theirs)).toEqual(OPPONENT_TEAM);
    expect(within(yours).getAllByRole('img', { name: 'Restricted' })).toHaveLength(1);
    expect(within(theirs).getAllByRole('img', { name: 'Restricted' })).toHaveLength(1);
    const crowned = within(yours).getByRole('img', { name: 'Restricted' }).closest('li')!;
    expect(within(crowned).getByRole('img', { name: 'Calyrex-Shadow' })).toBeTruthy();
    expect(within(theirs).getByRole('img', { name: 'Restricted' }).closest('li')!.querySelector('img')!.alt).toBe(
      'Koraidon',
    );
  });

  it('crowns a forme of a listed species', () => {
    renderCard(look, vgcMatch({ playerTeam: ['Zacian-Crowned', 'Incineroar'] }));
    const yours = screen.getByRole('list', { name: 'Your team' });
    expect(within(yours).getAllByRole('img', { name: 'Restricted' })).toHaveLength(1);
  });

  it('draws no crown when no restricted list is given', () => {
    renderCard(look, vgcMatch(), { crowns: false });
    expect(screen.queryByRole('img', { name: 'Restricted' })).toBeNull();
  });

  it('draws at most six sprites per team from older data, and reads a comma-separated team', () => {
    renderCard(
      look,
      vgcMatch({
        playerTeam: [...PLAYER_TEAM, 'Pikachu'],
        opponentTeam: 'Koraidon, Flutter Mane' as unknown as string[],
      }),
    );
    expect(spriteNames(screen.getByRole('list', { name: 'Your team' }))).toEqual(PLAYER_TEAM);
    expect(spriteNames(screen.getByRole('list', { name: "Opponent's team" }))).toEqual(['Koraidon', 'Flutter Mane']);
  });

  it('says when a team was not recorded', () => {
    renderCard(look, vgcMatch({ opponentTeam: [], playerTeam: [] }));
    expect(screen.getByText('No player team data available')).toBeTruthy();
    expect(screen.getByText('No opponent team data available')).toBeTruthy();
    expect(screen.queryByRole('list', { name: "Opponent's team" })).toBeNull();
  });

  it('opens the match from its open button, named for the match', () => {
    const m = vgcMatch();
    const { onOpen } = renderCard(look, m);
    fireEvent.click(screen.getByRole('button', { name: 'Match details: Won 1-0 vs Wolfe Glick, Jan 5, 2024' }));
    expect(onOpen).toHaveBeenCalledWith(m);
    fireEvent.click(screen.getByText('Wolfe Glick'));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('edits notes and deletes without opening the match', () => {
    const m = vgcMatch();
    const { onOpen, onEditNotes, onDelete } = renderCard(look, m);
    fireEvent.click(screen.getByRole('button', { name: 'Edit notes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete match' }));
    expect(onEditNotes).toHaveBeenCalledWith(m);
    expect(onDelete).toHaveBeenCalledWith(m);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('offers the full edit only when given, and delete only when deletion is available', () => {
    renderCard(look, vgcMatch(), { withDelete: false });
    expect(screen.queryByRole('button', { name: 'Edit match' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete match' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit notes' })).toBeTruthy();
  });

  it('edits the whole match when an edit handler is given', () => {
    const m = vgcMatch();
    const { onEdit, onOpen } = renderCard(look, m, { withEdit: true });
    fireEvent.click(screen.getByRole('button', { name: 'Edit match' }));
    expect(onEdit).toHaveBeenCalledWith(m);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
