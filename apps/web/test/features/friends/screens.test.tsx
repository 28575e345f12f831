import type { FriendProfile, FriendSearchResult } from '@trainerlog/core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotificationsChannel } from '../../../src/widgets/notifications/notificationsApi.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { renderApp, TEST_USER } from '../../renderApp.tsx';
import { BROCK, card, MISTY, socialServer } from '../../socialServer.ts';

// Lazily loaded routes behind the session check; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  resetNotificationsChannel();
});

afterEach(() => {
  resetNotificationsChannel();
  vi.unstubAllGlobals();
});

const GARY = card('u4', 'gary', 'Gary Oak');
const ERIKA = card('u5', 'erika');

function searchFor(users: FriendSearchResult['users'], pageSize = 2) {
  return (username: string, page: number): FriendSearchResult => {
    const matching = users.filter((u) => u.username.startsWith(username.toLowerCase()));
    return {
      users: matching.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / pageSize)),
    };
  };
}

describe('friends page', () => {
  it('explains to a guest that friends need an account, with Login and Register, asking nothing', async () => {
    const { calls } = socialServer();
    renderApp('/friends');
    expect(await screen.findByText('Friends need an account', undefined, { timeout: 10_000 })).toBeTruthy();
    const main = screen.getByText('Friends need an account').closest('.mantine-Card-root') as HTMLElement;
    expect(within(main).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(main).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(calls).toEqual([]);
  });

  it('shows the same to a guest on a friend page', async () => {
    const { calls } = socialServer();
    renderApp('/friends/u2');
    expect(await screen.findByText('Friends need an account', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('lists friends, answers incoming requests and withdraws a sent one', async () => {
    const server = socialServer({
      friends: [{ ...MISTY, since: '2025-03-05T12:00:00.000Z' }],
      incoming: [{ _id: BROCK._id, from: BROCK, createdAt: '2026-01-02T00:00:00.000Z' }],
      sent: [{ _id: GARY._id, to: GARY, createdAt: '2026-01-03T00:00:00.000Z' }],
    });
    renderApp('/friends', { user: TEST_USER });
    const friend = await screen.findByTestId('friend-row', undefined, { timeout: 10_000 });
    expect(within(friend).getByText('Misty')).toBeTruthy();
    expect(within(friend).getByText(/@misty · Friends since Mar 5, 2025/)).toBeTruthy();
    expect(within(friend).getByRole('link', { name: 'View Misty' }).getAttribute('href')).toBe('/friends/u2');

    const request = await screen.findByTestId('incoming-request');
    fireEvent.click(within(request).getByRole('button', { name: 'Accept brock' }));
    expect(await screen.findByText('Friend request accepted')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('friend-row')).toHaveLength(2));
    expect(screen.queryByTestId('incoming-request')).toBeNull();
    expect(server.calls).toContainEqual({ method: 'PUT', url: '/api/friends/accept/u3', body: undefined });

    fireEvent.click(within(screen.getByTestId('sent-request')).getByRole('button', { name: /Withdraw/ }));
    expect(await screen.findByText('Friend request withdrawn')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('sent-request')).toBeNull());
    expect(server.calls).toContainEqual({ method: 'DELETE', url: '/api/friends/requests/u4', body: undefined });
  });

  it('removes a friend after confirming', async () => {
    const server = socialServer({ friends: [{ ...MISTY, since: '2025-03-05T12:00:00.000Z' }] });
    renderApp('/friends', { user: TEST_USER });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Misty' }, { timeout: 10_000 }));
    expect(await screen.findByText(/will no longer be your friend/)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Friend removed')).toBeTruthy();
    expect(await screen.findByText(/No friends yet/)).toBeTruthy();
    expect(server.calls).toContainEqual({ method: 'DELETE', url: '/api/friends/u2', body: undefined });
  });

  it('searches by username prefix after a pause, pages, and offers what fits each result', async () => {
    const server = socialServer({
      search: searchFor([
        { ...GARY, requestState: 'none' },
        { ...card('u6', 'gardenia'), requestState: 'sent' },
        { ...card('u7', 'gabby'), requestState: 'received' },
      ]),
    });
    renderApp('/friends', { user: TEST_USER });
    const input = await screen.findByLabelText('Search by username', undefined, { timeout: 10_000 });
    fireEvent.change(input, { target: { value: 'g' } });
    fireEvent.change(input, { target: { value: 'Ga' } });
    const results = await screen.findAllByTestId('search-result');
    // Debounced: only the finished word was sent.
    expect(server.calls.filter((c) => c.url.startsWith('/api/friends/search'))).toHaveLength(1);
    expect(results).toHaveLength(2);
    expect(within(results[0]!).getByRole('button', { name: 'Add Gary Oak as a friend' })).toBeTruthy();
    expect(within(results[1]!).getByText('Request sent')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2 (1-2 of 3)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2 (3-3 of 3)')).toBeTruthy());
    expect(within(screen.getByTestId('search-result')).getByRole('button', { name: 'Accept gabby' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Gary Oak as a friend' }));
    expect(await screen.findByText('Friend request sent')).toBeTruthy();
    expect(server.calls).toContainEqual({ method: 'POST', url: '/api/friends/request', body: { username: 'gary' } });

    fireEvent.change(input, { target: { value: 'zz' } });
    expect(await screen.findByText('No players found whose username starts with “zz”.')).toBeTruthy();
  });

  it("shows the server's refusal when sending fails", async () => {
    const server = socialServer({ search: searchFor([{ ...ERIKA, requestState: 'none' }]) });
    server.fail['POST /api/friends/request'] = [409, { msg: 'Friend request already sent' }];
    renderApp('/friends', { user: TEST_USER });
    fireEvent.change(await screen.findByLabelText('Search by username', undefined, { timeout: 10_000 }), {
      target: { value: 'eri' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add erika as a friend' }));
    expect(await screen.findByText('Friend request already sent')).toBeTruthy();
  });
});

describe('friend page', () => {
  const profile: FriendProfile = {
    friend: { ...MISTY, since: '2025-03-05T12:00:00.000Z', gamesPlayed: { tcg: 12, vgc: 3, total: 15 } },
    sharedGroups: [],
  };

  it("shows a friend's public profile and games played", async () => {
    socialServer({ profiles: { u2: profile } });
    renderApp('/friends/u2', { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: 'Misty' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('@misty')).toBeTruthy();
    expect(screen.getByText('Friends since Mar 5, 2025')).toBeTruthy();
    const games = screen.getByLabelText('Games played');
    expect(games.textContent).toBe('12TCG3VGC15Total');
    expect(screen.getByText('No shared groups yet')).toBeTruthy();
  });

  it('is not found for someone who is not a friend', async () => {
    socialServer();
    renderApp('/friends/u9', { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: 'Friend not found' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Friends' }).getAttribute('href')).toBe('/friends');
  });
});
