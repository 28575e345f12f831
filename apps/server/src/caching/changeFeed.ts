import pg from 'pg';

/**
 * A LISTEN connection on PostgreSQL's notification channels of migration 0015, whose triggers name what changed
 * whoever wrote it (this instance, another one behind the same load balancer, the `npm run user` command):
 * `trainerlog_auth` the user whose row or sessions changed, `trainerlog_data` the user whose matches, decks or teams
 * changed, or `*` for what many answers read (seasons, match groups). In-process caches use it to drop what another
 * writer made stale within milliseconds of the commit.
 *
 * `healthy` is true only while the connection is up and listening: a notification sent while it is not would be
 * lost, so a cache must not serve entries then (and everything kept is dropped on every loss, `onReset`). The
 * connection is retried every RETRY_MS until `close()`.
 */
export const AUTH_CHANNEL = 'trainerlog_auth';
export const DATA_CHANNEL = 'trainerlog_data';
const RETRY_MS = 1_000;

export interface ChangeFeed {
  readonly healthy: boolean;
  /** Called with the user id of each notification on the auth channel. */
  onUser(listener: (userId: string) => void): void;
  /** Called with the user id (or `*`: everyone) of each notification on the data channel. */
  onData(listener: (userId: string) => void): void;
  /** Called whenever notifications may have been missed (the connection dropped). */
  onReset(listener: () => void): void;
  close(): Promise<void>;
}

export function startChangeFeed(
  config: pg.ClientConfig,
  log: { warn(obj: unknown, msg: string): void } = { warn: () => {} },
): ChangeFeed {
  const userListeners: ((userId: string) => void)[] = [];
  const dataListeners: ((userId: string) => void)[] = [];
  const resetListeners: (() => void)[] = [];
  let client: pg.Client | undefined;
  let healthy = false;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let warned = false;

  const reset = () => {
    healthy = false;
    for (const listener of resetListeners) listener();
  };

  function scheduleRetry() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RETRY_MS);
    retry.unref?.();
  }

  async function connect() {
    if (closed) return;
    const next = new pg.Client(config);
    client = next;
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      reset();
      if (!warned && !closed) {
        warned = true;
        log.warn({ err: error }, 'Change notifications lost; session caching is off until they are back');
      }
      next.end().catch(() => {});
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === AUTH_CHANNEL) for (const listener of userListeners) listener(message.payload);
      if (message.channel === DATA_CHANNEL) for (const listener of dataListeners) listener(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${AUTH_CHANNEL}; listen ${DATA_CHANNEL}`);
      if (client !== next) return;
      healthy = true;
      warned = false;
    } catch (error) {
      lost(error);
    }
  }

  void connect();

  return {
    get healthy() {
      return healthy && !closed;
    },
    onUser: (listener) => void userListeners.push(listener),
    onData: (listener) => void dataListeners.push(listener),
    onReset: (listener) => void resetListeners.push(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      reset();
      await current?.end().catch(() => {});
    },
  };
}
