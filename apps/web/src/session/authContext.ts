import type { LoginInput, PublicUser, RegisterInput } from '@trainerlog/core';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: PublicUser | null;
  /** True after the server reported the session as expired, until the next login. */
  sessionExpired: boolean;
  login(input: LoginInput): Promise<PublicUser>;
  register(input: RegisterInput): Promise<PublicUser>;
  logout(): Promise<void>;
  /** Replaces the signed-in user with a fresh copy from the server (after a profile or settings change). */
  setUser(user: PublicUser): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
