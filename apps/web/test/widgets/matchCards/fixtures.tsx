import type { TcgGame, TcgMatch } from '@trainerlog/core';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export function game(overrides: Partial<TcgGame> = {}): TcgGame {
  return {
    result: 'win',
    wentFirst: null,
    coinFlipWin: null,
    coinFlipChoice: null,
    playerMulligans: 0,
    opponentMulligans: 0,
    conceded: null,
    notes: '',
    ...overrides,
  };
}

/** A stored match; `score` and `result` follow the games unless given. */
export function match(overrides: Partial<TcgMatch> = {}): TcgMatch {
  const games = overrides.games ?? [game({ result: 'win', wentFirst: true, coinFlipWin: true })];
  const wins = games.filter((g) => g.result === 'win').length;
  const losses = games.filter((g) => g.result === 'loss').length;
  return {
    _id: 'm1',
    createdAt: '2024-01-05T10:00:00.000Z',
    updatedAt: '2024-01-05T10:00:00.000Z',
    importSource: null,
    recordedResult: null,
    timeCalled: false,
    specialResult: null,
    ptcglLogText: null,
    group: null,
    deckId: null,
    deckName: 'Dragapult ex',
    opponentDeck: 'Charizard ex',
    opponentDeckVariant: '',
    format: games.length > 1 ? 'Bo3' : 'Bo1',
    date: '2024-01-05',
    notes: '',
    bestOf: games.length > 1 ? 3 : 1,
    result: wins > losses ? 'win' : losses > wins ? 'loss' : 'tie',
    score: `${wins}-${losses}`,
    ...overrides,
    games,
  };
}

export function renderWithMantine(ui: ReactElement) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}
