/**
 * Runs the guest-data sync (`syncLocalData.ts`) after a login or registration in this tab, with the spec's toasts
 * (part 2 §4, §8, §9): 'Syncing your local data to your account...' (3 s) when there is local data, then success
 * (5 s), partial (warning, 7 s) or failure; the lists refresh 100 ms after. All of them are the sign-in flow's one
 * toast (issue 28): each replaces the last, under the welcome's title.
 *
 * Decisions:
 * - "After a login or registration" is a token set by this tab (`onSignInHere`, which remembers one set before this
 *   hook's lazily loaded module mounted): another tab that follows the login through the storage event does not
 *   start a second upload. A sync cut off by a closed tab (the pending marker
 *   names this user) runs again when the app next starts signed in.
 * - One sync at a time: within the tab a second request while one runs is dropped; across tabs a Web Lock (where the
 *   browser has one) makes the next sync wait and then find only what is left. The server's clientId rule makes even
 *   a lost race harmless.
 * - The sync reads the user through a ref updated on every render, so its 20 × 100 ms wait sees the session arrive.
 */
import { REFETCH_DELAY_AFTER_CHANGE_MS, type PublicUser } from '@trainerlog/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getToken } from '../../api/token.ts';
import { useSessionUser } from '../../session/useSessionUser.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { notify, SIGN_IN_FLOW } from '../../ui/notify.ts';
import { useDataPort } from '../dataPortContext.ts';
import { setMemberActiveDeck } from '../entities/decks.ts';
import { setMemberActiveTeam } from '../entities/teams.ts';
import { onSignInHere } from './signInHere.ts';
import { countLocalItems, SYNC_MESSAGES, syncLocalData, type SyncResult } from './syncLocalData.ts';

const LOCK_NAME = 'trainerlog-local-data-sync';
let running = false;

/** Runs `task` alone across this browser's tabs when Web Locks exist; otherwise alone in this tab. */
async function exclusively(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) await locks.request(LOCK_NAME, task);
  else await task();
}

function pendingUserId(): string | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.syncPending);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The toast for a finished sync (spec part 2 §8 messages, §9 durations). */
export function announceSyncResult(result: SyncResult): void {
  const flow = { flow: SIGN_IN_FLOW };
  if (result.errors.includes(SYNC_MESSAGES.noUser)) notify.error(SYNC_MESSAGES.noUser, flow);
  else if (result.totalItems === 0) return;
  else if (result.syncedCount === result.totalItems) notify.success(SYNC_MESSAGES.success(result.synced), flow);
  else if (result.syncedCount > 0) notify.warning(SYNC_MESSAGES.partial(result.syncedCount, result.totalItems), flow);
  else notify.error(SYNC_MESSAGES.noneSynced, flow);
}

export function useLocalDataSync(): void {
  const port = useDataPort();
  const { user, setUser } = useSessionUser();
  const queryClient = useQueryClient();
  const userRef = useRef<PublicUser | null>(null);
  userRef.current = port.kind === 'member' ? user : null;
  const setUserRef = useRef(setUser);
  setUserRef.current = setUser;

  const startRef = useRef<() => void>(() => undefined);
  startRef.current = () => {
    if (running) return;
    running = true;
    void exclusively(async () => {
      if (countLocalItems() === 0) return;
      notify.syncInfo(SYNC_MESSAGES.syncing, { flow: SIGN_IN_FLOW });
      const result = await syncLocalData({
        getUser: () => userRef.current,
        setActiveDeck: setMemberActiveDeck,
        setActiveTeam: setMemberActiveTeam,
        onUserChanged: (changed) => setUserRef.current(changed as PublicUser),
      });
      if (result.errors.length > 0) console.warn('Local data sync:', result.errors);
      // Signed out again while waiting for the user: nothing was attempted and nothing needs saying.
      if (result.errors.includes(SYNC_MESSAGES.noUser) && !getToken()) return;
      announceSyncResult(result);
      setTimeout(() => void queryClient.invalidateQueries(), REFETCH_DELAY_AFTER_CHANGE_MS);
    })
      .catch((error: unknown) => console.error('Local data sync failed', error))
      .finally(() => {
        running = false;
      });
  };

  useEffect(() => onSignInHere(() => startRef.current()), []);

  const { userId } = port;
  useEffect(() => {
    if (userId && pendingUserId() === userId) startRef.current();
  }, [userId]);
}
