import { ApiError } from '../../api/client.ts';
import { notify } from '../../ui/notify.ts';

/**
 * Spec part 2 §8, decks: a toast with the server's message or the fallback ('An error occurred'), but none for a
 * 401 (the global handling already sends the user to log in). Browser-storage failures say what happened.
 */
export function reportDeckError(error: unknown, fallback = 'An error occurred') {
  if (error instanceof ApiError) {
    if (error.status === 401) return;
    notify.error(error.msg ?? fallback, { id: 'deck-error' });
    return;
  }
  notify.error(error instanceof Error && error.message ? error.message : fallback, { id: 'deck-error' });
}
