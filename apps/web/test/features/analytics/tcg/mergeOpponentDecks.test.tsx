import { OPPONENT_DECK_MERGE_FROM_REQUIRED } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi } from '../../../renderApp.tsx';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
});

const stored = (n: number, opponentDeck: string, result: 'win' | 'loss') => ({
  _id: `local_m${n}`,
  isLocal: true,
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
  deckId: null,
  deckName: 'Dragapult ex',
  opponentDeck,
  format: 'Bo1',
  date: `2026-03-0${n}`,
  games: [{ result }],
});

/** Issue 29: one opponent spelt three ways is three matchup rows until the player merges them. */
describe('merging opponent decks from the matchup table', () => {
  it('folds a guest’s spellings into one archetype row, after refusing an empty choice', async () => {
    localStorage.setItem(
      STORAGE_KEYS.tcgMatches,
      JSON.stringify([stored(1, 'Garde', 'win'), stored(2, 'Ralts', 'loss'), stored(3, 'Charizard ex', 'win')]),
    );
    stubApi((url) => (url.startsWith('/api/seasons') ? jsonResponse([]) : undefined));
    renderApp('/analytics/tcg/matches');
    const table = await screen.findByRole('table', { name: 'Matchups' });
    expect(within(table).getByText('Garde')).toBeTruthy();
    expect(within(table).getByText('Ralts')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Merge opponent decks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge opponent decks' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await within(dialog).findByText(OPPONENT_DECK_MERGE_FROM_REQUIRED);

    const spellings = within(dialog).getByLabelText('Opponent decks to merge');
    fireEvent.click(spellings);
    fireEvent.click(await screen.findByRole('option', { name: 'Garde', hidden: true }));
    fireEvent.click(spellings);
    fireEvent.click(await screen.findByRole('option', { name: 'Ralts', hidden: true }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Merge into' }), {
      target: { value: 'Gardevoir ex' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));

    await screen.findByText('2 matches now against Gardevoir ex');
    await waitFor(() => {
      const after = JSON.parse(localStorage.getItem(STORAGE_KEYS.tcgMatches)!) as { opponentDeck: string }[];
      expect(after.map((m) => m.opponentDeck).sort()).toEqual(['Charizard ex', 'Gardevoir ex', 'Gardevoir ex']);
    });
    await waitFor(() => {
      const merged = screen.getByRole('table', { name: 'Matchups' });
      expect(within(merged).queryByText('Garde')).toBeNull();
      expect(within(merged).getByText('Gardevoir ex')).toBeTruthy();
    });
  });
});
