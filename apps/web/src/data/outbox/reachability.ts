/**
 * Whether the server answers (issue 18, "calm unreachable state"). One flag for the whole app, set by what the data
 * layer sees — a request that never got an answer, or a 502/503/504 — and cleared by the next answer. The shell shows
 * one calm notice while it is set instead of an error per request.
 */
import { ApiError } from '../../api/client.ts';

export type Reachability = 'reachable' | 'unreachable';

let state: Reachability = 'reachable';
const listeners = new Set<(state: Reachability) => void>();

function set(next: Reachability): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener(next);
}

export function serverReachability(): Reachability {
  return state;
}

export function reportReachable(): void {
  set('reachable');
}

export function reportUnreachable(): void {
  set('unreachable');
}

/** Subscribes to changes; returns the unsubscribe. */
export function onReachabilityChange(listener: (state: Reachability) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** No answer at all (offline, refused, timed out) or the server saying it cannot serve now. */
export function isUnreachableError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind !== 'http' || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

/** Worth sending again later: unreachable, any other 5xx, or a rate limit. A 4xx is the server's considered answer. */
export function isRetryableError(error: unknown): boolean {
  return error instanceof ApiError && (isUnreachableError(error) || error.status >= 500 || error.status === 429);
}

/** Whether a write should go straight to the outbox instead of waiting for a request that cannot succeed. */
export function looksOffline(): boolean {
  return state === 'unreachable' || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Test seam: back to the start state. */
export function resetReachabilityForTests(): void {
  state = 'reachable';
  listeners.clear();
}
