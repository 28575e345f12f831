/**
 * The hooks the app shell uses for offline members (issue 16) and the unreachable server (issue 18). Screens never
 * touch the outbox directly: matches come through the match hooks with the outbox applied.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { onTokenChange } from '../../api/token.ts';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { useDataPort } from '../dataPortContext.ts';
import { GLOBAL_COUNTS_QUERY_KEY, MY_COUNTS_QUERY_KEY } from '../hooks/useMatchCounts.ts';
import { TCG_MATCHES_QUERY_KEY } from '../hooks/useTcgMatches.ts';
import { TEAMS_QUERY_KEY } from '../hooks/useTeams.ts';
import { VGC_MATCHES_QUERY_KEY } from '../hooks/useVgcMatches.ts';
import { lastSeen } from './lastSeen.ts';
import { forgetMember, rememberMember } from './memberSession.ts';
import { startOutboxSync } from './outboxSync.ts';
import { OUTBOX_KEY_PREFIX, outboxStore, waitingItems, waitingLabel, type OutboxItem } from './outboxStore.ts';

export { waitingLabel, type OutboxItem };

function refreshMatches(queryClient: QueryClient) {
  for (const queryKey of [TCG_MATCHES_QUERY_KEY, VGC_MATCHES_QUERY_KEY, TEAMS_QUERY_KEY, MY_COUNTS_QUERY_KEY])
    void queryClient.invalidateQueries({ queryKey });
  void queryClient.invalidateQueries({ queryKey: GLOBAL_COUNTS_QUERY_KEY });
}

function subscribeToOutbox(listener: () => void) {
  const stopStore = outboxStore.subscribe(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(OUTBOX_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopStore();
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in member's outbox: what waits, what the server refused, and discarding a refused item. */
export function useOutbox() {
  const queryClient = useQueryClient();
  const { userId } = useDataPort();
  const raw = useSyncExternalStore(subscribeToOutbox, () => (userId ? outboxStore.snapshot(userId) : null));
  return useMemo(() => {
    const items = userId && raw ? outboxStore.list(userId) : [];
    return {
      waiting: waitingItems(items),
      failed: items.filter((item) => item.status === 'failed'),
      discard(id: string) {
        if (!userId) return;
        outboxStore.remove(userId, id);
        refreshMatches(queryClient);
      },
    };
    // `raw` is the outbox's stored text: it changes exactly when the items do.
  }, [raw, userId, queryClient]);
}

/**
 * Mounted once in the shell: keeps the member's last-seen copy (offline start), uploads the outbox when it can and
 * refreshes the lists after, and forgets the member's copies when the session ends (the outbox stays for their next
 * sign-in: nothing entered is lost; deleting the account removes it, see forgetMemberData). The server's health is
 * watched for guests too (useServerHealthWatch, mounted by the shell).
 */
export function useOfflineMemberSync(): void {
  const queryClient = useQueryClient();
  const { kind, userId } = useDataPort();
  const { user } = useSessionUser();
  const member = kind === 'member' ? user : null;

  useEffect(() => {
    if (member) rememberMember(member);
  }, [member]);

  useEffect(
    () =>
      onTokenChange((token) => {
        if (token !== null) return;
        if (userId) lastSeen.clear(userId);
        forgetMember();
      }),
    [userId],
  );

  useEffect(() => {
    if (!userId) return;
    return startOutboxSync(
      userId,
      (result) => {
        if (result.uploaded > 0 || result.failed > 0) refreshMatches(queryClient);
      },
      () => refreshMatches(queryClient),
    );
  }, [userId, queryClient]);
}

/** After the account is deleted: nothing of it stays in this browser (its copy and its outbox). */
export function forgetMemberData(userId: string): void {
  lastSeen.clear(userId);
  try {
    outboxStore.clear(userId);
  } catch {
    // Nothing stored.
  }
  forgetMember();
}
