/**
 * The signed-in user's own fields and their setter, for data hooks that show or update them (screen names, the
 * remembered Limitless username, game preferences). It gives no auth status on purpose: hooks choose member or guest
 * by the data port's `kind` (issue 27), and `user` is null for a guest.
 */
import type { PublicUser } from '@trainerlog/core';
import { useAuth } from './useAuth.ts';

export function useSessionUser(): { user: PublicUser | null; setUser(user: PublicUser): void } {
  const { user, setUser } = useAuth();
  return { user, setUser };
}
