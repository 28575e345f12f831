import type { AuthResponse, LoginInput, PublicUser, RegisterInput } from '@trainerlog/core';
import { api } from '../api/client.ts';

/** The /api/auth calls of spec part 1 §7 and part 2 §7. */
export const authApi = {
  currentUser: () => api.get<PublicUser>('/api/auth/user'),
  login: (input: LoginInput) => api.post<AuthResponse>('/api/auth/login', input),
  register: (input: RegisterInput) => api.post<AuthResponse>('/api/auth/register', input),
  /** Its failure (already revoked, offline) changes nothing for the visitor: the local token goes anyway. */
  logout: () => api.post<unknown>('/api/auth/logout', undefined, { globalAuthHandling: false }),
  setDarkMode: (darkModeEnabled: boolean) => api.put<PublicUser>('/api/auth/dark-mode', { darkModeEnabled }),
};
