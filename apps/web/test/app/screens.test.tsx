import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../src/api/token.ts';
import { ErrorPage } from '../../src/app/ErrorPage.tsx';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedInApi(extra: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
  return stubApi((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(TEST_USER);
    return extra(url, init);
  });
}

describe('home', () => {
  it('pitches the product to visitors', async () => {
    stubApi(() => undefined);
    renderApp('/');
    expect(await screen.findByText('Master Every Meta.')).toBeTruthy();
    for (const feature of ['Match Tracking', 'Performance Analytics', 'Gameplay Insights', 'CSV Export']) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
    expect(screen.getAllByRole('link', { name: 'Create Account' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Use without an account' }).getAttribute('href')).toBe('/dashboard');
  });

  it('offers Log Match in the header to a guest, with every way of logging', async () => {
    stubApi(() => undefined);
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Match' }));
    const chooser = await screen.findByRole('dialog', { name: 'Log New Match' });
    const targets = within(chooser)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['/log-match/tcg', '/import-match', '/log-match/vgc', '/import-replay']);
  });

  it('welcomes a signed-in user with the latest patch note and four cards to the dashboard', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    signedInApi();
    renderApp('/', { user: TEST_USER });
    expect(await screen.findByText('Welcome back, ash!')).toBeTruthy();
    const cards = ['Log a Match', 'Dashboard', 'Match History', 'Export Data'].map((title) =>
      screen.getByText(title, { selector: 'p' }).closest('a')!,
    );
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(Array(4).fill('/dashboard'));
    expect(screen.getByRole('link', { name: /patch notes/i }).getAttribute('href')).toBe('/patch-notes');
  });
});

describe('register', () => {
  it('checks the form with the shared rules before calling the server', async () => {
    const fetchMock = stubApi(() => undefined);
    renderApp('/register');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'misty' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'misty@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'starmie1' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'starmie2' } });
    expect(screen.getByText('Select at least 1 option')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });

  it('registers with both game modes, stores the token and opens the dashboard', async () => {
    const fetchMock = stubApi((url, init) => {
      if (url === '/api/auth/register' && init.method === 'POST') {
        return jsonResponse({ token: 'new-token', user: { ...TEST_USER, username: 'misty' } }, 201);
      }
      return undefined;
    });
    const { router } = renderApp('/register');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'misty' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'misty@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'starmie1' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'starmie1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // A new account is welcomed, not welcomed back (issue 28), in the one toast.
    expect(await screen.findByText('Your account is ready.')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    // The dashboard is a lazy route: its first load in happy-dom takes a few seconds.
    expect(await screen.findByText('Your Match History', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(getToken()).toBe('new-token');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register')!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({
      username: 'misty',
      email: 'misty@example.com',
      password: 'starmie1',
      gamePreferences: { tcg: true, vgc: true },
    });
  }, 20_000);

  it("shows the server's message when the username is taken", async () => {
    stubApi((url) =>
      url === '/api/auth/register' ? jsonResponse({ msg: 'Username is already taken' }, 409) : undefined,
    );
    renderApp('/register');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'brock' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'brock@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'onix1234' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'onix1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getAllByText('Username is already taken').length).toBeGreaterThanOrEqual(2));
    expect(getToken()).toBeNull();
  });
});

describe('login', () => {
  it('explains an expired session on the page', async () => {
    stubApi(() => undefined);
    renderApp('/login?expired=true');
    // On the page and as a toast (the toast stack loads with the first toast).
    await waitFor(() =>
      expect(screen.getAllByText('Your session expired. Please log in again.').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows the fallback message when the server cannot be reached', async () => {
    stubApi((url) => {
      if (url === '/api/auth/login') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ash@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pikachu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed. Please try again later.')).toBeTruthy();
  });

  it('applies the account theme on login', async () => {
    stubApi((url) =>
      url === '/api/auth/login'
        ? jsonResponse({ token: 't', user: { ...TEST_USER, darkModeEnabled: true } })
        : undefined,
    );
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ash@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pikachu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // Welcomed back in a toast (issue 28).
    expect(await screen.findByText("You're signed in.")).toBeTruthy();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('dark');
  });
});

describe('members-only screens', () => {
  it('send guests to /login', async () => {
    stubApi(() => undefined);
    const { router } = renderApp('/profile-settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('send an expired session to /login?expired=true', async () => {
    stubApi((url) =>
      url === '/api/auth/user' ? jsonResponse({ msg: 'Session expired', expired: true }, 401) : undefined,
    );
    const { router } = renderApp('/profile-settings', { user: TEST_USER });
    await waitFor(() => expect(router.state.location.search).toBe('?expired=true'));
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });
});

describe('sidebar', () => {
  it('offers the guest mode, Register, Login, Patch Notes and the theme toggle to visitors', async () => {
    stubApi(() => undefined);
    renderApp('/patch-notes');
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    for (const name of ['Register', 'Login', 'Patch Notes'])
      expect(within(drawer).getByRole('link', { name })).toBeTruthy();
    // Issue 28: the guest mode is found here, not by typing its address.
    expect(within(drawer).getByRole('link', { name: 'Use without an account' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(drawer).getByRole('button', { name: 'Toggle color scheme' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('shows groups per enabled mode and the admin entry only to admins', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    signedInApi();
    renderApp('/patch-notes', { user: TEST_USER });
    await screen.findByText('Patch Notes', { selector: 'h1' });
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('@ash')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Decks' }).getAttribute('href')).toBe('/decks');
    expect(within(drawer).getByRole('link', { name: 'Deck Analytics' }).getAttribute('href')).toBe(
      '/analytics/tcg/decks',
    );
    expect(within(drawer).getByRole('link', { name: 'Global Analytics' }).getAttribute('href')).toBe(
      '/analytics/global',
    );
    expect(within(drawer).getByRole('link', { name: 'Team Analytics' }).getAttribute('href')).toBe(
      '/analytics/vgc/teams',
    );
    expect(within(drawer).getByRole('link', { name: 'Teams' }).getAttribute('href')).toBe('/teams');
    expect(within(drawer).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('hides the VGC group and shows Admin Dashboard for a TCG-only admin', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const admin = { ...TEST_USER, role: 'admin' as const, isAdmin: true, gamePreferences: { tcg: true, vgc: false } };
    stubApi((url) => (url === '/api/auth/user' ? jsonResponse(admin) : undefined));
    renderApp('/patch-notes', { user: admin });
    await screen.findByText('Patch Notes', { selector: 'h1' });
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('@ash');
    expect(within(drawer).queryByText('Video Game')).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
  });

  it('logs out: revokes the session on the server and forgets the token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const fetchMock = signedInApi((url) =>
      url === '/api/auth/logout' ? jsonResponse({ msg: 'Logged out' }) : undefined,
    );
    const { router } = renderApp('/patch-notes', { user: TEST_USER });
    await screen.findByText('Patch Notes', { selector: 'h1' });
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('feedback', () => {
  it('asks for a message, then thanks the user', async () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    const fetchMock = signedInApi((url, init) =>
      url === '/api/feedback' && init.method === 'POST' ? jsonResponse({ _id: 'f1' }, 201) : undefined,
    );
    renderApp('/patch-notes', { user: TEST_USER });
    fireEvent.click(await screen.findByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please enter a message')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: '  More sprites please  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText(
        'Thank you for your submission! You can view your submissions in the Support page.',
      ),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/feedback')!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({ type: 'feedback', message: 'More sprites please' });
  });

  it('tells visitors on the Support page that they must log in', async () => {
    stubApi(() => undefined);
    renderApp('/support');
    expect(await screen.findByText('You must be logged in to submit feedback')).toBeTruthy();
  });
});

describe('announcement', () => {
  it('shows once, 1 s after load, and remembers the dismissal', async () => {
    signedInApi();
    renderApp('/patch-notes', { user: TEST_USER });
    expect(await screen.findByText('New in Trainer Log', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Import from Limitless')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementSeen)).not.toBeNull();
  });
});

describe('not found', () => {
  it('is shown for unknown paths and for screens not built yet', async () => {
    stubApi(() => undefined);
    renderApp('/no-such-page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});

describe('error fallback', () => {
  it('replaces a crashed page with "Oops! Something went wrong", Try Again and Go Home', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Oops! Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(error).toHaveBeenCalled();
  });
});
