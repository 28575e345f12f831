import { GROUP_TEXT } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupInvitationsModal } from '../../../src/widgets/matchGroups/index.ts';
import { LOADING_INVITATIONS } from '../../../src/widgets/matchGroups/GroupInvitationsModal.tsx';
import { jsonResponse, stubApi } from '../../renderApp.tsx';
import { invitation, renderWidget } from './fixtures.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubInvitations(list: unknown[]) {
  let pending = [...list] as { _id: string }[];
  return stubApi((url, init) => {
    if (url === '/api/matchgroups/invitations') return jsonResponse(pending);
    const respond = url.match(/^\/api\/matchgroups\/(\w+)\/respond$/);
    if (respond && init.method === 'PUT') {
      pending = pending.filter((i) => i._id !== respond[1]);
      return jsonResponse({ msg: 'ok' });
    }
    return undefined;
  });
}

describe('GroupInvitationsModal', () => {
  it('shows a loading text, then the empty state', async () => {
    stubInvitations([]);
    renderWidget(<GroupInvitationsModal opened onClose={() => {}} />);
    expect(screen.getByText(LOADING_INVITATIONS)).toBeTruthy();
    expect(await screen.findByText(GROUP_TEXT.noInvitations)).toBeTruthy();
    expect(screen.getByText(GROUP_TEXT.noInvitationsHint)).toBeTruthy();
  });

  it('shows each invitation: name, type in capitals, permission, owner, description, count and date', async () => {
    stubInvitations([invitation()]);
    renderWidget(<GroupInvitationsModal opened onClose={() => {}} />);
    const item = await screen.findByTestId('invitation');
    expect(within(item).getByText('Regionals')).toBeTruthy();
    expect(within(item).getByText('TCG')).toBeTruthy();
    expect(within(item).getByText('Permission: view')).toBeTruthy();
    expect(within(item).getByText('Invited by Misty')).toBeTruthy();
    expect(within(item).getByText('Testing for NAIC')).toBeTruthy();
    expect(item.textContent).toContain('4 matches');
    expect(item.textContent).toContain('Jan 5, 2024');
    expect(within(item).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('removes an answered invitation, and closes 1 s after the last one', async () => {
    const fetchMock = stubInvitations([
      invitation({ _id: 'g8', name: 'Cup A' }),
      invitation({ _id: 'g9', name: 'Cup B' }),
    ]);
    const onClose = vi.fn();
    renderWidget(<GroupInvitationsModal opened onClose={onClose} />);
    await screen.findByText('Cup A');
    fireEvent.click(within(screen.getAllByTestId('invitation')[0]!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByText('Cup A')).toBeNull());
    const accept = fetchMock.mock.calls.find(([url]) => url === '/api/matchgroups/g8/respond')!;
    expect(JSON.parse(String(accept[1]!.body))).toEqual({ response: 'accepted' });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(GROUP_TEXT.noInvitations)).toBeTruthy();
    const decline = fetchMock.mock.calls.find(([url]) => url === '/api/matchgroups/g9/respond')!;
    expect(JSON.parse(String(decline[1]!.body))).toEqual({ response: 'declined' });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });
});
