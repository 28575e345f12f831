/**
 * Recognises a failure to reach PostgreSQL — refused, reset or timed-out connections, a server shutting down or
 * starting up, a pool that could not get a connection in time — as opposed to a query the database rejected. Such a
 * failure is no bug of ours and no fault of the caller: the API answers 503 and the pool reconnects on its own.
 */

/** Socket errors of a connection to the database (ENOENT: the unix socket of a stopped embedded server). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ENOENT',
]);
const SOCKET_SYSCALLS = new Set(['connect', 'read', 'write', 'getaddrinfo']);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now
 * (starting up, shutting down, recovering), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres says when a connection dies under a query or cannot be had from the pool in time. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 20) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, syscall, severity, message, cause, errors } = e as {
      code?: unknown;
      syscall?: unknown;
      severity?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (severity && UNAVAILABLE_SQLSTATES.test(code)) return true;
      // ENOENT and friends are socket errors only when a socket call failed (not a missing file of the app's).
      if (SOCKET_CODES.has(code) && (typeof syscall !== 'string' || SOCKET_SYSCALLS.has(syscall))) {
        if (code !== 'ENOENT' || syscall === 'connect') return true;
      }
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    // drizzle wraps the driver's error as `cause`; a connection to several addresses fails as an AggregateError.
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}
