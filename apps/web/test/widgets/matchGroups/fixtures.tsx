import type {
  Friend,
  MatchGroupInvitation,
  MatchGroupSummary,
  PlayerCard,
  PublicUser,
  SharedWithEntry,
} from '@trainerlog/core';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { setToken } from '../../../src/api/token.ts';
import { DataPortProvider } from '../../../src/data/DataPortProvider.tsx';
import { AuthContext, type AuthContextValue } from '../../../src/session/authContext.ts';
import { TEST_USER } from '../../renderApp.tsx';

export function player(id: string, username: string, name: string | null = null): PlayerCard {
  return { _id: id, username, name, profilePicture: null, pokemonSprite: null };
}

export const ME = player(TEST_USER._id, TEST_USER.username);
export const MISTY = player('u2', 'misty', 'Misty');
export const BROCK = player('u3', 'brock');

export function summary(overrides: Partial<MatchGroupSummary> = {}): MatchGroupSummary {
  return {
    _id: 'g1',
    name: 'Worlds 2024',
    description: 'Day 1 and day 2',
    date: '2024-08-16T10:00:00.000Z',
    createdAt: '2024-08-16T10:00:00.000Z',
    updatedAt: '2024-08-16T10:00:00.000Z',
    type: 'mixed',
    user: ME,
    isShared: false,
    userRole: 'owner',
    access: 'owner',
    sharedWith: [],
    matchCounts: { tcg: 3, vgc: 2 },
    stats: { matches: 5, wins: 3, losses: 2, ties: 0, winRate: 60 },
    ...overrides,
  };
}

export function share(user: PlayerCard, overrides: Partial<SharedWithEntry> = {}): SharedWithEntry {
  return {
    user,
    permission: 'edit',
    status: 'pending',
    invitedAt: '2024-08-17T10:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}

export function friend(card: PlayerCard): Friend {
  return { ...card, since: '2024-01-01T00:00:00.000Z' };
}

export function invitation(overrides: Partial<MatchGroupInvitation> = {}): MatchGroupInvitation {
  return {
    _id: 'g9',
    name: 'Regionals',
    description: 'Testing for NAIC',
    type: 'tcg',
    date: '2024-01-05T10:00:00.000Z',
    createdAt: '2024-01-05T10:00:00.000Z',
    user: MISTY,
    permission: 'view',
    invitedAt: '2024-01-06T10:00:00.000Z',
    matchCount: 4,
    ...overrides,
  };
}

export function authValue(user: PublicUser | null): AuthContextValue {
  return {
    status: user ? 'authenticated' : 'unauthenticated',
    user,
    sessionExpired: false,
    login: async () => user!,
    register: async () => user!,
    logout: async () => {},
    setUser: () => {},
  };
}

/** Renders a widget with Mantine, a fresh query client, a router and a session (signed in as TEST_USER by default). */
export function renderWidget(ui: ReactElement, options: { user?: PublicUser | null } = {}) {
  const user = options.user === undefined ? TEST_USER : options.user;
  if (user) setToken('test-token');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={authValue(user)}>
          <DataPortProvider>
            <MemoryRouter>{ui}</MemoryRouter>
          </DataPortProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}
