/**
 * The shell's view of the server's reachability (issue 18), for guests and members alike. Kept apart from the
 * outbox hooks so the landing route loads it without the match repositories and their schemas (issue 18 size budget).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { onReachabilityChange, serverReachability } from './reachability.ts';
import { startHealthWatch } from './serverHealth.ts';

/** Whether the server is currently out of reach (one calm notice, not an error per request). */
export function useServerUnreachable(): boolean {
  return useSyncExternalStore(onReachabilityChange, () => serverReachability() === 'unreachable');
}

/** Mounted once in the shell: watches the server's health while it is unreachable and refetches when it is back. */
export function useServerHealthWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopWatch = startHealthWatch();
    const stopListening = onReachabilityChange((state) => {
      if (state === 'reachable') void queryClient.invalidateQueries();
    });
    return () => {
      stopWatch();
      stopListening();
    };
  }, [queryClient]);
}
