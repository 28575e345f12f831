import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi } from '../../../renderApp.tsx';

configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
});

/** A short English PTCGL log of ours: Ash (the exporter) plays Dreepy in setup and Iono in their first turn. */
function log(winner: 'Ash' | 'Bo', ashFirst: boolean, iono: boolean): string {
  const first = ashFirst ? 'Ash' : 'Bo';
  const second = ashFirst ? 'Bo' : 'Ash';
  const ashTurn = ashFirst ? 1 : 2;
  const turn = (n: number, player: string) => [
    `Turn # ${n} - ${player}'s Turn`,
    player === 'Ash' ? 'Ash drew Nest Ball.' : 'Bo drew a card.',
    ...(player === 'Ash' && n === ashTurn && iono ? ['Ash played Iono.'] : []),
    `${player} ended their turn.`,
    '',
  ];
  const loser = winner === 'Ash' ? 'Bo' : 'Ash';
  return [
    'Setup',
    'Ash chose heads for the opening coin flip.',
    `${first} won the coin toss.`,
    `${first} decided to go first.`,
    'Ash drew 7 cards for the opening hand.',
    '- 7 drawn cards.',
    '   • Dreepy, Iono, Nest Ball, Rare Candy, Dreepy, Basic Psychic Energy, Arven',
    'Bo drew 7 cards for the opening hand.',
    '- 7 drawn cards.',
    'Ash played Dreepy to the Active Spot.',
    'Bo played Charmander to the Active Spot.',
    '',
    ...turn(1, first),
    ...turn(2, second),
    `Turn # 3 - ${winner}'s Turn`,
    `${winner} drew a card.`,
    `${winner}'s ${winner === 'Ash' ? 'Dreepy' : 'Charmander'} used Bite on ${loser}'s ${winner === 'Ash' ? 'Charmander' : 'Dreepy'} for 70 damage.`,
    `${loser}'s ${winner === 'Ash' ? 'Charmander' : 'Dreepy'} was Knocked Out!`,
    `${winner} took 6 Prize cards.`,
    `All Prize cards taken. ${winner} wins.`,
  ].join('\n');
}

const match = (n: number, result: 'win' | 'loss', ashFirst: boolean, iono: boolean) => ({
  _id: `local_m${n}`,
  isLocal: true,
  createdAt: `2026-03-0${n}T10:00:00.000Z`,
  deckId: 'local_d1',
  deckName: 'Dragapult ex',
  opponentDeck: 'Charizard ex',
  format: 'Bo1',
  date: `2026-03-0${n}`,
  importSource: 'ptcgl',
  ptcglLogText: log(result === 'win' ? 'Ash' : 'Bo', ashFirst, iono),
  games: [{ result, wentFirst: ashFirst }],
});

describe('the deck Cards view (issue 30), for a guest, from their imported logs', () => {
  it('shows card impact read from the logs and the games behind a number', async () => {
    localStorage.setItem(
      STORAGE_KEYS.decks,
      JSON.stringify([{ _id: 'local_d1', isLocal: true, name: 'Dragapult ex', pokemonSprite: 'dragapult', cards: [] }]),
    );
    localStorage.setItem(
      STORAGE_KEYS.tcgMatches,
      JSON.stringify([match(1, 'win', true, true), match(2, 'win', false, true), match(3, 'loss', true, false)]),
    );
    stubApi((url) => (url.startsWith('/api/seasons') ? jsonResponse([]) : undefined));
    renderApp('/analytics/tcg/decks?deckId=local_d1');
    fireEvent.click(await screen.findByRole('tab', { name: 'Cards' }));
    const summary = await screen.findByTestId('tcg-cards-summary');
    expect(summary.textContent).toContain('From 3 imported games');
    const yours = await screen.findByRole('table', { name: 'Your cards' });
    const iono = within(yours).getByText('Iono').closest('tr')!;
    // Used by turn 2 in the two games won; not used in the game lost.
    expect(iono.textContent).toContain('2-0 with');
    expect(iono.textContent).toContain('0-1 without');
    fireEvent.click(within(iono).getByRole('button', { name: /Iono used by turn 2: show the 2 games/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByRole('link')).toHaveLength(2);
  });
});
