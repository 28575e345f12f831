import { GROUP_TEXT, type TcgMatch } from '@trainerlog/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupMatchesPopup } from '../../../src/widgets/matchGroups/index.ts';
import { jsonResponse, stubApi } from '../../renderApp.tsx';
import { match } from '../matchCards/fixtures.tsx';
import { vgcMatch } from '../matchCards/vgcFixtures.ts';
import { ME, MISTY, renderWidget, summary } from './fixtures.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tcgMatches: TcgMatch[] = Array.from({ length: 9 }, (_, i) =>
  match({
    _id: `t${i + 1}`,
    user: i === 0 ? MISTY._id : ME._id,
    deckName: i === 1 ? '' : `Deck ${i + 1}`,
    opponentDeck: i === 1 ? '' : 'Charizard ex',
    date: i === 2 ? 'not a date' : '2024-01-05',
  }),
);

function stubGroupPages({ tcg = tcgMatches, vgc = [vgcMatch({ _id: 'v1', user: ME._id })] } = {}) {
  return stubApi((url, init) => {
    if (url.startsWith('/api/decks')) return jsonResponse([]);
    const found = url.match(/\/api\/matchgroups\/g1\/matches\?game=(tcg|vgc)&page=(\d+)/);
    if (found && init.method === 'GET') {
      const [, game, pageText] = found;
      const page = Number(pageText);
      const all = game === 'tcg' ? tcg : vgc;
      return jsonResponse({
        game,
        matches: all.slice((page - 1) * 8, page * 8),
        players: [ME, MISTY],
        page,
        pageSize: 8,
        total: all.length,
        totalPages: Math.max(1, Math.ceil(all.length / 8)),
      });
    }
    return undefined;
  });
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('GroupMatchesPopup', () => {
  it('shows both sections with their counts, 8 rows a page, and pages with Previous and Next', async () => {
    stubGroupPages();
    renderWidget(<GroupMatchesPopup group={summary({ matchCounts: { tcg: 9, vgc: 1 } })} onClose={() => {}} />);
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    const tcg = section(/TCG Matches \(9\)/);
    expect(within(tcg).getAllByTestId('group-match-row')).toHaveLength(8);
    expect(within(section(/VGC Matches \(1\)/)).getAllByTestId('group-match-row')).toHaveLength(1);
    expect(within(tcg).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(within(tcg).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(within(section(/TCG Matches/)).getAllByTestId('group-match-row')).toHaveLength(1);
    expect(within(section(/TCG Matches/)).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it("names rows with the spec's fallbacks, the date and who played another player's match", async () => {
    stubGroupPages();
    renderWidget(<GroupMatchesPopup group={summary()} onClose={() => {}} />);
    const tcg = await screen.findByRole('region', { name: /TCG Matches \(9\)/ });
    const rows = await within(tcg).findAllByTestId('group-match-row');
    expect(rows[0]!.textContent).toContain('Played by Misty');
    expect(rows[0]!.textContent).toContain('Jan 5, 2024');
    expect(rows[1]!.textContent).toContain('My Deck');
    expect(rows[1]!.textContent).toContain('Opponent Deck');
    expect(rows[1]!.textContent).not.toContain('Played by');
    expect(rows[2]!.textContent).toContain(GROUP_TEXT.unknownDate);
    expect(within(rows[0]!).getByText('1-0')).toBeTruthy();
    const vgcRow = within(section(/VGC Matches/)).getByTestId('group-match-row');
    expect(within(vgcRow).getByText('W')).toBeTruthy();
  });

  it('opens a match inside the popup and goes Back to Match List', async () => {
    stubGroupPages();
    renderWidget(<GroupMatchesPopup group={summary()} onClose={() => {}} />);
    const tcg = await screen.findByRole('region', { name: /TCG Matches/ });
    const [first] = await within(tcg).findAllByTestId('group-match-row');
    fireEvent.click(within(first!).getAllByRole('button')[0]!);
    expect(await screen.findByText('Deck Information')).toBeTruthy();
    // Read-only notes: no Add Notes / Edit Notes.
    expect(screen.queryByRole('button', { name: /Notes/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: GROUP_TEXT.backToList }));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
  });

  it('lets the owner remove any match, an editor only their own, a viewer none', async () => {
    stubGroupPages();
    const { unmount } = renderWidget(<GroupMatchesPopup group={summary()} onClose={() => {}} />);
    await screen.findByText('Page 1 of 2');
    expect(screen.getAllByRole('button', { name: 'Remove from group' })).toHaveLength(9);
    unmount();

    stubGroupPages();
    const editor = renderWidget(
      <GroupMatchesPopup group={summary({ access: 'edit', userRole: 'shared', user: MISTY })} onClose={() => {}} />,
    );
    await screen.findByText('Page 1 of 2');
    // Misty's match (the first) is not the editor's.
    expect(screen.getAllByRole('button', { name: 'Remove from group' })).toHaveLength(8);
    editor.unmount();

    stubGroupPages();
    renderWidget(
      <GroupMatchesPopup group={summary({ access: 'view', userRole: 'shared', user: MISTY })} onClose={() => {}} />,
    );
    await screen.findByText('Page 1 of 2');
    expect(screen.queryByRole('button', { name: 'Remove from group' })).toBeNull();
  });

  it('sends the removal of one match', async () => {
    const fetchMock = stubGroupPages();
    renderWidget(<GroupMatchesPopup group={summary()} onClose={() => {}} />);
    const vgc = await screen.findByRole('region', { name: /VGC Matches/ });
    fireEvent.click(await within(vgc).findByRole('button', { name: 'Remove from group' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/matchgroups/g1/matches/remove')).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/matchgroups/g1/matches/remove')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ tcgMatches: [], vgcMatches: ['v1'] });
  });

  it("says 'No matches in this group' when it holds none", async () => {
    stubGroupPages({ tcg: [], vgc: [] });
    renderWidget(<GroupMatchesPopup group={summary({ matchCounts: { tcg: 0, vgc: 0 } })} onClose={() => {}} />);
    expect(await screen.findByText(GROUP_TEXT.noMatches)).toBeTruthy();
  });
});
