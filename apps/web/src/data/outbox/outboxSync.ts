/**
 * When a member's outbox uploads (issue 16): at once when it starts, when the browser comes back online, when the
 * server answers again after being unreachable, and soon after something new is queued; an upload the server could
 * not take (5xx, 429) is tried again with back-off (5 s doubling to 5 min). While the server is unreachable nothing is
 * sent: the health check (serverHealth.ts) says when it is back.
 */
import { flushOutbox, type FlushResult } from './flushOutbox.ts';
import { outboxStore, waitingItems, type OutboxStore } from './outboxStore.ts';
import { onReachabilityChange, serverReachability } from './reachability.ts';

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;
const AFTER_QUEUE_MS = 50;

export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
}

/**
 * Starts uploading this member's outbox whenever it can; returns the stop. `onSettled` hears every attempt's result;
 * `onChangedElsewhere` hears that another tab changed the outbox (it may have uploaded: the lists are stale).
 */
export function startOutboxSync(
  userId: string,
  onSettled: (result: FlushResult) => void,
  onChangedElsewhere: () => void = () => {},
  store: OutboxStore = outboxStore,
): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
  };

  async function run() {
    if (stopped) return;
    if (waitingItems(store.list(userId)).length === 0) {
      attempt = 0;
      return;
    }
    if (serverReachability() === 'unreachable') return;
    const result = await flushOutbox(userId, { store });
    if (stopped) return;
    onSettled(result);
    if (result.interrupted && serverReachability() === 'reachable') {
      attempt += 1;
      schedule(retryDelayMs(attempt));
    } else if (!result.interrupted) attempt = 0;
  }

  const kick = () => {
    attempt = 0;
    schedule(0);
  };
  const onOnline = () => kick();
  window.addEventListener('online', onOnline);
  const stopReachability = onReachabilityChange((state) => {
    if (state === 'reachable') kick();
  });
  // Something queued (or edited) here: upload soon, unless a back-off is already running.
  const stopStore = store.subscribe(() => {
    if (attempt === 0) schedule(AFTER_QUEUE_MS);
  });
  // Another tab queued something.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== store.keyOf(userId)) return;
    onChangedElsewhere();
    if (attempt === 0) schedule(AFTER_QUEUE_MS);
  };
  window.addEventListener('storage', onStorage);
  kick();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('storage', onStorage);
    stopReachability();
    stopStore();
  };
}
