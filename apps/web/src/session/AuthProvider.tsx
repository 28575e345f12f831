import type { LoginInput, PublicUser, RegisterInput } from '@trainerlog/core';
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../api/client.ts';
import { getToken, onTokenChange, removeToken, setToken } from '../api/token.ts';
import { rememberedMember } from '../data/outbox/memberSession.ts';
import { isUnreachableError, reportUnreachable } from '../data/outbox/reachability.ts';
import { STORAGE_KEYS } from '../storageKeys.ts';
import { authApi } from './authApi.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './authContext.ts';

interface AuthState {
  status: AuthStatus;
  user: PublicUser | null;
  sessionExpired: boolean;
}

const SIGNED_OUT: AuthState = { status: 'unauthenticated', user: null, sessionExpired: false };

/**
 * The session (spec part 1 §4): loading, then authenticated or unauthenticated. Login and registration store the
 * token; their failure, an auth error answered to any call, or logout removes it and clears the user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  const computedScheme = useComputedColorScheme('light');
  const [state, setState] = useState<AuthState>(() =>
    getToken() ? { status: 'loading', user: null, sessionExpired: false } : SIGNED_OUT,
  );
  // Bumped to load the user again: another tab logged in, or the network came back.
  const [loadAttempt, setLoadAttempt] = useState(0);

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    authApi
      .currentUser()
      .then((user) => {
        if (!cancelled) setState({ status: 'authenticated', user, sessionExpired: false });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) {
          // The client has already removed the token for the spec's 401 bodies; any other 401 ends the session too.
          if (getToken()) removeToken('auth-failed');
          return;
        }
        // Offline or server trouble: keep the token and try again when the browser is back online. The member last
        // seen with this token keeps using the app meanwhile, on their last-seen data and outbox (issue 16).
        const remembered = isUnreachableError(error) ? rememberedMember() : null;
        if (remembered) reportUnreachable();
        setState((current) =>
          current.status !== 'loading'
            ? current
            : remembered
              ? { status: 'authenticated', user: remembered, sessionExpired: false }
              : SIGNED_OUT,
        );
      });
    return () => {
      cancelled = true;
    };
  }, [loadAttempt]);

  useEffect(() => {
    const stopListening = onTokenChange((token, reason) => {
      if (token === null) {
        setState({ status: 'unauthenticated', user: null, sessionExpired: reason === 'expired' });
        queryClient.clear();
      }
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.token) return;
      if (event.newValue === null) setState(SIGNED_OUT);
      else setLoadAttempt((n) => n + 1);
    };
    const onOnline = () => {
      if (getToken()) setLoadAttempt((n) => n + 1);
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', onOnline);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);

  const login = useCallback(
    async (input: LoginInput) => {
      try {
        const { token, user } = await authApi.login(input);
        setToken(token);
        setState({ status: 'authenticated', user, sessionExpired: false });
        // The account's own copy of the theme wins on login (spec part 1 §4).
        setColorScheme(user.darkModeEnabled ? 'dark' : 'light');
        return user;
      } catch (error) {
        if (getToken()) removeToken('auth-failed');
        throw error;
      }
    },
    [setColorScheme],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      try {
        const { token, user } = await authApi.register(input);
        setToken(token);
        // A brand-new account has just seen what the app offers: the "what's new" announcement is for returning users.
        try {
          window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
        } catch {
          // Not stored: the announcement shows once more, no harm done.
        }
        setState({ status: 'authenticated', user, sessionExpired: false });
        // The theme chosen while browsing as a guest becomes the account's theme.
        const wantsDark = computedScheme === 'dark';
        if (user.darkModeEnabled !== wantsDark) {
          authApi
            .setDarkMode(wantsDark)
            .then((saved) =>
              setState((current) => (current.user?._id === saved._id ? { ...current, user: saved } : current)),
            )
            .catch((error: unknown) => console.warn('Could not save the theme to the new account', error));
        }
        return user;
      } catch (error) {
        if (getToken()) removeToken('auth-failed');
        throw error;
      }
    },
    [computedScheme],
  );

  const logout = useCallback(async () => {
    try {
      await authApi.logout();
    } catch {
      // Already revoked or offline: the token is forgotten here either way.
    }
    removeToken('logout');
  }, []);

  const setUser = useCallback((user: PublicUser) => {
    setState((current) => (current.status === 'authenticated' ? { ...current, user } : current));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, register, logout, setUser }),
    [state, login, register, logout, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
