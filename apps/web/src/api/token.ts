import { STORAGE_KEYS } from '../storageKeys.ts';

/** Why a token went away; the session uses it to tell "you logged out" from "your session expired". */
export type TokenRemovalReason = 'logout' | 'expired' | 'invalid' | 'auth-failed';
type TokenListener = (token: string | null, reason?: TokenRemovalReason) => void;

const listeners = new Set<TokenListener>();

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    // Storage blocked (private mode): the session lasts until the page closes.
  }
  for (const listener of listeners) listener(token);
}

export function removeToken(reason: TokenRemovalReason): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Nothing stored, nothing to remove.
  }
  for (const listener of listeners) listener(null, reason);
}

/** Subscribes to token changes made by this tab (login, logout, a 401 answer). Returns the unsubscribe. */
export function onTokenChange(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
