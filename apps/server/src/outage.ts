/**
 * An outside source the server retries on its own (the card catalogue's download, the sprite repository, the remote
 * card service) is said to be down once per outage — with when it will be tried again — and said to be back once.
 * Failed retries in between are only debug lines: a server without internet would otherwise repeat the same warning
 * every few minutes for as long as it runs.
 */
import type { FastifyBaseLogger } from 'fastify';

export type OutageReport = ReturnType<typeof createOutageReport>;

/** `what` names the source as a person reads it, e.g. "card catalogue" or "sprite source https://…". */
export function createOutageReport(log: FastifyBaseLogger | undefined, what: string) {
  let down = false;
  return {
    /** A failed attempt: a warning on the first one of an outage, a debug line on the ones after it. */
    failed(reason: string, retryAt: Date): void {
      const message = `${what} unavailable (${reason}); retrying at ${clockTime(retryAt)}`;
      const details = { source: what, retryAt: retryAt.toISOString() };
      if (down) log?.debug(details, message);
      else log?.warn(details, message);
      down = true;
    },
    /** A successful attempt: ends the outage (said once) so that the next failure is warned of again. */
    succeeded(): void {
      if (down) log?.info({ source: what }, `${what} available again`);
      down = false;
    },
    isDown: () => down,
  };
}

/** HH:MM in the server's time zone (as the terminal log shows times); with the date when it is not today. */
export function clockTime(at: Date, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const sameDay =
    at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  return sameDay ? time : `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
}

/** The reason of an error as one short phrase: a fetch's "fetch failed" says less than its cause. */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  if (error.message === 'fetch failed' && cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${code}` : cause.message;
  }
  return error.message;
}
