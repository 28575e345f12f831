/**
 * What runs in the background while a member is signed in (issue 16): uploading a guest's browser data after a
 * sign-in, keeping the last-seen copy, uploading the outbox. Loaded lazily by SessionServices, so a guest's first
 * visit never downloads the match repositories and their schemas (issue 18 size budget).
 */
import { useOfflineMemberSync } from '../data/outbox/useOutbox.ts';
import { useLocalDataSync } from '../data/sync/useLocalDataSync.ts';

export function MemberServices() {
  useLocalDataSync();
  useOfflineMemberSync();
  return null;
}
