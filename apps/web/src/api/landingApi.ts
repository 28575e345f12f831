/**
 * The calls the landing route makes before any lazy chunk loads — the session (who is signed in, sign in and out,
 * the theme), the server's health and the match counts — over `apiRequest`, without the endpoint table: the table
 * carries every zod schema, and the landing route's JavaScript budget (issue 18) has no room for them. Each path is
 * typed as the table's own (`PathOf`), and test/api/landingApi.test.ts checks each method and path against the table,
 * so they are still described once. Everything else calls the typed client (typedClient.ts).
 */
import type { ApiEndpoints, AuthResponse, LoginInput, PublicUser, RegisterInput } from '@trainerlog/core';
import { apiRequest, type ApiRequestOptions } from './client.ts';

type PathOf<A extends keyof ApiEndpoints, N extends keyof ApiEndpoints[A]> = ApiEndpoints[A][N] extends {
  path: infer P;
}
  ? P
  : never;

/** Each landing call's entry in the endpoint table (area, name) and its method and path. */
export const LANDING_ENDPOINTS = {
  health: { area: 'health', name: 'check', method: 'GET', path: '/api/health' satisfies PathOf<'health', 'check'> },
  user: { area: 'auth', name: 'user', method: 'GET', path: '/api/auth/user' satisfies PathOf<'auth', 'user'> },
  login: { area: 'auth', name: 'login', method: 'POST', path: '/api/auth/login' satisfies PathOf<'auth', 'login'> },
  register: {
    area: 'auth',
    name: 'register',
    method: 'POST',
    path: '/api/auth/register' satisfies PathOf<'auth', 'register'>,
  },
  logout: { area: 'auth', name: 'logout', method: 'POST', path: '/api/auth/logout' satisfies PathOf<'auth', 'logout'> },
  setDarkMode: {
    area: 'auth',
    name: 'setDarkMode',
    method: 'PUT',
    path: '/api/auth/dark-mode' satisfies PathOf<'auth', 'setDarkMode'>,
  },
  globalCounts: {
    area: 'stats',
    name: 'globalCounts',
    method: 'GET',
    path: '/api/stats/global-counts' satisfies PathOf<'stats', 'globalCounts'>,
  },
  myCounts: {
    area: 'stats',
    name: 'myCounts',
    method: 'GET',
    path: '/api/stats/my-counts' satisfies PathOf<'stats', 'myCounts'>,
  },
} as const;

type CallOptions = Omit<ApiRequestOptions, 'method' | 'body'>;
const { health, user, login, register, logout, setDarkMode, globalCounts, myCounts } = LANDING_ENDPOINTS;

export const landingApi = {
  /** The server's health (data/outbox/serverHealth.ts watches it for everyone, from the first visit on). */
  health: {
    check: (options?: CallOptions) => apiRequest<unknown>(health.path, { ...options, method: health.method }),
  },
  auth: {
    user: (options?: CallOptions) => apiRequest<PublicUser>(user.path, { ...options, method: user.method }),
    login: (body: LoginInput) => apiRequest<AuthResponse>(login.path, { method: login.method, body }),
    register: (body: RegisterInput) => apiRequest<AuthResponse>(register.path, { method: register.method, body }),
    logout: (options?: CallOptions) => apiRequest<unknown>(logout.path, { ...options, method: logout.method }),
    setDarkMode: (body: { darkModeEnabled: boolean }) =>
      apiRequest<PublicUser>(setDarkMode.path, { method: setDarkMode.method, body }),
  },
  /** Unchecked answers: matchCounts.ts checks them by hand. */
  stats: {
    globalCounts: (options?: CallOptions) =>
      apiRequest<unknown>(globalCounts.path, { ...options, method: globalCounts.method }),
    myCounts: (options?: CallOptions) => apiRequest<unknown>(myCounts.path, { ...options, method: myCounts.method }),
  },
};
