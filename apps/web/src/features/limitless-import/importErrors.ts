/**
 * The Limitless import's failures, sorted by where the player can act on them (issue 15: "every outside failure is a
 * clear message"): a refusal of what the player chose (400 with field errors) shows at its field; the second import
 * of a tournament (409) as the "already imported" notice; anything from outside — Limitless slow, unreachable or
 * rate-limited, our own rate limit, the network — as an alert with the server's words and a retry.
 */
import { ApiError } from '../../api/client.ts';

export const OUTSIDE_FAILED = 'Could not reach Limitless through Trainer Log. Please try again.';

/** The server's words, or a general line when it never answered. */
export function failureText(error: unknown, fallback = OUTSIDE_FAILED): string {
  if (error instanceof ApiError) {
    if (error.msg) return error.msg;
    if (error.kind === 'timeout') return 'Trainer Log did not answer in time. Please try again.';
    if (error.kind === 'network') return 'Could not reach Trainer Log. Check your connection and try again.';
  }
  return fallback;
}

/** A refusal of the request itself (400 bad id or choice, 404 unknown tournament or player), not worth retrying. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}

export interface ImportErrors {
  /** At the list choice: `list`, `list.action`. */
  list: string | null;
  /** At "Use one of my decks/teams": `list.id`. */
  listId: string | null;
  /** At the new deck/team's name: `list.name`. */
  listName: string | null;
  date: string | null;
  /** What no field shows, above the button. */
  form: string[];
}

export const NO_IMPORT_ERRORS: ImportErrors = { list: null, listId: null, listName: null, date: null, form: [] };

/** A 400's errors at the review's fields. */
export function placeImportErrors(error: ApiError): ImportErrors {
  const placed: ImportErrors = { ...NO_IMPORT_ERRORS, form: [] };
  for (const { path, message } of error.errors) {
    if (path === 'list.id') placed.listId ??= message;
    else if (path === 'list.name') placed.listName ??= message;
    else if (path === 'list' || path.startsWith('list.')) placed.list ??= message;
    else if (path === 'date') placed.date ??= message;
    else if (!placed.form.includes(message)) placed.form.push(message);
  }
  if (error.errors.length === 0) placed.form.push(error.msg ?? error.message);
  return placed;
}
