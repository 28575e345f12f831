/**
 * The signed-in member as last seen, kept in this browser so the installed app still opens for them offline (issue
 * 16, "Offline for members"): with no answer from GET /api/auth/user, the session starts from this copy instead of
 * signing the player out. It is tied to the token it was seen with (its last characters), so a copy never outlives
 * or crosses sessions, and it goes with the token on logout, expiry or account deletion.
 */
import type { PublicUser } from '@trainerlog/core';
import { getToken } from '../../api/token.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';

export const MEMBER_STORAGE_KEY = STORAGE_KEYS.memberLastSeen;
const TOKEN_TAIL_LENGTH = 24;

interface RememberedMember {
  tokenTail: string;
  user: PublicUser;
}

const tailOf = (token: string) => token.slice(-TOKEN_TAIL_LENGTH);

function read(storage: Storage): RememberedMember | null {
  try {
    const raw = storage.getItem(MEMBER_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<RememberedMember>;
    return typeof parsed.tokenTail === 'string' && parsed.user && typeof parsed.user._id === 'string'
      ? (parsed as RememberedMember)
      : null;
  } catch {
    return null;
  }
}

export function rememberMember(user: PublicUser, token: string | null = getToken(), storage = window.localStorage) {
  if (!token) return;
  try {
    storage.setItem(MEMBER_STORAGE_KEY, JSON.stringify({ tokenTail: tailOf(token), user }));
  } catch {
    // Not kept: offline, this browser will show the signed-out app, as before.
  }
}

/** The member last seen with this token, or null. */
export function rememberedMember(token: string | null = getToken(), storage = window.localStorage): PublicUser | null {
  if (!token) return null;
  const remembered = read(storage);
  return remembered && remembered.tokenTail === tailOf(token) ? remembered.user : null;
}

/** The id of the signed-in member (as last seen), the key of their cache and outbox; null for a guest. */
export function currentMemberId(): string | null {
  try {
    return rememberedMember()?._id ?? null;
  } catch {
    return null;
  }
}

export function forgetMember(storage = window.localStorage): void {
  try {
    storage.removeItem(MEMBER_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
