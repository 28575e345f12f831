import { useLocalDataSync } from '../data/sync/useLocalDataSync.ts';

/** Mounted once inside the session: uploads a guest's browser data after login or registration (issue 16). */
export function LocalDataSync() {
  useLocalDataSync();
  return null;
}
