import type { PublicUser } from '@trainerlog/core';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { setAuthRedirector } from '../src/api/client.ts';
import { setToken } from '../src/api/token.ts';
import { AppProviders } from '../src/app/providers.tsx';
import { routes } from '../src/app/router.tsx';

export const TEST_USER: PublicUser = {
  _id: 'u1',
  name: null,
  username: 'ash',
  email: 'ash@example.com',
  role: 'user',
  isAdmin: false,
  isOwner: false,
  profilePicture: null,
  pokemonSprite: null,
  gamePreferences: { tcg: true, vgc: true },
  darkModeEnabled: false,
  activeDeck: null,
  activeTeam: null,
  playerName: null,
  playerId: null,
  birthdate: null,
  division: null,
  format: null,
  gameMode: null,
  createdAt: '2025-01-05T10:00:00.000Z',
};

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (url: string, init: RequestInit) => Response | undefined;

/** Stubs fetch: the handler answers what it knows; everything else is a 404. Returns the mock for assertions. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    return handler(url, { method: 'GET', ...init }) ?? jsonResponse({ msg: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app (providers, layout, router) at a path, optionally signed in as `user`. */
export function renderApp(path: string, options: { user?: PublicUser } = {}) {
  if (options.user) setToken('test-token');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setAuthRedirector({
    currentPath: () => router.state.location.pathname,
    navigate: (to) => void router.navigate(to, { replace: true }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
