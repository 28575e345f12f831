import { GROUP_TEXT } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchGroupDialog } from '../../../src/widgets/matchGroups/index.ts';
import { jsonResponse, stubApi, TEST_USER } from '../../renderApp.tsx';
import { match } from '../matchCards/fixtures.tsx';
import { vgcMatch } from '../matchCards/vgcFixtures.ts';
import { MISTY, renderWidget, summary } from './fixtures.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TCG = [
  match({ _id: 't1', deckName: 'Dragapult ex', opponentDeck: 'Charizard ex' }),
  match({ _id: 't2', deckName: 'Gardevoir ex', opponentDeck: 'Lost Box' }),
];
const VGC = [
  vgcMatch({ _id: 'v1', opponentName: 'Wolfe Glick' }),
  vgcMatch({ _id: 'v2', opponentName: 'Aaron', playerTeam: ['Miraidon', 'Farigiraf'] }),
];
const GROUPS = [
  summary({ _id: 'gt', name: 'TCG cup', type: 'tcg' }),
  summary({ _id: 'gv', name: 'VGC cup', type: 'vgc' }),
  summary({ _id: 'gm', name: 'Mixed cup', type: 'mixed' }),
  summary({ _id: 'gs', name: 'Viewed cup', type: 'tcg', access: 'view', userRole: 'shared', user: MISTY }),
];

const page = (matches: unknown[]) => ({ matches, page: 1, pageSize: 100, totalCount: matches.length, totalPages: 1 });

function stubDialogApi() {
  return stubApi((url, init) => {
    if (url.startsWith('/api/decks')) return jsonResponse([]);
    if (url.startsWith('/api/tcgmatches?')) return jsonResponse(page(TCG));
    if (url.startsWith('/api/vgcmatches?')) return jsonResponse(page(VGC));
    if (url === '/api/matchgroups' && init.method === 'GET') return jsonResponse(GROUPS);
    if (url === '/api/matchgroups' && init.method === 'POST') {
      return jsonResponse({ ...summary({ _id: 'new' }), matches: { tcg: [], vgc: [] } }, 201);
    }
    if (url.endsWith('/matches') && init.method === 'PUT') {
      return jsonResponse({ ...summary({ _id: 'gm' }), matches: { tcg: [], vgc: [] } });
    }
    return undefined;
  });
}

const requested = (fetchMock: ReturnType<typeof stubApi>, prefix: string, method = 'GET') =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith(prefix) && (init?.method ?? 'GET') === method);
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, url: string, method: string) =>
  JSON.parse(String(requested(fetchMock, url, method)[0]![1]!.body));
const submitButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const pick = (label: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name: label }));

