/**
 * Lenient readers of single JSON values for the Limitless answers (`upstream.ts`): what an API that grew over the
 * years may send in place of the documented type. None of them throws.
 *
 * Decisions:
 * - Text: a string (trimmed) or a finite number written out (`12345` as a username or a card number); anything else
 *   is absent.
 * - Whole numbers: an integer, or a string holding one (`"3"`, `" 12 "`); fractions, `NaN`, `""` and the rest are
 *   absent, never rounded — a number that is not whole is not a count.
 * - Booleans: `true`/`false`, `"true"`/`"false"` and 1/0; anything else is absent.
 */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed text, or null (see header). */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Trimmed, non-empty text, or null. */
export function nonEmptyTextOf(value: unknown): string | null {
  const text = textOf(value);
  return text === null || text === '' ? null : text;
}

/** A whole number, or null (see header). */
export function intOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value.trim());
  return null;
}

/** A boolean, or null (see header). */
export function boolOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 'true') return true;
  if (value === 0 || value === 'false') return false;
  return null;
}

/** The strings of an array (each trimmed, empty ones dropped); [] for anything else. */
export function textsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(nonEmptyTextOf).filter((text): text is string => text !== null);
}
