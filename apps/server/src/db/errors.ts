/** The PostgreSQL error behind a driver or drizzle error (drizzle wraps it as `cause`). */
function postgresErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof (e as { code?: unknown }).code === 'string' && (e as { severity?: unknown }).severity) {
      return e as { code?: string; constraint?: string };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a unique violation (23505) hit, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const pgError = postgresErrorOf(error);
  return pgError?.code === '23505' ? (pgError.constraint ?? '') : undefined;
}

/**
 * True for PostgreSQL's "data exception" class (22xxx): a value the database cannot store, such as a NUL
 * character in text or a date out of its range. Such a value came from the request, so it is the caller's error.
 */
export function isInvalidDataError(error: unknown): boolean {
  return postgresErrorOf(error)?.code?.startsWith('22') ?? false;
}

/** True for a foreign key violation (23503): the row referred to is gone, e.g. deleted by a concurrent request. */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresErrorOf(error)?.code === '23503';
}

/** True for the error a database function raised with this SQLSTATE (e.g. migration 0020's TLW01). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return postgresErrorOf(error)?.code === code;
}