describe('MatchGroupDialog', () => {
  it('is titled Match Group, with tabs per game and a new group by default', async () => {
    const fetchMock = stubDialogApi();
    renderWidget(<MatchGroupDialog opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Match Group' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'TCG Matches', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'VGC Matches' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Create new group' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Group Name' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Group Description (optional)' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: /Dragapult ex vs Charizard ex/ })).toBeTruthy();
    // Lazy: neither the VGC matches nor the groups were asked for yet.
    expect(requested(fetchMock, '/api/vgcmatches')).toHaveLength(0);
    expect(requested(fetchMock, '/api/matchgroups')).toHaveLength(0);
  });

  it('enables Create Group only with a name and at least one match', async () => {
    stubDialogApi();
    renderWidget(<MatchGroupDialog opened onClose={() => {}} />);
    await screen.findByRole('checkbox', { name: /Dragapult ex/ });
    expect(submitButton('Create Group').disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Group Name' }), { target: { value: 'Worlds' } });
    expect(submitButton('Create Group').disabled).toBe(true);
    pick(/Dragapult ex/);
    expect(screen.getByText(/Selected: 1 matches/)).toBeTruthy();
    expect(submitButton('Create Group').disabled).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Group Name' }), { target: { value: '' } });
    expect(submitButton('Create Group').disabled).toBe(true);
  });

  it("alerts 'Please enter a group name' for a blank name and sends nothing", async () => {
    const fetchMock = stubDialogApi();
    renderWidget(<MatchGroupDialog opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Dragapult ex/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Group Name' }), { target: { value: '   ' } });
    fireEvent.click(submitButton('Create Group'));
    expect(await screen.findByText(GROUP_TEXT.enterName)).toBeTruthy();
    expect(requested(fetchMock, '/api/matchgroups', 'POST')).toHaveLength(0);
  });

  it('searches TCG matches by deck, case-insensitively, or says No matches found', async () => {
    stubDialogApi();
    renderWidget(<MatchGroupDialog opened onClose={() => {}} />);
    await screen.findByRole('checkbox', { name: /Dragapult ex/ });
    const search = screen.getByRole('textbox', { name: 'Search matches' });
    expect(search.getAttribute('placeholder')).toBe('Search matches...');
    fireEvent.change(search, { target: { value: 'GARDEVOIR' } });
    expect(screen.queryByRole('checkbox', { name: /Dragapult ex/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Gardevoir ex vs Lost Box/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No matches found')).toBeTruthy();
  });

  it('keeps the selection per game and creates a mixed group with both', async () => {
    const fetchMock = stubDialogApi();
    const onClose = vi.fn();
    renderWidget(<MatchGroupDialog opened onClose={onClose} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Dragapult ex/ }));
    fireEvent.click(screen.getByRole('tab', { name: 'VGC Matches' }));
    expect(screen.getByText(/Selected: 0 matches/)).toBeTruthy();
    await screen.findByRole('checkbox', { name: /vs Aaron/ });
    // VGC search reads the teams and the opponent.
    fireEvent.change(screen.getByRole('textbox', { name: 'Search matches' }), { target: { value: 'miraidon' } });
    expect(screen.queryByRole('checkbox', { name: /Wolfe Glick/ })).toBeNull();
    pick(/vs Aaron/);
    expect(screen.getByText(/Selected: 1 matches/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'TCG Matches' }));
    expect(screen.getByRole('checkbox', { name: /Dragapult ex/ })).toHaveProperty('checked', true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Group Name' }), { target: { value: ' Worlds ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'TCG and VGC' }));
    fireEvent.click(submitButton('Create Group'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock, '/api/matchgroups', 'POST')).toEqual({
      name: 'Worlds',
      description: '',
      type: 'mixed',
      matches: { tcg: ['t1'], vgc: ['v2'] },
    });
  });

  it('creates a group of the tab game with only that game’s matches', async () => {
    const fetchMock = stubDialogApi();
    renderWidget(<MatchGroupDialog opened onClose={() => {}} initialGame="vgc" />);
    expect(screen.getByRole('tab', { name: 'VGC Matches', selected: true })).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Wolfe Glick/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Group Name' }), { target: { value: 'Reg H' } });
    fireEvent.click(submitButton('Create Group'));
    await waitFor(() => expect(requested(fetchMock, '/api/matchgroups', 'POST')).toHaveLength(1));
    expect(bodyOf(fetchMock, '/api/matchgroups', 'POST')).toMatchObject({
      type: 'vgc',
      matches: { tcg: [], vgc: ['v1'] },
    });
  });

  it('adds to an existing group of the type or mixed, and asks for a group first', async () => {
    const fetchMock = stubDialogApi();
    const onClose = vi.fn();
    renderWidget(<MatchGroupDialog opened onClose={onClose} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Dragapult ex/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Add to existing group' }));
    const select = await screen.findByRole('combobox', { name: 'Group' });
    expect(select.getAttribute('placeholder')).toBe('Select a group');
    expect(requested(fetchMock, '/api/matchgroups')).toHaveLength(1);
    expect(submitButton('Add to Group').disabled).toBe(true);

    // Submitting anyway (Enter) meets the alert.
    fireEvent.submit(submitButton('Add to Group').closest('form')!);
    expect(await screen.findByText(GROUP_TEXT.selectGroup)).toBeTruthy();

    fireEvent.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['TCG cup', 'Mixed cup']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Mixed cup', hidden: true }));
    expect(submitButton('Add to Group').disabled).toBe(false);
    fireEvent.click(submitButton('Add to Group'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock, '/api/matchgroups/gm/matches', 'PUT')).toEqual({ tcgMatches: ['t1'], vgcMatches: [] });
  });

  it('shows no tabs and no type choice to a player with one game', async () => {
    stubDialogApi();
    renderWidget(<MatchGroupDialog opened onClose={() => {}} initialGame="vgc" />, {
      user: { ...TEST_USER, gamePreferences: { tcg: true, vgc: false } },
    });
    await screen.findByRole('checkbox', { name: /Dragapult ex/ });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'TCG and VGC' })).toBeNull();
  });
});
