import { GROUP_TEXT } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { GROUPS_NEED_ACCOUNT } from '../../../src/widgets/matchGroups/GroupsNeedAccount.tsx';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';
import { invitation, summary } from '../../widgets/matchGroups/fixtures.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const groupCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/matchgroups'));

function seenAnnouncement() {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
}

describe('match groups for guests', () => {
  it('the dashboard Groups view explains that groups need an account, with sign-in links, asking nothing', async () => {
    seenAnnouncement();
    window.localStorage.setItem(STORAGE_KEYS.dashboardView, JSON.stringify('groups'));
    const fetchMock = stubApi(() => undefined);
    renderApp('/dashboard');
    expect(await screen.findByText(GROUPS_NEED_ACCOUNT, undefined, { timeout: 10_000 })).toBeTruthy();
    const main = screen.getByText(GROUPS_NEED_ACCOUNT).closest('.mantine-Card-root') as HTMLElement;
    expect(within(main).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(main).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');

    // Create Group stays, and explains too.
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    expect(within(dialog).getByText(GROUPS_NEED_ACCOUNT)).toBeTruthy();
    expect(groupCalls(fetchMock)).toHaveLength(0);
  }, 20_000);

  it("the Matches view's Create Group explains too", async () => {
    seenAnnouncement();
    const fetchMock = stubApi(() => undefined);
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Group' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(groupCalls(fetchMock)).toHaveLength(0);
  }, 20_000);

  it('/match-groups explains instead of failing', async () => {
    seenAnnouncement();
    const fetchMock = stubApi(() => undefined);
    renderApp('/match-groups');
    expect(await screen.findByText(GROUPS_NEED_ACCOUNT, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Match Groups' })).toBeTruthy();
    expect(groupCalls(fetchMock)).toHaveLength(0);
  }, 20_000);
});

describe('match groups page (member)', () => {
  function stubMember(groups: unknown[], invitations: unknown[] = []) {
    return stubApi((url) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/matchgroups') return jsonResponse(groups);
      if (url === '/api/matchgroups/invitations') return jsonResponse(invitations);
      if (url.startsWith('/api/notifications/unread-count')) return jsonResponse({ unreadCount: 0 });
      return undefined;
    });
  }

  it('lists the groups with search and sort, and counts pending invitations', async () => {
    seenAnnouncement();
    stubMember(
      [
        summary({ _id: 'a', name: 'Alpha', description: 'regionals', createdAt: '2024-01-01T00:00:00Z' }),
        summary({ _id: 'b', name: 'Beta', description: 'locals', createdAt: '2024-02-01T00:00:00Z' }),
      ],
      [invitation()],
    );
    renderApp('/match-groups', { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: 'Beta' }, { timeout: 10_000 })).toBeTruthy();
    const names = () =>
      screen.getAllByTestId('group-card').map((card) => within(card).getAllByRole('heading')[0]!.textContent);
    expect(names()).toEqual(['Beta', 'Alpha']);
    expect(screen.getByRole('button', { name: 'Create New Group' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /View Invitations/ }).textContent).toContain('1'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search groups' }), { target: { value: 'REGION' } });
    expect(names()).toEqual(['Alpha']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search groups' }), { target: { value: 'nothing' } });
    expect(screen.getByText(GROUP_TEXT.noGroups)).toBeTruthy();
    expect(screen.getByText(GROUP_TEXT.noGroupsHint)).toBeTruthy();
  }, 20_000);

  it("opens the invitations at once from the bell's link (?invitations=open)", async () => {
    seenAnnouncement();
    stubMember([summary()], [invitation()]);
    renderApp('/match-groups?invitations=open', { user: TEST_USER });
    expect(await screen.findByRole('button', { name: 'Accept' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  }, 20_000);

  it('asks before deleting a group and says matches stay', async () => {
    seenAnnouncement();
    const fetchMock = stubMember([summary()]);
    renderApp('/match-groups', { user: TEST_USER });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Group' });
    expect(within(dialog).getByText(GROUP_TEXT.deleteConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  }, 20_000);
});
