// Result-only matches (issue 15) on the match cards and in the details dialogs: the recorded result, marked "Result
// only", a line saying the game scores are not known, the Limitless import badge, and no game tabs.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TcgRowContent } from '../../../src/widgets/matchGroups/GroupMatchRows.tsx';
import {
  TcgMatchCard,
  TcgMatchDetailsDialog,
  VgcMatchCard,
  VgcMatchDetailsDialog,
  type MatchCardLook,
} from '../../../src/widgets/matchCards/index.ts';
import { GAME_SCORES_UNKNOWN, LIMITLESS_SCORES_UNKNOWN, NO_GAMES } from '../../../src/widgets/matchCards/matchText.ts';
import { match, renderWithMantine } from './fixtures.tsx';
import { vgcMatch } from './vgcFixtures.ts';

const limitlessWin = () =>
  match({
    format: 'Bo3',
    bestOf: 3,
    games: [],
    recordedResult: 'win',
    importSource: 'limitless',
    result: 'win',
    score: 'Result only',
  });
const tie = () =>
  match({ format: 'Bo3', bestOf: 3, games: [], recordedResult: 'tie', result: 'tie', score: 'Result only' });

describe.each<MatchCardLook>(['modern', 'classic'])('a result-only TCG card (%s look)', (look) => {
  const renderCard = (m: ReturnType<typeof match>) => {
    renderWithMantine(<TcgMatchCard match={m} look={look} onOpen={vi.fn()} onEdit={vi.fn()} />);
    return screen.getByTestId('tcg-match-card');
  };

  it('shows the recorded result with the "Result only" marker and the Limitless badge, never a score', () => {
    const card = renderCard(limitlessWin());
    expect(within(card).getByTestId('result-badge').textContent).toBe('Won');
    expect(within(card).getByTestId('result-only-badge').textContent).toBe('Result only');
    expect(within(card).getByTestId('limitless-badge').textContent).toBe('Limitless');
    expect(within(card).queryByTestId('ptcgl-badge')).toBeNull();
    expect(card.getAttribute('data-result')).toBe('win');
    expect(within(card).queryByText(/1-0/)).toBeNull();
    expect(within(card).queryByText(/Went (First|Second)/)).toBeNull();
    expect(within(card).getByRole('button', { name: /^Match details: Won \(result only\),/ })).toBeTruthy();
  });

  it('shows a recorded tie as Tied, with its own accent', () => {
    const card = renderCard(tie());
    expect(within(card).getByTestId('result-badge').textContent).toBe('Tied');
    expect(card.getAttribute('data-result')).toBe('tie');
    expect(within(card).queryByTestId('limitless-badge')).toBeNull();
  });

  it('leaves a match with games as it was', () => {
    const card = renderCard(match());
    expect(within(card).getByTestId('result-badge').textContent).toBe('Won 1-0');
    expect(within(card).queryByTestId('result-only-badge')).toBeNull();
  });
});

describe('result-only details', () => {
  it('TCG: the result banner, why the scores are unknown, no tabs and no "no games" line', () => {
    renderWithMantine(<TcgMatchDetailsDialog match={limitlessWin()} opened onClose={vi.fn()} />);
    const banner = screen.getByTestId('result-only-banner');
    expect(within(banner).getByText('Victory')).toBeTruthy();
    expect(within(banner).getByText('Result only')).toBeTruthy();
    expect(within(banner).getByText(LIMITLESS_SCORES_UNKNOWN)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByTestId('result-banner')).toBeNull();
    expect(screen.queryByText(NO_GAMES)).toBeNull();
    expect(screen.getByText('Won · Result only')).toBeTruthy();
    expect(screen.getByText('Imported from Limitless')).toBeTruthy();
    expect(screen.getByText('Match Notes')).toBeTruthy();
  });

  it('TCG: a result-only match not imported says only that the scores are not known', () => {
    renderWithMantine(<TcgMatchDetailsDialog match={tie()} opened onClose={vi.fn()} />);
    const banner = screen.getByTestId('result-only-banner');
    expect(within(banner).getByText('Tie')).toBeTruthy();
    expect(within(banner).getByText(GAME_SCORES_UNKNOWN)).toBeTruthy();
  });

  const vgcLoss = () =>
    vgcMatch({ bestOf: 3, games: [], recordedResult: 'loss', result: 'loss', matchScore: 'Result only' });

  it('VGC: the card', () => {
    renderWithMantine(<VgcMatchCard match={vgcLoss()} look="modern" onOpen={vi.fn()} onEditNotes={vi.fn()} />);
    const card = screen.getByTestId('vgc-match-card');
    expect(within(card).getByTestId('result-badge').textContent).toBe('Lost');
    expect(within(card).getByTestId('result-only-badge')).toBeTruthy();
    expect(card.getAttribute('data-result')).toBe('loss');
  });

  it('VGC: the details', () => {
    renderWithMantine(<VgcMatchDetailsDialog match={vgcLoss()} opened onClose={vi.fn()} />);
    const banner = screen.getByTestId('result-only-banner');
    expect(within(banner).getByText('Defeat')).toBeTruthy();
    expect(within(banner).getByText(GAME_SCORES_UNKNOWN)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText(NO_GAMES)).toBeNull();
    expect(screen.getByText('Lost · Result only')).toBeTruthy();
  });

  it('a group\'s match row shows the result\'s letter and "Result only"', () => {
    renderWithMantine(<TcgRowContent match={limitlessWin()} />);
    expect(screen.getByLabelText('Won (result only)').textContent).toBe('W · Result only');
  });
});
