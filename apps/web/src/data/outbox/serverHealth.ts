/**
 * Telling when the server is back (issue 18): while the app holds it unreachable, GET /api/health is asked with
 * back-off (2 s doubling to 30 s, and at once when the browser says it is online again); the first 200 marks it
 * reachable, which hides the notice, uploads the outbox and refetches. The browser's own offline event marks it
 * unreachable at once.
 */
import { landingApi } from '../../api/landingApi.ts';
import { onReachabilityChange, reportReachable, reportUnreachable, serverReachability } from './reachability.ts';

const FIRST_CHECK_MS = 2_000;
const MAX_CHECK_MS = 30_000;

export function healthCheckDelayMs(attempt: number): number {
  return Math.min(FIRST_CHECK_MS * 2 ** attempt, MAX_CHECK_MS);
}

export function startHealthWatch(check: () => Promise<unknown> = () => landingApi.health.check()): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function probe() {
    if (stopped || serverReachability() === 'reachable') return;
    try {
      await check();
      if (!stopped) reportReachable();
    } catch {
      if (stopped) return;
      timer = setTimeout(() => void probe(), healthCheckDelayMs(++attempt));
    }
  }
  const watchFromStart = () => {
    clearTimeout(timer);
    attempt = 0;
    timer = setTimeout(() => void probe(), healthCheckDelayMs(0));
  };

  const stopListening = onReachabilityChange((state) => {
    if (state === 'unreachable') watchFromStart();
    else clearTimeout(timer);
  });
  const onOnline = () => {
    clearTimeout(timer);
    attempt = 0;
    void probe();
  };
  const onOffline = () => reportUnreachable();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) reportUnreachable();
  else if (serverReachability() === 'unreachable') watchFromStart();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopListening();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
