import { lazy, Suspense, useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { notify } from '../ui/notify.ts';

// The prompt itself loads when a new version is waiting, not on every first visit (issue 18 size budget).
const NewVersionPrompt = lazy(async () => ({ default: (await import('./NewVersionPrompt.tsx')).NewVersionPrompt }));

/** Spec part 1 §4 "Offline app": look for a new version every 5 minutes and offer to reload into it. */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (registration.installing || !navigator.onLine) return;
        registration.update().catch(() => {
          // Offline or the server is restarting: the next check tries again.
        });
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error) {
      console.warn('Offline support is unavailable', error);
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    notify.info('Trainer Log is ready to work offline.', { id: 'offline-ready' });
    setOfflineReady(false);
  }, [offlineReady, setOfflineReady]);

  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionPrompt onReload={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
