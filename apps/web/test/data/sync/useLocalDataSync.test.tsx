/**
 * The sync as the app runs it (spec part 2 §4, §8, §9): after a login in this tab, only when local data exists,
 * with the 'Syncing…' toast and the result toast, once per login; a sync cut off by a closed tab runs again at start.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../src/api/token.ts';
import { announceSyncResult } from '../../../src/data/sync/useLocalDataSync.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, TEST_USER } from '../../renderApp.tsx';
import { ALL_KEYS, deck, fakeAccount, seed, tcgMatch } from './fakeAccount.ts';

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function logIn() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ash@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pikachu' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('sync after login', () => {
  it('shows the syncing toast, uploads once and then the success toast, and empties the browser store', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1'), tcgMatch('local_1_t2')]);
    seed(STORAGE_KEYS.decks, [deck('local_1_d1')]);
    const account = fakeAccount();
    const show = vi.spyOn(notifications, 'show');
    renderApp('/login');
    await logIn();
    expect(await screen.findByText('Syncing your local data to your account...')).toBeTruthy();
    expect(await screen.findByText('2 matches and 1 deck synced')).toBeTruthy();
    expect(account.posted).toHaveLength(3);
    for (const key of ALL_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    const autoClose = (text: string) => show.mock.calls.find(([n]) => n.message === text)?.[0].autoClose;
    expect(autoClose('Syncing your local data to your account...')).toBe(3000);
    expect(autoClose('2 matches and 1 deck synced')).toBe(5000);
  });

  it('shows the sign-in flow as one toast: the welcome, then the sync, each replacing the last under the welcome', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1')]);
    fakeAccount();
    const show = vi.spyOn(notifications, 'show');
    const hide = vi.spyOn(notifications, 'hide');
    renderApp('/login');
    await logIn();
    expect(await screen.findByText('1 match synced')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Syncing your local data to your account...')).toBeNull());
    await waitFor(() => expect(screen.queryByText("You're signed in.")).toBeNull());
    const shown = show.mock.calls.map(([n]) => n);
    // Every toast of the flow has the one id, so each hides the one before it; all carry the welcome's title.
    expect(new Set(shown.map((n) => n.id))).toEqual(new Set(['flow:sign-in']));
    expect(shown.map((n) => n.title)).toEqual(shown.map(() => 'Welcome back, ash!'));
    expect(shown.map((n) => n.message)).toEqual(
      expect.arrayContaining(["You're signed in.", 'Syncing your local data to your account...', '1 match synced']),
    );
    expect(hide).toHaveBeenCalledWith('flow:sign-in');
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
  });

  it('says nothing and uploads nothing when there is no local data', async () => {
    const account = fakeAccount();
    const { router } = renderApp('/login');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Syncing your local data to your account...')).toBeNull();
    expect(account.posted).toHaveLength(0);
  });

  it('shows the partial warning for 7 s and keeps the refused item', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1'), tcgMatch('local_1_bad')]);
    fakeAccount({
      refuse: (_path, body) =>
        body.clientId === 'local_1_bad' ? jsonResponse({ msg: 'Opponent deck is required' }, 400) : undefined,
    });
    const show = vi.spyOn(notifications, 'show');
    renderApp('/login');
    await logIn();
    const text = 'Synced 1 of 2 items. Some items failed to sync.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(show.mock.calls.find(([n]) => n.message === text)?.[0].autoClose).toBe(7000);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)!)).toHaveLength(1);
  });

  it('runs a sync cut off by a closed tab again when the app starts signed in', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1')]);
    window.localStorage.setItem(STORAGE_KEYS.syncPending, JSON.stringify(TEST_USER._id));
    const account = fakeAccount();
    renderApp('/', { user: TEST_USER });
    expect(await screen.findByText('1 match synced')).toBeTruthy();
    expect(account.posted).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.syncPending)).toBeNull();
  });

  it('does not start at app start without an interrupted sync, nor twice for a repeated token event', async () => {
    seed(STORAGE_KEYS.tcgMatches, [tcgMatch('local_1_t1')]);
    const account = fakeAccount();
    renderApp('/', { user: TEST_USER });
    expect(await screen.findByText('Welcome back, ash!')).toBeTruthy();
    expect(account.posted).toHaveLength(0);
    setToken('again');
    setToken('again');
    expect(await screen.findByText('1 match synced')).toBeTruthy();
    expect(account.posted).toHaveLength(1);
  });
});

const NONE = { tcgMatches: 0, vgcMatches: 0, decks: 0, teams: 0 };

describe('announceSyncResult', () => {
  it('words the outcomes as the spec does', () => {
    const show = vi.spyOn(notifications, 'show');
    announceSyncResult({ syncedCount: 0, totalItems: 3, errors: ['x'], synced: NONE });
    announceSyncResult({
      syncedCount: 0,
      totalItems: 3,
      errors: ['Sync failed: user information not available'],
      synced: NONE,
    });
    expect(show.mock.calls.map(([n]) => [n.message, n.color])).toEqual([
      ['Failed to sync some items. They will remain stored locally.', 'red'],
      ['Sync failed: user information not available', 'red'],
    ]);
  });
});
