import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATIONS_CHANNEL,
  resetNotificationsChannel,
} from '../../../src/widgets/notifications/notificationsApi.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { renderApp, TEST_USER } from '../../renderApp.tsx';
import { BROCK, MISTY, notification, socialServer } from '../../socialServer.ts';

// Whole-app renders behind the session check; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  resetNotificationsChannel();
});

afterEach(() => {
  resetNotificationsChannel();
  vi.unstubAllGlobals();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function threeNotifications() {
  return [
    notification('n1', 'friend_request', 'Misty sent you a friend request', { date: minutesAgo(1) }),
    notification('n2', 'group_invitation', 'Brock invited you to view the group "Worlds"', {
      from: BROCK,
      date: minutesAgo(5),
    }),
    notification('n3', 'friend_accepted', 'Brock accepted your friend request', {
      from: BROCK,
      isRead: true,
      date: minutesAgo(60 * 30),
    }),
  ];
}

async function openBell(label: RegExp = /^Notifications/) {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  // happy-dom never finishes the popover's transition, so it counts the open dropdown as hidden.
  return screen.findByRole('list', { name: 'Notification list', hidden: true });
}

describe('notification bell', () => {
  it('shows the unread count on the bell, and nothing for guests', async () => {
    socialServer({ notifications: threeNotifications() });
    renderApp('/', { user: TEST_USER });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.closest('.mantine-Indicator-root')?.textContent).toContain('2');
  });

  it('is absent for a guest, who asks the server nothing about notifications', async () => {
    const { calls } = socialServer({ notifications: threeNotifications() });
    renderApp('/');
    expect(await screen.findByText('Master Every Meta.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lists newest first and marks the unread items that are not friend requests read on open', async () => {
    const { calls, state } = socialServer({ notifications: threeNotifications() });
    renderApp('/', { user: TEST_USER });
    const list = await openBell(/2 unread/);
    const items = within(list).getAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Misty sent you a friend request'),
      expect.stringContaining('Brock invited you'),
      expect.stringContaining('Brock accepted your friend request'),
    ]);
    expect(within(items[1]!).getByRole('link', { hidden: true }).getAttribute('href')).toBe(
      '/match-groups?invitations=open',
    );
    await waitFor(() => expect(calls.some((c) => c.url === '/api/notifications/mark-read')).toBe(true));
    expect(calls.find((c) => c.url === '/api/notifications/mark-read')!.body).toEqual({ notificationIds: ['n2'] });
    expect(state.notifications.find((n) => n._id === 'n1')!.isRead).toBe(false);
    // The count follows: only the friend request is still unread.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    // While the dropdown stays open, what was new when it opened still looks new.
    expect(within(list).getAllByTestId('notification-item')[1]!.hasAttribute('data-unread')).toBe(true);
  });

  it('accepts a friend request in place: the call, the toast, and the item goes', async () => {
    const { calls } = socialServer({ notifications: threeNotifications() });
    renderApp('/', { user: TEST_USER });
    const list = await openBell(/2 unread/);
    const request = within(list).getAllByTestId('notification-item')[0]!;
    fireEvent.click(within(request).getByRole('button', { name: 'Accept', hidden: true }));
    expect(await screen.findByText('Friend request accepted')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'PUT', url: `/api/friends/accept/${MISTY._id}`, body: undefined });
    await waitFor(() => expect(screen.queryByText('Misty sent you a friend request')).toBeNull());
  });

  it('rejects a friend request in place, and says so when accepting fails', async () => {
    const server = socialServer({ notifications: threeNotifications() });
    server.fail[`PUT /api/friends/accept/${MISTY._id}`] = [500, { msg: 'Server error' }];
    renderApp('/', { user: TEST_USER });
    const list = await openBell(/2 unread/);
    const request = within(list).getAllByTestId('notification-item')[0]!;
    fireEvent.click(within(request).getByRole('button', { name: 'Accept', hidden: true }));
    expect(await screen.findByText('Failed to accept friend request')).toBeTruthy();
    expect(screen.getByText('Misty sent you a friend request')).toBeTruthy();

    fireEvent.click(within(request).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('Friend request rejected')).toBeTruthy();
    expect(server.calls).toContainEqual({ method: 'PUT', url: `/api/friends/reject/${MISTY._id}`, body: undefined });
    await waitFor(() => expect(screen.queryByText('Misty sent you a friend request')).toBeNull());
  });

  it('Clear All deletes every notification except friend requests', async () => {
    const { calls } = socialServer({ notifications: threeNotifications() });
    renderApp('/', { user: TEST_USER });
    const list = await openBell(/2 unread/);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear All', hidden: true }));
    await waitFor(() => expect(within(list).getAllByTestId('notification-item')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ notificationIds: ['n2', 'n3'] });
    expect(within(list).getByText('Misty sent you a friend request')).toBeTruthy();
  });

  it('says when Clear All fails, and shows the empty state when nothing is left', async () => {
    const server = socialServer({ notifications: threeNotifications().slice(1) });
    server.fail['DELETE /api/notifications'] = [500, {}];
    renderApp('/', { user: TEST_USER });
    await openBell(/1 unread/);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear All', hidden: true }));
    expect(await screen.findByText('Failed to clear notifications')).toBeTruthy();
    delete server.fail['DELETE /api/notifications'];
    fireEvent.click(screen.getByRole('button', { name: 'Clear All', hidden: true }));
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });

  it('refetches the count at once when another tab says something changed (BroadcastChannel)', async () => {
    const { state } = socialServer({ notifications: threeNotifications() });
    renderApp('/', { user: TEST_USER });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    state.notifications = state.notifications.map((n) => ({ ...n, isRead: true }));
    const otherTab = new BroadcastChannel(NOTIFICATIONS_CHANNEL);
    otherTab.postMessage({ type: 'changed' });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    otherTab.close();
  });

  it('falls back to the storage event where BroadcastChannel is missing, and tells other tabs of its changes', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { state } = socialServer({ notifications: threeNotifications() });
    renderApp('/', { user: TEST_USER });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    state.notifications = [...state.notifications, notification('n4', 'group_updated', 'Brock renamed a group')];
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.notificationsChanged, newValue: String(Date.now()) }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();

    // This tab's own change is written for the others to hear.
    await openBell(/3 unread/);
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.notificationsChanged)).not.toBeNull());
  });
});
